import { SUB_SELLER_LIMITS } from '@balcao/domain/sub-sellers';
import { useSelector } from '@tanstack/react-form';
import { FieldsSpeak } from '../../ui/form';
import { FormText } from './form-controls';
import type { SubSellerForm } from './sub-seller-form';
import * as styles from './sub-sellers.css';

/**
 * The document: checked when the user leaves it (creation), read-only afterwards (edit, §5). The check's
 * answer speaks at once; the schema's message on it waits for 'Cadastrar' (the check already said it).
 */
function DocumentField({ form, readOnly }: { form: SubSellerForm; readOnly: boolean }) {
  const checking = form.lookingUp === 'company' ? 'Consultando a empresa…' : undefined;
  return (
    <FieldsSpeak when="sent">
      <form.api.AppField
        name="document"
        listeners={{
          onChange: () => form.documentChanged(),
          onBlur: ({ value }) => void form.checkDocument(value),
        }}
      >
        {(field) => (
          <field.MaskedField
            mask="cpfCnpj"
            label="CPF ou CNPJ"
            readOnly={readOnly}
            hint={readOnly ? 'O documento não pode ser alterado.' : checking}
            lookupError={readOnly ? undefined : form.documentError}
            placeholder="000.000.000-00"
          />
        )}
      </form.api.AppField>
    </FieldsSpeak>
  );
}

function DescriptionField({ form }: { form: SubSellerForm }) {
  return (
    <form.api.AppField name="general.description">
      {(field) => (
        <field.TextAreaField
          label="Descrição do negócio"
          maxLength={SUB_SELLER_LIMITS.description}
          className={styles.wide}
        />
      )}
    </form.api.AppField>
  );
}

/** 'Informações gerais': who the sub-seller is and how to reach them; the owner for a company. */
export function GeneralFields({ form, edit }: { form: SubSellerForm; edit: boolean }) {
  const company = useSelector(form.api.store, (state) => state.values.general.documentType === 'CNPJ');
  return (
    <section className={styles.card} aria-labelledby="sub-seller-general">
      <h2 id="sub-seller-general" className={styles.sectionTitle}>
        Informações gerais
      </h2>
      <div className={styles.grid}>
        <DocumentField form={form} readOnly={edit} />
        {form.revealed ? <RevealedFields form={form} edit={edit} company={company} /> : null}
      </div>
    </section>
  );
}

function RevealedFields({ form, edit, company }: { form: SubSellerForm; edit: boolean; company: boolean }) {
  return (
    <>
      <FormText
        form={form}
        name="general.name"
        label={company ? 'Razão social' : 'Nome'}
        maxLength={SUB_SELLER_LIMITS.name}
        autoComplete="off"
      />
      <FormText form={form} name="contact.email" label="E-mail" type="email" autoComplete="off" />
      <FormText form={form} name="contact.phone" label="Celular" mask="cellphone" />
      {edit ? (
        <FormText
          form={form}
          name="contact.alternativeEmail"
          label="E-mail alternativo (opcional)"
          type="email"
          autoComplete="off"
        />
      ) : null}
      <FormText
        form={form}
        name="general.birthdate"
        label={company ? 'Data de nascimento do responsável' : 'Data de nascimento'}
        mask="date"
      />
      {company ? (
        <>
          <FormText
            form={form}
            name="general.ownerName"
            label="Nome do responsável"
            maxLength={SUB_SELLER_LIMITS.name}
            autoComplete="off"
          />
          <FormText
            form={form}
            name="general.ownerDocument"
            label="CPF do responsável (opcional)"
            mask="cpf"
          />
          <FormText form={form} name="general.openingDate" label="Data de abertura" mask="date" />
          <DescriptionField form={form} />
        </>
      ) : null}
    </>
  );
}

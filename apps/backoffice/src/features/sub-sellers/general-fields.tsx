import { SUB_SELLER_LIMITS } from '@balcao/domain';
import { useId } from 'react';
import { MaskedInput } from '../../ui';
import { control, errorText, field, hint, label } from '../../ui/shared.css';
import { FormText } from './form-controls';
import * as styles from './sub-sellers.css';
import type { SubSellerFormState } from './use-sub-seller-form';

/** The document: checked when the user leaves it (creation), read-only afterwards (edit, §5). */
function DocumentField({ form, readOnly }: { form: SubSellerFormState; readOnly: boolean }) {
  const checking = form.lookingUp === 'company' ? 'Consultando a empresa…' : undefined;
  return (
    <MaskedInput
      mask="cpfCnpj"
      label="CPF ou CNPJ"
      value={form.values.document}
      onValueChange={form.setDocument}
      // The field's own text: a blur can arrive before the render that carries what was just typed.
      onBlur={(event) => void form.checkDocument(event.currentTarget.value)}
      readOnly={readOnly}
      hint={readOnly ? 'O documento não pode ser alterado.' : checking}
      error={readOnly ? undefined : (form.documentError ?? undefined)}
      placeholder="000.000.000-00"
    />
  );
}

function DescriptionField({ form }: { form: SubSellerFormState }) {
  const id = useId();
  const value = form.values.general.description;
  const error = form.errorOf('general.description');
  return (
    <div className={`${field} ${styles.wide}`}>
      <label htmlFor={id} className={label}>
        Descrição do negócio
      </label>
      <textarea
        id={id}
        className={`${control} ${styles.textarea}`}
        value={value}
        maxLength={SUB_SELLER_LIMITS.description}
        onChange={(event) => form.set('general', 'description', event.target.value)}
        onBlur={() => form.blur('general.description')}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
      />
      <span id={`${id}-count`} className={hint}>
        {value.length}/{SUB_SELLER_LIMITS.description}
      </span>
      {error ? (
        <span id={`${id}-error`} className={errorText}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** 'Informações gerais': who the sub-seller is and how to reach them; the owner for a company. */
export function GeneralFields({ form, edit }: { form: SubSellerFormState; edit: boolean }) {
  const company = form.values.general.documentType === 'CNPJ';
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

function RevealedFields({
  form,
  edit,
  company,
}: {
  form: SubSellerFormState;
  edit: boolean;
  company: boolean;
}) {
  return (
    <>
      <FormText
        form={form}
        section="general"
        field="name"
        label={company ? 'Razão social' : 'Nome'}
        maxLength={SUB_SELLER_LIMITS.name}
        autoComplete="off"
      />
      <FormText form={form} section="contact" field="email" label="E-mail" type="email" autoComplete="off" />
      <FormText form={form} section="contact" field="phone" label="Celular" mask="cellphone" />
      {edit ? (
        <FormText
          form={form}
          section="contact"
          field="alternativeEmail"
          label="E-mail alternativo (opcional)"
          type="email"
          autoComplete="off"
        />
      ) : null}
      <FormText
        form={form}
        section="general"
        field="birthdate"
        label={company ? 'Data de nascimento do responsável' : 'Data de nascimento'}
        mask="date"
      />
      {company ? (
        <>
          <FormText
            form={form}
            section="general"
            field="ownerName"
            label="Nome do responsável"
            maxLength={SUB_SELLER_LIMITS.name}
            autoComplete="off"
          />
          <FormText
            form={form}
            section="general"
            field="ownerDocument"
            label="CPF do responsável (opcional)"
            mask="cpf"
          />
          <FormText form={form} section="general" field="openingDate" label="Data de abertura" mask="date" />
          <DescriptionField form={form} />
        </>
      ) : null}
    </>
  );
}

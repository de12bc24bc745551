import { SUB_SELLER_LIMITS } from '@balcao/domain/sub-sellers';
import { FormText } from './form-controls';
import type { SubSellerForm } from './sub-seller-form';
import * as styles from './sub-sellers.css';

/** 'Endereço': the CEP lookup on blur fills what it knows; every field stays editable. */
export function AddressFields({ form }: { form: SubSellerForm }) {
  const searching = form.lookingUp === 'cep' ? 'Buscando o endereço…' : undefined;
  return (
    <section className={styles.card} aria-labelledby="sub-seller-address">
      <h2 id="sub-seller-address" className={styles.sectionTitle}>
        Endereço
      </h2>
      <div className={styles.grid}>
        <form.api.AppField
          name="address.zipCode"
          // §5: the lookup runs when the CEP is left.
          listeners={{ onBlur: ({ value }) => void form.checkZipCode(value) }}
        >
          {(field) => <field.MaskedField mask="cep" label="CEP" hint={searching} />}
        </form.api.AppField>
        <FormText form={form} name="address.street" label="Rua" maxLength={SUB_SELLER_LIMITS.street} />
        <FormText form={form} name="address.number" label="Número" maxLength={SUB_SELLER_LIMITS.number} />
        <FormText
          form={form}
          name="address.complement"
          label="Complemento (opcional)"
          maxLength={SUB_SELLER_LIMITS.complement}
        />
        <FormText form={form} name="address.district" label="Bairro" maxLength={SUB_SELLER_LIMITS.district} />
        <FormText form={form} name="address.city" label="Cidade" maxLength={SUB_SELLER_LIMITS.city} />
        <FormText form={form} name="address.state" label="Estado (UF)" maxLength={2} />
        <FormText form={form} name="address.country" label="País" maxLength={2} />
      </div>
    </section>
  );
}

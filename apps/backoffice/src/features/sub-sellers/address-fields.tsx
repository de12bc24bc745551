import { SUB_SELLER_LIMITS } from '@balcao/domain';
import { MaskedInput } from '../../ui';
import { FormText } from './form-controls';
import * as styles from './sub-sellers.css';
import type { SubSellerFormState } from './use-sub-seller-form';

/** 'Endereço': the CEP lookup on blur fills what it knows; every field stays editable. */
export function AddressFields({ form }: { form: SubSellerFormState }) {
  const searching = form.lookingUp === 'cep' ? 'Buscando o endereço…' : undefined;
  return (
    <section className={styles.card} aria-labelledby="sub-seller-address">
      <h2 id="sub-seller-address" className={styles.sectionTitle}>
        Endereço
      </h2>
      <div className={styles.grid}>
        <MaskedInput
          mask="cep"
          label="CEP"
          value={form.values.address.zipCode}
          onValueChange={(value) => form.set('address', 'zipCode', value)}
          onBlur={(event) => void form.checkZipCode(event.currentTarget.value)}
          hint={searching}
          error={form.errorOf('address.zipCode')}
        />
        <FormText
          form={form}
          section="address"
          field="street"
          label="Rua"
          maxLength={SUB_SELLER_LIMITS.street}
        />
        <FormText
          form={form}
          section="address"
          field="number"
          label="Número"
          maxLength={SUB_SELLER_LIMITS.number}
        />
        <FormText
          form={form}
          section="address"
          field="complement"
          label="Complemento (opcional)"
          maxLength={SUB_SELLER_LIMITS.complement}
        />
        <FormText
          form={form}
          section="address"
          field="district"
          label="Bairro"
          maxLength={SUB_SELLER_LIMITS.district}
        />
        <FormText
          form={form}
          section="address"
          field="city"
          label="Cidade"
          maxLength={SUB_SELLER_LIMITS.city}
        />
        <FormText form={form} section="address" field="state" label="Estado (UF)" maxLength={2} />
        <FormText form={form} section="address" field="country" label="País" maxLength={2} />
      </div>
    </section>
  );
}

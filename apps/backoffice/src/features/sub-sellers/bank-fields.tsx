import {
  formatDocument,
  type MaskKind,
  SUB_SELLER_ACCOUNT_TYPE_LABELS,
  SUB_SELLER_ACCOUNT_TYPES,
  SUB_SELLER_BANKS,
  SUB_SELLER_LIMITS,
  SUB_SELLER_PIX_KEY_TYPE_LABELS,
  SUB_SELLER_PIX_KEY_TYPES,
} from '@balcao/domain';
import { TextField } from '../../ui';
import { FormSelect, FormText } from './form-controls';
import * as styles from './sub-sellers.css';
import type { SubSellerFormState } from './use-sub-seller-form';

const BANK_OPTIONS = SUB_SELLER_BANKS.map((bank) => ({
  value: bank.code,
  label: `${bank.code} - ${bank.name}`,
}));
const ACCOUNT_TYPE_OPTIONS = SUB_SELLER_ACCOUNT_TYPES.map((type) => ({
  value: type,
  label: SUB_SELLER_ACCOUNT_TYPE_LABELS[type],
}));
const PIX_KEY_TYPE_OPTIONS = SUB_SELLER_PIX_KEY_TYPES.map((type) => ({
  value: type,
  label: SUB_SELLER_PIX_KEY_TYPE_LABELS[type],
}));

const PIX_KEY_MASKS: Partial<Record<string, MaskKind>> = { DOCUMENT: 'cpfCnpj', PHONE: 'cellphone' };

/** 'Dados bancários': the holder is the sub-seller itself, so name and document are read-only (§5). */
export function BankFields({ form }: { form: SubSellerFormState }) {
  const { account } = form.values;
  return (
    <section className={styles.card} aria-labelledby="sub-seller-bank">
      <h2 id="sub-seller-bank" className={styles.sectionTitle}>
        Dados bancários
      </h2>
      <div className={styles.grid}>
        <TextField label="Titular da conta" value={form.values.general.name} readOnly />
        <TextField label="Documento do titular" value={formatDocument(form.values.document)} readOnly />
        <FormSelect form={form} section="account" field="bank" label="Banco" options={BANK_OPTIONS} />
        <FormSelect
          form={form}
          section="account"
          field="accountType"
          label="Tipo de conta"
          options={ACCOUNT_TYPE_OPTIONS}
        />
        <FormText
          form={form}
          section="account"
          field="issuer"
          label="Agência"
          mask="onlyNumbers"
          maxLength={SUB_SELLER_LIMITS.agency}
        />
        <FormText form={form} section="account" field="issuerDigit" label="Dígito da agência" maxLength={1} />
        <FormText
          form={form}
          section="account"
          field="number"
          label="Conta"
          mask="onlyNumbers"
          maxLength={SUB_SELLER_LIMITS.account}
        />
        <FormText form={form} section="account" field="bankDigit" label="Dígito da conta" maxLength={1} />
        <FormSelect
          form={form}
          section="account"
          field="pixKeyType"
          label="Tipo de chave Pix"
          options={PIX_KEY_TYPE_OPTIONS}
          onValueChange={(value) => {
            form.set('account', 'pixKeyType', value);
            form.set('account', 'pixKey', '');
          }}
        />
        <FormText
          key={account.pixKeyType}
          form={form}
          section="account"
          field="pixKey"
          label="Chave Pix"
          mask={PIX_KEY_MASKS[account.pixKeyType]}
          maxLength={SUB_SELLER_LIMITS.pixKey}
          autoComplete="off"
        />
      </div>
    </section>
  );
}

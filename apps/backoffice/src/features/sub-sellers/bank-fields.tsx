import { formatDocument } from '@balcao/domain/documents';
import type { MaskKind } from '@balcao/domain/forms';
import {
  SUB_SELLER_ACCOUNT_TYPE_LABELS,
  SUB_SELLER_ACCOUNT_TYPES,
  SUB_SELLER_BANKS,
  SUB_SELLER_LIMITS,
  SUB_SELLER_PIX_KEY_TYPE_LABELS,
  SUB_SELLER_PIX_KEY_TYPES,
} from '@balcao/domain/sub-sellers';
import { useSelector } from '@tanstack/react-form';
import { TextField } from '../../ui';
import { FormSelect, FormText } from './form-controls';
import type { SubSellerForm } from './sub-seller-form';
import * as styles from './sub-sellers.css';

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
export function BankFields({ form }: { form: SubSellerForm }) {
  const holder = useSelector(form.api.store, (state) => state.values.general.name);
  const holderDocument = useSelector(form.api.store, (state) => state.values.document);
  const pixKeyType = useSelector(form.api.store, (state) => state.values.account.pixKeyType);
  return (
    <section className={styles.card} aria-labelledby="sub-seller-bank">
      <h2 id="sub-seller-bank" className={styles.sectionTitle}>
        Dados bancários
      </h2>
      <div className={styles.grid}>
        <TextField label="Titular da conta" value={holder} readOnly />
        <TextField label="Documento do titular" value={formatDocument(holderDocument)} readOnly />
        <FormSelect form={form} name="account.bank" label="Banco" options={BANK_OPTIONS} />
        <FormSelect
          form={form}
          name="account.accountType"
          label="Tipo de conta"
          options={ACCOUNT_TYPE_OPTIONS}
        />
        <FormText
          form={form}
          name="account.issuer"
          label="Agência"
          mask="onlyNumbers"
          maxLength={SUB_SELLER_LIMITS.agency}
        />
        <FormText form={form} name="account.issuerDigit" label="Dígito da agência" maxLength={1} />
        <FormText
          form={form}
          name="account.number"
          label="Conta"
          mask="onlyNumbers"
          maxLength={SUB_SELLER_LIMITS.account}
        />
        <FormText form={form} name="account.bankDigit" label="Dígito da conta" maxLength={1} />
        <FormSelect
          form={form}
          name="account.pixKeyType"
          label="Tipo de chave Pix"
          options={PIX_KEY_TYPE_OPTIONS}
          onChanged={() => form.api.setFieldValue('account.pixKey', '')}
        />
        <FormText
          key={pixKeyType}
          form={form}
          name="account.pixKey"
          label="Chave Pix"
          mask={PIX_KEY_MASKS[pixKeyType]}
          maxLength={SUB_SELLER_LIMITS.pixKey}
          autoComplete="off"
        />
      </div>
    </section>
  );
}

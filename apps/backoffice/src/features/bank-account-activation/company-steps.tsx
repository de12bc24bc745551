import {
  ACTIVATION_LIMITS,
  type ActivationAdditionalForm,
  type ActivationCompanyForm,
  BUSINESS_TYPE_LABELS,
  BUSINESS_TYPES,
  MAIN_ACTIVITY_MAX_DIGITS,
} from '@balcao/domain/bank-account';
import * as styles from './activation.css';
import { AddressFields } from './address-fields';
import { WizardField, WizardSelect } from './fields';

type Errors = Readonly<Record<string, string>>;

const pick = (errors: Errors, prefix: string) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, message]) => [path.slice(prefix.length), message]),
  );

/** Step 1, 'Dados da empresa': the stored CNPJ (not editable), the company and its address. */
export function CompanyStep({
  value,
  onChange,
  errors,
  locked,
  lookupFailed,
}: {
  value: ActivationCompanyForm;
  onChange: (changes: Partial<ActivationCompanyForm>) => void;
  errors: Errors;
  locked: boolean;
  lookupFailed: string | null;
}) {
  const field = (key: keyof ActivationCompanyForm) => ({
    value: value[key],
    onChange: (text: string) => onChange({ [key]: text }),
    error: errors[`company.${key}`],
    disabled: locked,
  });
  return (
    <>
      <section className={styles.card} aria-labelledby="activation-general">
        <h2 id="activation-general" className={styles.subtitle}>
          Informações gerais
        </h2>
        {lookupFailed ? (
          <p role="alert" className={styles.error}>
            {lookupFailed}
          </p>
        ) : null}
        <div className={styles.grid}>
          <WizardField label="CNPJ" mask="cnpj" {...field('document')} disabled />
          <WizardField label="Razão social" maxLength={ACTIVATION_LIMITS.name} {...field('companyName')} />
          <WizardField label="Data de abertura" mask="date" {...field('openingDate')} />
          <WizardField label="E-mail" type="email" maxLength={ACTIVATION_LIMITS.email} {...field('email')} />
          <WizardField label="Telefone (opcional)" mask="brPhone" {...field('phone')} />
        </div>
      </section>
      <section className={styles.card} aria-labelledby="activation-address">
        <h2 id="activation-address" className={styles.subtitle}>
          Endereço da empresa
        </h2>
        <div className={styles.grid}>
          <AddressFields
            value={value}
            onChange={onChange}
            errors={pick(errors, 'company.')}
            disabled={locked}
          />
        </div>
      </section>
    </>
  );
}

const BUSINESS_TYPE_OPTIONS = BUSINESS_TYPES.map((type) => ({
  value: type,
  label: BUSINESS_TYPE_LABELS[type],
}));

/** Step 2, 'Dados adicionais'. */
export function AdditionalStep({
  value,
  onChange,
  errors,
  locked,
}: {
  value: ActivationAdditionalForm;
  onChange: (changes: Partial<ActivationAdditionalForm>) => void;
  errors: Errors;
  locked: boolean;
}) {
  const field = (key: keyof ActivationAdditionalForm) => ({
    value: value[key],
    onChange: (text: string) => onChange({ [key]: text }),
    error: errors[`additional.${key}`],
    disabled: locked,
  });
  return (
    <section className={styles.card} aria-labelledby="activation-additional">
      <h2 id="activation-additional" className={styles.subtitle}>
        Dados adicionais
      </h2>
      <div className={styles.grid}>
        <WizardField label="Nome fantasia" maxLength={ACTIVATION_LIMITS.name} {...field('fantasyName')} />
        <WizardField label="Site" maxLength={ACTIVATION_LIMITS.url} {...field('url')} />
        <WizardSelect
          label="Categoria da empresa"
          options={BUSINESS_TYPE_OPTIONS}
          {...field('businessType')}
        />
        <WizardField
          label="Atividade principal (CNAE)"
          mask="onlyNumbers"
          maxLength={MAIN_ACTIVITY_MAX_DIGITS}
          {...field('mainActivity')}
        />
      </div>
    </section>
  );
}

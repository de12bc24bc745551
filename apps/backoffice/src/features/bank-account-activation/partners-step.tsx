import {
  ACTIVATION_LIMITS,
  ACTIVATION_MESSAGES,
  type ActivationPartnerForm,
  LEGAL_OWNER_TYPE,
  MAX_PARTNERS,
  OWNER_TYPE_LABELS,
  OWNER_TYPES,
  PARTNER_A_DOCUMENT_MAX_LENGTH,
  PARTNER_DOCUMENT_MAX_LENGTH,
  partnerKindOf,
  partnerLetter,
} from '@balcao/domain/bank-account';
import { Button } from '../../ui';
import * as styles from './activation.css';
import { AddressFields } from './address-fields';
import { WizardField, WizardSelect } from './fields';

type Errors = Readonly<Record<string, string>>;

const OWNER_TYPE_OPTIONS = OWNER_TYPES.map((type) => ({ value: type, label: OWNER_TYPE_LABELS[type] }));

/**
 * §4.2: a document that becomes a valid CNPJ makes the slot a company (LEGAL_REPRESENTATIVE, the legal
 * list of the payload); back to a CPF, a person again with the default type.
 */
export function withDocument(partner: ActivationPartnerForm, document: string): ActivationPartnerForm {
  const before = partnerKindOf(partner.document);
  const after = partnerKindOf(document);
  if (after === 'LEGAL') return { ...partner, document, type: LEGAL_OWNER_TYPE };
  if (after === 'NATURAL' && before === 'LEGAL') return { ...partner, document, type: 'PARTNER' };
  return { ...partner, document };
}

function PartnerCard({
  index,
  partner,
  onChange,
  onRemove,
  errors,
  locked,
}: {
  index: number;
  partner: ActivationPartnerForm;
  onChange: (partner: ActivationPartnerForm) => void;
  onRemove?: () => void;
  errors: Errors;
  locked: boolean;
}) {
  const letter = partnerLetter(index);
  const legal = partnerKindOf(partner.document) === 'LEGAL';
  const prefix = `partners.${index}.`;
  const field = (key: keyof ActivationPartnerForm) => ({
    value: partner[key],
    onChange: (text: string) => onChange({ ...partner, [key]: text }),
    error: errors[`${prefix}${key}`],
    disabled: locked,
  });
  const addressErrors = Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, message]) => [path.slice(prefix.length), message]),
  );
  const headingId = `activation-partner-${index}`;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.partnerHeader}>
        <h3 id={headingId} className={styles.subtitle}>
          {`Sócio ${letter}`}
          {index === 0 ? ' — titular da conta' : ''}
          {partner.document ? ` (${legal ? 'pessoa jurídica' : 'pessoa física'})` : ''}
        </h3>
        {onRemove ? (
          <Button type="button" variant="secondary" onClick={onRemove} disabled={locked}>
            Remover sócio
          </Button>
        ) : null}
      </div>
      <div className={styles.grid}>
        <WizardField
          label={index === 0 ? `CPF do sócio ${letter}` : `CPF ou CNPJ do sócio ${letter}`}
          mask={index === 0 ? 'cpf' : 'cpfCnpj'}
          maxLength={index === 0 ? PARTNER_A_DOCUMENT_MAX_LENGTH : PARTNER_DOCUMENT_MAX_LENGTH}
          {...field('document')}
          onChange={(document) => onChange(withDocument(partner, document))}
        />
        <WizardField
          label={legal ? `Razão social do sócio ${letter}` : `Nome completo do sócio ${letter}`}
          maxLength={ACTIVATION_LIMITS.name}
          hint={legal ? undefined : ACTIVATION_MESSAGES.nameHint}
          {...field('name')}
        />
        <WizardField
          label={legal ? `Data de fundação do sócio ${letter}` : `Data de nascimento do sócio ${letter}`}
          mask="date"
          {...field('date')}
        />
        <WizardField
          label={`E-mail do sócio ${letter}`}
          type="email"
          maxLength={ACTIVATION_LIMITS.email}
          {...field('email')}
        />
        <WizardField label={`Telefone do sócio ${letter}`} mask="brPhone" {...field('phone')} />
        <WizardSelect
          label={`Tipo do sócio ${letter}`}
          options={OWNER_TYPE_OPTIONS}
          {...field('type')}
          disabled={locked || legal}
        />
        <AddressFields
          value={partner}
          onChange={(changes) => onChange({ ...partner, ...changes })}
          errors={addressErrors}
          disabled={locked}
        />
      </div>
    </section>
  );
}

/** Step 3, 'Dados dos sócios': A first, '+ Adicionar sócio', 'Remover sócio' on every slot but A. */
export function PartnersStep({
  partners,
  keys,
  onChange,
  onAdd,
  onRemove,
  errors,
  locked,
}: {
  partners: ActivationPartnerForm[];
  /** A stable key per slot, so removing B keeps C's typing and its locked address. */
  keys: readonly number[];
  onChange: (index: number, partner: ActivationPartnerForm) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  errors: Errors;
  locked: boolean;
}) {
  return (
    <>
      {partners.map((partner, index) => (
        <PartnerCard
          key={keys[index]}
          index={index}
          partner={partner}
          onChange={(next) => onChange(index, next)}
          {...(index > 0 ? { onRemove: () => onRemove(index) } : {})}
          errors={errors}
          locked={locked}
        />
      ))}
      <div>
        <Button
          type="button"
          variant="secondary"
          onClick={onAdd}
          disabled={locked || partners.length >= MAX_PARTNERS}
        >
          + Adicionar sócio
        </Button>
      </div>
    </>
  );
}

import { hasAnyRole, hasFeature } from '@balcao/domain/access';
import { PAYMENT_METHOD_LABELS, refundedCents } from '@balcao/domain/charges';
import { formatApiDate } from '@balcao/domain/dates';
import { maskCpfOrCnpj } from '@balcao/domain/forms';
import { formatBRL, reaisToCents } from '@balcao/domain/money';
import { useServices } from '../../../app/services';
import { ChargeStatusBadge } from '../../../ui';
import type { Charge } from '../api';
import { ChargeActions } from './charge-actions';
import * as styles from './charge-detail.css';
import { ChargeLoader, Field } from './charge-loader';
import { ActivityHistory, AttemptHistory, CardInfo, SplitSection, StatementSection } from './charge-sections';
import { InvoiceSection } from './invoice-section';
import { brl } from './labels';
import { CopyButton, PaymentCodes } from './payment-codes';

export const ID_COPIED = 'ID copiado para a área de transferência.';
export { CODE_COPIED } from './payment-codes';

function initials(name: string) {
  const words = name.trim().split(/\s+/);
  return `${words[0]?.[0] ?? ''}${words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
}

function CustomerHeader({ charge }: { charge: Charge }) {
  const phone = charge.customerPhone
    ? `${charge.countryCode}${charge.customerPhone}`.replace(/\D/g, '')
    : null;
  return (
    <header className={styles.header}>
      <div className={styles.identity}>
        <span className={styles.avatar} aria-hidden="true">
          {initials(charge.customerName)}
        </span>
        <div>
          <h1 id="charge-title" className={styles.title}>
            {charge.customerId ? (
              <a
                className={styles.link}
                href={`/clientes/${charge.customerId}`}
                target="_blank"
                rel="noreferrer"
              >
                {charge.customerName}
              </a>
            ) : (
              charge.customerName
            )}
          </h1>
          <p className={styles.muted}>{maskCpfOrCnpj(charge.customerDocument)}</p>
        </div>
      </div>
      <div className={styles.links}>
        {phone ? (
          <a className={styles.link} href={`https://wa.me/${phone}`} target="_blank" rel="noreferrer">
            WhatsApp
          </a>
        ) : null}
        <a className={styles.link} href={`mailto:${charge.customerEmail}`}>
          {charge.customerEmail}
        </a>
      </div>
    </header>
  );
}

function GeneralInfo({ charge, showInstallments }: { charge: Charge; showInstallments: boolean }) {
  const refunded = refundedCents(charge.refunds);
  return (
    <section className={styles.card} aria-labelledby="charge-general">
      <h2 id="charge-general" className={styles.subtitle}>
        Informações gerais
      </h2>
      <dl className={styles.fields}>
        <Field term="Título">{charge.title}</Field>
        <Field term="ID da cobrança">
          <span className={styles.code}>
            <code>{charge.uuid}</code>
            <CopyButton text={charge.uuid} message={ID_COPIED} label="Copiar ID da cobrança" />
          </span>
        </Field>
        <Field term="Status">
          <ChargeStatusBadge status={charge.status} />
        </Field>
        <Field term="Forma de pagamento">{PAYMENT_METHOD_LABELS[charge.paymentMethod]}</Field>
        <Field term="Valor">{brl(charge.value)}</Field>
        {refunded > 0 ? (
          <>
            <Field term="Estornado">{formatBRL(refunded)}</Field>
            <Field term="Valor restante">{formatBRL(reaisToCents(charge.value) - refunded)}</Field>
          </>
        ) : null}
        {charge.interestAmount > 0 ? <Field term="Juros e multa">{brl(charge.interestAmount)}</Field> : null}
        {showInstallments ? <Field term="Parcelas">{charge.installments}</Field> : null}
        <Field term="Vencimento">{formatApiDate(charge.expirationDate)}</Field>
        <Field term="Data de pagamento">{charge.paidDate ? formatApiDate(charge.paidDate) : '-'}</Field>
      </dl>
    </section>
  );
}

/** /cobrancas/{id}: the charge, its customer, its money and its history, with the actions §4 allows. */
export function ChargeDetailPage({ id }: { id: string }) {
  const { auth } = useServices();
  return (
    <ChargeLoader id={id}>
      {(charge) => (
        <section className={styles.page} aria-labelledby="charge-title">
          <CustomerHeader charge={charge} />
          <ChargeActions charge={charge} />
          <GeneralInfo
            charge={charge}
            showInstallments={hasFeature(auth.features, 'view_charge_installments')}
          />
          <PaymentCodes charge={charge} />
          {charge.cardResponse ? <CardInfo card={charge.cardResponse} /> : null}
          <InvoiceSection charge={charge} />
          {hasFeature(auth.features, 'view_split_subseller_payment_link') ? (
            <SplitSection id={charge.uuid} />
          ) : null}
          {hasAnyRole(auth.roles, ['SELLER_FINANCES']) ? <StatementSection id={charge.uuid} /> : null}
          <AttemptHistory attempts={charge.chargesTries} />
          <ActivityHistory history={charge.history} />
        </section>
      )}
    </ChargeLoader>
  );
}

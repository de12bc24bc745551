import { PAYMENT_METHOD_LABELS } from '@balcao/domain/charges';
import { formatApiDate } from '@balcao/domain/dates';
import { applyMask, maskCpfOrCnpj } from '@balcao/domain/forms';
import { ChargeStatusBadge } from '../../../ui';
import type { Charge } from '../api';
import { ChargeActions } from '../detail/charge-actions';
import * as styles from '../detail/charge-detail.css';
import { ChargeLoader, Field } from '../detail/charge-loader';
import { brl } from '../detail/labels';
import { PaymentCodes } from '../detail/payment-codes';

function GeneralInfo({ charge }: { charge: Charge }) {
  return (
    <section className={styles.card} aria-labelledby="scheduled-general">
      <h2 id="scheduled-general" className={styles.subtitle}>
        Informações gerais
      </h2>
      <dl className={styles.fields}>
        <Field term="Título">{charge.title}</Field>
        <Field term="ID da cobrança">
          <code>{charge.uuid}</code>
        </Field>
        <Field term="Status">
          <ChargeStatusBadge status={charge.status} />
        </Field>
        <Field term="Forma de pagamento">{PAYMENT_METHOD_LABELS[charge.paymentMethod]}</Field>
        <Field term="Valor">{brl(charge.value)}</Field>
        <Field term="Vencimento">{formatApiDate(charge.expirationDate)}</Field>
      </dl>
    </section>
  );
}

function Customer({ charge }: { charge: Charge }) {
  return (
    <section className={styles.card} aria-labelledby="scheduled-customer">
      <h2 id="scheduled-customer" className={styles.subtitle}>
        Cliente
      </h2>
      <dl className={styles.fields}>
        <Field term="Nome">{charge.customerName}</Field>
        <Field term="CPF/CNPJ">{maskCpfOrCnpj(charge.customerDocument)}</Field>
        <Field term="E-mail">{charge.customerEmail}</Field>
        <Field term="Telefone">
          {charge.customerPhone
            ? `+${charge.countryCode} ${applyMask('cellphone', charge.customerPhone)}`
            : '-'}
        </Field>
      </dl>
    </section>
  );
}

/**
 * /cobrancas-agendadas/{id}, the simpler detail of §2: general information, the customer and the
 * actions of the simpler view (§4: delete and 'Alterar para paga' for SCHEDULED and LATE only, the
 * checkout link, and the refund with only 'Total').
 */
export function ScheduledChargePage({ id }: { id: string }) {
  return (
    <ChargeLoader id={id}>
      {(charge) => (
        <section className={styles.page} aria-labelledby="scheduled-title">
          <header className={styles.header}>
            <div>
              <h1 id="scheduled-title" className={styles.title}>
                {charge.customerName}
              </h1>
              <p className={styles.muted}>Cobrança agendada</p>
            </div>
          </header>
          <ChargeActions charge={charge} view="simple" />
          <GeneralInfo charge={charge} />
          <PaymentCodes charge={charge} view="simple" />
          <Customer charge={charge} />
        </section>
      )}
    </ChargeLoader>
  );
}

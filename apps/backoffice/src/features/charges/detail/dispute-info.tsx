import { ANTIFRAUD_EMAIL, CHARGEBACK_DOCUMENTS, CHARGEBACK_DOCUMENTS_HEADING } from '@balcao/domain/charges';
import { formatApiDate } from '@balcao/domain/dates';
import { formatBRL, reaisToCents } from '@balcao/domain/money';
import { useState } from 'react';
import { Button, Modal } from '../../../ui';
import type { Charge } from '../api';
import * as styles from './actions.css';

/** The contest instructions, shared by the dispute dialog and the chargeback request. */
export function ContestInstructions({ deadline }: { deadline: string | null }) {
  return (
    <>
      <p className={styles.paragraph}>
        {deadline
          ? `Envie os documentos até ${formatApiDate(deadline)}`
          : 'Envie os documentos em até 5 dias corridos após a solicitação'}{' '}
        para <a href={`mailto:${ANTIFRAUD_EMAIL}`}>{ANTIFRAUD_EMAIL}</a>, com o ID da cobrança no assunto.
      </p>
      <p className={styles.paragraph}>{CHARGEBACK_DOCUMENTS_HEADING}</p>
      <ol className={styles.list}>
        {CHARGEBACK_DOCUMENTS.map((doc) => (
          <li key={doc}>{doc}</li>
        ))}
      </ol>
    </>
  );
}

/** §4: a DISPUTE charge shows 'Saiba mais', a dialog with the dispute's data and what to do. */
export function DisputeInfo({ charge }: { charge: Charge }) {
  const [open, setOpen] = useState(false);
  const card = charge.cardResponse;
  return (
    <Modal.Root open={open} onOpenChange={setOpen}>
      <p className={styles.paragraph}>
        Esta cobrança está em disputa.{' '}
        <Modal.Trigger asChild>
          <button type="button" className={styles.linkButton}>
            Saiba mais
          </button>
        </Modal.Trigger>
      </p>
      <Modal.Content
        title="Cobrança em disputa"
        description="O titular do cartão contestou esta compra junto ao banco emissor."
        footer={
          <Modal.Close asChild>
            <Button>Ok</Button>
          </Modal.Close>
        }
      >
        <div className={styles.body}>
          <dl className={styles.list}>
            <dt>Valor contestado</dt>
            <dd>{formatBRL(reaisToCents(charge.value))}</dd>
            {card ? (
              <>
                <dt>Cartão</dt>
                <dd>{`${card.brand} final ${card.last4digits}`}</dd>
              </>
            ) : null}
            <dt>Prazo para contestar</dt>
            <dd>{charge.chargebackDeadline ? formatApiDate(charge.chargebackDeadline) : '-'}</dd>
          </dl>
          <p className={styles.paragraph}>
            Se a venda foi legítima, conteste: sem contestação no prazo, o valor é devolvido ao titular
            (chargeback).
          </p>
          <ContestInstructions deadline={charge.chargebackDeadline} />
        </div>
      </Modal.Content>
    </Modal.Root>
  );
}

import { formatBRL, reaisToCents } from '@balcao/domain/money';
import * as styles from './anticipation-dialog.css';
import type { WithdrawalPreview } from './withdrawal-api';

function Line({ term, reais }: { term: string; reais: number }) {
  return (
    <div className={styles.row}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{formatBRL(reaisToCents(reais))}</dd>
    </div>
  );
}

/**
 * §3 'Withdrawal preview' (totalRedeem, anticipationTax, amountToReceive) with what the anticipation brings
 * from the balance to release. A seller flagged by the anti-fraud sees its fee as 10% of the total and
 * receives 90% (§9); the anticipation's own fee comes out of the receivables it advances.
 */
export function WithdrawalPreviewPanel({ preview }: { preview: WithdrawalPreview }) {
  const fraud = preview.fraudFee > 0;
  return (
    <dl className={styles.summary} aria-label="Prévia do repasse">
      <Line term="Total solicitado" reais={preview.totalRedeem} />
      {preview.anticipatedAmount > 0 ? (
        <Line term="Antecipado do saldo a liberar" reais={preview.anticipatedAmount} />
      ) : null}
      {preview.anticipationFee > 0 ? (
        <Line term="Taxa de antecipação" reais={preview.anticipationFee} />
      ) : null}
      {fraud ? <Line term="Taxa (10%)" reais={preview.fraudFee} /> : null}
      <Line term={fraud ? 'Valor a receber (90%)' : 'Valor a receber'} reais={preview.amountToReceive} />
    </dl>
  );
}

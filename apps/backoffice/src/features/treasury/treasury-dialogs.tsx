import { formatApiDate } from '@balcao/domain/dates';
import { formatBRL, reaisToCents } from '@balcao/domain/money';
import { percentOfCdiLabel } from '@balcao/domain/treasury';
import { useState } from 'react';
import { SelectField } from '../../ui';
import type { TreasuryApplication, TreasurySummary } from './api';
import { OperationDialog } from './operation-dialog';

/** 'Investir': from the checking account into one of the gateway's products (the first, unless chosen). */
export function InvestDialog({ summary, onClose }: { summary: TreasurySummary; onClose(): void }) {
  const [productId, setProductId] = useState(summary.products[0]?.id ?? '');
  const product = summary.products.find((p) => p.id === productId);
  return (
    <OperationDialog
      operation="INVEST"
      limitCents={reaisToCents(summary.debitAccountAmount)}
      limitLabel="Saldo em conta corrente"
      targetId={productId}
      entryExtra={
        summary.products.length > 1 ? (
          <SelectField
            label="Produto"
            value={productId}
            onChange={(event) => setProductId(event.target.value)}
            options={summary.products.map((p) => ({
              value: p.id,
              label: `${p.name} (${percentOfCdiLabel(p.yield_params.percent)})`,
            }))}
          />
        ) : null
      }
      details={[
        { label: 'Produto', value: product?.name ?? '—' },
        {
          label: 'Rentabilidade',
          value: product ? percentOfCdiLabel(product.yield_params.percent) : '—',
        },
        { label: 'Origem', value: 'Conta corrente' },
      ]}
      onClose={onClose}
    />
  );
}

/** 'Resgatar' of one application: at most its current amount, paid into the checking account. */
export function RedeemDialog({
  application,
  onClose,
}: {
  application: TreasuryApplication;
  onClose(): void;
}) {
  return (
    <OperationDialog
      operation="REDEEM"
      limitCents={reaisToCents(application.current_amount)}
      limitLabel="Valor atual da aplicação"
      targetId={application.application_id}
      fillLimitLabel="Resgatar valor total"
      details={[
        { label: 'Aplicação', value: application.product_name },
        {
          label: 'Aplicada em',
          value: application.started_at ? formatApiDate(application.started_at) : '—',
        },
        { label: 'Valor atual', value: formatBRL(reaisToCents(application.current_amount)) },
        { label: 'Destino', value: 'Conta corrente' },
      ]}
      onClose={onClose}
    />
  );
}

/** 'Sacar': out of the checking account to the seller's account at another bank. */
export function WithdrawDialog({ summary, onClose }: { summary: TreasurySummary; onClose(): void }) {
  return (
    <OperationDialog
      operation="WITHDRAW"
      limitCents={reaisToCents(summary.debitAccountAmount)}
      limitLabel="Saldo disponível"
      details={[{ label: 'Origem', value: 'Conta corrente' }]}
      onClose={onClose}
    />
  );
}

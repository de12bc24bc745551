import { FRAUD_WITHDRAWAL_NOTICE, WITHDRAWAL_SUCCESS_MESSAGE } from '@balcao/domain/financial';
import { formatBRL } from '@balcao/domain/money';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import type { FinancialBalance } from './api';
import type { WithdrawalPreview } from './withdrawal-api';
import { WithdrawalDialog } from './withdrawal-dialog';

const server = startMswServer();
/** textContent keeps the non-breaking space formatBRL puts after 'R$'. */
const money = (cents: number) => formatBRL(cents);
const FEATURES = ['view_seller_finance', 'view_seller_balance', 'view_balance_anticipation'] as const;
const ANTICIPATION_ID = '5e1d7c6b-4a3f-4b2e-9d8c-7f6e5d4c3b2a';

function balance(overrides: Partial<FinancialBalance> = {}) {
  return {
    totalAmount: 1500,
    amount: 1000,
    provisionedAmount: 500,
    notFormattedAmount: 1000,
    bankingType: null,
    onDemandNetAmount: 480,
    isOnDemandEnabled: true,
    withdrawalBlocked: false,
    serverTime: '2026-11-20T15:00:00Z',
    ...overrides,
  };
}

/** The gateway's preview in small: what the R$ 1.000,00 available lacks is anticipated at 1%. */
function previewFor(total: number, fraud: boolean): WithdrawalPreview {
  const anticipated = Math.max(0, total - 1000);
  const fraudFee = fraud && anticipated > 0 ? Math.round(total * 10) / 100 : 0;
  const anticipationFee = Math.round(anticipated) / 100;
  return {
    totalRedeem: total,
    anticipationTax: fraudFee || anticipationFee,
    amountToReceive: total - fraudFee,
    anticipatedAmount: anticipated,
    anticipationFee,
    fraudFee,
    isFraud: fraud,
    maxAmount: 2000,
  };
}

function gateway({ fraud = false, failTransfer = false } = {}) {
  const state = {
    antiFraudReads: 0,
    previews: [] as URLSearchParams[],
    calls: [] as { path: string; body: unknown; key: string | null; at: number }[],
  };
  const record = async (path: string, request: Request) =>
    state.calls.push({
      path,
      body: await request.json(),
      key: request.headers.get('idempotency-key'),
      at: Date.now(),
    });
  server.use(
    http.get(`${GATEWAY}/payment/sellers/anti-fraud`, () => {
      state.antiFraudReads += 1;
      return HttpResponse.json({ isFraud: fraud });
    }),
    http.get(`${GATEWAY}/banking/sellers/transfers/preview`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      state.previews.push(query);
      const total = Number(query.get('requestedAmount'));
      if (total > 2000)
        return HttpResponse.json(
          {
            errors: [
              {
                code: 'ABOVE_MAXIMUM',
                description: 'O total passa do disponível somado ao saldo a liberar (máximo R$ 2.000,00).',
              },
            ],
          },
          { status: 400 },
        );
      return HttpResponse.json(previewFor(total, fraud));
    }),
    http.post(`${GATEWAY}/banking/redeems/anticipation/amount`, async ({ request }) => {
      await record('anticipation', request);
      return HttpResponse.json({ id: ANTICIPATION_ID, status: 'REQUESTED' }, { status: 202 });
    }),
    http.post(`${GATEWAY}/banking/sellers/transfers`, async ({ request }) => {
      await record('transfer', request);
      if (failTransfer)
        return HttpResponse.json(
          { errors: [{ code: 'INSUFFICIENT_BALANCE', description: 'O valor do repasse é maior.' }] },
          { status: 400 },
        );
      return HttpResponse.json({ id: '7d2c6e5a-3b4f-4a7c-8d1e-2f3a4b5c6d7f' }, { status: 202 });
    }),
  );
  return state;
}

function open(b = balance(), roles = ['SELLER_ADMIN', 'SELLER_FINANCES']) {
  const onClose = vi.fn();
  renderWithApp(<WithdrawalDialog balance={b} onClose={onClose} />, {
    session: demoSession({ roles, features: [...FEATURES] }),
    gatewayNow: b.serverTime,
  });
  return onClose;
}

async function typeAmount(cents: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Novo repasse' });
  fireEvent.change(within(dialog).getByLabelText('Valor'), { target: { value: cents } });
  return dialog;
}

describe("WithdrawalDialog: 'Incluir saldo a liberar'", { timeout: 20_000 }, () => {
  it('is offered off the provider PJ account to an admin, never on it nor to finance alone', async () => {
    gateway();
    open(balance({ bankingType: 'PJ' }));
    await screen.findByRole('dialog', { name: 'Novo repasse' });
    expect(screen.queryByLabelText('Incluir saldo a liberar')).toBeNull();
  });

  it('is not offered to a finance user without an anticipation role', async () => {
    gateway();
    open(balance(), ['SELLER_FINANCES']);
    await screen.findByRole('dialog', { name: 'Novo repasse' });
    expect(screen.queryByLabelText('Incluir saldo a liberar')).toBeNull();
  });

  it('previews, anticipates what the available lacks, then withdraws the total a second later', async () => {
    const state = gateway();
    const onClose = open();
    const dialog = await typeAmount('150000');
    const submit = within(dialog).getByRole('button', { name: 'Sacar' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('Incluir saldo a liberar'));
    const panel = await within(dialog).findByLabelText('Prévia do repasse');
    expect(panel.textContent).toContain(`Total solicitado${money(150000)}`);
    expect(panel.textContent).toContain(`Antecipado do saldo a liberar${money(50000)}`);
    expect(panel.textContent).toContain(`Taxa de antecipação${money(500)}`);
    expect(panel.textContent).toContain(`Valor a receber${money(150000)}`);
    expect(state.previews.at(-1)?.get('useAnticipationAmount')).toBe('true');
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await screen.findByText(WITHDRAWAL_SUCCESS_MESSAGE, {}, { timeout: 5000 })).toBeTruthy();
    expect(state.calls.map((c) => [c.path, c.body])).toEqual([
      ['anticipation', { amount: 500 }],
      ['transfer', { amount: 1500, anticipationId: ANTICIPATION_ID }],
    ]);
    const [anticipation, transfer] = state.calls;
    expect(transfer!.at - anticipation!.at).toBeGreaterThanOrEqual(950);
    expect(anticipation!.key).toBeTruthy();
    expect(transfer!.key).not.toBe(anticipation!.key);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a seller flagged by the anti-fraud its 10% fee and the 90% it receives', async () => {
    gateway({ fraud: true });
    open();
    const dialog = await typeAmount('120000');
    fireEvent.click(within(dialog).getByLabelText('Incluir saldo a liberar'));
    const panel = await within(dialog).findByLabelText('Prévia do repasse');
    expect(panel.textContent).toContain(`Taxa (10%)${money(12000)}`);
    expect(panel.textContent).toContain(`Valor a receber (90%)${money(108000)}`);
  });

  it('tells a flagged seller’s admin of the 10% before the option is ticked (GET /sellers/anti-fraud)', async () => {
    const state = gateway({ fraud: true });
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Novo repasse' });
    expect(await within(dialog).findByText(FRAUD_WITHDRAWAL_NOTICE)).toBeTruthy();
    expect(state.antiFraudReads).toBe(1);
    expect(state.previews).toEqual([]);
  });

  it('says nothing of the anti-fraud to an admin of a seller it did not flag', async () => {
    const state = gateway();
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Novo repasse' });
    await waitFor(() => expect(state.antiFraudReads).toBe(1));
    expect(within(dialog).queryByText(FRAUD_WITHDRAWAL_NOTICE)).toBeNull();
  });

  it('never loads the anti-fraud flag for a role other than SELLER_ADMIN (§6), whose 403 would end the session', async () => {
    const state = gateway({ fraud: true });
    open(balance(), ['SELLER_ANTICIPATION', 'SELLER_FINANCES']);
    const dialog = await typeAmount('120000');
    fireEvent.click(within(dialog).getByLabelText('Incluir saldo a liberar'));
    // The preview still carries the 10% it will pay.
    const panel = await within(dialog).findByLabelText('Prévia do repasse');
    expect(panel.textContent).toContain(`Taxa (10%)${money(12000)}`);
    expect(state.antiFraudReads).toBe(0);
    expect(within(dialog).queryByText(FRAUD_WITHDRAWAL_NOTICE)).toBeNull();
  });

  it('keeps Sacar disabled above what can be withdrawn, with the server reason', async () => {
    const state = gateway();
    open();
    const dialog = await typeAmount('250000');
    fireEvent.click(within(dialog).getByLabelText('Incluir saldo a liberar'));
    expect(
      await within(dialog).findByText(
        'ABOVE_MAXIMUM - O total passa do disponível somado ao saldo a liberar (máximo R$ 2.000,00).',
      ),
    ).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Sacar' }) as HTMLButtonElement).disabled).toBe(true);
    expect(state.calls).toEqual([]);
  });

  it('withdraws without anticipating when the available balance covers the amount', async () => {
    const state = gateway();
    open();
    const dialog = await typeAmount('80000');
    fireEvent.click(within(dialog).getByLabelText('Incluir saldo a liberar'));
    await within(dialog).findByLabelText('Prévia do repasse');
    const submit = within(dialog).getByRole('button', { name: 'Sacar' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await screen.findByText(WITHDRAWAL_SUCCESS_MESSAGE);
    expect(state.calls.map((c) => [c.path, c.body])).toEqual([['transfer', { amount: 800 }]]);
  });

  it('shows the transfer refusal after the anticipation, and stays open', async () => {
    gateway({ failTransfer: true });
    const onClose = open();
    const dialog = await typeAmount('150000');
    fireEvent.click(within(dialog).getByLabelText('Incluir saldo a liberar'));
    await within(dialog).findByLabelText('Prévia do repasse');
    const submit = within(dialog).getByRole('button', { name: 'Sacar' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect(
      await within(dialog).findByText(
        'INSUFFICIENT_BALANCE - O valor do repasse é maior.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

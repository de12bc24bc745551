import { formatBRL } from '@balcao/domain/money';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { startMswServer } from '../../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../../test/render-with-app';
import type { Charge } from '../api';
import { noInvoiceHandlers, stored } from './charge.fixture';
import { ChargeDetailPage } from './charge-detail-page';
import { PARTIALLY_REFUNDED, REFUNDED } from './refund-dialog';

const server = startMswServer();
const ID = stored().uuid;

function serve(
  charge: Charge,
  eligibility: { availableAmount: number; partialAllowed: boolean },
  refundError?: { code: string; description: string },
) {
  const sent: unknown[] = [];
  server.use(
    ...noInvoiceHandlers(ID),
    http.get(`${GATEWAY}/payment/charges/${ID}`, () => HttpResponse.json(charge)),
    http.get(`${GATEWAY}/payment/charges/${ID}/refunds/eligibility`, () =>
      HttpResponse.json({ data: { isEligible: true, reason: null, ...eligibility } }),
    ),
    http.post(`${GATEWAY}/payment/charges/${ID}/refunds`, async ({ request }) => {
      sent.push(await request.json());
      if (refundError) return HttpResponse.json({ errors: [refundError] }, { status: 400 });
      const { amount } = (sent.at(-1) ?? {}) as { amount: number };
      const left = Math.round((eligibility.availableAmount - amount) * 100) / 100;
      return HttpResponse.json(
        { uuid: 'r1', amount, status: 'REFUNDED', availableAmount: left },
        { status: 201 },
      );
    }),
  );
  return sent;
}

const pix = stored({
  status: 'PAID',
  paymentMethod: 'PIX',
  boleto: null,
  paidDate: '2026-11-19',
  value: 100,
});
const card = stored({
  status: 'PAID',
  paymentMethod: 'CREDIT_CARD',
  boleto: null,
  paidDate: '2026-11-19',
  value: 100,
  cardResponse: { last4digits: '1111', brand: 'Visa', cardHolderName: 'ANA SOUZA' },
});

async function openRefund() {
  renderWithApp(<ChargeDetailPage id={ID} />, { session: demoSession({ features: ['view_seller_refund'] }) });
  const user = userEvent.setup();
  const button = await screen.findByRole('button', { name: 'Estornar cobrança' });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  await user.click(button);
  return { user, dialog: await screen.findByRole('dialog', { name: 'Estornar cobrança' }) };
}

describe('RefundDialog', { timeout: 20_000 }, () => {
  it('clamps a partial amount to what is available, confirms and sends it once', async () => {
    const sent = serve(pix, { availableAmount: 80, partialAllowed: true });
    const { user, dialog } = await openRefund();
    const next = within(dialog).getByRole('button', { name: 'Continuar' }) as HTMLButtonElement;
    // Pix starts with no choice.
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await user.click(within(dialog).getByRole('radio', { name: 'Parcial' }));
    const amount = within(dialog).getByRole('textbox', { name: 'Valor do estorno' }) as HTMLInputElement;
    await user.type(amount, '99999');
    expect(amount.value).toBe(formatBRL(99999));
    await user.tab();
    expect(amount.value).toBe(formatBRL(8000));
    await user.click(next);

    const confirm = await screen.findByRole('dialog', { name: 'Confirmar estorno' });
    expect(confirm.textContent).toContain(`Deseja estornar ${formatBRL(8000)} desta cobrança?`);
    await user.dblClick(within(confirm).getByRole('button', { name: 'Confirmar' }));
    // Everything left was refunded: the charge is refunded, and the result says so (never 'em processamento').
    const done = await screen.findByRole('dialog', { name: REFUNDED });
    expect(done.textContent).toContain(`Estornado ${formatBRL(8000)}.`);
    expect(sent).toEqual([{ amount: 80 }]);
  });

  it('says a partial refund left the charge paid, with what can still be refunded', async () => {
    serve(pix, { availableAmount: 80, partialAllowed: true });
    const { user, dialog } = await openRefund();
    await user.click(within(dialog).getByRole('radio', { name: 'Parcial' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Valor do estorno' }), '3000');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmar estorno' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    const done = await screen.findByRole('dialog', { name: PARTIALLY_REFUNDED });
    expect(done.textContent).toContain(
      `Estornado ${formatBRL(3000)}. A cobrança segue paga; ainda disponível para estorno: ${formatBRL(5000)}.`,
    );
    expect(screen.queryByText(REFUNDED)).toBeNull();
  });

  it('needs an amount above zero for Parcial', async () => {
    serve(pix, { availableAmount: 80, partialAllowed: true });
    const { user, dialog } = await openRefund();
    await user.click(within(dialog).getByRole('radio', { name: 'Parcial' }));
    const next = within(dialog).getByRole('button', { name: 'Continuar' }) as HTMLButtonElement;
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await user.type(within(dialog).getByRole('textbox', { name: 'Valor do estorno' }), '1');
    expect(next.getAttribute('aria-disabled')).toBe('false');
  });

  it('offers only Total for a card charge paid on a prior day, preselected, for the whole rest', async () => {
    const sent = serve(card, { availableAmount: 60.25, partialAllowed: false });
    const { user, dialog } = await openRefund();
    expect(within(dialog).queryByRole('radio', { name: 'Parcial' })).toBeNull();
    expect((within(dialog).getByRole('radio', { name: 'Total' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmar estorno' });
    expect(confirm.textContent).toContain(formatBRL(6025));
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    await screen.findByRole('dialog', { name: REFUNDED });
    expect(sent).toEqual([{ amount: 60.25 }]);
  });

  it('offers Parcial and Total for a card charge paid today, Total preselected', async () => {
    serve(card, { availableAmount: 100, partialAllowed: true });
    const { dialog } = await openRefund();
    expect(within(dialog).getByRole('radio', { name: 'Parcial' })).toBeTruthy();
    expect((within(dialog).getByRole('radio', { name: 'Total' }) as HTMLInputElement).checked).toBe(true);
  });

  it("shows the server's title and description when the refund is refused", async () => {
    serve(
      card,
      { availableAmount: 100, partialAllowed: true },
      {
        code: 'Não é possível estornar essa transação',
        description: 'Estorno acima do saldo disponível.',
      },
    );
    const { user, dialog } = await openRefund();
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmar estorno' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    const failed = await screen.findByRole('dialog', { name: 'Não é possível estornar essa transação' });
    expect(failed.textContent).toContain('Estorno acima do saldo disponível.');
    await user.click(within(failed).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(REFUNDED)).toBeNull();
  });

  it('moves on from the radios with Tab and gives focus back to Estornar cobrança on Esc', async () => {
    serve(pix, { availableAmount: 100, partialAllowed: true });
    const { user, dialog } = await openRefund();
    const parcial = within(dialog).getByRole('radio', { name: 'Parcial' });
    await user.click(parcial);
    expect(document.activeElement).toBe(parcial);
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Valor do estorno'));
    // Nothing typed yet: 'Continuar' refuses but stays in the Tab order, the trap's last stop.
    await user.tab();
    const next = within(dialog).getByRole('button', { name: 'Continuar' });
    expect(document.activeElement).toBe(next);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog', { name: 'Confirmar estorno' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Estornar cobrança' })),
    );
  });
});

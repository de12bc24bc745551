import { formatBRL } from '@balcao/domain/money';
import { TREASURY_AMOUNT_MESSAGES, TREASURY_OPERATION_COPY } from '@balcao/domain/treasury';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import { APPLICATION_ID, anApplication, aSummary, PRODUCT_ID, TREASURY_ROLES } from './treasury.fixture';
import { InvestDialog, RedeemDialog, WithdrawDialog } from './treasury-dialogs';

const server = startMswServer();
const session = demoSession({ roles: [...TREASURY_ROLES.admin] as never });

interface Call {
  path: string;
  body: unknown;
  key: string | null;
}

/** The three operations at the gateway, answering `status` (202 unless told) or refusing with `errors`. */
function gateway({
  status = 202,
  refusal,
}: {
  status?: number;
  refusal?: { code: string; description: string };
} = {}) {
  const calls: Call[] = [];
  const answer = async (path: string, request: Request) => {
    calls.push({ path, body: await request.json(), key: request.headers.get('idempotency-key') });
    if (refusal) return HttpResponse.json({ errors: [refusal] }, { status: 409 });
    return HttpResponse.json({ id: '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b' }, { status });
  };
  server.use(
    http.post(`${GATEWAY}/banking/v1/products/:id/applications`, ({ request, params }) =>
      answer(`invest ${params.id}`, request),
    ),
    http.post(`${GATEWAY}/banking/v1/application/:id/withdrawals`, ({ request, params }) =>
      answer(`redeem ${params.id}`, request),
    ),
    http.post(`${GATEWAY}/banking/v1/banking/transfers`, ({ request }) => answer('withdraw', request)),
  );
  return calls;
}

async function typeAmount(title: string, cents: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  fireEvent.change(within(dialog).getByLabelText('Valor'), { target: { value: cents } });
  return dialog;
}

const button = (scope: HTMLElement, name: string) =>
  within(scope).getByRole('button', { name }) as HTMLButtonElement;

describe('InvestDialog', { timeout: 20_000 }, () => {
  it('refuses more than the checking balance, confirms, and says the investment is processing (202)', async () => {
    const calls = gateway();
    const onClose = vi.fn();
    renderWithApp(<InvestDialog summary={aSummary()} onClose={onClose} />, { session });
    const entry = await typeAmount('Investir', '2000000');
    expect(entry.textContent).toContain(`Saldo em conta corrente: ${formatBRL(1845032)}`);
    expect(within(entry).getByText(TREASURY_AMOUNT_MESSAGES.overChecking)).toBeTruthy();
    fireEvent.click(button(entry, 'Continuar'));
    expect(button(entry, 'Continuar').disabled).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Confirmar investimento' })).toBeNull();

    fireEvent.change(within(entry).getByLabelText('Valor'), { target: { value: '100000' } });
    fireEvent.click(button(entry, 'Continuar'));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmar investimento' });
    expect(confirm.textContent).toContain(`Valor${formatBRL(100000)}`);
    expect(confirm.textContent).toContain('ProdutoCDB Liquidez Diária');
    expect(confirm.textContent).toContain('Rentabilidade100% do CDI');
    fireEvent.click(button(confirm, 'Confirmar'));
    fireEvent.click(button(confirm, 'Confirmar'));
    expect(await screen.findByText(TREASURY_OPERATION_COPY.INVEST.processing)).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      path: `invest ${PRODUCT_ID}`,
      body: { amount: 1000, account_origin: 'CHECKING_ACCOUNT' },
    });
    expect(calls[0]?.key).toBeTruthy();
  });

  it('says the investment was made when the gateway answers it done', async () => {
    gateway({ status: 201 });
    renderWithApp(<InvestDialog summary={aSummary()} onClose={() => undefined} />, { session });
    const entry = await typeAmount('Investir', '5000');
    fireEvent.click(button(entry, 'Continuar'));
    fireEvent.click(
      button(await screen.findByRole('dialog', { name: 'Confirmar investimento' }), 'Confirmar'),
    );
    expect(await screen.findByText(TREASURY_OPERATION_COPY.INVEST.done)).toBeTruthy();
  });

  it('lets the seller choose the product when the gateway offers more than one', async () => {
    const other = {
      id: '6a1d2e3f-4b5c-4d6e-9f70-8a9b0c1d2e3f',
      name: 'CDB 110',
      yield_params: { index: 'CDI' as const, percent: 110.5 },
    };
    const calls = gateway();
    const summary = aSummary({ products: [...aSummary().products, other] });
    renderWithApp(<InvestDialog summary={summary} onClose={() => undefined} />, { session });
    const entry = await typeAmount('Investir', '5000');
    fireEvent.change(within(entry).getByLabelText('Produto'), { target: { value: other.id } });
    fireEvent.click(button(entry, 'Continuar'));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmar investimento' });
    expect(confirm.textContent).toContain('Rentabilidade110,5% do CDI');
    fireEvent.click(button(confirm, 'Confirmar'));
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual([`invest ${other.id}`]));
  });
});

describe('RedeemDialog', { timeout: 20_000 }, () => {
  it('fills the whole current amount, refuses more, and redeems from the application (202)', async () => {
    const calls = gateway();
    const onClose = vi.fn();
    renderWithApp(<RedeemDialog application={anApplication()} onClose={onClose} />, { session });
    const entry = await typeAmount('Resgatar', '101169');
    expect(within(entry).getByText(TREASURY_AMOUNT_MESSAGES.overApplication)).toBeTruthy();
    fireEvent.click(button(entry, 'Resgatar valor total'));
    expect((within(entry).getByLabelText('Valor') as HTMLInputElement).value).toBe(formatBRL(101168));
    fireEvent.click(button(entry, 'Continuar'));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmar resgate' });
    expect(confirm.textContent).toContain('Aplicada em26/10/2026');
    fireEvent.click(button(confirm, 'Confirmar'));
    expect(await screen.findByText(TREASURY_OPERATION_COPY.REDEEM.processing)).toBeTruthy();
    expect(calls).toEqual([
      expect.objectContaining({ path: `redeem ${APPLICATION_ID}`, body: { amount: 1011.68 } }),
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it("toasts the gateway's refusal and goes back to the amount, open", async () => {
    gateway({
      refusal: { code: 'APPLICATION_PROCESSING', description: 'A aplicação ainda está em processamento.' },
    });
    const onClose = vi.fn();
    renderWithApp(<RedeemDialog application={anApplication()} onClose={onClose} />, { session });
    const entry = await typeAmount('Resgatar', '10000');
    fireEvent.click(button(entry, 'Continuar'));
    fireEvent.click(button(await screen.findByRole('dialog', { name: 'Confirmar resgate' }), 'Confirmar'));
    expect(
      await screen.findByText('APPLICATION_PROCESSING - A aplicação ainda está em processamento.'),
    ).toBeTruthy();
    const back = await screen.findByRole('dialog', { name: 'Resgatar' });
    expect((within(back).getByLabelText('Valor') as HTMLInputElement).value).toBe(formatBRL(10000));
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('WithdrawDialog', { timeout: 20_000 }, () => {
  it('needs an amount above zero, keeps it on Voltar, and withdraws from the checking account (202)', async () => {
    const calls = gateway();
    renderWithApp(<WithdrawDialog summary={aSummary()} onClose={() => undefined} />, { session });
    const entry = await screen.findByRole('dialog', { name: 'Sacar' });
    expect(entry.textContent).toContain(`Saldo disponível: ${formatBRL(1845032)}`);
    fireEvent.click(button(entry, 'Continuar'));
    expect(within(entry).getByText(TREASURY_AMOUNT_MESSAGES.required)).toBeTruthy();
    fireEvent.change(within(entry).getByLabelText('Valor'), { target: { value: '1845033' } });
    expect(within(entry).getByText(TREASURY_AMOUNT_MESSAGES.overBalance)).toBeTruthy();
    fireEvent.change(within(entry).getByLabelText('Valor'), { target: { value: '50000' } });
    fireEvent.click(button(entry, 'Continuar'));
    let confirm = await screen.findByRole('dialog', { name: 'Confirmar saque' });
    fireEvent.click(button(confirm, 'Voltar'));
    const again = await screen.findByRole('dialog', { name: 'Sacar' });
    expect((within(again).getByLabelText('Valor') as HTMLInputElement).value).toBe(formatBRL(50000));
    fireEvent.click(button(again, 'Continuar'));
    confirm = await screen.findByRole('dialog', { name: 'Confirmar saque' });
    fireEvent.click(button(confirm, 'Confirmar'));
    expect(await screen.findByText(TREASURY_OPERATION_COPY.WITHDRAW.processing)).toBeTruthy();
    expect(calls).toEqual([expect.objectContaining({ path: 'withdraw', body: { amount: 500 } })]);
  });
});

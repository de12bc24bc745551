import { PAYMENT_SETTINGS_AUTOSAVE_MS } from '@balcao/domain/charges';
import { act, fireEvent, screen } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import type { BankSlipTax, DefaultPaymentMethods } from './api';
import { METHOD_SAVED, ONE_METHOD_HINT } from './default-methods-card';
import { PaymentSettingsPage } from './payment-settings-page';
import { TAX_SAVED } from './use-late-tax-autosave';

const server = startMswServer();
afterEach(() => vi.useRealTimers());

const TAX_URL = `${GATEWAY}/payment/sellers/default-tax`;
const METHODS_URL = `${GATEWAY}/payment/sellers/default-payments-method`;

/** A sandbox in miniature: GET answers what was saved, PATCH merges and records each body. */
function settingsServer({
  methods = { defaultEnableCreditCard: true, defaultEnableBankSlip: true, defaultEnablePixPayment: true },
  failTax = false,
}: {
  methods?: DefaultPaymentMethods;
  failTax?: boolean;
} = {}) {
  let tax: BankSlipTax = {
    fine: { enable: false, percentage: 0 },
    interest: { enable: false, percentage: 0 },
  };
  let current = { ...methods };
  const taxPatches: unknown[] = [];
  const methodPatches: unknown[] = [];
  server.use(
    http.get(TAX_URL, () => HttpResponse.json({ bankSlipTax: tax })),
    http.patch(TAX_URL, async ({ request }) => {
      const body = (await request.json()) as { bankSlipTax: BankSlipTax };
      taxPatches.push(body.bankSlipTax);
      await delay(50);
      if (failTax)
        return HttpResponse.json(
          { errors: [{ code: 'INTERNAL', description: 'Falha interna.' }] },
          { status: 500 },
        );
      tax = { ...tax, ...body.bankSlipTax };
      return HttpResponse.json({ bankSlipTax: tax });
    }),
    http.get(METHODS_URL, () => HttpResponse.json(current)),
    http.patch(METHODS_URL, async ({ request }) => {
      const body = (await request.json()) as Partial<DefaultPaymentMethods>;
      methodPatches.push(body);
      current = { ...current, ...body };
      return HttpResponse.json(current);
    }),
  );
  return { taxPatches, methodPatches };
}

const renderPage = () => renderWithApp(<PaymentSettingsPage />, { session: demoSession() });

/** Lets promises and the requests they start settle; `ms` moves the fake clock too. */
async function settle(ms = 0) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let i = 0; i < 20; i++) await act(() => vi.advanceTimersByTimeAsync(0));
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('PaymentSettingsPage', { timeout: 20_000 }, () => {
  it('saves the fine and interest once, about a second after the last change', async () => {
    const { taxPatches } = settingsServer();
    renderPage();
    const fineSwitch = await screen.findByRole('switch', { name: 'Cobrar multa por atraso' });
    vi.useFakeTimers();
    fireEvent.click(fineSwitch);
    fireEvent.click(screen.getByRole('switch', { name: 'Cobrar juros por atraso' }));
    // A keystroke every 300 ms: '2' then '2,' then '2,5' in the fine, '1' in the interest.
    for (const [label, value] of [
      ['Multa (%)', '2'],
      ['Multa (%)', '2,'],
      ['Multa (%)', '2,5'],
      ['Juros ao mês (%)', '1'],
    ] as const) {
      type(label, value);
      await settle(300);
    }
    expect(taxPatches).toEqual([]);
    expect(screen.getByRole('status').textContent).toContain('Alterações não salvas');
    await settle(PAYMENT_SETTINGS_AUTOSAVE_MS - 300 - 1);
    expect(taxPatches).toEqual([]);
    await settle(1);
    expect(screen.getAllByRole('status').some((s) => s.textContent?.includes('Salvando…'))).toBe(true);
    await settle(100);
    expect(taxPatches).toEqual([
      { fine: { enable: true, percentage: 2.5 }, interest: { enable: true, percentage: 1 } },
    ]);
    expect(screen.getByText(TAX_SAVED)).toBeTruthy();
    expect(screen.getByText('Alterações salvas.')).toBeTruthy();
    // Typing the same value again sends nothing: only a difference is saved.
    type('Multa (%)', '2,50');
    await settle(PAYMENT_SETTINGS_AUTOSAVE_MS + 100);
    expect(taxPatches).toHaveLength(1);
  });

  it('shows the legal limits as hints, and a field message instead of saving three decimals', async () => {
    const { taxPatches } = settingsServer();
    renderPage();
    fireEvent.click(await screen.findByRole('switch', { name: 'Cobrar multa por atraso' }));
    expect(
      screen.getByText('A multa máxima permitida pelo Código de Defesa do Consumidor é de 2%.'),
    ).toBeTruthy();
    expect(screen.getByText('Os juros máximos recomendados são de 1% ao mês.')).toBeTruthy();
    const fine = screen.getByLabelText('Multa (%)') as HTMLInputElement;
    expect(fine.maxLength).toBe(4);
    vi.useFakeTimers();
    type('Multa (%)', ',125');
    await settle(PAYMENT_SETTINGS_AUTOSAVE_MS + 100);
    expect(taxPatches).toEqual([]);
    expect(screen.getByText('Use no máximo duas casas decimais.')).toBeTruthy();
    expect(fine.getAttribute('aria-invalid')).toBe('true');
    // Letters never reach the field; a value above the hint is the seller's choice and is saved.
    type('Multa (%)', '1a0');
    expect(fine.value).toBe('10');
    await settle(PAYMENT_SETTINGS_AUTOSAVE_MS + 100);
    expect(taxPatches).toEqual([
      { fine: { enable: true, percentage: 10 }, interest: { enable: false, percentage: 0 } },
    ]);
  });

  it('keeps what the user typed when the save fails, says so, and retries', async () => {
    const { taxPatches } = settingsServer({ failTax: true });
    renderPage();
    fireEvent.click(await screen.findByRole('switch', { name: 'Cobrar juros por atraso' }));
    vi.useFakeTimers();
    type('Juros ao mês (%)', '0,9');
    await settle(PAYMENT_SETTINGS_AUTOSAVE_MS + 100);
    expect(taxPatches).toHaveLength(1);
    expect(screen.getByText('INTERNAL - Falha interna.')).toBeTruthy();
    expect(screen.getByText(/O valor digitado foi mantido/)).toBeTruthy();
    expect((screen.getByLabelText('Juros ao mês (%)') as HTMLInputElement).value).toBe('0,9');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await settle(100);
    expect(taxPatches).toHaveLength(2);
  });

  it('saves a default method at once with its message, and keeps one on', async () => {
    const { methodPatches } = settingsServer({
      methods: { defaultEnableCreditCard: true, defaultEnableBankSlip: true, defaultEnablePixPayment: false },
    });
    renderPage();
    const card = await screen.findByRole('switch', { name: 'Cartão de Crédito' });
    expect((screen.getByRole('switch', { name: 'Pix' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(card);
    expect(await screen.findByText(METHOD_SAVED)).toBeTruthy();
    expect(methodPatches).toEqual([{ defaultEnableCreditCard: false }]);
    // Only Boleto is left on: its switch cannot go off, and the page says why.
    const boleto = screen.getByRole('switch', { name: 'Boleto' }) as HTMLInputElement;
    await vi.waitFor(() => expect(boleto.disabled).toBe(true));
    expect(screen.getByText(ONE_METHOD_HINT)).toBeTruthy();
  });
});

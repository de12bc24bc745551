import { LINK_PREVIEW_DEBOUNCE_MS } from '@balcao/domain/common';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import { FAST_CREATED, FastLinkPage } from './fast-link-page';

const server = startMswServer();
afterEach(() => vi.useRealTimers());

function simulation() {
  const asked: string[] = [];
  server.use(
    http.get(`${GATEWAY}/payment/payment-links/installments-payment`, ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json({
        installmentsToBuyer: [{ installments: 1, installmentValue: 104.16, totalAmount: 104.16 }],
        installmentsToSeller: [{ installments: 1, receivedAmount: 96.01, totalAmount: 100 }],
      });
    }),
  );
  return asked;
}

describe('FastLinkPage', { timeout: 20_000 }, () => {
  it('simulates once the value settles, by who bears the fee (the customer by default)', async () => {
    const asked = simulation();
    renderWithApp(<FastLinkPage onDone={vi.fn()} />, { session: demoSession() });
    const value = await screen.findByLabelText('Valor');
    expect((screen.getByRole('radio', { name: 'cliente' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Parcelas'), { target: { value: '1' } });
    vi.useFakeTimers();
    for (const typed of ['1', '10', '100', '1000', '10000']) {
      fireEvent.change(value, { target: { value: typed } });
      await act(() => vi.advanceTimersByTimeAsync(300));
    }
    expect(asked).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(LINK_PREVIEW_DEBOUNCE_MS));
    for (let i = 0; i < 20; i++) await act(() => vi.advanceTimersByTimeAsync(0));
    expect(asked).toEqual(['?amount=100&maxInstallments=1']);
    vi.useRealTimers();
    const table = await screen.findByRole('table', { name: 'Simulação de parcelas' });
    // 1x: the customer pays R$ 104,16 (each and in all) and the seller receives the R$ 100,00.
    const cells = () =>
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(cells()).toEqual(['1x', 'R$ 104,16', 'R$ 104,16', 'R$ 100,00']);
    fireEvent.click(screen.getByRole('radio', { name: 'você' }));
    expect(cells()).toEqual(['1x', 'R$ 100,00', 'R$ 100,00', 'R$ 96,01']);
  });

  it('creates a card-only link with the fee bearer and shows it', async () => {
    simulation();
    let body: Record<string, unknown> | undefined;
    server.use(
      http.post(`${GATEWAY}/payment/payment-links`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          {
            uuid: '7a000000-0000-4000-8000-0000000000bb',
            url: 'http://gateway.test/checkout/payment-link/bb',
          },
          { status: 201 },
        );
      }),
    );
    renderWithApp(<FastLinkPage onDone={vi.fn()} />, { session: demoSession() });
    fireEvent.change(await screen.findByLabelText('Título'), { target: { value: 'Consultoria' } });
    fireEvent.change(screen.getByLabelText('Valor'), { target: { value: '35000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Criar link rápido' }));
    expect(await screen.findByRole('dialog', { name: FAST_CREATED })).toBeTruthy();
    expect(body).toEqual({
      type: 'FAST_ORDER',
      paymentOrder: { title: 'Consultoria', description: null, value: 350, installments: 10 },
      allowedPaymentMethods: { creditCardMethod: { type: 'EARLY_BUYER', discount: null } },
      maxPaidUses: null,
    });
  });
});

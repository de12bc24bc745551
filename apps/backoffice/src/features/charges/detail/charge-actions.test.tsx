import { ANTIFRAUD_EMAIL, CHARGEBACK_DOCUMENTS } from '@balcao/domain/charges';
import { formatApiDate } from '@balcao/domain/dates';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startMswServer } from '../../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../../test/render-with-app';
import type { Charge } from '../api';
import { LETTER_FAILED } from './cancellation-letter';
import { stored } from './charge.fixture';
import { ChargeActions } from './charge-actions';
import { POS_PROCESSING } from './pos-refund';

const server = startMswServer();
const ID = stored().uuid;
const CHECKOUT = 'https://pague.exemplo/checkout';
const LETTER_URL = 'http://sandbox.test/_sandbox/cartas-cancelamento/9d1c2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

const card = (overrides: Partial<Charge> = {}) =>
  stored({
    status: 'PAID',
    paymentMethod: 'CREDIT_CARD',
    boleto: null,
    paidDate: '2026-11-19',
    value: 100,
    availableRefundAmount: 100,
    cardResponse: { last4digits: '1111', brand: 'Visa', cardHolderName: 'ANA SOUZA' },
    ...overrides,
  });

function render(charge: Charge, features: string[] = []) {
  server.use(
    http.get('*/config.json', () => HttpResponse.json({ gatewayUrl: GATEWAY, checkoutUrl: CHECKOUT })),
  );
  renderWithApp(<ChargeActions charge={charge} />, {
    session: demoSession({ features: features as never }),
  });
  return userEvent.setup();
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ChargeActions', { timeout: 20_000 }, () => {
  it('asks the older chargeback with Possível fraude, the deadline and the documents', async () => {
    const sent: unknown[] = [];
    server.use(
      http.patch(`${GATEWAY}/payment/charges/${ID}/refund`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          data: {
            status: 'DISPUTE',
            asFraud: true,
            contestDeadline: '2026-11-26',
            antiFraudEmail: ANTIFRAUD_EMAIL,
          },
        });
      }),
    );
    const user = render(card());
    await user.click(await screen.findByRole('button', { name: 'Estornar cobrança' }));
    const dialog = await screen.findByRole('dialog', { name: 'Estornar cobrança' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([...CHARGEBACK_DOCUMENTS]);
    expect(within(dialog).getByRole('link', { name: ANTIFRAUD_EMAIL })).toBeTruthy();
    expect(dialog.textContent).toContain('5 dias corridos após a solicitação');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Possível fraude' }));
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar estorno' }));
    const done = await screen.findByRole('dialog', { name: 'Estorno solicitado' });
    expect(done.textContent).toContain(formatApiDate('2026-11-26'));
    expect(sent).toEqual([{ asFraud: true }]);
    // A card charge has no public checkout link.
    expect(screen.queryByRole('link', { name: 'Abrir link de pagamento' })).toBeNull();
  });

  it('gives focus back to Estornar cobrança when the older chargeback dialog is left with Esc', async () => {
    const user = render(card());
    const button = await screen.findByRole('button', { name: 'Estornar cobrança' });
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Estornar cobrança' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('shows no refund at all with view_disable_refund', async () => {
    render(card(), ['view_seller_refund', 'view_disable_refund']);
    await screen.findByText(/Paga/);
    expect(screen.queryByRole('button', { name: 'Estornar cobrança' })).toBeNull();
  });

  it('asks a POS refund once, then reads Processando estorno and is disabled', async () => {
    let attempts: object[] = [];
    const sent: unknown[] = [];
    server.use(
      http.get(`${GATEWAY}/payment/charges/${ID}/pos/refunds`, () =>
        HttpResponse.json({ data: { attempts } }),
      ),
      http.patch(`${GATEWAY}/payment/charges/${ID}/pos/refunds`, async ({ request }) => {
        sent.push(await request.json());
        attempts = [
          {
            uuid: '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
            value: 100,
            status: 'PROCESSING',
            updatedBy: 'admin@demo.balcao.dev',
            createdAt: '2026-11-21T13:00:00Z',
            settlesAt: '2026-11-21T13:10:00Z',
          },
        ];
        return HttpResponse.json({ data: { attempts } }, { status: 202 });
      }),
    );
    const user = render(card({ physicalSale: true, origin: 'POS' }), [
      'view_seller_refund',
      'view_seller_refund_pos',
    ]);
    const button = await screen.findByRole('button', { name: 'Estornar cobrança' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await user.click(button);
    const confirm = await screen.findByRole('alertdialog', { name: 'Estornar venda física' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    const processing = await screen.findByRole('button', { name: POS_PROCESSING });
    expect((processing as HTMLButtonElement).disabled).toBe(true);
    expect(sent).toEqual([{ value: 100, updated_by: 'admin@demo.balcao.dev' }]);
  });

  it('reads Processando estorno, disabled, while the newest POS attempt is processing', async () => {
    server.use(
      http.get(`${GATEWAY}/payment/charges/${ID}/pos/refunds`, () =>
        HttpResponse.json({
          data: {
            attempts: [
              {
                uuid: '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
                value: 40,
                status: 'PROCESSING',
                updatedBy: 'admin@demo.balcao.dev',
                createdAt: '2026-11-21T13:00:00Z',
                settlesAt: '2026-11-21T13:10:00Z',
              },
            ],
          },
        }),
      ),
    );
    render(card({ physicalSale: true, origin: 'POS' }), ['view_seller_refund_pos']);
    const button = await screen.findByRole('button', { name: POS_PROCESSING });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Estornar cobrança' })).toBeNull();
  });

  it('opens the cancellation letter in a new tab 100 ms after the answer', async () => {
    let posted = 0;
    server.use(
      http.post(`${GATEWAY}/payment/cartas/cancelamento`, async ({ request }) => {
        expect(await request.json()).toEqual({ uuid: ID });
        posted += 1;
        return HttpResponse.json({ data: { url: LETTER_URL } }, { status: 201 });
      }),
    );
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: {} } as Window);
    render(card({ status: 'REFUND', availableRefundAmount: 0 }));
    const button = await screen.findByRole('button', { name: 'Carta de cancelamento' });
    vi.useFakeTimers();
    fireEvent.click(button);
    // Let the request and its answer through without moving the clock.
    for (let i = 0; i < 50 && (posted === 0 || vi.getTimerCount() === 0); i++)
      await act(() => vi.advanceTimersByTimeAsync(0));
    expect(posted).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(open).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(open).toHaveBeenCalledWith(LETTER_URL, '_blank');
  });

  it('says so when the letter cannot be made', async () => {
    server.use(
      http.post(`${GATEWAY}/payment/cartas/cancelamento`, () =>
        HttpResponse.json({ errors: [{ code: 'BAR-9999', description: 'Erro interno.' }] }, { status: 500 }),
      ),
    );
    const user = render(card({ status: 'REFUND', availableRefundAmount: 0 }));
    await user.click(await screen.findByRole('button', { name: 'Carta de cancelamento' }));
    expect(await screen.findByText(LETTER_FAILED)).toBeTruthy();
  });

  it('explains a dispute under Saiba mais', async () => {
    const user = render(card({ status: 'DISPUTE', chargebackDeadline: '2026-12-01' }));
    await user.click(await screen.findByRole('button', { name: 'Saiba mais' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cobrança em disputa' });
    expect(dialog.textContent).toContain('Visa final 1111');
    expect(dialog.textContent).toContain(formatApiDate('2026-12-01'));
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(8);
  });

  it('links an open Pix charge to its public checkout, with the subdomain, in a new tab', async () => {
    render(stored({ paymentMethod: 'PIX', boleto: null, checkoutSubdomain: 'loja' }));
    const link = await screen.findByRole('link', { name: 'Abrir link de pagamento' });
    expect(link.getAttribute('href')).toBe(`${CHECKOUT}/loja/pix/${ID}`);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('links a boleto without a subdomain', async () => {
    render(stored({ checkoutSubdomain: null }));
    const link = await screen.findByRole('link', { name: 'Abrir link de pagamento' });
    expect(link.getAttribute('href')).toBe(`${CHECKOUT}/boleto/${ID}`);
  });
});

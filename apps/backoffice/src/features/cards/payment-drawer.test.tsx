import { INVOICE_MESSAGES } from '@balcao/domain/cards';
import { formatBRL } from '@balcao/domain/money';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, renderWithApp } from '../../test/render-with-app';
import { aPayable, aPayment, BANKING, EMV } from './cards.fixture';
import type { InvoicePayment, PayableInvoice } from './invoice-api';
import { PAYMENT_SUCCESS_MESSAGE, PaymentDrawer } from './payment-drawer';

const server = startMswServer();
const money = (cents: number) => formatBRL(cents).replace(/\s/g, ' ');

const SECOND = aPayable({
  cardInvoiceId: '7e6d5c4b-3a2f-4e1d-8c9b-8a7f6e5d4c3b',
  cardName: 'Viagens',
  maskedPan: '**** **** **** 1177',
  totalAmount: 300,
  invoiceStatus: 'OVERDUE',
  yearMonth: '2026-10',
});

interface Gateway {
  invoices?: PayableInvoice[];
  balance?: number;
  pending?: InvoicePayment | null;
  answer?: (body: unknown) => Response;
  polls?: InvoicePayment[];
}

function gateway({
  invoices = [aPayable(), SECOND],
  balance = 25000,
  pending = null,
  answer,
  polls = [],
}: Gateway) {
  const sent: { body: unknown; key: string | null }[] = [];
  server.use(
    http.get(`${BANKING}/cards/invoices/ready-for-payment`, () =>
      HttpResponse.json({ content: invoices, accountBalance: balance }),
    ),
    http.get(`${BANKING}/cards/invoices/verify-pending-payment`, () =>
      HttpResponse.json({ payment: pending }),
    ),
    http.get(`${BANKING}/cards/invoices/payments/:id`, () =>
      HttpResponse.json(polls.length > 1 ? polls.shift() : polls[0]),
    ),
    http.post(`${BANKING}/cards/invoices/generate-payment`, async ({ request }) => {
      const body = await request.json();
      sent.push({ body, key: request.headers.get('idempotency-key') });
      return answer
        ? answer(body)
        : HttpResponse.json(aPayment({ paymentMethod: 'CHECKING_ACCOUNT', status: 'PAID', emv: null }), {
            status: 201,
          });
    }),
  );
  return sent;
}

/** The drawer as the summary of November's invoice opens it. */
function open(yearMonth = '2026-11') {
  renderWithApp(<PaymentDrawer open yearMonth={yearMonth} onOpenChange={() => undefined} />, {
    session: demoSession({ roles: ['BANKING_CARD'] }),
  });
  return screen.findByRole('dialog', { name: 'Pagar fatura' });
}

describe('PaymentDrawer', { timeout: 20_000 }, () => {
  it('preselects only the invoice being paid, not every unpaid one', async () => {
    gateway({});
    const drawer = await open();
    expect(await within(drawer).findByText(`Total: ${money(124050)}`)).toBeTruthy();
    expect((within(drawer).getByRole('checkbox', { name: /Marketing/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((within(drawer).getByRole('checkbox', { name: /Viagens/ }) as HTMLInputElement).checked).toBe(
      false,
    );
    fireEvent.click(within(drawer).getByRole('checkbox', { name: /Viagens/ }));
    expect(within(drawer).getByText(`Total: ${money(154050)}`)).toBeTruthy();
  });

  it('pays the chosen invoices from the account balance once', async () => {
    const sent = gateway({});
    const drawer = await open();
    expect(await within(drawer).findByText(`Total: ${money(124050)}`)).toBeTruthy();
    const continueButton = within(drawer).getByRole('button', { name: 'Continuar' }) as HTMLButtonElement;
    fireEvent.click(within(drawer).getByRole('checkbox', { name: /Marketing/ }));
    expect(continueButton.disabled).toBe(true);
    fireEvent.click(within(drawer).getByRole('checkbox', { name: /Marketing/ }));
    expect(within(drawer).getByText(`Total: ${money(124050)}`)).toBeTruthy();
    fireEvent.click(continueButton);
    const balance = within(drawer).getByRole('radio', { name: /Saldo em conta/ }) as HTMLInputElement;
    expect(balance.disabled).toBe(false);
    expect(balance.checked).toBe(true);
    const pay = within(drawer).getByRole('button', { name: 'Pagar' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    expect(await within(drawer).findByText(PAYMENT_SUCCESS_MESSAGE)).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      cardInvoiceIds: ['6d5c4b3a-2f1e-4d0c-9b8a-7f6e5d4c3b2a'],
      paymentMethod: 'CHECKING_ACCOUNT',
    });
    expect(sent[0]?.key).toBeTruthy();
  });

  it('disables the balance when it is not enough, preselects Pix and waits for the Pix to be paid', async () => {
    const sent = gateway({
      balance: 100,
      answer: () => HttpResponse.json(aPayment(), { status: 201 }),
      polls: [aPayment(), aPayment({ status: 'PAID', paidAt: '2026-11-25T15:05:00Z' })],
    });
    const drawer = await open();
    await within(drawer).findByText(`Total: ${money(124050)}`);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Continuar' }));
    const balance = within(drawer).getByRole('radio', { name: /Saldo em conta/ }) as HTMLInputElement;
    expect(balance.disabled).toBe(true);
    expect(within(drawer).getByText(INVOICE_MESSAGES.balanceNotEnough)).toBeTruthy();
    expect((within(drawer).getByRole('radio', { name: /Pix/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Pagar' }));
    expect(await within(drawer).findByText(EMV)).toBeTruthy();
    expect(await within(drawer).findByRole('img', { name: 'QR code do Pix da fatura' })).toBeTruthy();
    expect(within(drawer).getByText(/Válido até 26\/11\/2026/)).toBeTruthy();
    expect(sent[0]?.body).toEqual({
      cardInvoiceIds: ['6d5c4b3a-2f1e-4d0c-9b8a-7f6e5d4c3b2a'],
      paymentMethod: 'PIX',
    });
    expect(await within(drawer).findByText(PAYMENT_SUCCESS_MESSAGE, {}, { timeout: 8_000 })).toBeTruthy();
  });

  it('opens on the Pix already waiting to be paid', async () => {
    gateway({ pending: aPayment(), polls: [aPayment()] });
    const drawer = await open();
    expect(await within(drawer).findByText(EMV)).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Continuar' })).toBeNull();
  });

  it('shows the failure with Tente novamente, which goes back to the choice of invoices', async () => {
    gateway({
      answer: () =>
        HttpResponse.json(
          { errors: [{ code: 'INVOICE_NOT_PAYABLE', description: 'A fatura não está fechada.' }] },
          { status: 409 },
        ),
    });
    const drawer = await open();
    await within(drawer).findByText(`Total: ${money(124050)}`);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Continuar' }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Pagar' }));
    expect(await within(drawer).findByText(INVOICE_MESSAGES.paymentFailed)).toBeTruthy();
    expect(within(drawer).getByText('INVOICE_NOT_PAYABLE - A fatura não está fechada.')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Tente novamente' }));
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Continuar' })).toBeTruthy());
  });

  it('says so when no invoice can be paid', async () => {
    gateway({ invoices: [] });
    const drawer = await open();
    expect(await within(drawer).findByText(INVOICE_MESSAGES.noInvoices)).toBeTruthy();
    expect((within(drawer).getByRole('button', { name: 'Continuar' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

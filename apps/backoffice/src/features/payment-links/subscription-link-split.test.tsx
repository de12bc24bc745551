import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import type { PlanOption } from './subscription-link-api';
import { SubscriptionLinkPage } from './subscription-link-page';

// The split section of the subscription link form (issue 12; §4, §5 'With split on only credit card is
// allowed'): the one-off form's section, its card-only rule and its 'split above available' message.
const server = startMswServer();
const NOW = new Date('2026-11-20T12:00:00Z');
const ABOVE = 'O valor do split é superior ao valor disponível. Revise os valores para criar o link.';

const PLAN: PlanOption = {
  id: 1,
  title: 'Clube do Café',
  description: null,
  active: true,
  bullets: [],
  basicValues: [{ type: 'MONTHLY', value: 100, valuePerMonth: 100 }],
  idCheckout: null,
  bankSlipDescription: null,
  enableBankSlip: true,
  enableCreditCard: true,
  enablePixPayment: true,
};

/** The plans, the sub-sellers, the split preview and the link's creation, recording what is sent. */
function gateway() {
  const previews: { value: number; installments: number }[] = [];
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.get(`${GATEWAY}/payment/plans`, () =>
      HttpResponse.json({ content: [PLAN], totalElements: 1, totalPages: 1, number: 0, size: 100 }),
    ),
    http.get(`${GATEWAY}/payment/payment-links/subseller`, () =>
      HttpResponse.json({
        content: [{ id: 1, name: 'Mariana Costa Ribeiro', paymentType: 'PERCENTAGE', paymentValue: 10 }],
        totalElements: 1,
        totalPages: 1,
        number: 0,
        size: 100,
      }),
    ),
    http.post(`${GATEWAY}/payment/payment-links/split-preview`, async ({ request }) => {
      const body = (await request.json()) as {
        value: number;
        installments: number;
        subSellers: { paymentValue: number }[];
      };
      previews.push(body);
      const part = body.subSellers[0]!.paymentValue * (body.value / 100);
      const available = Math.round((body.value - part - 3.99) * 100) / 100;
      return HttpResponse.json({
        subSellerPaymentResponse: [
          {
            idSubSeller: 1,
            name: 'Mariana Costa Ribeiro',
            paymentType: 'PERCENTAGE',
            paymentValue: body.subSellers[0]!.paymentValue,
            amountOnPaymentLink: part,
          },
        ],
        amountForSubSellers: part,
        tax: 3.99,
        availableAmount: available,
        exceedsAvailable: available < 0,
        message: available < 0 ? ABOVE : null,
      });
    }),
    http.post(`${GATEWAY}/payment/payment-links`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return HttpResponse.json(
        { uuid: '7a000000-0000-4000-8000-0000000000cc', ...body, url: 'http://gateway.test/x', active: true },
        { status: 201 },
      );
    }),
  );
  return { previews, sent };
}

const render = (rights = { split: true, metadata: true }) =>
  renderWithApp(
    <SubscriptionLinkPage canPickCustomer={false} rights={rights} onDone={vi.fn()} now={() => NOW} />,
    { session: demoSession() },
  );

async function pickPlan() {
  const select = (await screen.findByLabelText('Plano')) as HTMLSelectElement;
  await screen.findByRole('option', { name: PLAN.title });
  fireEvent.change(select, { target: { value: '1' } });
}
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const SPLIT = 'Dividir com sub-vendedores (split)';

describe('SubscriptionLinkPage: split with sub-sellers', { timeout: 20_000 }, () => {
  it('split forces card only; ticking boleto or Pix turns it off', async () => {
    gateway();
    render();
    await pickPlan();
    expect(checkbox('Boleto').checked).toBe(true);
    fireEvent.click(checkbox(SPLIT));
    expect(checkbox('Cartão de Crédito').checked).toBe(true);
    expect(checkbox('Boleto').checked).toBe(false);
    expect(checkbox('Pix').checked).toBe(false);
    fireEvent.click(checkbox('Pix'));
    expect(checkbox(SPLIT).checked).toBe(false);
    fireEvent.click(checkbox(SPLIT));
    fireEvent.click(checkbox('Boleto'));
    expect(checkbox(SPLIT).checked).toBe(false);
  });

  it('above what is available shows §4’s message and hides create; a valid split is sent with the link', async () => {
    const { previews, sent } = gateway();
    render();
    await pickPlan();
    fireEvent.click(checkbox(SPLIT));
    const select = screen.getByLabelText('Sub-vendedor 1') as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBe(2));
    fireEvent.change(select, { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Percentual 1 (%)'), { target: { value: '99' } });
    expect(await screen.findByText(ABOVE, undefined, { timeout: 4000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Criar link' })).toBeNull();
    // The card charges the period's value at once: the preview asks for it in one installment.
    expect(previews).toEqual([expect.objectContaining({ value: 100, installments: 1 })]);
    fireEvent.change(screen.getByLabelText('Percentual 1 (%)'), { target: { value: '20' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Criar link' }, { timeout: 4000 }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      type: 'SUBSCRIPTION',
      subSellerPaymentRequest: [{ idSubSeller: 1, paymentType: 'PERCENTAGE', paymentValue: 20 }],
      allowedPaymentMethods: {
        creditCardMethod: { type: 'RECURRENT' },
        bankSlipMethod: null,
        pixMethod: null,
      },
    });
  });

  it('without the right: no split section, and the request leaves the split out', async () => {
    const { sent } = gateway();
    render({ split: false, metadata: false });
    await pickPlan();
    expect(screen.queryByRole('checkbox', { name: SPLIT })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Criar link' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('subSellerPaymentRequest');
  });
});

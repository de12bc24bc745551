import { LINK_PREVIEW_DEBOUNCE_MS } from '@balcao/domain/common';
import { formatBRL } from '@balcao/domain/money';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route as EditRoute } from '../../routes/_app.seja-pago.editar.$id';
import { startMswServer } from '../../test/msw';
import {
  customerSummary,
  giveListsHeight,
  lentCustomerPicker,
  pickedCustomer,
} from '../../test/pick-customer';
import { pickDate } from '../../test/pick-date';
import { demoSession, GATEWAY, loaderOf, renderWithApp } from '../../test/render-with-app';
import { expectRouteError, unavailable } from '../../test/route-error';
import type { PaymentLink } from './api';
import { LinkEditor } from './link-editor';
import type { PlanOption } from './subscription-link-api';
import { SUBSCRIPTION_LINK_CREATED, SubscriptionLinkPage } from './subscription-link-page';
import { LINK_UPDATED } from './use-save-link';

const server = startMswServer();
afterEach(() => vi.useRealTimers());

const NOW = new Date('2026-11-20T12:00:00Z');
const LINK_ID = '7a000000-0000-4000-8000-0000000000bb';

const plan = (overrides: Partial<PlanOption>): PlanOption => ({
  id: 1,
  title: 'Clube do Café',
  description: null,
  active: true,
  bullets: [],
  basicValues: [
    { type: 'MONTHLY', value: 59.9, valuePerMonth: 59.9 },
    { type: 'SEMESTER', value: 329.4, valuePerMonth: 54.9 },
  ],
  idCheckout: null,
  bankSlipDescription: null,
  enableBankSlip: true,
  enableCreditCard: true,
  enablePixPayment: false,
  ...overrides,
});

const PLANS = [
  plan({}),
  plan({ id: 2, title: 'Plano Antigo', active: false }),
  plan({ id: 3, title: 'Plano Pix', enableCreditCard: false, enableBankSlip: false, enablePixPayment: true }),
];

/** The plans and the link's writes, recording each body sent. */
function serve(saved?: PaymentLink) {
  const sent: { method: string; body: Record<string, unknown> }[] = [];
  const answer = async (request: Request, status: number) => {
    const body = (await request.json()) as Record<string, unknown>;
    sent.push({ method: request.method, body });
    return HttpResponse.json(
      {
        ...(saved ?? {}),
        uuid: LINK_ID,
        type: 'SUBSCRIPTION',
        title: (body.paymentOrder as { title: string }).title,
        url: `http://gateway.test/payment-link/${LINK_ID}`,
        active: true,
      },
      { status },
    );
  };
  server.use(
    http.get(`${GATEWAY}/payment/plans`, () =>
      HttpResponse.json({ content: PLANS, totalElements: 3, totalPages: 1, number: 0, size: 100 }),
    ),
    http.post(`${GATEWAY}/payment/payment-links`, ({ request }) => answer(request, 201)),
    http.put(`${GATEWAY}/payment/payment-links/${LINK_ID}`, ({ request }) => answer(request, 200)),
    ...(saved
      ? [http.get(`${GATEWAY}/payment/payment-links/${LINK_ID}`, () => HttpResponse.json(saved))]
      : []),
  );
  return sent;
}

/** A subscription link as saved, on a plan deactivated since. */
const SAVED: PaymentLink = {
  uuid: LINK_ID,
  type: 'SUBSCRIPTION',
  title: 'Assine o plano antigo',
  description: null,
  value: 59.9,
  installments: 1,
  bankSlipDescription: 'Mensalidade',
  uuidSellerClient: null,
  sellerClient: null,
  allowedPaymentMethods: {
    creditCardMethod: null,
    bankSlipMethod: { discount: { amount: 10, type: 'PERCENT' } },
    pixMethod: null,
  },
  creditCardTax: null,
  expirationDate: null,
  timer: null,
  maxPaidUses: null,
  paidUses: 0,
  active: true,
  createdAt: '2026-11-01T12:00:00.000Z',
  url: `http://gateway.test/payment-link/${LINK_ID}`,
  paymentSubscription: {
    idPlan: 2,
    planTitle: 'Plano Antigo',
    valuePerMonth: 59.9,
    type: 'MONTHLY',
    additionalValue: null,
    additionalTitle: null,
    additionalInstallments: null,
  },
  scheduledDate: null,
  metadata: [],
  customInstallmentsValues: [{ paymentMethod: 'BANK_SLIP', installments: 1 }],
  subSellerResponse: [],
};

const renderPage = (onDone = vi.fn()) =>
  renderWithApp(<SubscriptionLinkPage canPickCustomer={false} onDone={onDone} now={() => NOW} />, {
    session: demoSession(),
  });

/** The edit route with its own loader, as /seja-pago/editar/{id} opens it. */
const renderEditor = (onDone = vi.fn()) =>
  renderWithApp(<LinkEditor id={LINK_ID} recurringPath={null} canPickCustomer={false} onDone={onDone} />, {
    session: demoSession(),
    path: `/seja-pago/editar/${LINK_ID}`,
    loader: loaderOf(EditRoute, { id: LINK_ID }),
  });

async function pickPlan(title: string) {
  const select = (await screen.findByLabelText('Plano')) as HTMLSelectElement;
  await screen.findByRole('option', { name: title });
  fireEvent.change(select, { target: { value: String(PLANS.find((p) => p.title === title)!.id) } });
}

const checkbox = (name: string) => screen.queryByRole('checkbox', { name }) as HTMLInputElement | null;

describe('SubscriptionLinkPage', { timeout: 20_000 }, () => {
  it('offers the active plans; a plan brings its price, title and only the methods it accepts', async () => {
    serve();
    renderPage();
    await pickPlan('Clube do Café');
    expect(screen.queryByRole('option', { name: 'Plano Antigo' })).toBeNull();
    expect((screen.getByLabelText('Título') as HTMLInputElement).value).toBe('Clube do Café');
    expect((screen.getByLabelText('Valor') as HTMLInputElement).value).toBe(formatBRL(5990));
    expect(checkbox('Cartão de Crédito')?.checked).toBe(true);
    expect(checkbox('Boleto')?.checked).toBe(true);
    expect(checkbox('Pix')).toBeNull();
    expect(screen.getByText('Cobrança recorrente no cartão: 35% menos inadimplência')).toBeTruthy();

    // The semester: the period's price, and per month the total divided by six (§5).
    fireEvent.change(screen.getByLabelText('Periodicidade'), { target: { value: 'SEMESTER' } });
    expect((screen.getByLabelText('Valor') as HTMLInputElement).value).toBe(formatBRL(32940));
    // (Through textContent: formatBRL's non-breaking space is not what getByText's matcher compares.)
    expect(document.body.textContent).toContain(
      `Valor de cada cobrança semestral: ${formatBRL(5490)} por mês.`,
    );

    // Another plan keeps only the methods it accepts, and the periodicity it also prices.
    await pickPlan('Plano Pix');
    expect(checkbox('Cartão de Crédito')).toBeNull();
    expect(checkbox('Pix')?.checked).toBe(true);
    expect((screen.getByLabelText('Periodicidade') as HTMLSelectElement).value).toBe('SEMESTER');
  });

  it('refreshes the preview 1 s after the last change, never per keystroke', async () => {
    serve();
    renderPage();
    await pickPlan('Clube do Café');
    const preview = screen.getByTestId('preview-title');
    await act(() => new Promise((resolve) => setTimeout(resolve, LINK_PREVIEW_DEBOUNCE_MS + 50)));
    expect(preview.textContent).toBe('Clube do Café');
    vi.useFakeTimers();
    const title = screen.getByLabelText('Título');
    for (const typed of ['C', 'Cl', 'Clu', 'Clube']) {
      fireEvent.change(title, { target: { value: typed } });
      await act(() => vi.advanceTimersByTimeAsync(300));
    }
    expect(preview.textContent).toBe('Clube do Café');
    await act(() => vi.advanceTimersByTimeAsync(LINK_PREVIEW_DEBOUNCE_MS - 301));
    expect(preview.textContent).toBe('Clube do Café');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(preview.textContent).toBe('Clube');
  });

  it('clears a discount when its method is unticked and caps it at 100', async () => {
    serve();
    renderPage();
    await pickPlan('Clube do Café');
    const discount = screen.getByLabelText('Desconto no boleto (%)') as HTMLInputElement;
    fireEvent.change(discount, { target: { value: '250' } });
    expect(discount.value).toBe('100');
    fireEvent.click(checkbox('Boleto')!);
    expect(screen.queryByLabelText('Desconto no boleto (%)')).toBeNull();
    fireEvent.click(checkbox('Boleto')!);
    expect((screen.getByLabelText('Desconto no boleto (%)') as HTMLInputElement).value).toBe('');
  });

  it('keeps create off until plan, value and method; sends the subscription and shows the link to copy', async () => {
    const sent = serve();
    renderPage();
    const submit = (await screen.findByRole('button', { name: 'Criar link' })) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await pickPlan('Clube do Café');
    fireEvent.change(screen.getByLabelText('Periodicidade'), { target: { value: 'SEMESTER' } });
    fireEvent.click(checkbox('Boleto')!);
    fireEvent.change(screen.getByLabelText('Desconto no cartão (%)'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Título do adicional'), { target: { value: 'x'.repeat(61) } });
    fireEvent.click(submit);
    expect(await screen.findByText('O título deve ter no máximo 60 caracteres!')).toBeTruthy();
    expect(screen.getByText('Preenchimento obrigatório!')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Título do adicional'), { target: { value: 'Taxa de adesão' } });
    fireEvent.change(screen.getByLabelText('Valor adicional'), { target: { value: '2000' } });
    fireEvent.change(screen.getByLabelText('Cobranças com o adicional'), { target: { value: '2' } });
    expect(sent).toEqual([]);
    fireEvent.click(submit);
    const dialog = await screen.findByRole('dialog', { name: SUBSCRIPTION_LINK_CREATED });
    expect((within(dialog).getByLabelText('Link de pagamento') as HTMLInputElement).value).toBe(
      `http://gateway.test/payment-link/${LINK_ID}`,
    );
    expect(sent).toEqual([
      {
        method: 'POST',
        body: {
          type: 'SUBSCRIPTION',
          uuidSellerClient: null,
          bankSlipDescription: null,
          paymentOrder: {
            title: 'Clube do Café',
            description: null,
            installments: 1,
            value: 329.4,
            timer: null,
          },
          paymentSubscription: {
            idPlan: 1,
            type: 'SEMESTER',
            valuePerMonth: 54.9,
            additionalValue: 20,
            additionalTitle: 'Taxa de adesão',
            additionalInstallments: 2,
          },
          allowedPaymentMethods: {
            creditCardMethod: { type: 'RECURRENT', discount: { amount: 5, type: 'PERCENT' } },
            bankSlipMethod: null,
            pixMethod: null,
          },
          maxPaidUses: null,
        },
      },
    ]);
  });

  it("'Expira em' needs its day once ticked and sends the moment chosen", async () => {
    const sent = serve();
    renderPage();
    await pickPlan('Clube do Café');
    fireEvent.click(checkbox('Definir data de expiração do link')!);
    const submit = screen.getByRole('button', { name: 'Criar link' });
    fireEvent.click(submit);
    expect(await screen.findByText('Preenchimento obrigatório!')).toBeTruthy();
    pickDate('Data', '2026-11-30');
    fireEvent.change(screen.getByLabelText('Horário'), { target: { value: '10:15' } });
    expect(screen.queryByText('Preenchimento obrigatório!')).toBeNull();
    fireEvent.click(submit);
    await screen.findByRole('dialog', { name: SUBSCRIPTION_LINK_CREATED });
    expect(sent[0]).toMatchObject({ body: { paymentOrder: { timer: '2026-11-30T10:15:00' } } });
  });

  it("offers the picker's 'Adicionar cliente' (§2.8): the customer added is the link's, and what was typed stays", async () => {
    giveListsHeight();
    const sent = serve();
    const CUSTOMER = '6f1c2a9e-4b7d-4e21-9a3c-1d2e3f4a5b6c';
    server.use(
      http.get(`${GATEWAY}/payment/seller-clients`, () =>
        HttpResponse.json({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 100 }),
      ),
      http.post(`${GATEWAY}/payment/seller-clients`, () =>
        HttpResponse.json(
          {
            ...customerSummary(CUSTOMER, 'Maria Souza'),
            alternativeEmail: null,
            address: null,
            createdAt: '2026-11-20T12:00:00Z',
            updatedAt: '2026-11-20T12:00:00Z',
          },
          { status: 201 },
        ),
      ),
    );
    renderWithApp(
      <SubscriptionLinkPage
        canPickCustomer
        customerPicker={lentCustomerPicker}
        onDone={vi.fn()}
        now={() => NOW}
      />,
      { session: demoSession() },
    );
    await pickPlan('Clube do Café');
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Café da Maria' } });
    fireEvent.focus(screen.getByRole('combobox', { name: 'Cliente (opcional)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar cliente' });
    const fill = (name: string, value: string) =>
      fireEvent.change(within(dialog).getByRole('textbox', { name }), { target: { value } });
    fill('CPF ou CNPJ', '52998224725');
    fill('Nome', 'Maria Souza');
    fill('E-mail', 'maria@exemplo.com.br');
    fill('Telefone', '11987654321');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Próximo' }));
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Usar o meu endereço' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(pickedCustomer('Cliente (opcional)')).toBe('Maria Souza'));
    expect(screen.queryByRole('dialog', { name: 'Adicionar cliente' })).toBeNull();
    // The customer's form was sent alone: the link is still being written, as typed.
    expect((screen.getByLabelText('Título') as HTMLInputElement).value).toBe('Café da Maria');
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Criar link' }));
    await screen.findByRole('dialog', { name: SUBSCRIPTION_LINK_CREATED });
    expect(sent[0]?.body).toMatchObject({
      uuidSellerClient: CUSTOMER,
      paymentOrder: { title: 'Café da Maria' },
    });
  });

  it('asks before losing changes', async () => {
    serve();
    const onDone = vi.fn();
    renderPage(onDone);
    await pickPlan('Clube do Café');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('Todas as alterações serão perdidas')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('editing a subscription link', { timeout: 20_000 }, () => {
  it('opens it filled in the subscription form (its plan even if deactivated since) and saves with PUT', async () => {
    const sent = serve(SAVED);
    const onDone = vi.fn();
    renderEditor(onDone);
    expect(await screen.findByRole('heading', { name: 'Editar link de pagamento' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Recorrente' })).toBeNull();
    await screen.findByRole('option', { name: 'Plano Antigo' });
    expect((screen.getByLabelText('Plano') as HTMLSelectElement).value).toBe('2');
    expect((screen.getByLabelText('Desconto no boleto (%)') as HTMLInputElement).value).toBe('10');
    expect((screen.getByLabelText('Descrição do boleto') as HTMLInputElement).value).toBe('Mensalidade');
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Assine já' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText(LINK_UPDATED)).toBeTruthy();
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      body: {
        type: 'SUBSCRIPTION',
        bankSlipDescription: 'Mensalidade',
        paymentOrder: { title: 'Assine já', value: 59.9 },
        paymentSubscription: { idPlan: 2, type: 'MONTHLY', valuePerMonth: 59.9 },
      },
    });
    expect(onDone).toHaveBeenCalled();
  });

  it("reads a subscription link's plans with the link on the edit route: a failed read is the route's error state", async () => {
    serve(SAVED);
    let fail = true;
    server.use(
      http.get(`${GATEWAY}/payment/plans`, () =>
        fail
          ? unavailable('PAY-500')
          : HttpResponse.json({ content: PLANS, totalElements: 3, totalPages: 1, number: 0, size: 100 }),
      ),
    );
    renderEditor();
    await expectRouteError('PAY-500');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('option', { name: 'Plano Antigo' })).toBeTruthy();
  });
});

import { LINK_PREVIEW_DEBOUNCE_MS } from '@balcao/domain/common';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startMswServer } from '../../test/msw';
import { customerSummary, giveListsHeight, lentCustomerPicker, pickCustomer } from '../../test/pick-customer';
import { pickDate } from '../../test/pick-date';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import { customerQueries } from '../customers/api';
import { linkSettingsHandler } from './link-settings.fixture';
import { ORDER_CREATED, OrderLinkPage } from './order-link-page';

const server = startMswServer();
afterEach(() => vi.useRealTimers());

const NOW = new Date('2026-11-20T12:00:00Z');

/** The simulation's answers, counting the requests and recording what each asked. */
function simulation() {
  const asked: { amount: string | null; max: string | null }[] = [];
  server.use(
    http.get(`${GATEWAY}/payment/payment-links/installments-payment`, ({ request }) => {
      const url = new URL(request.url);
      asked.push({ amount: url.searchParams.get('amount'), max: url.searchParams.get('maxInstallments') });
      const n = Number(url.searchParams.get('maxInstallments'));
      const rows = Array.from({ length: n }, (_, i) => i + 1);
      return HttpResponse.json({
        installmentsToBuyer: rows.map((k) => ({ installments: k, installmentValue: 1, totalAmount: k })),
        installmentsToSeller: rows.map((k) => ({ installments: k, receivedAmount: 90, totalAmount: 100 })),
      });
    }),
    linkSettingsHandler(),
  );
  return asked;
}

const renderPage = (newPreview = true) =>
  renderWithApp(
    <OrderLinkPage
      recurringPath={null}
      canPickCustomer={false}
      rights={{ split: false, metadata: false, newPreview }}
      onDone={vi.fn()}
      now={() => NOW}
    />,
    {
      session: demoSession(),
    },
  );

/** Lets promises and the requests they start settle without moving the clock. */
/** The accessible description of an element: the text of what its aria-describedby names. */
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id ? document.getElementById(id)?.textContent : '') ?? '')
    .join(' ')
    .trim();

async function settle() {
  for (let i = 0; i < 20; i++) await act(() => vi.advanceTimersByTimeAsync(0));
}

/** The gateway creating a link: it answers the link as saved under `uuid` and keeps the body it was sent. */
function linkCreation(uuid: string) {
  let body: Record<string, unknown> | undefined;
  const handler = http.post(`${GATEWAY}/payment/payment-links`, async ({ request }) => {
    body = (await request.json()) as Record<string, unknown>;
    return HttpResponse.json(
      {
        uuid,
        ...body,
        url: `http://gateway.test/payment-link/${uuid}`,
        paidUses: 0,
        active: true,
        createdAt: NOW.toISOString(),
      },
      { status: 201 },
    );
  });
  return {
    handler,
    get body() {
      return body;
    },
  };
}

describe('OrderLinkPage', { timeout: 20_000 }, () => {
  it('asks the installment simulation once per second of typing, never per keystroke', async () => {
    const asked = simulation();
    renderPage();
    const value = await screen.findByLabelText('Valor');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cartão de Crédito' }));
    vi.useFakeTimers();
    // Typing 1, 15, 150, 1500, 15000 (R$ 150,00) a keystroke every 200 ms.
    for (const typed of ['1', '15', '150', '1500', '15000']) {
      fireEvent.change(value, { target: { value: typed } });
      await act(() => vi.advanceTimersByTimeAsync(200));
    }
    await settle();
    expect(asked).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(LINK_PREVIEW_DEBOUNCE_MS));
    await settle();
    expect(asked).toEqual([{ amount: '150', max: '10' }]);
    // The preview followed the same rhythm: it shows the settled value only.
    expect(screen.getByRole('complementary', { name: 'Pré-visualização' }).textContent).toContain(
      'Cartão de Crédito',
    );
  });

  it('without view_new_preview_payment_link the preview is the summary, without the card simulation', async () => {
    const asked = simulation();
    renderPage(false);
    fireEvent.change(await screen.findByLabelText('Valor'), { target: { value: '15000' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cartão de Crédito' }));
    const preview = screen.getByRole('complementary', { name: 'Pré-visualização' });
    await waitFor(() => expect(preview.textContent).toContain('Cartão de Crédito'));
    await new Promise((resolve) => setTimeout(resolve, LINK_PREVIEW_DEBOUNCE_MS + 200));
    expect(asked).toEqual([]);
    expect(within(preview).queryByRole('table')).toBeNull();
  });

  it('refreshes the preview 1 s after the last change', async () => {
    simulation();
    renderPage();
    const title = await screen.findByLabelText('Título');
    const preview = screen.getByTestId('preview-title');
    vi.useFakeTimers();
    fireEvent.change(title, { target: { value: 'Curso de cerâmica' } });
    await act(() => vi.advanceTimersByTimeAsync(LINK_PREVIEW_DEBOUNCE_MS - 1));
    expect(preview.textContent).toBe('Título do link');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(preview.textContent).toBe('Curso de cerâmica');
  });

  it('clears a discount when its method is unticked and caps it at 100', async () => {
    simulation();
    renderPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Pix' }));
    const discount = screen.getByLabelText('Desconto no Pix (%)') as HTMLInputElement;
    fireEvent.change(discount, { target: { value: '150' } });
    expect(discount.value).toBe('100');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pix' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pix' }));
    expect((screen.getByLabelText('Desconto no Pix (%)') as HTMLInputElement).value).toBe('');
  });

  it('keeps submit off until title, value and a method; sends the link and shows it to copy', async () => {
    simulation();
    const created = linkCreation('7a000000-0000-4000-8000-0000000000aa');
    server.use(created.handler);
    renderPage();
    const submit = await screen.findByRole('button', { name: 'Criar link' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    // A disabled 'Criar link' says what is missing, beside it and as the button's description.
    const missing = 'Para criar o link, falta: título, valor e um método de pagamento.';
    expect(screen.getByText(missing)).toBeTruthy();
    expect(describedBy(submit)).toBe(missing);
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Oficina' } });
    fireEvent.change(screen.getByLabelText('Valor'), { target: { value: '12000' } });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    expect(describedBy(submit)).toBe('Para criar o link, falta: um método de pagamento.');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pix' }));
    expect(describedBy(submit)).toBe('');
    fireEvent.change(screen.getByLabelText('Desconto no Pix (%)'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cartão de Crédito' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Definir data de expiração do link' }));
    fireEvent.click(submit);
    // The expiry switched on and left empty is required.
    expect(await screen.findByText('Preenchimento obrigatório!')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Definir data de expiração do link' }));
    fireEvent.click(submit);
    const dialog = await screen.findByRole('dialog', { name: ORDER_CREATED });
    expect((within(dialog).getByLabelText('Link de pagamento') as HTMLInputElement).value).toBe(
      'http://gateway.test/payment-link/7a000000-0000-4000-8000-0000000000aa',
    );
    expect(created.body).toEqual({
      type: 'ORDER',
      creditCardTax: 'EARLY_SELLER',
      uuidSellerClient: null,
      bankSlipDescription: null,
      paymentOrder: {
        title: 'Oficina',
        description: null,
        installments: 10,
        value: 120,
        expirationDate: null,
        timer: null,
        customInstallmentsValues: [{ paymentMethod: 'PIX', installments: 1 }],
      },
      allowedPaymentMethods: {
        creditCardMethod: { type: 'EARLY', discount: null },
        bankSlipMethod: null,
        pixMethod: { discount: { amount: 5, type: 'PERCENT' } },
      },
      maxPaidUses: null,
      scheduledDate: null,
    });
  });

  it('keeps only the digits of the paid-sales limit and sends it with the due date picked', async () => {
    simulation();
    const created = linkCreation('7a000000-0000-4000-8000-0000000000ab');
    server.use(created.handler);
    renderPage();
    const submit = await screen.findByRole('button', { name: 'Criar link' });
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Oficina' } });
    fireEvent.change(screen.getByLabelText('Valor'), { target: { value: '12000' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pix' }));
    pickDate('Vencimento do boleto e do Pix (opcional)', '2026-11-25');
    const limit = screen.getByLabelText('Limite de vendas pagas (opcional)') as HTMLInputElement;
    fireEvent.change(limit, { target: { value: '2a5' } });
    expect(limit.value).toBe('25');
    fireEvent.click(submit);
    await screen.findByRole('dialog', { name: ORDER_CREATED });
    expect(created.body).toMatchObject({ maxPaidUses: 25 });
    const order = created.body?.paymentOrder as Record<string, unknown>;
    expect(JSON.stringify(order.expirationDate)).toContain('2026-11-25');
  });

  it('dedicates the link to the customer picked', async () => {
    giveListsHeight();
    simulation();
    const created = linkCreation('7a000000-0000-4000-8000-0000000000ac');
    const customerId = '6f1c2a9e-4b7d-4e21-9a3c-1d2e3f4a5b6c';
    server.use(
      http.get(`${GATEWAY}/payment/seller-clients`, () =>
        HttpResponse.json({
          content: [customerSummary(customerId, 'Padaria Estrela')],
          totalElements: 1,
          totalPages: 1,
          number: 0,
          size: 100,
        }),
      ),
      created.handler,
    );
    renderWithApp(
      <OrderLinkPage
        recurringPath={null}
        canPickCustomer
        customerPicker={lentCustomerPicker}
        rights={{ split: false, metadata: false, newPreview: true }}
        onDone={vi.fn()}
        now={() => NOW}
      />,
      { session: demoSession() },
    );
    const submit = await screen.findByRole('button', { name: 'Criar link' });
    await pickCustomer('Cliente (opcional)', 'Padaria Estrela');
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Oficina' } });
    fireEvent.change(screen.getByLabelText('Valor'), { target: { value: '12000' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pix' }));
    fireEvent.click(submit);
    await screen.findByRole('dialog', { name: ORDER_CREATED });
    expect(created.body).toMatchObject({ uuidSellerClient: customerId });
  });

  it('the card chooses its receipt and who pays the fees; without anticipation it says 35% menos inadimplência', async () => {
    simulation();
    let body: Record<string, unknown> | undefined;
    server.use(
      http.post(`${GATEWAY}/payment/payment-links`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ message: 'parado aqui' }, { status: 400 });
      }),
    );
    renderPage();
    fireEvent.change(await screen.findByLabelText('Título'), { target: { value: 'Oficina' } });
    fireEvent.change(screen.getByLabelText('Valor'), { target: { value: '12000' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cartão de Crédito' }));
    expect(screen.queryByText('35% menos inadimplência')).toBeNull();
    fireEvent.change(screen.getByLabelText('Recebimento do cartão'), { target: { value: 'RECURRENT' } });
    expect(screen.getByText('35% menos inadimplência')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Quem paga as taxas'), { target: { value: 'EARLY_BUYER' } });
    fireEvent.click(screen.getByRole('button', { name: 'Criar link' }));
    await waitFor(() => expect(body).toBeDefined());
    expect(body!.creditCardTax).toBe('EARLY_BUYER');
    expect(
      (body!.allowedPaymentMethods as { creditCardMethod: { type: string } }).creditCardMethod.type,
    ).toBe('RECURRENT');
  });

  it('asks before a half-filled link is lost to a menu click or a reload', async () => {
    simulation();
    const { router } = renderPage();
    fireEvent.change(await screen.findByLabelText('Título'), { target: { value: 'Oficina' } });
    const reload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(true);
    void router.navigate({ to: '/cobrancas' });
    const ask = await screen.findByRole('alertdialog', { name: 'Descartar alterações?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect((screen.getByLabelText('Título') as HTMLInputElement).value).toBe('Oficina');
  });

  it('says so when the simulation fails', async () => {
    simulation();
    server.use(
      http.get(`${GATEWAY}/payment/payment-links/installments-payment`, () =>
        HttpResponse.json({ errors: [{ code: 'X', description: 'falhou' }] }, { status: 500 }),
      ),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Cartão de Crédito' }));
    fireEvent.change(screen.getByLabelText('Valor'), { target: { value: '1000' } });
    expect(
      await screen.findByText('Não foi possível carregar os dados de valores', undefined, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it("offers the customers area's picker list: a customer added there (its lists refreshed) is offered", async () => {
    giveListsHeight();
    simulation();
    const customers = (names: string[]) =>
      http.get(`${GATEWAY}/payment/seller-clients`, () =>
        HttpResponse.json({
          content: names.map((name, i) => customerSummary(`6f1c2a9e-4b7d-4e21-9a3c-00000000000${i}`, name)),
          totalElements: names.length,
          totalPages: 1,
          number: 0,
          size: 100,
        }),
      );
    server.use(customers(['Ana Beatriz Carvalho']));
    const { services } = renderWithApp(
      <OrderLinkPage
        recurringPath={null}
        canPickCustomer
        customerPicker={lentCustomerPicker}
        rights={{ split: false, metadata: false, newPreview: true }}
        onDone={vi.fn()}
        now={() => NOW}
      />,
      { session: demoSession() },
    );
    fireEvent.focus(await screen.findByRole('combobox', { name: 'Cliente (opcional)' }));
    await screen.findByRole('option', { name: /^Ana Beatriz Carvalho/ });
    server.use(customers(['Ana Beatriz Carvalho', 'Bruno Dias']));
    await services.queryClient.invalidateQueries({ queryKey: customerQueries.all() });
    expect(await screen.findByRole('option', { name: /^Bruno Dias/ })).toBeTruthy();
  });
});

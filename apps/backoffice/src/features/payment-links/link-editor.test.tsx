import { fireEvent, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { startMswServer } from '../../test/msw';
import { lentCustomerPicker, pickedCustomer } from '../../test/pick-customer';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import type { PaymentLink } from './api';
import { LinkEditor } from './link-editor';
import { linkSettingsHandler } from './link-settings.fixture';
import { LINK_UPDATED } from './use-save-link';

const server = startMswServer();

const ID = '7a000000-0000-4000-8000-000000000001';
const link = (overrides: Partial<PaymentLink> = {}): PaymentLink => ({
  uuid: ID,
  type: 'ORDER',
  title: 'Curso de fotografia',
  description: null,
  value: 199.9,
  installments: 10,
  bankSlipDescription: null,
  uuidSellerClient: null,
  sellerClient: null,
  allowedPaymentMethods: {
    creditCardMethod: { type: 'EARLY', discount: null },
    bankSlipMethod: null,
    pixMethod: { discount: { amount: 5, type: 'PERCENT' } },
  },
  creditCardTax: 'EARLY_SELLER',
  expirationDate: null,
  timer: null,
  maxPaidUses: null,
  paidUses: 0,
  active: true,
  createdAt: '2026-11-20T14:30:00.000Z',
  url: `http://gateway.test/payment-link/${ID}`,
  paymentSubscription: null,
  scheduledDate: null,
  metadata: [],
  customInstallmentsValues: [
    { paymentMethod: 'CREDIT_CARD', installments: 10 },
    { paymentMethod: 'PIX', installments: 1 },
  ],
  subSellerResponse: [],
  ...overrides,
});

function serve(answer: PaymentLink) {
  const put: Record<string, unknown>[] = [];
  server.use(
    http.get(`${GATEWAY}/payment/payment-links/${ID}`, () => HttpResponse.json(answer)),
    linkSettingsHandler(),
    http.get(`${GATEWAY}/payment/payment-links/installments-payment`, () =>
      HttpResponse.json({ installmentsToBuyer: [], installmentsToSeller: [] }),
    ),
    http.put(`${GATEWAY}/payment/payment-links/${ID}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      put.push(body);
      return HttpResponse.json({ ...answer, title: (body.paymentOrder as { title: string }).title });
    }),
  );
  return put;
}

const renderEditor = (onDone = vi.fn()) =>
  renderWithApp(<LinkEditor id={ID} recurringPath={null} canPickCustomer={false} onDone={onDone} />, {
    session: demoSession(),
  });

describe('LinkEditor', { timeout: 20_000 }, () => {
  it('opens a one-off link in its form, filled, and saves it with PUT', async () => {
    const put = serve(link());
    const onDone = vi.fn();
    renderEditor(onDone);
    expect(await screen.findByRole('heading', { name: 'Editar link de pagamento' })).toBeTruthy();
    const title = screen.getByLabelText('Título') as HTMLInputElement;
    expect(title.value).toBe('Curso de fotografia');
    expect((screen.getByLabelText('Desconto no Pix (%)') as HTMLInputElement).value).toBe('5');
    fireEvent.change(title, { target: { value: 'Curso de fotografia II' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText(LINK_UPDATED)).toBeTruthy();
    expect(put[0]).toMatchObject({
      type: 'ORDER',
      paymentOrder: { title: 'Curso de fotografia II', value: 199.9 },
    });
    expect(onDone).toHaveBeenCalled();
  });

  it('opens a fast link in the fast form, with its fee bearer', async () => {
    serve(
      link({
        type: 'FAST_ORDER',
        allowedPaymentMethods: {
          creditCardMethod: { type: 'EARLY_SELLER', discount: null },
          bankSlipMethod: null,
          pixMethod: null,
        },
      }),
    );
    renderEditor();
    expect(await screen.findByRole('heading', { name: 'Editar link rápido' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'você' }) as HTMLInputElement).checked).toBe(true);
  });

  it('asks before losing changes, and says a deleted link is not edited', async () => {
    serve(link());
    const onDone = vi.fn();
    const view = renderEditor(onDone);
    fireEvent.change(await screen.findByLabelText('Título'), { target: { value: 'Outro' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('Todas as alterações serão perdidas')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    view.unmount();

    serve(link({ active: false }));
    renderEditor();
    expect(await screen.findByText('Link excluído não pode ser editado.')).toBeTruthy();
  });

  it("shows the edited link's customer by the name it carries, and lets it go back to any customer", async () => {
    const CUSTOMER = '6f1c2a9e-4b7d-4e21-9a3c-1d2e3f4a5b6c';
    const put = serve(link({ uuidSellerClient: CUSTOMER, sellerClient: 'Padaria Estrela' }));
    const asked: string[] = [];
    server.use(
      http.get(`${GATEWAY}/payment/seller-clients/:id`, ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    renderWithApp(
      <LinkEditor
        id={ID}
        recurringPath={null}
        canPickCustomer
        customerPicker={lentCustomerPicker}
        onDone={vi.fn()}
      />,
      { session: demoSession() },
    );
    await screen.findByRole('heading', { name: 'Editar link de pagamento' });
    expect(pickedCustomer('Cliente (opcional)')).toBe('Padaria Estrela');
    expect(asked).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Limpar cliente' }));
    const picker = screen.getByRole('combobox', { name: 'Cliente (opcional)' }) as HTMLInputElement;
    expect(picker.value).toBe('');
    expect(picker.placeholder).toBe('Link para qualquer cliente');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText(LINK_UPDATED)).toBeTruthy();
    expect(put[0]).toMatchObject({ uuidSellerClient: null });
  });
});

import { SUBSCRIPTION_IMPORTED_MESSAGE } from '@balcao/domain/subscriptions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CustomerSlot } from '../../app/customer-slot';
import { Route } from '../../routes/_app.importacao-de-recorrencia';
import { startMswServer } from '../../test/msw';
import { pickDate } from '../../test/pick-date';
import { demoSession, GATEWAY, loaderOf, renderWithApp } from '../../test/render-with-app';
import { expectRouteError, unavailable } from '../../test/route-error';
import { ImportPage } from './import-page';

const server = startMswServer();
const CUSTOMER = '6f1c2a9e-4b7d-4e21-9a3c-1d2e3f4a5b6c';

const plan = {
  id: 3,
  title: 'Clube do Café',
  description: null,
  active: true,
  bullets: [],
  basicValues: [
    { type: 'MONTHLY', value: 59.9, valuePerMonth: 59.9 },
    { type: 'SEMESTER', value: 329.4, valuePerMonth: 54.9 },
    { type: 'YEARLY', value: 598.8, valuePerMonth: 49.9 },
  ],
  idCheckout: null,
  bankSlipDescription: null,
  enableBankSlip: true,
  enableCreditCard: true,
  enablePixPayment: true,
};

/** A stand-in for the customers feature's picker, which the route lends the page. */
const picker: CustomerSlot = ({ value, onChange, error }) => (
  <div>
    <input aria-label="Cliente" value={value} onChange={(event) => onChange(event.target.value)} />
    {error ? <span>{error}</span> : null}
  </div>
);

const renderPage = () =>
  renderWithApp(<ImportPage customerPicker={picker} today="2026-11-24" />, {
    session: demoSession(),
    path: '/importacao-de-recorrencia',
    loader: loaderOf(Route),
  });

describe('ImportPage', { timeout: 20_000 }, () => {
  it('prefills the plan’s price, imports, says so and goes to /recorrencias half a second later', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(`${GATEWAY}/payment/plans`, () =>
        HttpResponse.json({
          content: [plan, { ...plan, id: 4, title: 'Plano Legado', active: false }],
          totalElements: 2,
          totalPages: 1,
          number: 0,
          size: 100,
        }),
      ),
      http.post(`${GATEWAY}/payment/subscriptions`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { router } = renderPage();
    await screen.findByRole('option', { name: 'Clube do Café' });
    expect(screen.queryByRole('option', { name: 'Plano Legado' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText('Preenchimento obrigatório!')).toHaveLength(4);
    fireEvent.change(screen.getByLabelText('Cliente'), { target: { value: CUSTOMER } });
    fireEvent.change(screen.getByLabelText('Plano'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Periodicidade'), { target: { value: 'SEMESTER' } });
    expect((screen.getByLabelText('Valor') as HTMLInputElement).value).toContain('329,40');
    pickDate('Próximo vencimento', '2026-12-10');
    fireEvent.click(screen.getByLabelText('Pix'));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(SUBSCRIPTION_IMPORTED_MESSAGE)).toBeTruthy();
    expect(bodies).toEqual([
      {
        uuidBuyer: CUSTOMER,
        idPlan: 3,
        basicValue: { type: 'SEMESTER', value: 329.4 },
        payment: { method: 'PIX' },
        startDate: '2026-12-10',
      },
    ]);
    expect(router.state.location.pathname).toBe('/importacao-de-recorrencia');
    await waitFor(() => expect(router.state.location.pathname).toBe('/recorrencias'));
  });

  it('adds a plan in the modal, which is then the chosen plan with its price', async () => {
    const created: unknown[] = [];
    const family = {
      ...plan,
      id: 9,
      title: 'Plano Família',
      basicValues: [
        { type: 'MONTHLY', value: 100, valuePerMonth: 100 },
        { type: 'SEMESTER', value: 540, valuePerMonth: 90 },
        { type: 'YEARLY', value: 960, valuePerMonth: 80 },
      ],
    };
    server.use(
      http.get(`${GATEWAY}/payment/plans`, () => {
        const content = created.length ? [plan, family] : [plan];
        return HttpResponse.json({
          content,
          totalElements: content.length,
          totalPages: 1,
          number: 0,
          size: 100,
        });
      }),
      http.post(`${GATEWAY}/payment/plans`, async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json(family, { status: 201 });
      }),
    );
    renderPage();
    await screen.findByRole('option', { name: 'Clube do Café' });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar plano' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar plano' });
    fireEvent.change(within(dialog).getByLabelText('Título'), { target: { value: 'Plano Família' } });
    fireEvent.change(within(dialog).getByLabelText('Valor mensal'), { target: { value: '10000' } });
    fireEvent.change(within(dialog).getByLabelText('Valor semestral (por mês)'), {
      target: { value: '9000' },
    });
    fireEvent.change(within(dialog).getByLabelText('Valor anual (por mês)'), { target: { value: '8000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Plano cadastrado com sucesso!')).toBeTruthy();
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ title: 'Plano Família' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Adicionar plano' })).toBeNull());
    await screen.findByRole('option', { name: 'Plano Família' });
    await waitFor(() => expect((screen.getByLabelText('Plano') as HTMLSelectElement).value).toBe('9'));
    expect((screen.getByLabelText('Valor') as HTMLInputElement).value).toContain('100,00');
  });

  it("loads the plans in the route's loader: a failed read is the route's error state, read again on 'Tentar novamente'", async () => {
    let fail = true;
    server.use(
      http.get(`${GATEWAY}/payment/plans`, () =>
        fail
          ? unavailable('PAY-500')
          : HttpResponse.json({ content: [plan], totalElements: 1, totalPages: 1, number: 0, size: 100 }),
      ),
    );
    renderPage();
    await expectRouteError('PAY-500');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('option', { name: 'Clube do Café' })).toBeTruthy();
  });
});

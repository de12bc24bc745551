import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import { PlanPage } from './plan-page';

const server = startMswServer();

const typeCents = (label: string, digits: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: digits } });

describe('PlanPage', { timeout: 20_000 }, () => {
  it('sends the semester and yearly values as 6 and 12 times the per-month figures, then goes to the list', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${GATEWAY}/payment/plans`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: 9 }, { status: 201 });
      }),
    );
    const { router } = renderWithApp(<PlanPage id={0} plan={null} />, { session: demoSession() });
    expect(await screen.findByRole('heading', { name: 'Novo Plano' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Plano Família' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar item' }));
    fireEvent.change(screen.getByLabelText('Item 1'), { target: { value: 'Até 5 pessoas' } });
    typeCents('Valor mensal', '10000');
    typeCents('Valor semestral (por mês)', '9000');
    typeCents('Valor anual (por mês)', '8000');
    const boleto = screen.getByLabelText('Descrição do boleto');
    fireEvent.change(boleto, { target: { value: 'x'.repeat(131) } });
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByText('A descrição do boleto deve ter no máximo 130 caracteres!')).toBeTruthy();
    expect(bodies).toEqual([]);
    fireEvent.change(boleto, { target: { value: 'Mensalidade da família' } });
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByText('Plano cadastrado com sucesso!')).toBeTruthy();
    expect(bodies).toEqual([
      {
        title: 'Plano Família',
        description: null,
        bullets: [{ description: 'Até 5 pessoas' }],
        basicValues: [
          { type: 'MONTHLY', value: 100, valuePerMonth: 100 },
          { type: 'SEMESTER', value: 540, valuePerMonth: 90 },
          { type: 'YEARLY', value: 960, valuePerMonth: 80 },
        ],
        bankSlipDescription: 'Mensalidade da família',
        enableBankSlip: true,
        enableCreditCard: true,
        enablePixPayment: true,
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/meus-planos'));
  });

  it('shows §5’s messages and sends nothing while the form is incomplete', async () => {
    let sent = 0;
    server.use(
      http.post(`${GATEWAY}/payment/plans`, () => {
        sent++;
        return HttpResponse.json({ id: 9 }, { status: 201 });
      }),
    );
    renderWithApp(<PlanPage id={0} plan={null} />, { session: demoSession() });
    await screen.findByRole('heading', { name: 'Novo Plano' });
    for (const name of ['Cartão de Crédito', 'Boleto', 'Pix']) fireEvent.click(screen.getByLabelText(name));
    expect(screen.queryByLabelText('Descrição do boleto')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    // The title and the three prices, all in the one required voice.
    expect(await screen.findAllByText('Preenchimento obrigatório!')).toHaveLength(4);
    expect(screen.getByText('Selecione ao menos um método de pagamento.')).toBeTruthy();
    expect(sent).toBe(0);
  });
});

import { formatBRL } from '@balcao/domain/money';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { startMswServer } from '../../test/msw';
import { pickDate } from '../../test/pick-date';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import { linkSettingsHandler } from './link-settings.fixture';
import { OrderLinkPage } from './order-link-page';
import { SCHEDULED_WARNING } from './order-link-timing-fields';

const server = startMswServer();
const NOW = new Date('2026-11-20T12:00:00Z');
const ABOVE = 'O valor do split é superior ao valor disponível. Revise os valores para criar o link.';

/** A sub-seller as GET /payment-links/subseller answers it: the server keeps only those that can receive. */
const subSeller = (id: number, name: string) => ({ id, name, paymentType: 'PERCENTAGE', paymentValue: 10 });

/** The calls the form makes, recording the previews asked and the link sent. */
function gateway() {
  const previews: { value: number; subSellers: { paymentValue: number }[] }[] = [];
  const sent: Record<string, unknown>[] = [];
  server.use(
    linkSettingsHandler(),
    http.get(`${GATEWAY}/payment/payment-links/installments-payment`, () =>
      HttpResponse.json({ installmentsToBuyer: [], installmentsToSeller: [] }),
    ),
    http.get(`${GATEWAY}/payment/payment-links/subseller`, () =>
      HttpResponse.json({
        content: [subSeller(1, 'Mariana Costa Ribeiro'), subSeller(4, 'Ateliê Norte')],
        totalElements: 2,
        totalPages: 1,
        number: 0,
        size: 100,
      }),
    ),
    http.post(`${GATEWAY}/payment/payment-links/split-preview`, async ({ request }) => {
      const body = (await request.json()) as (typeof previews)[number];
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
        {
          uuid: '7a000000-0000-4000-8000-0000000000bb',
          ...body,
          url: 'http://gateway.test/x',
          paidUses: 0,
          active: true,
          createdAt: NOW.toISOString(),
        },
        { status: 201 },
      );
    }),
  );
  return { previews, sent };
}

const render = (rights = { split: true, metadata: true }) =>
  renderWithApp(
    <OrderLinkPage
      recurringPath={null}
      canPickCustomer={false}
      rights={rights}
      onDone={vi.fn()}
      now={() => NOW}
    />,
    { session: demoSession() },
  );

async function fillBasics() {
  fireEvent.change(await screen.findByLabelText('Título'), { target: { value: 'Workshop' } });
  fireEvent.change(screen.getByLabelText('Valor'), { target: { value: '10000' } });
}

describe('OrderLinkPage: split, scheduled date and metadata', { timeout: 20_000 }, () => {
  it('split forces card only; ticking Pix turns it off', async () => {
    gateway();
    render();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Pix' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Dividir com sub-vendedores (split)' }));
    expect((screen.getByRole('checkbox', { name: 'Cartão de Crédito' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByRole('checkbox', { name: 'Pix' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pix' }));
    expect(
      (screen.getByRole('checkbox', { name: 'Dividir com sub-vendedores (split)' }) as HTMLInputElement)
        .checked,
    ).toBe(false);
  });

  it('offers the sub-sellers the gateway says can receive; above what is available, shows §4’s message and hides confirm', async () => {
    const { previews, sent } = gateway();
    render();
    await fillBasics();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Dividir com sub-vendedores (split)' }));
    const select = screen.getByLabelText('Sub-vendedor 1') as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBe(3));
    expect([...select.options].map((o) => o.text)).toEqual([
      'Selecione',
      'Mariana Costa Ribeiro',
      'Ateliê Norte',
    ]);
    fireEvent.change(select, { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Percentual 1 (%)'), { target: { value: '99' } });
    expect(await screen.findByText(ABOVE, undefined, { timeout: 4000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Criar link' })).toBeNull();
    // One request for the settled value, never one per keystroke.
    expect(previews.map((p) => p.subSellers[0]!.paymentValue)).toEqual([99]);
    fireEvent.change(screen.getByLabelText('Percentual 1 (%)'), { target: { value: '10,5' } });
    expect(
      await screen.findByText(`Disponível para você: ${formatBRL(8551).replace(/\s/g, ' ')}`, undefined, {
        timeout: 4000,
      }),
    ).toBeTruthy();
    const submit = await screen.findByRole('button', { name: 'Criar link' });
    fireEvent.click(submit);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      subSellerPaymentRequest: [{ idSubSeller: 1, paymentType: 'PERCENTAGE', paymentValue: 10.5 }],
      allowedPaymentMethods: { creditCardMethod: { type: 'EARLY' }, bankSlipMethod: null, pixMethod: null },
      metadata: [],
    });
  });

  it('without the rights: no split or metadata section, and the request leaves them out (the link keeps its own)', async () => {
    const { sent } = gateway();
    render({ split: false, metadata: false });
    await fillBasics();
    expect(screen.queryByRole('checkbox', { name: 'Dividir com sub-vendedores (split)' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Metadados' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cartão de Crédito' }));
    fireEvent.click(screen.getByRole('button', { name: 'Criar link' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('subSellerPaymentRequest');
    expect(sent[0]).not.toHaveProperty('metadata');
  });

  it('a scheduled charge shows its warning, needs its date and sends it; boleto in 3x and metadata go along', async () => {
    const { sent } = gateway();
    render();
    await fillBasics();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Boleto' }));
    fireEvent.change(screen.getByLabelText('Parcelas no boleto'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Agendar a cobrança' }));
    expect(screen.getByText(SCHEDULED_WARNING)).toBeTruthy();
    expect(screen.queryByLabelText('Vencimento do boleto e do Pix (opcional)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar metadado' }));
    fireEvent.click(screen.getByRole('button', { name: 'Criar link' }));
    expect((await screen.findAllByText('Preenchimento obrigatório!')).length).toBe(2);
    pickDate('Data da cobrança', '2026-11-30');
    fireEvent.change(screen.getByLabelText('Chave 1'), { target: { value: 'pedido' } });
    fireEvent.change(screen.getByLabelText('Conteúdo 1'), { target: { value: 'A-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Criar link' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      scheduledDate: '2026-11-30',
      metadata: [{ key: 'pedido', value: 'A-1' }],
      paymentOrder: {
        customInstallmentsValues: [{ paymentMethod: 'BANK_SLIP', installments: 3 }],
        expirationDate: null,
      },
    });
  });
  it("'Expira em' needs its day once ticked and sends the wall time chosen", async () => {
    const { sent } = gateway();
    render();
    await fillBasics();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cartão de Crédito' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Definir data de expiração do link' }));
    expect(screen.getByRole('group', { name: 'Expira em' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Criar link' }));
    expect(await screen.findByText('Preenchimento obrigatório!')).toBeTruthy();
    expect(sent).toHaveLength(0);
    pickDate('Data', '2026-11-30');
    fireEvent.change(screen.getByLabelText('Horário'), { target: { value: '10:15' } });
    expect(screen.queryByText('Preenchimento obrigatório!')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Criar link' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ paymentOrder: { timer: '2026-11-30T10:15:00' } });
  });

  it('a split line speaks for its missing sub-seller and its percent', async () => {
    const { sent } = gateway();
    render();
    await fillBasics();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Dividir com sub-vendedores (split)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar sub-vendedor' }));
    expect(screen.getByLabelText('Sub-vendedor 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remover sub-vendedor 2' }));
    expect(screen.queryByLabelText('Sub-vendedor 2')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Criar link' }));
    expect((await screen.findAllByText('Preenchimento obrigatório!')).length).toBe(2);
    expect(sent).toHaveLength(0);
  });
});

import { NOT_REFUNDABLE } from '@balcao/domain/charges';
import { maskBankSlip } from '@balcao/domain/forms';
import { formatBRL } from '@balcao/domain/money';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { startMswServer } from '../../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../../test/render-with-app';
import type { Charge } from '../api';
import { CHARGE_ID as ID, LINHA_DIGITAVEL as LINE, noInvoiceHandlers, stored } from './charge.fixture';
import { DELETED, PAID_MANUALLY, PAY_FAILED } from './charge-actions';
import { ChargeDetailPage } from './charge-detail-page';

const server = startMswServer();
const PIX_CODE = '00020126360014BR.GOV.BCB.PIX0114+5551932217788520400005303986540515.505802BR6304ABCD';
const QR = 'data:image/png;base64,iVBORw0KGgo=';

interface Calls {
  patch: number;
  deletes: number;
  eligibility: number;
}

function serve(charge: Charge, options: { patchStatus?: number } = {}) {
  const calls: Calls = { patch: 0, deletes: 0, eligibility: 0 };
  let current = charge;
  server.use(
    http.get(`${GATEWAY}/payment/charges/${ID}`, () => HttpResponse.json(current)),
    http.patch(`${GATEWAY}/payment/charges/${ID}/manual-pay`, async () => {
      calls.patch += 1;
      if (options.patchStatus) {
        return HttpResponse.json(
          { errors: [{ code: 'CHARGE_STATUS', description: 'Status não permite' }] },
          { status: options.patchStatus },
        );
      }
      current = { ...current, status: 'PAID_MANUALLY', paidDate: '2026-11-21' };
      return HttpResponse.json(current);
    }),
    http.delete(`${GATEWAY}/payment/charges/${ID}`, () => {
      calls.deletes += 1;
      current = { ...current, status: 'CANCELED' };
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${GATEWAY}/payment/charges/${ID}/refunds/eligibility`, () => {
      calls.eligibility += 1;
      return HttpResponse.json({
        data: { isEligible: false, availableAmount: 0, partialAllowed: false, reason: 'Sem saldo' },
      });
    }),
    ...noInvoiceHandlers(ID),
  );
  return calls;
}

async function renderPage(session = demoSession()) {
  const view = renderWithApp(<ChargeDetailPage id={ID} />, { session });
  await screen.findByRole('heading', { level: 1, name: 'Oficina Sul Serviços' });
  return { ...view, user: userEvent.setup() };
}

describe('ChargeDetailPage', { timeout: 20_000 }, () => {
  it('shows the customer, the masked linha digitável and copies it', async () => {
    serve(stored());
    const { user } = await renderPage();
    const name = screen.getByRole('link', { name: 'Oficina Sul Serviços' });
    expect(name.getAttribute('href')).toBe('/clientes/6f1c2a9e-4b7d-4e21-9a3c-1d2e3f4a5b6c');
    expect(name.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/5551932217788',
    );
    expect(screen.getByRole('link', { name: 'contato@oficinasul.com.br' }).getAttribute('href')).toBe(
      'mailto:contato@oficinasul.com.br',
    );
    expect(screen.getByText('34.190.875/0001-15')).toBeTruthy();
    expect(screen.getByText(maskBankSlip(LINE))).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Informações gerais' }).textContent).toContain(
      formatBRL(15050),
    );
    expect(screen.getByText('Atrasada')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Copiar linha digitável' }));
    expect(await navigator.clipboard.readText()).toBe(LINE);
    expect(await screen.findByText('Código copiado para a área de transferência.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copiar ID da cobrança' }));
    expect(await screen.findByText('ID copiado para a área de transferência.')).toBeTruthy();
    // A boleto has no refund flow and an admin without SELLER_FINANCES sees no receivables.
    expect(screen.queryByRole('button', { name: /Estornar cobrança/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Recebíveis' })).toBeNull();
  });

  it('shows the Pix copia e cola and its QR in their own section while the charge can be paid', async () => {
    serve(stored({ paymentMethod: 'PIX', boleto: null, pix: { brCode: PIX_CODE, qrCode: QR } }));
    await renderPage();
    const codes = screen.getByRole('region', { name: 'Dados para pagamento' });
    expect(within(codes).getByText(PIX_CODE)).toBeTruthy();
    expect(within(codes).getByRole('img', { name: 'QR Code Pix da cobrança' })).toBeTruthy();
    expect(within(codes).getByRole('button', { name: 'Copiar Pix copia e cola' })).toBeTruthy();
  });

  it.each(['PAID', 'PAID_MANUALLY', 'CANCELED', 'REFUND'] as const)(
    'shows no payment code on a %s charge',
    async (status) => {
      serve(stored({ status, pix: { brCode: PIX_CODE, qrCode: QR } }));
      await renderPage();
      expect(screen.queryByRole('region', { name: 'Dados para pagamento' })).toBeNull();
      expect(screen.queryByText(maskBankSlip(LINE))).toBeNull();
      expect(screen.queryByText(PIX_CODE)).toBeNull();
      expect(screen.queryByRole('img', { name: 'QR Code Pix da cobrança' })).toBeNull();
      expect(screen.queryByRole('button', { name: /Copiar (linha digitável|Pix)/ })).toBeNull();
    },
  );

  it("names the split's provider in words, never the gateway's code", async () => {
    serve(stored({ status: 'PAID', paidDate: '2026-11-09' }));
    server.use(
      http.get(`${GATEWAY}/payment/charges/${ID}/split`, () =>
        HttpResponse.json({
          data: [
            {
              idSplit: '5b7a0c1e-2f3d-4a5b-8c6d-7e8f9a0b1c2d',
              executionDate: '2026-11-10',
              subSellerName: 'Mariana Ribeiro',
              providerType: 'CARTAO_CREDITO',
              amount: 15.05,
            },
          ],
          sellerAmount: 134.85,
        }),
      ),
    );
    await renderPage(demoSession({ features: ['view_split_subseller_payment_link'] }));
    const split = await screen.findByRole('region', { name: 'Split' });
    expect(within(split).getByText('Cartão de Crédito')).toBeTruthy();
    expect(split.textContent).not.toContain('CARTAO_CREDITO');
    // The seller's part of a paid split link's charge.
    expect(await screen.findByText(`Sua parte: ${formatBRL(13485).replace(/\s/g, ' ')}`)).toBeTruthy();
  });

  it("marks a late charge paid only after the confirmation, once, and shows 'Sim'", async () => {
    const calls = serve(stored());
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Alterar para paga' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Alterar para paga' });
    expect(calls.patch).toBe(0);
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar' });
    await user.dblClick(confirm);
    expect(await screen.findByText(PAID_MANUALLY)).toBeTruthy();
    expect(calls.patch).toBe(1);
    expect(await screen.findByText('Paga Manualmente')).toBeTruthy();
    expect(screen.getByText('Sim')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Alterar para paga' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir cobrança' })).toBeNull();
  });

  it('keeps the confirmation open and shows the error when manual payment fails', async () => {
    serve(stored(), { patchStatus: 409 });
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Alterar para paga' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Alterar para paga' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(PAY_FAILED)).toBeTruthy();
    expect(screen.getByRole('alertdialog', { name: 'Alterar para paga' })).toBeTruthy();
    expect(screen.getByText('Atrasada')).toBeTruthy();
  });

  it('deletes after Sim; the canceled charge offers neither delete nor manual payment', async () => {
    const calls = serve(stored());
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Excluir cobrança' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir cobrança' });
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(DELETED)).toBeTruthy();
    expect(calls.deletes).toBe(1);
    expect(await screen.findByText('Cancelada')).toBeTruthy();
    // CANCELED: no delete, and the manual-payment block is hidden entirely.
    expect(screen.queryByRole('button', { name: 'Excluir cobrança' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Alterar para paga' })).toBeNull();
  });

  it('disables delete and hides manual payment while an anticipation is active', async () => {
    serve(stored({ anticipated: true }));
    await renderPage();
    expect((screen.getByRole('button', { name: 'Excluir cobrança' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: 'Alterar para paga' })).toBeNull();
  });

  it("disables 'Estornar cobrança' with its tooltip when the charge is not eligible", async () => {
    const calls = serve(
      stored({ status: 'PAID', paymentMethod: 'PIX', boleto: null, paidDate: '2026-11-20' }),
    );
    await renderPage(demoSession({ features: ['view_seller_refund'] }));
    const refund = await screen.findByRole('button', { name: 'Estornar cobrança' });
    expect((refund as HTMLButtonElement).disabled).toBe(true);
    expect(refund.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('tooltip', { hidden: true }).textContent).toBe(NOT_REFUNDABLE);
    expect(calls.eligibility).toBe(1);
    expect(screen.getByText('Sim')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Excluir cobrança' })).toBeNull();
  });

  it('hides every refund action with view_disable_refund', async () => {
    const calls = serve(
      stored({ status: 'PAID', paymentMethod: 'PIX', boleto: null, paidDate: '2026-11-20' }),
    );
    await renderPage(demoSession({ features: ['view_seller_refund', 'view_disable_refund'] }));
    expect(screen.queryByRole('button', { name: /Estornar cobrança/ })).toBeNull();
    expect(calls.eligibility).toBe(0);
  });

  it('opens the failed attempt with its reason, or Sem dados de erro', async () => {
    const attempt = {
      status: 'FAILED' as const,
      expirationDate: '2026-11-20',
      createdAt: '2026-11-20T15:00:00Z',
      value: 150.5,
      errorTimestamp: '2026-11-20T15:00:05Z',
    };
    serve(
      stored({
        status: 'FAILED',
        paymentMethod: 'CREDIT_CARD',
        boleto: null,
        cardResponse: { last4digits: '0002', brand: 'Visa', cardHolderName: 'ANA SOUZA' },
        chargesTries: [
          {
            ...attempt,
            uuid: 'a1',
            errorTransactionalResponse: JSON.stringify({
              errors: [{ codeReason: '05', message: 'Transação não autorizada pelo emissor.' }],
            }),
          },
          { ...attempt, uuid: 'a2', errorTransactionalResponse: null },
        ],
      }),
    );
    const { user } = await renderPage();
    expect(screen.getByText('•••• 0002')).toBeTruthy();
    const attempts = screen.getByRole('table', { name: 'Histórico de tentativas' });
    const [first, second] = within(attempts).getAllByRole('button', { name: 'Falhou' });
    await user.click(first as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Tentativa com falha' });
    expect(within(dialog).getByText('05 - Transação não autorizada pelo emissor.')).toBeTruthy();
    expect(within(dialog).getByText('20/11/2026 12:00')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(second as HTMLElement);
    expect(await screen.findByText('Sem dados de erro')).toBeTruthy();
  });

  it('shows the receivables to SELLER_FINANCES', async () => {
    serve(stored({ status: 'PAID', paidDate: '2026-11-20' }));
    server.use(
      http.get(`${GATEWAY}/payment/redeems/statement/charge/${ID}`, () =>
        HttpResponse.json({
          data: [
            {
              uuid: 's1',
              statementType: 'CREDIT',
              amount: 148.01,
              executionDate: '2026-11-21',
              description: 'Crédito de boleto',
              creditOperation: 'BOLETO',
            },
          ],
        }),
      ),
    );
    await renderPage(demoSession({ roles: ['SELLER_ADMIN', 'SELLER_FINANCES'] }));
    const table = await screen.findByRole('table', { name: 'Recebíveis' });
    expect(await within(table).findByText('Crédito de boleto')).toBeTruthy();
    expect(table.textContent).toContain(formatBRL(14801));
  });

  it('shows in its general information what was refunded and what is left (issue 25)', async () => {
    const refund = (uuid: string, amount: number, status: 'REFUNDED' | 'PROCESSING' | 'FAILED') => ({
      uuid,
      amount,
      status,
      channel: 'ONLINE' as const,
      createdAt: '2026-11-21T13:00:00Z',
    });
    serve(
      stored({
        status: 'PAID',
        paymentMethod: 'CREDIT_CARD',
        installments: 10,
        paidDate: '2026-11-20',
        value: 1727.4,
        refunds: [refund('r1', 518.22, 'REFUNDED'), refund('r2', 100, 'FAILED')],
        availableRefundAmount: 1209.18,
      }),
    );
    await renderPage();
    const general = screen.getByRole('region', { name: 'Informações gerais' });
    const fact = (term: string) => within(general).getByText(term).nextElementSibling?.textContent;
    expect(fact('Valor')).toBe(formatBRL(172740));
    expect(fact('Estornado')).toBe(formatBRL(51822));
    expect(fact('Valor restante')).toBe(formatBRL(120918));
  });

  it('says nothing of refunds while there are none', async () => {
    serve(stored({ status: 'PAID', paidDate: '2026-11-20' }));
    await renderPage();
    const general = screen.getByRole('region', { name: 'Informações gerais' });
    expect(within(general).queryByText('Estornado')).toBeNull();
    expect(within(general).queryByText('Valor restante')).toBeNull();
  });
});

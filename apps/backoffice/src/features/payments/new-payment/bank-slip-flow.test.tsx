import { barcodeToLinhaDigitavel, buildBoletoBarcode } from '@balcao/domain/boletos';
import { formatBRL } from '@balcao/domain/money';
import { BANK_SLIP_MESSAGES, maskBarcodeInput, NEW_PAYMENT_MESSAGES } from '@balcao/domain/payables';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { startMswServer } from '../../../test/msw';
import { canPickDate, shownDate } from '../../../test/pick-date';
import { demoSession, renderWithApp } from '../../../test/render-with-app';
import { aSlipCheck, GATEWAY_NOW, payablesGateway, TODAY } from './new-payment.fixture';
import { NewPaymentDrawer } from './new-payment-drawer';

const server = startMswServer();
const money = (cents: number) => formatBRL(cents).replace(/\s/g, ' ');

const BARCODE = buildBoletoBarcode({
  bankCode: '341',
  currency: '9',
  dueDate: '2026-12-10',
  amountCents: 123_456,
  freeField: '1234567890123456789012345',
});
const LINE = barcodeToLinhaDigitavel(BARCODE)!;
/** The same line with its last check digit of the first field changed. */
const WRONG_LINE = `${LINE.slice(0, 9)}${(Number(LINE[9]) + 1) % 10}${LINE.slice(10)}`;
const UTILITY_LINE = '846100000005246100291102005460339004695895061080';

async function toBarcodeStep() {
  renderWithApp(<NewPaymentDrawer open onOpenChange={() => undefined} />, {
    session: demoSession({ roles: [], bankingRoles: ['BANKING_PAYMENT_REQUEST'] }),
    gatewayNow: GATEWAY_NOW,
  });
  const drawer = await screen.findByRole('dialog', { name: 'Novo pagamento' });
  fireEvent.click(within(drawer).getByRole('radio', { name: /Boleto/ }));
  fireEvent.click(within(drawer).getByRole('button', { name: 'Continuar' }));
  const field = (await within(drawer).findByLabelText('Código de barras')) as HTMLInputElement;
  return { drawer, field };
}

const click = (drawer: HTMLElement, name: string) =>
  fireEvent.click(within(drawer).getByRole('button', { name }));

describe('NewPaymentDrawer: bank slip', { timeout: 20_000 }, () => {
  it('masks the line as printed, 48-digit utility lines too, never past 60 characters', async () => {
    payablesGateway(server);
    const { field } = await toBarcodeStep();
    fireEvent.change(field, { target: { value: LINE } });
    expect(field.value).toBe(maskBarcodeInput(LINE));
    expect(field.value).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    fireEvent.change(field, { target: { value: UTILITY_LINE } });
    expect(field.value).toBe('84610000000-5 24610029110-2 00546033900-4 69589506108-0');
    fireEvent.change(field, { target: { value: `${UTILITY_LINE}999999 abc` } });
    expect(field.value.length).toBeLessThanOrEqual(60);
    expect(field.maxLength).toBe(60);
  });

  it('refuses an invalid barcode on screen: no request is sent', async () => {
    const sent = payablesGateway(server);
    const { drawer, field } = await toBarcodeStep();
    click(drawer, 'Continuar');
    expect(within(drawer).getByText(BANK_SLIP_MESSAGES.required)).toBeTruthy();
    // Each refused Continuar ends (react-form's submit settles) before the next, as between two clicks.
    await act(async () => {});
    fireEvent.change(field, { target: { value: LINE.slice(0, 40) } });
    click(drawer, 'Continuar');
    expect(within(drawer).getByText(BANK_SLIP_MESSAGES.length)).toBeTruthy();
    await act(async () => {});
    fireEvent.change(field, { target: { value: WRONG_LINE } });
    click(drawer, 'Continuar');
    expect(within(drawer).getByText(BANK_SLIP_MESSAGES.invalid)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    // Still on the barcode step, and the gateway never heard of it.
    expect(within(drawer).getByLabelText('Código de barras')).toBe(field);
    expect(sent).toEqual([]);
  });

  it('looks the slip up, reviews it, goes back to the barcode, and requests the payment', async () => {
    const sent = payablesGateway(server, {
      check: () =>
        HttpResponse.json(aSlipCheck({ bankSlipKey: BARCODE, barCode: BARCODE, digitableLine: LINE })),
    });
    const { drawer, field } = await toBarcodeStep();
    fireEvent.change(field, { target: { value: LINE } });
    click(drawer, 'Continuar');
    expect(await within(drawer).findByText('Imobiliária Central Ltda')).toBeTruthy();
    expect(within(drawer).getByText('ITAÚ UNIBANCO S.A.')).toBeTruthy();
    expect(within(drawer).getByText(money(123_456))).toBeTruthy();
    expect(within(drawer).getByText('10/12/2026')).toBeTruthy();
    expect(within(drawer).getByText(maskBarcodeInput(LINE))).toBeTruthy();
    expect(sent).toEqual([{ path: '/payments/create', body: { type: 'BANK_SLIP', barCode: LINE } }]);
    // Back from the review (step 2) is the barcode (step 0), still filled in.
    click(drawer, 'Voltar');
    expect((within(drawer).getByLabelText('Código de barras') as HTMLInputElement).value).toBe(field.value);
    click(drawer, 'Continuar');
    await within(drawer).findByText('10/12/2026');
    click(drawer, 'Continuar');

    await within(drawer).findByRole('button', { name: /^Data do pagamento / });
    expect(shownDate('Data do pagamento')).toContain('10/12/2026');
    expect(canPickDate('Data do pagamento', TODAY)).toBe(true);
    expect(canPickDate('Data do pagamento', '2026-11-24')).toBe(false);
    click(drawer, 'Finalizar pagamento');
    expect(within(drawer).getByText(BANK_SLIP_MESSAGES.description)).toBeTruthy();
    expect(sent.filter((request) => request.path === '/payments')).toEqual([]);
    fireEvent.change(within(drawer).getByLabelText('Descrição'), {
      target: { value: 'Aluguel de dezembro' },
    });
    const centers = within(drawer).getByLabelText('Centro de custo') as HTMLSelectElement;
    expect([...centers.options].map((option) => option.textContent)).toEqual([
      'Selecione',
      'Financeiro',
      'Marketing',
      'Operacional',
      'Administrativo',
    ]);
    fireEvent.change(centers, { target: { value: 'financeiro' } });
    click(drawer, 'Finalizar pagamento');
    expect(await within(drawer).findByText(NEW_PAYMENT_MESSAGES.requested)).toBeTruthy();
    expect(sent.filter((request) => request.path === '/payments')).toEqual([
      {
        path: '/payments',
        body: {
          type: 'BANK_SLIP',
          barCode: BARCODE,
          paymentDate: '2026-12-10',
          description: 'Aluguel de dezembro',
          costCenter: 'financeiro',
        },
      },
    ]);
  });

  it("toasts 'Código de barras inválido' and returns to the barcode when the bank refuses it", async () => {
    payablesGateway(server, {
      check: () =>
        HttpResponse.json(
          { errors: [{ code: 'INVALID_BARCODE', description: 'Código de barras inválido' }] },
          { status: 400 },
        ),
    });
    const { drawer, field } = await toBarcodeStep();
    fireEvent.change(field, { target: { value: LINE } });
    click(drawer, 'Continuar');
    expect(await screen.findByText(BANK_SLIP_MESSAGES.invalid)).toBeTruthy();
    expect(await within(drawer).findByLabelText('Código de barras')).toBeTruthy();
  });

  it('asks the amount of a slip that carries none', async () => {
    const sent = payablesGateway(server, {
      check: () =>
        HttpResponse.json(
          aSlipCheck({
            amount: null,
            kind: 'UTILITY',
            bankCode: null,
            bankName: null,
            dueDate: null,
            recipientName: 'Conta de consumo',
            digitableLine: UTILITY_LINE,
            bankSlipKey: '84610000000246100291100054603390069589506108',
          }),
        ),
    });
    const { drawer, field } = await toBarcodeStep();
    fireEvent.change(field, { target: { value: UTILITY_LINE } });
    click(drawer, 'Continuar');
    const amount = await within(drawer).findByLabelText('Valor do boleto');
    click(drawer, 'Continuar');
    expect(within(drawer).getByText(BANK_SLIP_MESSAGES.amount)).toBeTruthy();
    fireEvent.change(amount, { target: { value: '2461' } });
    click(drawer, 'Continuar');
    fireEvent.change(await within(drawer).findByLabelText('Descrição'), { target: { value: 'Luz' } });
    click(drawer, 'Finalizar pagamento');
    await within(drawer).findByText(NEW_PAYMENT_MESSAGES.requested);
    expect(sent.at(-1)?.body).toEqual({
      type: 'BANK_SLIP',
      barCode: '84610000000246100291100054603390069589506108',
      amount: 24.61,
      paymentDate: TODAY,
      description: 'Luz',
    });
  });
});

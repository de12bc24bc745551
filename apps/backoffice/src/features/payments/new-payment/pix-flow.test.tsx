import { formatBRL } from '@balcao/domain/money';
import { NEW_PAYMENT_MESSAGES } from '@balcao/domain/payables';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { startMswServer } from '../../../test/msw';
import { canPickDate, pickDate, shownDate } from '../../../test/pick-date';
import { demoSession, renderWithApp } from '../../../test/render-with-app';
import { aPixCheck, GATEWAY_NOW, payablesGateway } from './new-payment.fixture';
import { NewPaymentDrawer } from './new-payment-drawer';

const server = startMswServer();
const money = (cents: number) => formatBRL(cents).replace(/\s/g, ' ');

let router: ReturnType<typeof renderWithApp>['router'];

async function open(onOpenChange = vi.fn()) {
  ({ router } = renderWithApp(<NewPaymentDrawer open onOpenChange={onOpenChange} />, {
    session: demoSession({ roles: [], bankingRoles: ['BANKING_PAYMENT_REQUEST'] }),
    gatewayNow: GATEWAY_NOW,
  }));
  return screen.findByRole('dialog', { name: 'Novo pagamento' });
}

const button = (drawer: HTMLElement, name: string) =>
  within(drawer).getByRole('button', { name }) as HTMLButtonElement;

async function toKeyStep(drawer: HTMLElement, cents = '15000') {
  fireEvent.click(within(drawer).getByRole('radio', { name: /Pix/ }));
  fireEvent.click(button(drawer, 'Continuar'));
  await within(drawer).findByText(`Saldo disponível: ${money(100_000)}`);
  fireEvent.change(within(drawer).getByLabelText('Valor'), { target: { value: cents } });
  fireEvent.click(button(drawer, 'Continuar'));
  return within(drawer).findByLabelText('Chave Pix');
}

describe('NewPaymentDrawer: a payment half filled', { timeout: 20_000 }, () => {
  it('asks before it is lost to back or a reload', async () => {
    payablesGateway(server);
    const drawer = await open();
    await toKeyStep(drawer);
    const reload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(true);
    void router.navigate({ to: '/cobrancas' });
    const ask = await screen.findByRole('alertdialog', { name: 'Descartar alterações?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(within(drawer).getByLabelText('Chave Pix')).toBeTruthy();
  });
});

describe('NewPaymentDrawer: method step', { timeout: 20_000 }, () => {
  it('keeps Continuar disabled until a method is chosen, and Voltar returns to the choice', async () => {
    payablesGateway(server);
    const onOpenChange = vi.fn();
    const drawer = await open(onOpenChange);
    expect(button(drawer, 'Continuar').disabled).toBe(true);
    fireEvent.click(within(drawer).getByRole('radio', { name: /Boleto/ }));
    expect(button(drawer, 'Continuar').disabled).toBe(false);
    fireEvent.click(button(drawer, 'Continuar'));
    expect(await within(drawer).findByLabelText('Código de barras')).toBeTruthy();
    fireEvent.click(button(drawer, 'Voltar'));
    expect((within(drawer).getByRole('radio', { name: /Boleto/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(button(drawer, 'Cancelar'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

function Reopening() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        + Novo pagamento
      </button>
      <NewPaymentDrawer open={open} onOpenChange={setOpen} />
    </>
  );
}

describe('NewPaymentDrawer: reopening', { timeout: 20_000 }, () => {
  it('starts again at the method choice each time it opens', async () => {
    payablesGateway(server);
    renderWithApp(<Reopening />, {
      session: demoSession({ roles: [], bankingRoles: ['BANKING_PAYMENT_REQUEST'] }),
      gatewayNow: GATEWAY_NOW,
    });
    fireEvent.click(await screen.findByRole('button', { name: '+ Novo pagamento' }));
    let drawer = await screen.findByRole('dialog', { name: 'Novo pagamento' });
    await toKeyStep(drawer);
    fireEvent.click(within(drawer).getAllByRole('button', { name: 'Fechar' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '+ Novo pagamento' }));
    drawer = await screen.findByRole('dialog', { name: 'Novo pagamento' });
    expect(within(drawer).getByRole('group', { name: 'Forma de pagamento' })).toBeTruthy();
    expect((within(drawer).getByRole('radio', { name: /Pix/ }) as HTMLInputElement).checked).toBe(false);
  });
});

describe('NewPaymentDrawer: Pix', { timeout: 20_000 }, () => {
  it('asks for an amount above zero and within the balance', async () => {
    payablesGateway(server);
    const drawer = await open();
    fireEvent.click(within(drawer).getByRole('radio', { name: /Pix/ }));
    fireEvent.click(button(drawer, 'Continuar'));
    await within(drawer).findByText(`Saldo disponível: ${money(100_000)}`);
    const amount = within(drawer).getByLabelText('Valor');
    fireEvent.click(button(drawer, 'Continuar'));
    expect(within(drawer).getByText(NEW_PAYMENT_MESSAGES.amountRequired)).toBeTruthy();
    fireEvent.change(amount, { target: { value: '100001' } });
    expect(within(drawer).getByText(NEW_PAYMENT_MESSAGES.amountAboveBalance)).toBeTruthy();
    expect(button(drawer, 'Continuar').disabled).toBe(true);
    fireEvent.change(amount, { target: { value: '100000' } });
    expect(button(drawer, 'Continuar').disabled).toBe(false);
  });

  it('refuses malformed keys and bad documents on screen, without a lookup', async () => {
    const sent = payablesGateway(server);
    const drawer = await open();
    const key = await toKeyStep(drawer);
    fireEvent.click(button(drawer, 'Continuar'));
    expect(within(drawer).getByText('A chave Pix é obrigatória')).toBeTruthy();
    for (const [typed, message] of [
      ['12345678900', 'CPF ou CNPJ inválido'],
      ['12.345.678/0001-00', 'CPF ou CNPJ inválido'],
      ['abc@', 'Formato de chave Pix inválido'],
      ['7d3f2a9c-4b1e', 'Formato de chave Pix inválido'],
    ] as const) {
      // The refused Continuar before ends (react-form's submit settles), as between two clicks.
      await act(async () => {});
      fireEvent.change(key, { target: { value: typed } });
      fireEvent.click(button(drawer, 'Continuar'));
      expect(within(drawer).getByText(message)).toBeTruthy();
    }
    expect(sent).toEqual([]);
  });

  it('looks the key up, confirms the recipient and requests the payment once', async () => {
    const sent = payablesGateway(server, { check: () => HttpResponse.json(aPixCheck()) });
    const drawer = await open();
    const key = await toKeyStep(drawer);
    fireEvent.change(key, { target: { value: '123.456.789-09' } });
    fireEvent.click(button(drawer, 'Continuar'));
    expect(await within(drawer).findByText('Marina Costa Ribeiro')).toBeTruthy();
    expect(within(drawer).getByText('***.456.789-**')).toBeTruthy();
    expect(within(drawer).getByText('NU PAGAMENTOS S.A. - INSTITUIÇÃO DE PAGAMENTO')).toBeTruthy();
    expect(within(drawer).getByText(money(15_000))).toBeTruthy();
    expect(sent[0]).toEqual({
      path: '/payments/create',
      body: { type: 'PIX', pixKey: '12345678909', pixAmount: 150, isFavorite: false },
    });
    // Voltar from the confirmation returns to the key, which is kept.
    fireEvent.click(button(drawer, 'Voltar'));
    expect((within(drawer).getByLabelText('Chave Pix') as HTMLInputElement).value).toBe('123.456.789-09');
    fireEvent.click(button(drawer, 'Continuar'));
    await within(drawer).findByText('Marina Costa Ribeiro');

    expect(shownDate('Data da transferência')).toContain('25/11/2026');
    // A day before today cannot be chosen on the calendar (the server refuses one all the same).
    expect(canPickDate('Data da transferência', '2026-11-24')).toBe(false);
    pickDate('Data da transferência', '2026-12-01');
    fireEvent.change(within(drawer).getByLabelText('Descrição'), { target: { value: 'Frete de novembro' } });
    fireEvent.change(within(drawer).getByLabelText('Centro de custo'), { target: { value: 'vendas' } });
    fireEvent.click(within(drawer).getByLabelText('Salvar nos favoritos'));
    fireEvent.change(within(drawer).getByLabelText('Apelido'), { target: { value: 'Marina' } });
    const finish = button(drawer, 'Finalizar pagamento');
    fireEvent.click(finish);
    fireEvent.click(finish);
    expect(await within(drawer).findByText(NEW_PAYMENT_MESSAGES.requested)).toBeTruthy();
    expect(await screen.findByText(NEW_PAYMENT_MESSAGES.pixRequested)).toBeTruthy();
    // Only what is true: the payment waits for an approver, nothing was processed yet.
    expect(within(drawer).getByRole('status').textContent).toBe(
      'Pagamento enviado para aprovaçãoEle fica na aba Em aprovação de Pagamentos até um administrador da conta PJ aprová-lo; só então é executado na data escolhida.',
    );
    expect(document.body.textContent).not.toMatch(/processad/i);
    const requests = sent.filter((request) => request.path === '/payments');
    expect(requests).toEqual([
      {
        path: '/payments',
        body: {
          type: 'PIX',
          pixKey: '12345678909',
          amount: 150,
          paymentDate: '2026-12-01',
          description: 'Frete de novembro',
          costCenter: 'vendas',
          isFavorite: true,
          nickname: 'Marina',
        },
      },
    ]);
    expect(within(drawer).queryByRole('button', { name: 'Voltar' })).toBeNull();
    expect(within(drawer).getAllByRole('button', { name: 'Fechar' }).length).toBeGreaterThan(0);
  });

  it('refuses a description over 100 characters on the confirm step, and sends once it fits', async () => {
    const sent = payablesGateway(server, { check: () => HttpResponse.json(aPixCheck()) });
    const drawer = await open();
    fireEvent.change(await toKeyStep(drawer), { target: { value: 'marina@example.com' } });
    fireEvent.click(button(drawer, 'Continuar'));
    await within(drawer).findByText('Marina Costa Ribeiro');
    const description = within(drawer).getByLabelText('Descrição');
    fireEvent.change(description, { target: { value: 'a'.repeat(101) } });
    fireEvent.click(button(drawer, 'Finalizar pagamento'));
    expect(within(drawer).getByText(NEW_PAYMENT_MESSAGES.descriptionTooLong)).toBeTruthy();
    expect(sent.filter((request) => request.path === '/payments')).toEqual([]);
    fireEvent.change(description, { target: { value: 'Frete' } });
    fireEvent.click(button(drawer, 'Finalizar pagamento'));
    expect(await within(drawer).findByText(NEW_PAYMENT_MESSAGES.requested)).toBeTruthy();
    expect(sent.filter((request) => request.path === '/payments')).toEqual([
      {
        path: '/payments',
        body: {
          type: 'PIX',
          pixKey: '12345678909',
          amount: 150,
          paymentDate: '2026-11-25',
          description: 'Frete',
        },
      },
    ]);
  });

  it('picks a favourite found by name, nickname or key', async () => {
    const sent = payablesGateway(server, {
      check: () =>
        HttpResponse.json(
          aPixCheck({
            recipientName: 'João Pedro Almeida',
            pixKey: '+5521998877665',
            isFavorite: true,
          }),
        ),
    });
    const drawer = await open();
    await toKeyStep(drawer);
    const search = within(drawer).getByLabelText('Buscar favorito');
    await within(drawer).findByRole('button', { name: /Papelaria Aurora/ });
    fireEvent.change(search, { target: { value: 'ninguém' } });
    expect(within(drawer).getByText(NEW_PAYMENT_MESSAGES.noFavorites)).toBeTruthy();
    fireEvent.change(search, { target: { value: 'joao' } });
    expect(within(drawer).queryByRole('button', { name: /Papelaria Aurora/ })).toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: /João Pedro Almeida/ }));
    expect((within(drawer).getByLabelText('Chave Pix') as HTMLInputElement).value).toBe('+5521998877665');
    fireEvent.click(button(drawer, 'Continuar'));
    await within(drawer).findByText('Chave Pix', { selector: 'dt' });
    expect(sent[0]?.body).toMatchObject({ pixKey: '+5521998877665', isFavorite: true });
    // Already a favourite: nothing to save.
    expect(within(drawer).queryByLabelText('Salvar nos favoritos')).toBeNull();
  });

  it('shows the error screen when the directory does not know the key, and tries again from the key', async () => {
    payablesGateway(server, {
      check: () =>
        HttpResponse.json(
          { errors: [{ code: 'PIX_KEY_NOT_FOUND', description: 'Chave Pix não encontrada.' }] },
          { status: 404 },
        ),
    });
    const drawer = await open();
    const key = await toKeyStep(drawer);
    fireEvent.change(key, { target: { value: 'ninguem@example.com' } });
    fireEvent.click(button(drawer, 'Continuar'));
    expect(await within(drawer).findByText(NEW_PAYMENT_MESSAGES.processFailed)).toBeTruthy();
    expect(within(drawer).getByText('PIX_KEY_NOT_FOUND - Chave Pix não encontrada.')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Continuar' })).toBeNull();
    fireEvent.click(button(drawer, NEW_PAYMENT_MESSAGES.tryAgain));
    await waitFor(() =>
      expect((within(drawer).getByLabelText('Chave Pix') as HTMLInputElement).value).toBe(
        'ninguem@example.com',
      ),
    );
  });
});

import { NEW_PAYMENT_MESSAGES } from '@balcao/domain/payables';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createStepUpBridge } from '../../../app/step-up';
import { StepUpDialog } from '../../../app/step-up-dialog';
import { startMswServer } from '../../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../../test/render-with-app';
import { BANKING, GATEWAY_NOW, payablesGateway } from './new-payment.fixture';
import { NewPaymentDrawer } from './new-payment-drawer';

const server = startMswServer();

/** The gateway when the administrator chose that asking for a payment asks who you are (issue 28). */
function askingGateway() {
  payablesGateway(server);
  const confirmations: (string | null)[] = [];
  server.use(
    http.get(`${GATEWAY}/core/step-up/settings`, () =>
      HttpResponse.json({ operations: ['PAYMENT_REQUEST'], refundThreshold: 1000, method: 'TOTP' }),
    ),
    http.post(`${GATEWAY}/core/step-up`, async ({ request }) => {
      const body = (await request.json()) as { operation: string; code?: string };
      if (body.operation !== 'PAYMENT_REQUEST' || body.code !== '123456')
        return HttpResponse.json({ errors: [{ code: 'INVALID_CODE' }] }, { status: 400 });
      return HttpResponse.json(
        { confirmation: 'tok-p', operation: body.operation, expiresAt: '2026-11-25T15:02:00Z' },
        { status: 201 },
      );
    }),
    http.post(`${BANKING}/payments`, ({ request }) => {
      const confirmation = request.headers.get('X-Balcao-Confirmation');
      confirmations.push(confirmation);
      if (confirmation === 'tok-p') return HttpResponse.json({ id: 'p1' }, { status: 201 });
      return HttpResponse.json(
        {
          errors: [{ code: 'CONFIRMATION_REQUIRED', description: 'Confirme sua identidade para continuar.' }],
        },
        { status: 428 },
      );
    }),
  );
  return confirmations;
}

describe('NewPaymentDrawer when asking for a payment asks who you are', { timeout: 20_000 }, () => {
  it("opens the confirmation on 'Finalizar pagamento' and requests the payment with the code", async () => {
    const confirmations = askingGateway();
    const bridge = createStepUpBridge();
    renderWithApp(
      <>
        <NewPaymentDrawer open onOpenChange={() => undefined} />
        <StepUpDialog bridge={bridge} />
      </>,
      {
        session: demoSession({ roles: [], bankingRoles: ['BANKING_PAYMENT_REQUEST'] }),
        gatewayNow: GATEWAY_NOW,
        stepUp: bridge.handler,
      },
    );
    const drawer = await screen.findByRole('dialog', { name: 'Novo pagamento' });
    const button = (name: string) => within(drawer).getByRole('button', { name });
    fireEvent.click(within(drawer).getByRole('radio', { name: /Pix/ }));
    fireEvent.click(button('Continuar'));
    fireEvent.change(await within(drawer).findByLabelText('Valor'), { target: { value: '15000' } });
    fireEvent.click(button('Continuar'));
    fireEvent.change(await within(drawer).findByLabelText('Chave Pix'), {
      target: { value: '123.456.789-09' },
    });
    fireEvent.click(button('Continuar'));
    await within(drawer).findByText('Marina Costa Ribeiro');
    fireEvent.change(within(drawer).getByLabelText('Descrição'), { target: { value: 'Frete' } });
    fireEvent.click(button('Finalizar pagamento'));

    const dialog = await screen.findByRole('dialog', { name: 'Confirme sua identidade' });
    expect(dialog.textContent).toContain(
      'Pedir pagamentos (Pix e boletos): digite o código do seu aplicativo autenticador.',
    );
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Código do aplicativo'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(NEW_PAYMENT_MESSAGES.pixRequested)).toBeTruthy();
    expect(confirmations).toEqual([null, 'tok-p']);
  });
});

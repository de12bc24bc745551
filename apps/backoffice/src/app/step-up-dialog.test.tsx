import { unwrap } from '@balcao/client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { startMswServer } from '../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../test/render-with-app';
import { useServices } from './services';
import { createStepUpBridge } from './step-up';
import { StepUpDialog } from './step-up-dialog';

const server = startMswServer();

function Withdraw() {
  const { clients } = useServices();
  const [outcome, setOutcome] = useState('');
  const send = () =>
    unwrap(clients.banking.POST('/sellers/transfers', { body: { amount: 10 } })).then(
      () => setOutcome('Repasse pedido'),
      () => setOutcome('Repasse recusado'),
    );
  return (
    <>
      <button type="button" onClick={() => void send()}>
        Sacar
      </button>
      <p>{outcome}</p>
    </>
  );
}

function gateway(method: 'TOTP' | 'PASSWORD') {
  const sent: { body: unknown; confirmation: string | null }[] = [];
  server.use(
    http.get(`${GATEWAY}/core/step-up/settings`, () =>
      HttpResponse.json({ operations: ['WITHDRAWAL'], refundThreshold: 1000, method }),
    ),
    http.post(`${GATEWAY}/core/step-up`, async ({ request }) => {
      const body = (await request.json()) as { operation: string; password?: string; code?: string };
      sent.push({ body, confirmation: null });
      if (body.password === 'certa' || body.code === '123456')
        return HttpResponse.json(
          { confirmation: 'tok-1', operation: body.operation, expiresAt: '2026-11-25T15:02:00Z' },
          { status: 201 },
        );
      return HttpResponse.json(
        { errors: [{ code: 'INVALID_PASSWORD', description: 'Senha inválida.' }] },
        { status: 400 },
      );
    }),
    http.post(`${GATEWAY}/banking/sellers/transfers`, async ({ request }) => {
      const confirmation = request.headers.get('X-Balcao-Confirmation');
      sent.push({ body: await request.json(), confirmation });
      if (confirmation === 'tok-1') return HttpResponse.json({ id: 't1' }, { status: 202 });
      return HttpResponse.json(
        {
          errors: [{ code: 'CONFIRMATION_REQUIRED', description: 'Confirme sua identidade para continuar.' }],
        },
        { status: 428 },
      );
    }),
  );
  return sent;
}

function renderWithdraw() {
  const bridge = createStepUpBridge();
  return renderWithApp(
    <>
      <Withdraw />
      <StepUpDialog bridge={bridge} />
    </>,
    { session: demoSession(), stepUp: bridge.handler },
  );
}

describe('StepUpDialog', () => {
  it('asks the password, keeps the dialog open on a wrong one, and sends the money call again', async () => {
    const sent = gateway('PASSWORD');
    renderWithdraw();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sacar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirme sua identidade' });
    expect(dialog.textContent).toContain('Transferir o saldo para a conta bancária: digite a sua senha.');
    await user.type(screen.getByLabelText('Senha'), 'errada');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('INVALID_PASSWORD - Senha inválida.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Senha'));
    await user.type(screen.getByLabelText('Senha'), 'certa');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Repasse pedido')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.at(-1)).toEqual({ body: { amount: 10 }, confirmation: 'tok-1' });
  });

  it('asks the authenticator code of a two-factor user; Cancelar leaves the call refused', async () => {
    const sent = gateway('TOTP');
    renderWithdraw();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sacar' }));
    expect(await screen.findByLabelText('Código do aplicativo')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('Repasse recusado')).toBeTruthy();
    expect(sent.filter((s) => s.confirmation !== null || 'amount' in (s.body as object))).toHaveLength(1);
  });
});

import { formatBRL } from '@balcao/domain/money';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createStepUpBridge } from '../../app/step-up';
import { StepUpDialog } from '../../app/step-up-dialog';
import { gatewayDate, startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import type { AnticipationSimulation } from './anticipation-api';
import { AnticipationDialog } from './anticipation-dialog';

const server = startMswServer();
const SIMULATE_URL = `${GATEWAY}/banking/seller/antecipation/rate`;
const CONFIRM_URL = `${GATEWAY}/banking/redeems/anticipation/amount`;
const MAX = 5248.12;

/** The gateway's rule in small: the net asked, or the maximum when it is above it or missing. */
function simulationFor(amount: number | null, anticipationDate = '2026-11-26'): AnticipationSimulation {
  const capped = amount === null || amount > MAX;
  const net = capped ? MAX : amount;
  const fee = Math.round(net * 2.05) / 100;
  return {
    netAmount: net,
    grossAmount: Math.round((net + fee) * 100) / 100,
    feeAmount: fee,
    anticipationDate,
    effectiveRate: 2.05,
    monthlyRate: 1.99,
    maxNetAmount: MAX,
    capped,
  };
}

/** `now`: the gateway's clock on the simulation's answer; `credit`: the day its simulation says the money lands. */
function gateway({ failConfirm = false, now = '2026-11-25T15:00:00Z', credit = '2026-11-26' } = {}) {
  const state = {
    simulated: [] as (string | null)[],
    confirmed: [] as unknown[],
    keys: [] as (string | null)[],
  };
  server.use(
    http.get('*/config.json', () =>
      HttpResponse.json({ gatewayUrl: GATEWAY, checkoutUrl: `${GATEWAY}/checkout` }),
    ),
    http.get(SIMULATE_URL, ({ request }) => {
      const amount = new URL(request.url).searchParams.get('amount');
      state.simulated.push(amount);
      return HttpResponse.json(
        simulationFor(amount === null ? null : Number(amount), credit),
        gatewayDate(now),
      );
    }),
    http.post(CONFIRM_URL, async ({ request }) => {
      state.confirmed.push(await request.json());
      state.keys.push(request.headers.get('idempotency-key'));
      if (failConfirm)
        return HttpResponse.json(
          {
            errors: [
              {
                code: 'ABOVE_MAXIMUM',
                description: 'O valor solicitado é maior que o disponível para antecipação.',
              },
            ],
          },
          { status: 400 },
        );
      return HttpResponse.json(
        { id: '5e1d7c6b-4a3f-4b2e-9d8c-7f6e5d4c3b2a', status: 'REQUESTED' },
        { status: 202 },
      );
    }),
  );
  return state;
}

function open() {
  const onClose = vi.fn();
  const onDone = vi.fn();
  renderWithApp(<AnticipationDialog open onClose={onClose} onDone={onDone} />, {
    session: demoSession(),
    path: '/',
  });
  return { onClose, onDone };
}

describe('AnticipationDialog', () => {
  it("never promises 'Receba hoje' for money that lands on a later day (issue 25)", async () => {
    gateway({ now: '2026-12-04T18:30:00Z', credit: '2026-12-07' });
    open();
    const user = userEvent.setup();
    await screen.findByLabelText('Valor a antecipar');
    // Before simulating, the domain's rule on the gateway's clock: the next banking day, never today.
    expect(screen.queryByText(/Receba hoje/)).toBeNull();
    expect(screen.getByText(/^Receba em \d{2}\/\d{2} o que está a liberar/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Simular' }));
    await screen.findByRole('button', { name: 'Confirmar antecipação' });
    expect(
      screen.getByText('Receba em 07/12 o que está a liberar, com a taxa proporcional aos dias antecipados.'),
    ).toBeTruthy();
  });

  it("says 'Receba hoje' when the gateway credits on its own today", async () => {
    gateway({ now: '2026-12-04T12:00:00Z', credit: '2026-12-04' });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Simular' }));
    await screen.findByRole('button', { name: 'Confirmar antecipação' });
    expect(screen.getByText(/^Receba hoje o que está a liberar/)).toBeTruthy();
  });

  it('takes digits as cents, simulates on the first click and confirms the simulated net on the second', async () => {
    const state = gateway();
    const { onClose, onDone } = open();
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Valor a antecipar');
    await user.type(field, '150000');
    expect((field as HTMLInputElement).value).toBe(formatBRL(150_000));
    await user.click(screen.getByRole('button', { name: 'Simular' }));
    const summary = await screen.findByLabelText('Simulação');
    expect(summary.textContent).toContain(`Valor líquido${formatBRL(150_000)}`);
    expect(within(summary).getByText('2,05%')).toBeTruthy();
    expect(within(summary).getByText('26/11/2026')).toBeTruthy();
    expect(state.simulated).toEqual(['1500']);
    await user.click(screen.getByRole('button', { name: 'Confirmar antecipação' }));
    expect(await screen.findByText('Saldo antecipado com sucesso')).toBeTruthy();
    expect(state.confirmed).toEqual([{ amount: 1500 }]);
    expect(state.keys[0]).toBeTruthy();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalled();
  });

  it('clears the simulation when the amount is edited', async () => {
    const state = gateway();
    open();
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Valor a antecipar');
    await user.type(field, '10000');
    await user.click(screen.getByRole('button', { name: 'Simular' }));
    await screen.findByRole('button', { name: 'Confirmar antecipação' });
    await user.type(field, '0');
    expect(screen.queryByLabelText('Simulação')).toBeNull();
    expect(screen.getByRole('button', { name: 'Simular' })).toBeTruthy();
    expect(state.confirmed).toEqual([]);
  });

  it('simulates an amount above the available net at the maximum and fills the field with it', async () => {
    const state = gateway();
    open();
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Valor a antecipar');
    // One digit more than the contract takes is not taken: R$ 99.999.999,99 stays.
    await user.type(field, '99999999999');
    expect((field as HTMLInputElement).value).toBe(formatBRL(9_999_999_999));
    await user.click(screen.getByRole('button', { name: 'Simular' }));
    await screen.findByRole('button', { name: 'Confirmar antecipação' });
    expect((field as HTMLInputElement).value).toBe(formatBRL(524_812));
    await user.click(screen.getByRole('button', { name: 'Confirmar antecipação' }));
    await screen.findByText('Saldo antecipado com sucesso');
    expect(state.confirmed).toEqual([{ amount: MAX }]);
  });

  it('simulates the maximum when nothing was typed', async () => {
    const state = gateway();
    open();
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Valor a antecipar');
    await user.click(screen.getByRole('button', { name: 'Simular' }));
    await screen.findByRole('button', { name: 'Confirmar antecipação' });
    expect(state.simulated).toEqual([null]);
    expect((field as HTMLInputElement).value).toBe(formatBRL(524_812));
  });

  it('shows the server errors of a refused confirmation, keeps the modal open and simulates again', async () => {
    const state = gateway({ failConfirm: true });
    const { onDone } = open();
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Valor a antecipar');
    await user.type(field, '5000');
    await user.click(screen.getByRole('button', { name: 'Simular' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar antecipação' }));
    expect(
      await screen.findByText(
        'ABOVE_MAXIMUM - O valor solicitado é maior que o disponível para antecipação.',
      ),
    ).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Simular' })).toBeTruthy();
    expect(state.confirmed).toHaveLength(1);
  });
});

describe('AnticipationDialog when anticipations ask who you are (issue 28)', () => {
  it('opens the confirmation with the password and confirms the same amount with it', async () => {
    const state = gateway();
    const confirmations: (string | null)[] = [];
    server.use(
      http.get(`${GATEWAY}/core/step-up/settings`, () =>
        HttpResponse.json({ operations: ['ANTICIPATION'], refundThreshold: 1000, method: 'PASSWORD' }),
      ),
      http.post(`${GATEWAY}/core/step-up`, async ({ request }) => {
        const body = (await request.json()) as { operation: string; password?: string };
        if (body.operation !== 'ANTICIPATION' || body.password !== 'certa')
          return HttpResponse.json({ errors: [{ code: 'INVALID_PASSWORD' }] }, { status: 400 });
        return HttpResponse.json(
          { confirmation: 'tok-a', operation: body.operation, expiresAt: '2026-11-25T15:02:00Z' },
          { status: 201 },
        );
      }),
      http.post(CONFIRM_URL, async ({ request }) => {
        const confirmation = request.headers.get('X-Balcao-Confirmation');
        confirmations.push(confirmation);
        if (confirmation !== 'tok-a')
          return HttpResponse.json(
            {
              errors: [
                { code: 'CONFIRMATION_REQUIRED', description: 'Confirme sua identidade para continuar.' },
              ],
            },
            { status: 428 },
          );
        state.confirmed.push(await request.json());
        return HttpResponse.json(
          { id: '5e1d7c6b-4a3f-4b2e-9d8c-7f6e5d4c3b2a', status: 'REQUESTED' },
          { status: 202 },
        );
      }),
    );
    const bridge = createStepUpBridge();
    const onDone = vi.fn();
    renderWithApp(
      <>
        <AnticipationDialog open onClose={vi.fn()} onDone={onDone} />
        <StepUpDialog bridge={bridge} />
      </>,
      { session: demoSession(), stepUp: bridge.handler },
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Valor a antecipar'), '10000');
    await user.click(screen.getByRole('button', { name: 'Simular' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar antecipação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirme sua identidade' });
    expect(dialog.textContent).toContain('Antecipar recebíveis: digite a sua senha.');
    await user.type(within(dialog).getByLabelText('Senha'), 'certa');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Saldo antecipado com sucesso')).toBeTruthy();
    expect(confirmations).toEqual([null, 'tok-a']);
    expect(state.confirmed).toEqual([{ amount: 100 }]);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });
});

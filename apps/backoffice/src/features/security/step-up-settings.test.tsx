import { STEP_UP_OPERATION_LABELS } from '@balcao/domain/access';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { startMswServer } from '../../test/msw';
import { GATEWAY, renderWithApp } from '../../test/render-with-app';
import { StepUpSettingsCard } from './step-up-settings';

const server = startMswServer();

describe('StepUpSettingsCard', () => {
  it('opens on the saved choice and sends the operations ticked and the refund threshold', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(`${GATEWAY}/core/step-up/settings`, () =>
        HttpResponse.json({ operations: ['WITHDRAWAL', 'REFUND'], refundThreshold: 500 }),
      ),
      http.put(`${GATEWAY}/core/step-up/settings`, async ({ request }) => {
        const body = (await request.json()) as { operations: string[]; refundThreshold: number };
        bodies.push(body);
        return HttpResponse.json(body);
      }),
    );
    renderWithApp(<StepUpSettingsCard />);
    const withdrawal = (await screen.findByLabelText(
      STEP_UP_OPERATION_LABELS.WITHDRAWAL,
    )) as HTMLInputElement;
    const anticipation = screen.getByLabelText(STEP_UP_OPERATION_LABELS.ANTICIPATION) as HTMLInputElement;
    expect(withdrawal.checked).toBe(true);
    expect(anticipation.checked).toBe(false);
    const threshold = screen.getByLabelText('Estornos acima de') as HTMLInputElement;
    expect(threshold.value).toContain('500,00');
    fireEvent.click(withdrawal);
    fireEvent.click(anticipation);
    fireEvent.change(threshold, { target: { value: '125050' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Confirmações salvas.')).toBeTruthy();
    await waitFor(() => expect(bodies).toHaveLength(1));
    const [body] = bodies as { operations: string[]; refundThreshold: number }[];
    expect([...body!.operations].sort()).toEqual(['ANTICIPATION', 'REFUND']);
    expect(body!.refundThreshold).toBe(1250.5);
  });
});

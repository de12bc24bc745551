import { VALIDATION_MESSAGES } from '@balcao/domain/forms';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { startMswServer } from '../../test/msw';
import { GATEWAY, renderWithApp } from '../../test/render-with-app';
import { RESET_LINK_SENT } from './messages';
import { ResetRequestPage } from './reset-request-page';

const server = startMswServer();

describe('ResetRequestPage', () => {
  it('asks for a valid e-mail, sends nothing until then, and sends the trimmed address', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.patch(`${GATEWAY}/core/public/users/reset-password`, async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithApp(<ResetRequestPage onDone={vi.fn()} />, { path: '/redefinir-senha' });
    const email = await screen.findByLabelText('E-mail');
    const send = screen.getByRole('button', { name: 'Enviar link' });
    fireEvent.click(send);
    expect(await screen.findByText(VALIDATION_MESSAGES.emailRequired)).toBeTruthy();
    fireEvent.change(email, { target: { value: 'ana@' } });
    fireEvent.click(send);
    expect(await screen.findByText(VALIDATION_MESSAGES.emailInvalid)).toBeTruthy();
    expect(bodies).toEqual([]);
    fireEvent.change(email, { target: { value: '  ana@example.com ' } });
    fireEvent.click(send);
    expect(await screen.findByText(RESET_LINK_SENT)).toBeTruthy();
    await waitFor(() => expect(bodies).toEqual([{ email: 'ana@example.com' }]));
  });
});

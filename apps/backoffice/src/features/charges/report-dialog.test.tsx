import { CHARGE_REPORT_MESSAGES as M } from '@balcao/domain/reports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import { ChargeReportDialog } from './report-dialog';

const server = startMswServer();

/** A gate the test opens: the answer waits for it, so a second click lands while the first is in flight. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

function serve(
  answer: () => Response = () => HttpResponse.json({ message: M.success, totalElements: 7 }, { status: 202 }),
  { hold = false } = {},
) {
  const held = gate();
  const bodies: unknown[] = [];
  server.use(
    http.post(`${GATEWAY}/payment/sellers/send-charge-report`, async ({ request }) => {
      bodies.push(await request.json());
      await held.opened;
      return answer();
    }),
  );
  // Tests that do not hold the answer get it at once.
  if (!hold) held.open();
  return { bodies, release: held.open };
}

async function openDialog(roles = ['SELLER_ADMIN']) {
  const user = userEvent.setup();
  renderWithApp(<ChargeReportDialog today="2026-10-15" />, { session: demoSession({ roles }) });
  await user.click(await screen.findByRole('button', { name: 'Exportar CSV' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Baixar relatório .csv' }) };
}

async function pickOctober(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: /^Data de vencimento/ }));
  const calendar = screen.getByRole('dialog', { name: 'Selecionar data de vencimento' });
  await user.click(within(calendar).getByRole('button', { name: /, 3 de outubro/ }));
  await user.click(within(calendar).getByRole('button', { name: /, 9 de outubro/ }));
}

// Typing into the dialog and the calendar takes seconds on a busy machine.
describe('ChargeReportDialog', { timeout: 20_000 }, () => {
  it('asks for the due dates before sending anything, with the e-mail prefilled', async () => {
    const { bodies } = serve();
    const { user, dialog } = await openDialog();
    expect((within(dialog).getByLabelText('E-mail') as HTMLInputElement).value).toBe('admin@demo.balcao.dev');
    await user.click(within(dialog).getByRole('button', { name: 'Gerar relatório' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(M.dates);
    expect(bodies).toEqual([]);
  });

  it('sends the period and the edited e-mail once, then closes with the success message', async () => {
    const { bodies, release } = serve(undefined, { hold: true });
    const { user, dialog } = await openDialog();
    await pickOctober(user, dialog);
    const email = within(dialog).getByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'contas@loja.com.br');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Gerar relatório' }));
    // Both clicks landed while the first request was still unanswered: one request only.
    await waitFor(() => expect(bodies).toHaveLength(1));
    release();
    expect(await screen.findByText(M.success)).toBeTruthy();
    expect(bodies).toEqual([
      { expirationDateInitial: '2026-10-03', expirationDateFinal: '2026-10-09', email: 'contas@loja.com.br' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Baixar relatório .csv' })).toBeNull());
  });

  it('refuses an invalid e-mail at the form', async () => {
    const { bodies } = serve();
    const { user, dialog } = await openDialog();
    await pickOctober(user, dialog);
    const email = within(dialog).getByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'contas@');
    await user.click(within(dialog).getByRole('button', { name: 'Gerar relatório' }));
    expect(await within(dialog).findByText(M.emailInvalid)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(bodies).toEqual([]);
  });

  it('keeps the dialog open and shows the failure with the server’s reasons', async () => {
    serve(() =>
      HttpResponse.json(
        {
          errors: [
            { code: 'VALIDATION', description: 'O período do relatório deve ter no máximo 366 dias.' },
          ],
        },
        { status: 400 },
      ),
    );
    const { user, dialog } = await openDialog();
    await pickOctober(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Gerar relatório' }));
    expect(await screen.findByText(M.failure)).toBeTruthy();
    expect(
      await screen.findByText('VALIDATION - O período do relatório deve ter no máximo 366 dias.'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Baixar relatório .csv' })).toBeTruthy();
  });

  it('is offered to every profile that opens the charges, with or without the reports area', async () => {
    // SUPERVISOR and SALE: the charges page without /reports.
    await openDialog(['SELLER_CHARGES', 'SELLER_VIZUALIZATION']);
    expect(screen.getByRole('dialog', { name: 'Baixar relatório .csv' })).toBeTruthy();
  });

  it('is not offered to a profile without the charges page', async () => {
    renderWithApp(
      <>
        <ChargeReportDialog today="2026-10-15" />
        <p>Página pronta</p>
      </>,
      { session: demoSession({ roles: ['SELLER_REPORTS', 'SELLER_FINANCES'] }) },
    );
    // Rendered in the same pass as its sibling: once the sibling is there, so would the button be.
    await screen.findByText('Página pronta');
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).toBeNull();
  });
});

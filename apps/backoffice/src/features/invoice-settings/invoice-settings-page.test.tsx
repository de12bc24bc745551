import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import { InvoiceSettingsPage } from './invoice-settings-page';
import { INVOICES_ACTIVATED_MESSAGE, INVOICES_DEACTIVATED_MESSAGE } from './messages';

const server = startMswServer();
const FORM = 'https://sandbox.test/_sandbox/nota-fiscal';

/** The seller's configuration behind GET and PATCH /sellers/invoice-config; records each PATCH body. */
function invoiceConfigGateway(initial: { active: boolean; configured: boolean }, { failPatch = false } = {}) {
  const state = { ...initial, patches: [] as unknown[], reads: 0 };
  server.use(
    http.get('*/config.json', () =>
      HttpResponse.json({ gatewayUrl: GATEWAY, checkoutUrl: `${GATEWAY}/checkout`, invoiceFormUrl: FORM }),
    ),
    http.get(`${GATEWAY}/payment/sellers/invoice-config`, () => {
      state.reads += 1;
      return HttpResponse.json({ data: { active: state.active, configured: state.configured } });
    }),
    http.patch(`${GATEWAY}/payment/sellers/invoice-config`, async ({ request }) => {
      const body = (await request.json()) as { active: boolean };
      state.patches.push(body);
      if (failPatch)
        return HttpResponse.json(
          { errors: [{ code: 'INVOICE_CONFIG', description: 'A nota fiscal não está configurada.' }] },
          { status: 409 },
        );
      state.active = body.active;
      return HttpResponse.json({ data: { active: state.active, configured: state.configured } });
    }),
  );
  return state;
}

/** axe-core on the page as rendered; jsdom cannot compute colours, so contrast is left out. */
async function seriousViolations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

const session = () => demoSession({ roles: ['SELLER_CONFIG_NF'] });

describe('InvoiceSettingsPage', { timeout: 20_000 }, () => {
  it('shows the active state and deactivates after a confirmation, with the §8 toast', async () => {
    const gateway = invoiceConfigGateway({ active: true, configured: true });
    renderWithApp(<InvoiceSettingsPage />, { session: session() });
    await screen.findByRole('heading', { name: 'Nota Fiscal' });
    expect(screen.getByText('Ativa')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Desativar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Desativar nota fiscal' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(gateway.patches).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Desativar' }));
    const again = await screen.findByRole('alertdialog', { name: 'Desativar nota fiscal' });
    fireEvent.click(within(again).getByRole('button', { name: 'Desativar' }));
    expect(await screen.findByText(INVOICES_DEACTIVATED_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText('Desativada')).toBeTruthy();
    expect(gateway.patches).toEqual([{ active: false }]);
  });

  it('activates a deactivated configuration again', async () => {
    const gateway = invoiceConfigGateway({ active: false, configured: true });
    renderWithApp(<InvoiceSettingsPage />, { session: session() });
    await screen.findByText('Desativada');
    fireEvent.click(screen.getByRole('button', { name: 'Ativar' }));
    expect(await screen.findByText(INVOICES_ACTIVATED_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Ativa')).toBeTruthy();
    expect(gateway.patches).toEqual([{ active: true }]);
  });

  it('keeps the dialog open and shows the server’s error when deactivating fails', async () => {
    invoiceConfigGateway({ active: true, configured: true }, { failPatch: true });
    renderWithApp(<InvoiceSettingsPage />, { session: session() });
    fireEvent.click(await screen.findByRole('button', { name: 'Desativar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Desativar nota fiscal' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desativar' }));
    expect(await screen.findByText('INVOICE_CONFIG - A nota fiscal não está configurada.')).toBeTruthy();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(screen.queryByText(INVOICES_DEACTIVATED_MESSAGE)).toBeNull();
  });

  it('shows the not-configured state with the external form, and reads the status again on request', async () => {
    const gateway = invoiceConfigGateway({ active: false, configured: false });
    renderWithApp(<InvoiceSettingsPage />, { session: session() });
    await screen.findByRole('heading', { name: 'Nota fiscal não configurada' });
    const link = (await screen.findByRole('link', { name: 'Configurar nota fiscal' })) as HTMLAnchorElement;
    expect(link.href).toBe(FORM);
    expect(link.target).toBe('_blank');
    expect(link.rel).toContain('noopener');
    expect(screen.queryByRole('button', { name: 'Desativar' })).toBeNull();
    expect(await seriousViolations()).toEqual([]);

    // The seller fills the form in the other tab; the provider configures and activates invoices.
    gateway.configured = true;
    gateway.active = true;
    fireEvent.click(screen.getByRole('button', { name: 'Já configurei' }));
    expect(await screen.findByText('Ativa')).toBeTruthy();
    expect(gateway.patches).toEqual([]);
  });
});

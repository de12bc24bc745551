import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { startMswServer } from '../../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../../test/render-with-app';
import { CHARGE_ID as ID, stored } from './charge.fixture';
import type { Invoice } from './invoice-api';
import { InvoiceSection, INVOICE_MESSAGES as M } from './invoice-section';

const server = startMswServer();
const INVOICE = '5d6e7f80-91a2-4b3c-8d4e-5f60718293a4';

const invoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  uuidInvoice: INVOICE,
  invoiceNumber: 1042,
  createdAt: '2026-11-03T21:00:00Z',
  status: 'AUTHORIZED',
  invoiceDownloadLink: {
    pdfImageLink: `${GATEWAY}/_sandbox/invoices/${INVOICE}.pdf`,
    xmlImageLink: `${GATEWAY}/_sandbox/invoices/${INVOICE}.xml`,
  },
  ...overrides,
});

const error = (code: string, description: string, status = 409) =>
  HttpResponse.json({ errors: [{ code, description }], message: description }, { status });

function serve(initial: Invoice[], { active = true, holdEmit = false } = {}) {
  // With holdEmit the emission's answer waits for releaseEmit(): a second click lands while it is in flight.
  let releaseEmit: () => void = () => undefined;
  const emitHeld = holdEmit
    ? new Promise<void>((resolve) => {
        releaseEmit = resolve;
      })
    : Promise.resolve();
  const calls = { list: 0, emit: 0, email: 0, cancel: [] as string[], releaseEmit: () => releaseEmit() };
  let current = initial;
  server.use(
    http.get(`${GATEWAY}/payment/invoices/charge/${ID}`, () => {
      calls.list += 1;
      return HttpResponse.json({ data: current });
    }),
    http.get(`${GATEWAY}/payment/sellers/invoice-config`, () =>
      HttpResponse.json({ data: { active, configured: true } }),
    ),
    http.post(`${GATEWAY}/payment/charges/${ID}/invoices`, async () => {
      calls.emit += 1;
      await emitHeld;
      const created = invoice({
        uuidInvoice: 'a1b2c3d4-0000-4000-8000-000000000001',
        invoiceNumber: null,
        status: 'SEND_INVOICE_SYSTEM',
        invoiceDownloadLink: { pdfImageLink: null, xmlImageLink: null },
      });
      current = [...current, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.post(`${GATEWAY}/payment/charges/${ID}/invoice-email`, () => {
      calls.email += 1;
      return HttpResponse.json({ sentTo: 'contato@oficinasul.com.br' });
    }),
    http.delete(`${GATEWAY}/payment/sellers/invoices/:id/company/:cnpj`, ({ params }) => {
      calls.cancel.push(`${params.id}/${params.cnpj}`);
      current = current.map((i) => (i.uuidInvoice === params.id ? { ...i, status: 'CANCELED' } : i));
      return HttpResponse.json(current.find((i) => i.uuidInvoice === params.id));
    }),
  );
  return calls;
}

async function renderSection(roles = ['SELLER_ADMIN'], status: 'LATE' | 'CANCELED' = 'LATE') {
  const view = renderWithApp(<InvoiceSection charge={stored({ status })} />, {
    session: demoSession({ roles }),
    path: `/cobrancas/${ID}`,
  });
  return { ...view, user: userEvent.setup() };
}

const table = () => screen.findByRole('table', { name: 'Notas fiscais da cobrança' });

describe('InvoiceSection', () => {
  it('shows the placeholder row and emits ahead once, then shows the invoice in processing', async () => {
    const calls = serve([], { holdEmit: true });
    const { user } = await renderSection();
    expect(await within(await table()).findByText('Não emitida')).toBeTruthy();
    const emit = await screen.findByRole('button', { name: 'Adiantar Emissão de NF' });
    await user.dblClick(emit);
    await waitFor(() => expect(calls.emit).toBe(1));
    calls.releaseEmit();
    expect(await screen.findByText(M.emitted)).toBeTruthy();
    expect(await within(await table()).findByText('Em processamento')).toBeTruthy();
    expect(calls.emit).toBe(1);
    expect(screen.queryByRole('button', { name: /Adiantar|Emitir Novamente/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Enviar nota por e-mail' })).toHaveProperty('disabled', true);
  });

  it('offers no emission while the invoice config is off, nor for a cancelled charge', async () => {
    serve([], { active: false });
    const first = await renderSection();
    await within(await table()).findByText('Não emitida');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Adiantar Emissão de NF' })).toBeNull());
    first.unmount();
    serve([]);
    await renderSection(['SELLER_ADMIN'], 'CANCELED');
    await within(await table()).findByText('Não emitida');
    expect(screen.queryByRole('button', { name: 'Adiantar Emissão de NF' })).toBeNull();
  });

  it("offers 'Emitir Novamente' when every invoice was cancelled, and shows the server's reasons", async () => {
    serve([invoice({ status: 'CANCELED' })]);
    server.use(
      http.post(`${GATEWAY}/payment/charges/${ID}/invoices`, () =>
        error('INVOICE_CONFIG', 'A emissão de notas fiscais está desativada para este seller.', 409),
      ),
    );
    const { user } = await renderSection();
    await user.click(await screen.findByRole('button', { name: 'Emitir Novamente' }));
    expect(await screen.findByText(M.emitFailed)).toBeTruthy();
    expect(
      await screen.findByText(
        'INVOICE_CONFIG - A emissão de notas fiscais está desativada para este seller.',
      ),
    ).toBeTruthy();
  });

  it('lists an authorized invoice with its files, e-mails it and cancels it after Sim, reloading 3 s later', async () => {
    const calls = serve([invoice()]);
    const { user } = await renderSection();
    const rows = await table();
    expect(await within(rows).findByText('1042')).toBeTruthy();
    expect(within(rows).getByText('Autorizada')).toBeTruthy();
    expect(within(rows).getByRole('link', { name: 'PDF da nota 1042' }).getAttribute('href')).toContain(
      '.pdf',
    );
    expect(screen.queryByRole('button', { name: /Adiantar|Emitir Novamente/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Enviar nota 1042 por e-mail' }));
    expect(await screen.findByText(M.emailed)).toBeTruthy();
    expect(calls.email).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Cancelar nota 1042' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancelar nota fiscal' });
    expect(calls.cancel).toEqual([]);
    const listedBefore = calls.list;
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(M.cancelled)).toBeTruthy();
    expect(calls.cancel).toEqual([`${INVOICE}/11222333000181`]);
    expect(calls.list).toBe(listedBefore);
    await waitFor(() => expect(calls.list).toBe(listedBefore + 1), { timeout: 5000 });
    expect(await within(await table()).findByText('Cancelada')).toBeTruthy();
  }, 15_000);

  it("shows the send and cancel failures as 'description - code'", async () => {
    serve([invoice()]);
    server.use(
      http.post(`${GATEWAY}/payment/charges/${ID}/invoice-email`, () =>
        error('INVOICE_STATUS', 'Só uma nota fiscal autorizada pode ser enviada por e-mail.'),
      ),
      http.delete(`${GATEWAY}/payment/sellers/invoices/:id/company/:cnpj`, () =>
        error('INVOICE_STATUS', 'Só uma nota fiscal autorizada pode ser cancelada.'),
      ),
    );
    const { user } = await renderSection();
    await user.click(await screen.findByRole('button', { name: 'Enviar nota 1042 por e-mail' }));
    expect(
      await screen.findByText('Só uma nota fiscal autorizada pode ser enviada por e-mail. - INVOICE_STATUS'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancelar nota 1042' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(
      await screen.findByText('Só uma nota fiscal autorizada pode ser cancelada. - INVOICE_STATUS'),
    ).toBeTruthy();
  });

  it('keeps e-mail disabled and cancel hidden while the invoice is in processing', async () => {
    serve([invoice({ status: 'SEND_INVOICE_SYSTEM', invoiceNumber: null })]);
    await renderSection();
    await within(await table()).findByText('Em processamento');
    expect(screen.getByRole('button', { name: /por e-mail/ })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: /^Cancelar nota/ })).toBeNull();
  });

  it('says so when the invoices fail to load', async () => {
    serve([]);
    server.use(
      http.get(`${GATEWAY}/payment/invoices/charge/${ID}`, () => error('BAR-9999', 'Erro interno.', 500)),
    );
    await renderSection();
    expect((await screen.findByRole('alert')).textContent).toBe(M.loadFailed);
  });

  it('is not shown, nor loaded, without an invoice role', async () => {
    // No handlers: any request would fail the test (msw answers unhandled requests with an error).
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(request.url));
    const { container, services } = renderWithApp(
      <>
        <InvoiceSection charge={stored()} />
        <p>Página pronta</p>
      </>,
      { session: demoSession({ roles: ['SELLER_CHARGES'] }), path: `/cobrancas/${ID}` },
    );
    // Rendered in the same pass as its sibling: once the sibling is there, so would the section be.
    await screen.findByText('Página pronta');
    expect(container.textContent).not.toContain('Notas fiscais');
    // The invoice reads exist but are switched off: no request is on its way, none can come.
    const reads = services.queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => JSON.stringify(query.queryKey).includes('invoice') });
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect(read.state.fetchStatus).toBe('idle');
    expect(services.queryClient.isFetching()).toBe(0);
    expect(asked).toEqual([]);
    server.events.removeAllListeners();
  });
});

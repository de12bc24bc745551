import type { FeatureToggle } from '@balcao/domain/access';
import { CARD_MESSAGES } from '@balcao/domain/cards';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { Route } from '../../routes/_app.cartao.$id';
import { startMswServer } from '../../test/msw';
import { demoSession, loaderOf, renderWithApp } from '../../test/render-with-app';
import { expectRouteError, unavailable } from '../../test/route-error';
import { CardDetailPage } from './card-detail-page';
import { aCard, aTransaction, BANKING, CARD_A, cardReads, page } from './cards.fixture';
import type { CardStatementSearch } from './search';

const server = startMswServer();

function open(roles: string[], features: FeatureToggle[] = [], search: CardStatementSearch = { page: 1 }) {
  const query = new URLSearchParams(Object.entries(search).map(([key, value]) => [key, String(value)]));
  return renderWithApp(<CardDetailPage id={CARD_A} search={search} onSearchChange={() => undefined} />, {
    session: demoSession({ roles: roles as never, features }),
    path: `/cartao/${CARD_A}?${query}`,
    loader: loaderOf(Route, { id: CARD_A }),
  });
}

function statement(rows = [aTransaction()]) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`${BANKING}/transactions`, ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json(page(rows, 10));
    }),
  );
  return asked;
}

describe('CardDetailPage', { timeout: 20_000 }, () => {
  it('shows the card masked and reveals number, CVV and expiry on request, then hides them again', async () => {
    server.use(
      ...cardReads(),
      http.get(`${BANKING}/card/:id/sensitive-data`, () =>
        HttpResponse.json({ pan: '5502090000004821', cvv: '123', expiryMmYyyy: '06/2031' }),
      ),
    );
    statement();
    open(['BANKING_CARD']);
    expect(await screen.findByRole('heading', { name: 'Marketing', level: 1 })).toBeTruthy();
    expect(screen.getByText('•••• •••• •••• 4821')).toBeTruthy();
    expect(screen.queryByText('123')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ver dados' }));
    expect(await screen.findByText('5502 0900 0000 4821')).toBeTruthy();
    expect(screen.getByText('123')).toBeTruthy();
    expect(screen.getByText('06/2031')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar dados' }));
    await waitFor(() => expect(screen.queryByText('5502 0900 0000 4821')).toBeNull());
    expect(screen.queryByText('123')).toBeNull();
    expect(screen.getByText('•••• •••• •••• 4821')).toBeTruthy();
  });

  it('blocks the card after its confirmation', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...cardReads(),
      http.patch(`${BANKING}/cards`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(aCard({ cardStatus: 'BLOCKED' }));
      }),
    );
    statement();
    open(['BANKING_CARD']);
    fireEvent.click(await screen.findByRole('button', { name: 'Bloquear' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Bloquear cartão' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bloquear' }));
    expect(await screen.findByText(CARD_MESSAGES.blocked)).toBeTruthy();
    expect(bodies).toEqual([{ idCard: CARD_A, status: 'BLOCKED' }]);
  });

  it('offers Desbloquear on a blocked card', async () => {
    server.use(...cardReads({ cards: [aCard({ cardStatus: 'BLOCKED' })] }));
    statement();
    open(['BANKING_ADMIN']);
    expect(await screen.findByRole('button', { name: 'Desbloquear' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bloquear' })).toBeNull();
  });

  it('cancels for good after the confirmation and returns to the list', async () => {
    let deleted: unknown = null;
    server.use(
      ...cardReads(),
      http.delete(`${BANKING}/cards`, async ({ request }) => {
        deleted = await request.json();
        return HttpResponse.json(aCard({ cardStatus: 'CANCELLED' }));
      }),
    );
    statement();
    const { router } = open(['BANKING_CARD']);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancelar cartão' });
    expect(within(dialog).getByText(/definitivo/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar cartão' }));
    expect(await screen.findByText(CARD_MESSAGES.cancelled)).toBeTruthy();
    expect(deleted).toEqual({ idCard: CARD_A });
    await waitFor(() => expect(router.state.location.pathname).toBe('/cartao'));
  });

  it('renames the card, refusing an empty name', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...cardReads(),
      http.patch(`${BANKING}/cards/rename-card`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(aCard({ cardName: 'Viagens' }));
      }),
    );
    statement();
    open(['B_SELLER_ADMIN']);
    fireEvent.click(await screen.findByRole('button', { name: 'Renomear' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renomear cartão' });
    const name = within(dialog).getByLabelText('Nome do cartão');
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Este campo é obrigatório')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Viagens' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(CARD_MESSAGES.renamed)).toBeTruthy();
    expect(bodies).toEqual([{ idCard: CARD_A, cardName: 'Viagens' }]);
    // B_SELLER_ADMIN renames but neither blocks nor cancels (§6).
    expect(screen.queryByRole('button', { name: 'Bloquear' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull();
  });

  it('leaves BANKING_VISUALIZATION without actions and disables them with block_items_credit_card', async () => {
    server.use(...cardReads());
    statement();
    const first = open(['BANKING_VISUALIZATION']);
    await screen.findByRole('heading', { name: 'Marketing', level: 1 });
    for (const name of ['Ver dados', 'Renomear', 'Bloquear', 'Cancelar'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    first.unmount();
    open(['BANKING_ADMIN'], ['block_items_credit_card']);
    await screen.findByRole('heading', { name: 'Marketing', level: 1 });
    for (const name of ['Ver dados', 'Renomear', 'Bloquear', 'Cancelar'])
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('does not open a pending card', async () => {
    server.use(
      ...cardReads({ cards: [aCard({ cardStatus: 'PENDING', panMasked: null, finalDigits: null })] }),
    );
    open(['BANKING_CARD']);
    expect(
      await screen.findByText('Este cartão ainda está sendo emitido e não pode ser aberto.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ver dados' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Extrato' })).toBeNull();
  });

  it('lists the statement of the last 30 days, declines with their reason, and sends it by e-mail', async () => {
    const sent: unknown[] = [];
    server.use(
      ...cardReads(),
      http.post(`${BANKING}/v1/banking/card/transactions`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            recipientEmail: 'admin@demo.balcao.dev',
            startDate: '2026-10-26',
            endDate: '2026-11-25',
            transactions: 2,
          },
          { status: 202 },
        );
      }),
    );
    const asked = statement([
      aTransaction(),
      aTransaction({
        id: '9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d6e',
        description: 'Hotel Central',
        approved: false,
        status: 'DECLINED',
        declineReason: 'INSUFFICIENT_LIMIT',
        yearMonth: null,
      }),
    ]);
    open(['BANKING_VISUALIZATION'], [], { page: 1, from: '2026-10-26', to: '2026-11-25' });
    expect(await screen.findByText('Google Ads')).toBeTruthy();
    expect(screen.getByText('Recusada: Limite insuficiente')).toBeTruthy();
    expect(asked.at(-1)?.get('startDate')).toBe('2026-10-26');
    expect(asked.at(-1)?.get('endDate')).toBe('2026-11-25');
    expect(asked.at(-1)?.get('cardId')).toBe(CARD_A);
    fireEvent.click(screen.getByRole('button', { name: 'Extrair extrato' }));
    expect(await screen.findByText(CARD_MESSAGES.statementSent)).toBeTruthy();
    expect(sent).toEqual([{ cardId: CARD_A, startDate: '2026-10-26', endDate: '2026-11-25' }]);
  });

  it('says so when the period has no purchases', async () => {
    server.use(...cardReads());
    statement([]);
    open(['BANKING_CARD']);
    expect(await screen.findByText(CARD_MESSAGES.noTransactions)).toBeTruthy();
  });

  it("reads the statement in the route's loader: a failed read is the route's error state, read again on 'Tentar novamente'", async () => {
    server.use(...cardReads());
    let fail = true;
    server.use(
      http.get(`${BANKING}/transactions`, () =>
        fail ? unavailable('BNK-500') : HttpResponse.json(page([aTransaction()], 10)),
      ),
    );
    open(['BANKING_CARD']);
    await expectRouteError('BNK-500');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Google Ads')).toBeTruthy();
  });
});

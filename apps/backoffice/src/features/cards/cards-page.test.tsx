import type { FeatureToggle } from '@balcao/domain/access';
import { CARD_LIMIT_REQUIRED_MESSAGE, CARD_MESSAGES, CARD_REQUIRED_MESSAGE } from '@balcao/domain/cards';
import { formatBRL } from '@balcao/domain/money';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, renderWithApp } from '../../test/render-with-app';
import { aCard, aMonth, BANKING, CARD_B, CARD_PENDING, cardReads } from './cards.fixture';
import { CardsPage } from './cards-page';

const server = startMswServer();
const money = (cents: number) => formatBRL(cents).replace(/\s/g, ' ');

const CARDS = [
  aCard(),
  aCard({
    id: CARD_B,
    cardId: CARD_B,
    cardName: 'Viagens',
    type: 'FREE_BALANCE',
    limitValue: null,
    cardStatus: 'BLOCKED',
    panMasked: '**** **** **** 1177',
    finalDigits: '1177',
  }),
  aCard({
    id: CARD_PENDING,
    cardId: CARD_PENDING,
    cardName: 'Novo',
    cardStatus: 'PENDING',
    panMasked: null,
    finalDigits: null,
    invoiceValue: 0,
  }),
];

function open(roles: string[], features: FeatureToggle[] = []) {
  return renderWithApp(<CardsPage page={1} onPageChange={() => undefined} />, {
    session: demoSession({ roles: roles as never, features }),
  });
}

describe('CardsPage', { timeout: 20_000 }, () => {
  it('lists each card by its final digits, name and status; a pending card cannot be opened', async () => {
    server.use(...cardReads({ cards: CARDS }));
    const { router } = open(['BANKING_CARD']);
    const link = await screen.findByRole('link', { name: 'Abrir cartão Marketing final 4821' });
    expect(link.getAttribute('href')).toBe(`/cartao/${CARDS[0]?.id}`);
    expect(screen.getByRole('link', { name: 'Abrir cartão Viagens final 1177' })).toBeTruthy();
    expect(screen.getByText('Bloqueado')).toBeTruthy();
    expect(screen.getByText('Pendente')).toBeTruthy();
    expect(screen.getByText('Em emissão')).toBeTruthy();
    expect(screen.getAllByText(`Limite Fixo (${money(500000)})`)).toHaveLength(2);
    // A click on the pending card's row goes nowhere.
    fireEvent.click(screen.getByText('Novo'));
    expect(router.state.location.pathname).toBe('/');
    fireEvent.click(screen.getByText('Viagens'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/cartao/${CARD_B}`));
  });

  it('gives BANKING_VISUALIZATION the list, the global limit and a read-only way to the limits', async () => {
    server.use(...cardReads());
    open(['BANKING_VISUALIZATION']);
    expect(await screen.findByText(money(5000000))).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ver faturas' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Gerenciar limites' })).toBeNull();
    // §2.2 lets the role open /cartao/limites, read-only; §6 keeps 'Gerenciar limites' from it.
    expect(screen.getByRole('link', { name: 'Ver limites' }).getAttribute('href')).toBe('/cartao/limites');
    expect(screen.queryByRole('button', { name: 'Novo cartão' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Resumo da fatura' })).toBeNull();
  });

  it("shows the gateway's invoice with its own total, paid and remaining; Pagar for BANKING_CARD, not B_SELLER_ADMIN", async () => {
    // The gateway picks the oldest overdue month (§4.5), here one older than the list's first page.
    const september = aMonth({
      yearMonth: '2025-09',
      status: 'OVERDUE',
      totalAmount: 5939.52,
      paidAmount: 2060.68,
      remainingAmount: 3878.84,
      dueDate: '2025-09-12',
      endDate: '2025-09-05',
    });
    const months = [aMonth({ yearMonth: '2099-12', status: 'OPEN', totalAmount: 300, remainingAmount: 300 })];
    server.use(...cardReads({ months, summary: september }));
    const first = open(['BANKING_CARD']);
    const summary = await screen.findByRole('region', { name: 'Resumo da fatura' });
    expect(await within(summary).findByRole('link', { name: 'Setembro/2025' })).toBeTruthy();
    expect(within(summary).getByText('Vencida')).toBeTruthy();
    const figure = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent;
    expect(figure('Total')).toBe(formatBRL(593952));
    expect(figure('Pago')).toBe(formatBRL(206068));
    expect(figure('Restante')).toBe(formatBRL(387884));
    expect((within(summary).getByRole('button', { name: 'Pagar' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    // The limit's figure is what is spent and unpaid on every invoice, not an invoice of its own.
    const limit = screen.getByRole('region', { name: 'Limite global' });
    expect(within(limit).queryByText('Fatura atual')).toBeNull();
    expect(within(limit).getByText('Limite utilizado')).toBeTruthy();
    first.unmount();

    open(['B_SELLER_ADMIN']);
    const other = await screen.findByRole('region', { name: 'Resumo da fatura' });
    await within(other).findByRole('link', { name: 'Setembro/2025' });
    expect(within(other).queryByRole('button', { name: 'Pagar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver faturas' })).toBeTruthy();
  });

  it('disables Novo cartão with block_items_credit_card', async () => {
    server.use(...cardReads());
    open(['BANKING_ADMIN'], ['block_items_credit_card']);
    const create = (await screen.findByRole('button', { name: 'Novo cartão' })) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
  });

  it('says so when there are no cards', async () => {
    server.use(...cardReads({ cards: [], months: [] }));
    open(['BANKING_CARD']);
    expect(await screen.findByText(CARD_MESSAGES.noCards)).toBeTruthy();
    expect(await screen.findByText('Sem dados das faturas')).toBeTruthy();
  });

  it('creates a fixed-limit card once, asking for the limit only with Limite Fixo', async () => {
    const sent: { body: unknown; key: string | null }[] = [];
    server.use(
      ...cardReads(),
      http.post(`${BANKING}/cards`, async ({ request }) => {
        sent.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
        return HttpResponse.json(aCard({ cardStatus: 'PENDING' }), { status: 201 });
      }),
    );
    open(['BANKING_CARD']);
    fireEvent.click(await screen.findByRole('button', { name: 'Novo cartão' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo cartão' });
    const submit = within(dialog).getByRole('button', { name: 'Criar cartão' });
    fireEvent.click(submit);
    expect(await within(dialog).findAllByText(CARD_REQUIRED_MESSAGE)).toHaveLength(2);
    expect(within(dialog).queryByLabelText('Limite')).toBeNull();

    fireEvent.change(within(dialog).getByLabelText('Nome do cartão'), {
      target: { value: 'Equipe de vendas' },
    });
    fireEvent.change(within(dialog).getByLabelText('Tipo de limite'), { target: { value: 'LIMIT_BALANCE' } });
    expect(await within(dialog).findByText(CARD_LIMIT_REQUIRED_MESSAGE)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Limite'), { target: { value: '150000' } });
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await screen.findByText('Cartão de crédito criado com sucesso.')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ cardName: 'Equipe de vendas', type: 'LIMIT_BALANCE', limitValue: 1500 });
    expect(sent[0]?.key).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Novo cartão' })).toBeNull());
  });

  it('shows the server refusal of a new card as its toast and keeps the dialog open', async () => {
    server.use(
      ...cardReads(),
      http.post(`${BANKING}/cards`, () =>
        HttpResponse.json(
          {
            errors: [
              { code: 'LIMIT_ABOVE_GLOBAL', description: 'O limite do cartão passa do limite global.' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    open(['BANKING_CARD']);
    fireEvent.click(await screen.findByRole('button', { name: 'Novo cartão' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo cartão' });
    fireEvent.change(within(dialog).getByLabelText('Nome do cartão'), { target: { value: 'Livre' } });
    fireEvent.change(within(dialog).getByLabelText('Tipo de limite'), { target: { value: 'FREE_BALANCE' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar cartão' }));
    expect(
      await screen.findByText('LIMIT_ABOVE_GLOBAL - O limite do cartão passa do limite global.'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Novo cartão' })).toBeTruthy();
  });
});

import { CARD_MESSAGES } from '@balcao/domain/cards';
import { formatBRL } from '@balcao/domain/money';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, renderWithApp } from '../../test/render-with-app';
import { CardLimitsPage } from './card-limits-page';
import { aCard, BANKING, CARD_A, CARD_B, CARD_PENDING, cardReads } from './cards.fixture';

const server = startMswServer();
const money = (cents: number) => formatBRL(cents).replace(/\s/g, ' ');

const CARDS = [
  aCard(),
  aCard({ id: CARD_B, cardId: CARD_B, cardName: 'Viagens', limitValue: 2000, finalDigits: '1177' }),
  aCard({
    id: CARD_PENDING,
    cardId: CARD_PENDING,
    cardName: 'Livre',
    type: 'FREE_BALANCE',
    limitValue: null,
  }),
];

const input = (name: string) => screen.getByLabelText(`Limite do cartão ${name}`) as HTMLInputElement;

function open(roles: string[]) {
  return renderWithApp(<CardLimitsPage />, { session: demoSession({ roles: roles as never }) });
}

describe('CardLimitsPage', { timeout: 20_000 }, () => {
  it('shows the global and remaining limits and each fixed limit, the FREE_BALANCE one disabled', async () => {
    server.use(...cardReads({ cards: CARDS }));
    open(['BANKING_CARD']);
    expect(await screen.findByText(money(5_000_000))).toBeTruthy();
    expect(screen.getByText(money(4_125_030))).toBeTruthy();
    await waitFor(() => expect(input('Marketing').value).toBe(formatBRL(500_000)));
    expect(input('Viagens').disabled).toBe(false);
    expect(input('Livre').disabled).toBe(true);
    expect(input('Livre').value).toBe('');
    expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves one change per edited card; a refused card goes back to its value, the other keeps the new one', async () => {
    const bodies: { cardId: string; newLimit: number }[] = [];
    server.use(
      ...cardReads({ cards: CARDS }),
      http.patch(`${BANKING}/limits/change-limit`, async ({ request }) => {
        const body = (await request.json()) as { cardId: string; newLimit: number };
        bodies.push(body);
        if (body.cardId === CARD_B)
          return HttpResponse.json(
            { errors: [{ code: 'LIMIT_ABOVE_GLOBAL', description: 'O limite passa do limite global.' }] },
            { status: 400 },
          );
        return HttpResponse.json(aCard({ limitValue: body.newLimit }));
      }),
    );
    open(['BANKING_ADMIN']);
    await waitFor(() => expect(input('Marketing').value).toBe(formatBRL(500_000)));
    fireEvent.change(input('Marketing'), { target: { value: '800000' } });
    fireEvent.change(input('Viagens'), { target: { value: '9000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('LIMIT_ABOVE_GLOBAL - O limite passa do limite global.')).toBeTruthy();
    expect(await screen.findByText(CARD_MESSAGES.limitsUpdated)).toBeTruthy();
    expect(bodies).toEqual(
      expect.arrayContaining([
        { cardId: CARD_A, newLimit: 8000 },
        { cardId: CARD_B, newLimit: 90000 },
      ]),
    );
    expect(bodies).toHaveLength(2);
    await waitFor(() => expect(input('Viagens').value).toBe(formatBRL(200_000)));
    expect(input('Marketing').value).toBe(formatBRL(800_000));
  });

  it('lets BANKING_VISUALIZATION see the limits without editing them', async () => {
    server.use(...cardReads({ cards: CARDS }));
    open(['BANKING_VISUALIZATION']);
    await waitFor(() => expect(input('Marketing').value).toBe(formatBRL(500_000)));
    expect(input('Marketing').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
  });
});

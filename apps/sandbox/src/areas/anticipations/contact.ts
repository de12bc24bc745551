import type { banking } from '@balcao/client';
import { hasFeature } from '@balcao/domain/access';
import { businessToday } from '@balcao/domain/dates';
import { ANTICIPATION_CONTACT_MESSAGE_MAX, ANTICIPATION_TEAM_EMAIL } from '@balcao/domain/financial';
import { centsToReais, formatBRL } from '@balcao/domain/money';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { badRequest, conflict, forbidden } from '../../errors';
import { balances } from '../ledger/balances';
import { featureToggles } from '../sellers/sellers';
import type { Caller } from '../shared/caller';
import { sendEmail } from '../shared/outbox';

type ContactRequest = banking.components['schemas']['RevenueAnticipationContactRequest'];
type Contact = banking.components['schemas']['RevenueAnticipationContact'];

/**
 * POST /email-messages/revenue-anticipation: a seller without on-demand anticipation asks the provider's
 * team to switch it on. The team gets the seller, who asked, the balance to release and the note; the one
 * who asked gets a confirmation. Both in the outbox, in this operation's transaction.
 */
export async function requestRevenueAnticipationContact(
  db: Db,
  clock: Clock,
  caller: Caller,
  body: ContactRequest | undefined,
): Promise<Contact> {
  if (!hasFeature(await featureToggles(db, clock, caller), 'view_balance_anticipation')) throw forbidden();
  const message = body?.message?.trim() ?? '';
  if (message.length > ANTICIPATION_CONTACT_MESSAGE_MAX)
    throw badRequest(`Recado: no máximo ${ANTICIPATION_CONTACT_MESSAGE_MAX} caracteres.`);
  if (/[<>]/.test(message)) throw badRequest('Recado: não use os caracteres < e >.');
  const [seller] = await db.query<{ name: string; document: string; on_demand_anticipation: boolean }>(
    `SELECT coalesce(fantasy_name, company_name) AS name, document, on_demand_anticipation
       FROM sellers WHERE id = $1`,
    [caller.sellerId],
  );
  if (seller?.on_demand_anticipation)
    throw conflict(
      'A antecipação já está habilitada para este seller: use Antecipar.',
      'ANTICIPATION_ENABLED',
    );
  const { ACQUIRING: acquiring } = await balances(db, caller.sellerId, businessToday(clock.now()), [
    'ACQUIRING',
  ]);
  const toRelease = acquiring.toReleaseCents;
  await sendEmail(db, clock, {
    to: ANTICIPATION_TEAM_EMAIL,
    subject: `Pedido de antecipação de recebíveis: ${seller?.name ?? ''} (${seller?.document ?? ''})`,
    body: [
      `O seller ${seller?.name ?? ''} (${seller?.document ?? ''}) pede a antecipação de recebíveis.`,
      `Pedido por: ${caller.email}.`,
      `Saldo a liberar hoje: ${formatBRL(toRelease)}.`,
      ...(message ? ['', 'Recado:', message] : []),
    ].join('\n'),
  });
  await sendEmail(db, clock, {
    to: caller.email,
    subject: 'Recebemos seu pedido de antecipação',
    body: [
      'Olá,',
      '',
      'Recebemos seu pedido para habilitar a antecipação de recebíveis. A equipe de antecipação responde neste e-mail.',
      `Saldo a liberar no pedido: ${formatBRL(toRelease)}.`,
    ].join('\n'),
  });
  return {
    recipient: ANTICIPATION_TEAM_EMAIL,
    copyTo: caller.email,
    provisionedAmount: centsToReais(toRelease),
  };
}

import type { core } from '@balcao/client';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { notFound } from '../../errors';
import { type Caller, requireOwnSeller } from '../shared/caller';

/** The answers of the terms and the payout block, as the contract declares them. */
export type TermsStatus = core.components['schemas']['TermsStatus'];
export type SellerBlock = core.components['schemas']['SellerBlock'];

/** The newest published version is the current one; acceptance is per seller, not per user. */
export async function currentTerms(db: Db, clock: Clock, caller: Caller): Promise<TermsStatus> {
  const [row] = await db.query<{ version: string; title: string; url: string; accepted_at: Date | null }>(
    `SELECT v.version, v.title, v.url, a.accepted_at
       FROM terms_versions v
       LEFT JOIN seller_terms_acceptances a ON a.version = v.version AND a.seller_id = $1
      WHERE v.published_at <= $2
      ORDER BY v.published_at DESC, v.version DESC LIMIT 1`,
    [caller.sellerId, clock.now().toISOString()],
  );
  if (!row) throw notFound('Não há termos de uso publicados.');
  return {
    accepted: row.accepted_at !== null,
    version: row.version,
    title: row.title,
    url: row.url,
    acceptedAt: row.accepted_at?.toISOString() ?? null,
  };
}

/** Only a SELLER_ADMIN accepts, for the whole seller; accepting again changes nothing. */
export async function acceptCurrentTerms(db: Db, clock: Clock, caller: Caller): Promise<TermsStatus> {
  const terms = await currentTerms(db, clock, caller);
  if (terms.accepted) return terms;
  await db.query(
    `INSERT INTO seller_terms_acceptances (seller_id, version, accepted_by, accepted_at)
     VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
    [caller.sellerId, terms.version, caller.userId, clock.now().toISOString()],
  );
  return currentTerms(db, clock, caller);
}

/** Payout block of the caller's own seller; asking about another seller is refused. */
export async function sellerBlock(
  db: Db,
  _clock: Clock,
  caller: Caller,
  sellerId: number,
): Promise<SellerBlock> {
  requireOwnSeller(caller, sellerId);
  const [row] = await db.query<{ block_reason: string | null }>(
    'SELECT block_reason FROM sellers WHERE id = $1',
    [sellerId],
  );
  if (!row) throw notFound('Seller não encontrado.');
  return { idSeller: sellerId, blocked: row.block_reason !== null, blockReason: row.block_reason };
}

/** The seller's toggles and the user's own, each name once. */
export async function featureToggles(db: Db, _clock: Clock, caller: Caller): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT name FROM seller_feature_toggles WHERE seller_id = $1
     UNION SELECT name FROM user_feature_toggles WHERE user_id = $2
     ORDER BY name`,
    [caller.sellerId, caller.userId],
  );
  return rows.map((r) => r.name);
}

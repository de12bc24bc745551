import type { core } from '@balcao/client';
import { checkNewPassword } from '@balcao/domain/access';
import type { Clock, RealTime } from '../../clock';
import type { Db } from '../../db/db';
import { notFound, ValidationErrors } from '../../errors';
import {
  clearAttempts,
  countAttempt,
  RESET_PER_ADDRESS,
  RESET_PER_EMAIL,
  SIGN_IN_PER_EMAIL,
} from '../shared/attempts';
import type { ContractBody } from '../shared/contract';
import { sendEmail } from '../shared/outbox';
import { issuePasswordLink } from './password-links';
import { hashPassword, sha256 } from './passwords';
import { revokeUserSessions } from './session';
import { findUserByEmail, normalizeEmail } from './user-records';

/**
 * Sends a single-use link to `/redefinir-senha/{token}` when the e-mail is a user's; answers the same
 * either way so nobody learns who has an account. Every request counts toward the per-address limit.
 */
export async function requestPasswordReset(
  db: Db,
  clock: Clock & RealTime,
  input: ContractBody<core.operations['requestPasswordReset']> & { appUrl: string; peerAddress: string },
): Promise<void> {
  const email = normalizeEmail(input.email);
  await countAttempt(db, clock, RESET_PER_ADDRESS, input.peerAddress);
  await countAttempt(db, clock, RESET_PER_EMAIL, email);
  const user = await findUserByEmail(db, email);
  if (!user || user.status === 'BLOCKED') return;

  const link = await issuePasswordLink(db, clock, {
    userId: user.id,
    purpose: 'RESET',
    appUrl: input.appUrl,
  });
  await sendEmail(db, clock, {
    to: user.email,
    subject: 'Redefinição de senha do Balcão',
    body: [
      'Olá,',
      '',
      'Recebemos um pedido para redefinir a senha da sua conta no Balcão.',
      `Para criar uma nova senha, acesse: ${link}`,
      '',
      'O link vale por 1 hora e pode ser usado uma única vez.',
      'Se não foi você quem pediu, ignore este e-mail: sua senha continua a mesma.',
    ].join('\n'),
  });
}

/**
 * Sets the password with a token from the e-mail: once, within its validity, and only a password the
 * domain's rule accepts (not a common one). Ends the user's open sessions, and an invitation's token also
 * activates the user.
 */
export async function setNewPassword(
  db: Db,
  clock: Clock,
  input: ContractBody<core.operations['setNewPassword']> & { token: string },
): Promise<void> {
  // The app's form checks the same rule; checked first, so a refused password leaves the link usable.
  const password = checkNewPassword(input.newPassword);
  if (!password.success) throw new ValidationErrors([password.message]);
  const now = clock.now();
  const [row] = await db.query<{ user_id: number; purpose: string; email: string }>(
    `SELECT t.user_id, t.purpose, u.email FROM password_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > $2 AND u.status <> 'BLOCKED'
      FOR UPDATE OF t`,
    [sha256(input.token), now.toISOString()],
  );
  if (!row) throw notFound('Link de redefinição de senha inválido ou expirado. Peça um novo link.');
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
    row.user_id,
    await hashPassword(input.newPassword),
  ]);
  // Setting the first password completes an invitation, by the invitation's link or by a reset link.
  await db.query(`UPDATE users SET status = 'ACTIVE' WHERE id = $1 AND status = 'CREATED'`, [row.user_id]);
  // Every link of the user dies with this one, used or not.
  await db.query('UPDATE password_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
    row.user_id,
    now.toISOString(),
  ]);
  await revokeUserSessions(db, clock, row.user_id);
  // Whoever set it proved they read the account's mail: the delays others caused at this account end.
  await clearAttempts(db, SIGN_IN_PER_EMAIL, row.email);
}

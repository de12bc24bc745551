import { normalizeRoles, rolesForUser } from '@balcao/domain/access';
import { fillPath, isRead, loadOperations, type Operation, pathParams } from '../contract';
import { NetworkError, type RawResponse, send, sendJson } from '../http';
import type { RunOptions } from '../options';
import { CheckReport } from '../report';
import { absentId, merchantResources, type ResourceIds, resourceOf } from '../resources';
import { ROLE_EXPECTATIONS, ROLE_GAPS } from '../role-expectations';
import { type DemoUser, startInProcess } from '../sandbox';
import { sampleValid } from '../schema-arbitrary';
import { demoAccounts, idempotencyKey, sellerIdOf, signInUser } from '../session';

type Observed = 'allowed' | 'denied' | 'hidden' | 'inconclusive' | 'error';

/**
 * 403 is a denial; 400 means the generated body stopped at validation, before any role check. A
 * mutation goes to an id that does not exist (as does a read when the merchant has none), so an
 * allowed role meets 404 and nothing is written; a 404 there for a role the domain denies means
 * the lookup ran before the role check ('hidden').
 */
function observe(res: RawResponse, absent: boolean): Observed {
  if (res.status === 403) return 'denied';
  if (res.status === 400) return 'inconclusive';
  if (res.status === 401 || res.status >= 500) return 'error';
  if (res.status === 404 && absent) return 'hidden';
  return 'allowed';
}

function request(op: Operation, ids: ResourceIds, seed: number) {
  // A query parameter naming the caller's own seller takes that seller, as the app sends it.
  const own = (name: string) => (name === 'id_seller' ? ids.sellerId?.[0] : undefined);
  const values: Record<string, string> = {};
  let absent = false;
  for (const p of pathParams(op)) {
    const resource = resourceOf(op, p.name);
    const real = isRead(op) && resource ? ids[resource]?.[0] : undefined;
    absent ||= !real;
    values[p.name] = real ?? absentId(op, p.name);
  }
  const query = op.parameters
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${p.name}=${encodeURIComponent(own(p.name) ?? String(sampleValid(p.schema, seed)))}`)
    .join('&');
  const body = op.body ? JSON.stringify(sampleValid(op.body, seed)) : undefined;
  return { path: `${fillPath(op, values)}${query ? `?${query}` : ''}`, body, absent };
}

export async function roleMatrixCheck(options: RunOptions): Promise<CheckReport> {
  const report = new CheckReport('3 role matrix');
  const sandbox = await startInProcess();
  try {
    const { users } = await demoAccounts();
    const sessions: {
      user: DemoUser;
      token: string;
      roles: string[];
      features: string[];
      ids: ResourceIds;
    }[] = [];
    for (const user of users) {
      try {
        const tokens = await signInUser(sandbox.url, user);
        const roles = normalizeRoles([
          ...tokens.roles,
          ...((tokens as { bankingRoles?: string[] }).bankingRoles ?? []),
        ]);
        const expected = rolesForUser(user);
        const same = roles.length === expected.length && expected.every((r) => roles.includes(r));
        report.expect(same, {
          cause: 'session roles differ from the domain profile table',
          method: 'POST',
          path: '/core/public/auth/sign-in',
          input: user.email,
          status: 200,
          detail: `session [${roles}] vs table [${expected}]`,
        });
        const ids = await merchantResources(sandbox.db, await sellerIdOf(sandbox.db, user.email));
        // Feature toggles are the seller's configuration, not the domain's table: read them as the app does.
        const toggles = await sendJson(sandbox.url, 'GET', '/core/users/feature-toggles', undefined, {
          bearer: tokens.token,
        });
        const features = Array.isArray(toggles.json) ? (toggles.json as string[]) : [];
        sessions.push({ user, token: tokens.token, roles: expected, features, ids });
      } catch (error) {
        // A demo user who cannot sign in would leave every role of theirs unchecked: that is a failure of
        // the sandbox or the seed, never a reason to report the matrix as passed.
        report.count();
        report.fail({
          cause: 'a demo user could not sign in, so their roles went unchecked',
          method: 'POST',
          path: '/core/public/auth/sign-in',
          input: user.email,
          status: 'no session',
          detail: (error as Error).message.slice(0, 160),
        });
      }
    }
    const inconclusive: string[] = [];
    for (const op of loadOperations()) {
      if (op.security !== 'bearer') continue;
      const expectation = ROLE_EXPECTATIONS[op.operationId];
      if (!expectation) {
        report.skip(`${op.operationId}: ${ROLE_GAPS[op.operationId] ?? 'no domain table covers it'}`);
        continue;
      }
      for (const { user, token, roles, features, ids } of sessions) {
        const { path, body, absent } = request(op, ids, options.seed);
        const who = `${user.email} (${user.profile ?? '-'}/${user.bankingProfile ?? '-'}, ${user.merchant})`;
        const base = { method: op.method, path, input: `${who}${body ? ` ${body}` : ''}` };
        let res: RawResponse;
        try {
          res = await send(sandbox.url, {
            method: op.method,
            path,
            bearer: token,
            headers: {
              ...(body ? { 'content-type': 'application/json' } : {}),
              ...(op.method === 'POST' ? idempotencyKey() : {}),
            },
            ...(body ? { body } : {}),
          });
        } catch (error) {
          if (!(error instanceof NetworkError)) throw error;
          report.expect(false, { ...base, status: 'NETWORK', cause: 'no answer' });
          continue;
        }
        const observed = observe(res, absent);
        const allowed = expectation.allows(roles, features, body);
        const detail = `domain: ${allowed ? 'allow' : 'deny'} by ${expectation.source}; ${res.text.slice(0, 160)}`;
        // A 400 for a role the domain allows came after the role check (denied roles met 403 first).
        if (observed === 'inconclusive' && !allowed) {
          inconclusive.push(`${op.operationId}/${user.email.split('@')[0]}`);
          continue;
        }
        report.count();
        if (observed === 'error')
          report.fail({ ...base, status: res.status, cause: '401/5xx for a signed-in user', detail });
        else if (allowed && observed === 'denied')
          report.fail({ ...base, status: res.status, cause: 'denied where the domain allows', detail });
        else if (!allowed && observed === 'allowed')
          report.fail({ ...base, status: res.status, cause: 'allowed for a role the domain denies', detail });
        else if (!allowed && observed === 'hidden')
          report.fail({
            ...base,
            status: res.status,
            cause: 'denied role got 404, not 403 (lookup before the role check)',
            detail,
          });
      }
    }
    if (inconclusive.length) {
      report.note(
        `inconclusive (400: the generated body failed validation before any role check), ${inconclusive.length}: ${inconclusive.join(', ')}`,
      );
    }
  } finally {
    await sandbox.close();
  }
  return report;
}

interface TokenTimes {
  /** `exp` claim, seconds since the epoch. */
  exp: number;
  /** `iat` claim when present. */
  iat?: number;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The last token read and its times: every call asks about the session's current token, which
 * changes only at sign-in and refresh, and decoding it was a measurable part of a small call's cost.
 */
let lastRead: { token: string; times: TokenTimes | null } | undefined;

/** Reads `exp` and `iat` from a JWT's payload without checking its signature (the server does). */
function decodeTokenTimes(token: string): TokenTimes | null {
  if (lastRead?.token !== token) lastRead = { token, times: readTokenTimes(token) };
  return lastRead.times;
}

function readTokenTimes(token: string): TokenTimes | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null) return null;
    const { exp, iat } = claims as { exp?: unknown; iat?: unknown };
    if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
    return typeof iat === 'number' && Number.isFinite(iat) ? { exp, iat } : { exp };
  } catch {
    return null;
  }
}

/** When the access token expires, from its `exp` claim; null when it is not a JWT or has no `exp`. */
export function decodeTokenExpiry(token: string): Date | null {
  const times = decodeTokenTimes(token);
  return times ? new Date(times.exp * 1000) : null;
}

/**
 * Whether the token is within `thresholdSeconds` of expiry. The threshold is capped at half the
 * token's lifetime (`exp - iat`) so that a server issuing tokens shorter than the threshold does
 * not make every request refresh. A token whose expiry cannot be read is never refreshed early:
 * the 401 path covers it.
 */
export function expiresWithin(token: string, thresholdSeconds: number, nowMs = Date.now()): boolean {
  const times = decodeTokenTimes(token);
  if (!times) return false;
  const lifetime = times.iat === undefined ? Number.POSITIVE_INFINITY : times.exp - times.iat;
  const threshold = Math.min(thresholdSeconds, lifetime / 2);
  return times.exp * 1000 - nowMs <= threshold * 1000;
}

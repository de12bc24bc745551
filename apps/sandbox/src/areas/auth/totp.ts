import { verify as verifyTotp } from 'otplib';
import type { Clock } from '../../clock';

const TOTP_PERIOD = 30;

/**
 * The time step of `code` when it is a current code of `secret` (RFC 6238, one step of tolerance either
 * side, time from the sandbox clock) and later than `lastStep`, the step last used; otherwise null. Sign-in,
 * turning two-factor on and turning it off all check codes here, so a code is good once for all of them.
 */
export async function totpStep(
  secret: string,
  code: string,
  clock: Clock,
  lastStep: number | null,
): Promise<number | null> {
  const epoch = Math.floor(clock.now().getTime() / 1000);
  // After the clock went back, every code in the window may be older than the last one used.
  if (lastStep !== null && lastStep > Math.floor(epoch / TOTP_PERIOD) + 1) return null;
  const result = await verifyTotp({
    secret,
    token: code,
    epoch,
    period: TOTP_PERIOD,
    epochTolerance: TOTP_PERIOD,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  });
  if (!result.valid) return null;
  return 'timeStep' in result ? result.timeStep : Math.floor(epoch / TOTP_PERIOD) + result.delta;
}

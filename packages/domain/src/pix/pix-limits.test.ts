import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPERATION_ACCESS } from '../access/operation-access';
import { formatBRL } from '../money/money';
import { menuFor } from '../navigation/navigation';
import { routeByPath } from '../navigation/routes';
import {
  formatPixLimitMoment,
  PIX_LIMIT_ROLES,
  pixLimitChange,
  pixLimitExceededMessage,
  pixLimitInForce,
  pixLimitWindow,
} from './pix-limits';

// São Paulo is UTC-3 all year (no daylight saving since 2019).
const sp = (local: string) => new Date(`${local}-03:00`);

describe('the Pix limit windows (§9)', () => {
  it.each([
    ['2026-11-25T05:59:59', 'NIGHT', '2026-11-24'],
    ['2026-11-25T06:00:00', 'DAY', '2026-11-25'],
    ['2026-11-25T19:59:59', 'DAY', '2026-11-25'],
    ['2026-11-25T20:00:00', 'NIGHT', '2026-11-25'],
    ['2026-11-25T23:59:59', 'NIGHT', '2026-11-25'],
    ['2026-11-26T00:00:00', 'NIGHT', '2026-11-25'],
  ])('puts %s (São Paulo) in the %s window of %s', (local, period, day) => {
    expect(pixLimitWindow(sp(local))).toMatchObject({ period, day });
  });

  it('gives the night window its two calendar days: 20:00 to 06:00 of the next', () => {
    const night = pixLimitWindow(sp('2026-12-31T23:30:00'));
    expect(night.start).toEqual(sp('2026-12-31T20:00:00'));
    expect(night.end).toEqual(sp('2027-01-01T06:00:00'));
    expect(pixLimitWindow(sp('2027-01-01T03:00:00'))).toEqual(night);
  });

  it('always holds the instant in [start, end) of 14 or 10 hours', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        (at) => {
          const w = pixLimitWindow(at);
          expect(w.start <= at && at < w.end).toBe(true);
          expect(w.end.getTime() - w.start.getTime()).toBe((w.period === 'DAY' ? 14 : 10) * 3_600_000);
        },
      ),
    );
  });
});

describe('changing a limit (§4.4)', () => {
  it('calls a higher amount an increase, a lower one a decrease', () => {
    expect(pixLimitChange(100_000, 150_000)).toBe('INCREASE');
    expect(pixLimitChange(100_000, 50_000)).toBe('DECREASE');
    expect(pixLimitChange(100_000, 100_000)).toBe('SAME');
  });

  it('counts a scheduled increase from its moment on', () => {
    const limit = {
      amountCents: 100_000,
      scheduledAmountCents: 300_000,
      scheduledFor: sp('2026-11-26T10:00:00'),
    };
    expect(pixLimitInForce(limit, sp('2026-11-26T09:59:59'))).toBe(100_000);
    expect(pixLimitInForce(limit, sp('2026-11-26T10:00:00'))).toBe(300_000);
    expect(
      pixLimitInForce(
        { ...limit, scheduledAmountCents: null, scheduledFor: null },
        sp('2030-01-01T00:00:00'),
      ),
    ).toBe(100_000);
  });

  it('says what is left of the window when a Pix is over the limit', () => {
    expect(pixLimitExceededMessage('NIGHT', 100_000, 80_000)).toBe(
      `Pix acima do limite noturno (das 20:00 às 05:59): restam ${formatBRL(20_000)} de ${formatBRL(100_000)} neste período.`,
    );
  });

  it('shows when a change takes effect in São Paulo time', () => {
    expect(formatPixLimitMoment(new Date('2026-11-26T13:05:00Z'))).toBe('26/11/2026 às 10:05');
  });
});

describe('the menu (§2.4)', () => {
  it.each(PIX_LIMIT_ROLES)('lists Configurações Pix for %s once the account is ACTIVE', (role) => {
    const settings = menuFor({ roles: [role], features: [], bankingStatus: 'ACTIVE' }).find(
      (group) => group.section === 'SETTINGS',
    );
    expect(settings?.items.map((item) => item.path)).toContain('/pix-config');
  });

  it('does not list it for roles outside §2.3', () => {
    const groups = menuFor({
      roles: ['SELLER_ADMIN', 'BANKING_VISUALIZATION'],
      features: [],
      bankingStatus: 'ACTIVE',
    });
    expect(groups.flatMap((g) => g.items.map((item) => item.path))).not.toContain('/pix-config');
  });
});

describe('who may read and change the limits (§6)', () => {
  it('is the route’s roles, for both calls', () => {
    const route = [...routeByPath('/pix-config').roles].sort();
    expect([...PIX_LIMIT_ROLES].sort()).toEqual(route);
    for (const access of [OPERATION_ACCESS.getPixLimits, OPERATION_ACCESS.updatePixLimit])
      expect(access.kind === 'roles' && [...(access.roles[0] ?? [])].sort()).toEqual(route);
  });
});

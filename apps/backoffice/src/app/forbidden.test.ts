import { createMemorySessionStore } from '@balcao/client';
import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { demoSession } from '../test/render-with-app';
import { guardRoute, isForbiddenRouteError } from './forbidden';
import { type AppSession, createAuth } from './session';

function contextWith(session: AppSession | null) {
  return { auth: createAuth(createMemorySessionStore<AppSession>(session)) };
}

function thrown(run: () => void): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('guardRoute', () => {
  it('sends a visitor without a session to /login, remembering the page', () => {
    const error = thrown(() => guardRoute('/')({ context: contextWith(null), location: { href: '/?x=1' } }));
    expect(isRedirect(error)).toBe(true);
    expect((error as { options: { to: string; search: unknown } }).options).toMatchObject({
      to: '/login',
      search: { redirect: '/?x=1' },
    });
  });

  it('refuses a user without the roles of the route table', () => {
    const seller = demoSession({ roles: ['SELLER_PAYMENT_LINK', 'SELLER_CHARGES', 'SELLER_CLIENTS'] });
    const error = thrown(() => guardRoute('/')({ context: contextWith(seller), location: { href: '/' } }));
    expect(isForbiddenRouteError(error)).toBe(true);
  });

  it('lets a user with the roles and features through', () => {
    const admin = demoSession();
    expect(
      thrown(() => guardRoute('/')({ context: contextWith(admin), location: { href: '/' } })),
    ).toBeUndefined();
    expect(
      isForbiddenRouteError(
        thrown(() =>
          guardRoute('/usuarios')({
            context: contextWith(demoSession({ roles: ['SELLER_DASHBOARD'] })),
            location: { href: '/usuarios' },
          }),
        ),
      ),
    ).toBe(true);
  });

  it('lets an ACTIVE account open /ativar-pj to see its data, though the menu no longer lists it', () => {
    const active = demoSession({ bankingRoles: ['B_SELLER_ADMIN'], bankingStatus: 'ACTIVE' });
    const context = contextWith(active);
    expect(context.auth.features).not.toContain('view_create_banking_account');
    expect(
      thrown(() => guardRoute('/ativar-pj')({ context, location: { href: '/ativar-pj' } })),
    ).toBeUndefined();
  });

  it('reads banking roles merged and normalised into the roles', () => {
    const auth = contextWith(demoSession({ roles: [], bankingRoles: ['BANKING_CARDS'] })).auth;
    expect(auth.roles).toEqual(['BANKING_CARD']);
  });
});

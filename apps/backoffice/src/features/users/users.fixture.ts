import { profileOptions } from '@balcao/domain/access';
import { HttpResponse, http } from 'msw';
import { demoSession, GATEWAY } from '../../test/render-with-app';
import type { User } from './api';

/** Test data of the users screen, in the contract's shapes. */
export const USERS_URL = `${GATEWAY}/core/app/v1/users`;

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 5,
    email: 'vendas@demo.balcao.dev',
    profile: 'SALE',
    bankingProfile: null,
    status: 'ACTIVE',
    createdAt: '2026-11-01T12:00:00Z',
    ...overrides,
  };
}

export function aPage(content: User[], { page = 0, totalElements = content.length } = {}) {
  return { content, totalElements, totalPages: Math.ceil(totalElements / 20), number: page, size: 20 };
}

/** An ADMIN whose banking account is active (banking roles), or not. */
export const adminSession = (banking: boolean) =>
  demoSession(
    banking
      ? { bankingRoles: ['B_SELLER_ADMIN', 'BANKING_ADMIN'], bankingStatus: 'ACTIVE' }
      : { bankingRoles: [], bankingStatus: 'INACTIVE' },
  );

/** GET /app/v1/users/profiles as the sandbox answers it for that session. */
export const profilesHandler = (banking: boolean) =>
  http.get(`${USERS_URL}/profiles`, () => HttpResponse.json(profileOptions(banking ? 'ACTIVE' : 'INACTIVE')));

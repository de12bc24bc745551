import { hasAnyRole, type Role } from '@balcao/domain';
import { forbidden } from '../../http/errors';

/** Who is calling, as the access token and the user's row say. */
export interface Caller {
  userId: number;
  sellerId: number;
  email: string;
  roles: string[];
  bankingRoles: string[];
}

/** 403 unless the caller holds one of the roles (acquiring or banking). */
export function requireRole(caller: Caller, allowed: readonly Role[]): void {
  if (!hasAnyRole([...caller.roles, ...caller.bankingRoles], allowed)) throw forbidden();
}

/** 403 unless the resource belongs to the caller's seller. */
export function requireOwnSeller(caller: Caller, sellerId: number): void {
  if (caller.sellerId !== sellerId) throw forbidden();
}

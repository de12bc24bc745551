import { forbidden } from '../../errors';

/**
 * Who is calling, as the access token and the user's row say. Whether they may call an operation at all
 * is decided at the HTTP edge, from the domain's OPERATION_ACCESS table (http/access.ts).
 */
export interface Caller {
  userId: number;
  sellerId: number;
  email: string;
  roles: string[];
  bankingRoles: string[];
  /** Set when an API key calls (areas/api-keys): the seller acting as an integration, no user session. */
  apiKeyId?: string;
}

/** 403 unless the resource belongs to the caller's seller. */
export function requireOwnSeller(caller: Caller, sellerId: number): void {
  if (caller.sellerId !== sellerId) throw forbidden();
}

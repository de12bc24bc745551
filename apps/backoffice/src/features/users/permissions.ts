import {
  ACQUIRING_PROFILE_TABLE,
  type AcquiringProfile,
  BANKING_PROFILE_TABLE,
  type BankingProfile,
  hasAnyRole,
  isAcquiringProfile,
  isBankingProfile,
  type Role,
} from '@balcao/domain/access';
import { ROUTES } from '@balcao/domain/navigation';

export interface ProfilePermissions {
  label: string;
  description: string;
  /** Titles of the menu pages the profile's roles open, from the domain route table. */
  pages: string[];
  roles: readonly Role[];
}

function permissionsOf(definition: { label: string; description: string; roles: readonly Role[] }) {
  // 'Ativar Conta PJ' is an offer to whoever lacks the account, not something a profile grants.
  const pages = ROUTES.filter(
    (route) => route.inMenu && !route.onlyWhileBankingInactive && hasAnyRole(definition.roles, route.roles),
  ).map((route) => route.title);
  return { label: definition.label, description: definition.description, pages, roles: definition.roles };
}

/** The side panel of the user dialogs: what the chosen profile may do, read from the domain tables. */
export function acquiringPermissions(profile: string): ProfilePermissions | null {
  return isAcquiringProfile(profile)
    ? permissionsOf(ACQUIRING_PROFILE_TABLE[profile as AcquiringProfile])
    : null;
}

export function bankingPermissions(profile: string): ProfilePermissions | null {
  return isBankingProfile(profile) ? permissionsOf(BANKING_PROFILE_TABLE[profile as BankingProfile]) : null;
}

/** A profile's label for the table, '—' when the user has none. */
export function profileLabel(kind: 'acquiring' | 'banking', profile: string | null): string {
  if (!profile) return '—';
  const permissions = kind === 'acquiring' ? acquiringPermissions(profile) : bankingPermissions(profile);
  return permissions?.label ?? profile;
}

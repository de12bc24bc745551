import { type MenuGroup, menuFor } from '@balcao/domain/navigation';
import type { Auth } from '../app/session';

/** The FAQ opens the external help centre (§2.2). */
export const FAQ_URL = 'https://ajuda.balcao.dev';

/**
 * The sidebar's sections: the domain's menu for the user's roles, features and banking status,
 * keeping only the pages this build of the app has (later areas add theirs as they are built).
 */
export function sidebarMenu(auth: Auth, appPaths: ReadonlySet<string>): MenuGroup[] {
  return menuFor({ roles: auth.roles, features: auth.features, bankingStatus: auth.bankingStatus })
    .map((group) => ({ ...group, items: group.items.filter((item) => appPaths.has(item.path)) }))
    .filter((group) => group.items.length > 0);
}

import { hasFeature } from '@balcao/domain/access';
import { createChargeItems } from '@balcao/domain/dashboard';
import { type Access, canOpenRoute, routeByPath } from '@balcao/domain/navigation';
import type { LinkRights } from './link-form-state';
import type { CreateLinkItem } from './links-page';
import { canSplitLinks } from './split-form-state';

const RECURRING = '/seja-pago/criar/assinatura-customizada';
const IMPORT = '/importacao-de-recorrencia';

/**
 * What the link pages offer that leads elsewhere, kept to the pages this build has and the user may
 * open (as the sidebar does): the 'Criar' menu (the domain's rule, shared with the dashboard), the
 * 'Importar Recorrências' button and the Recorrente option of the type selector.
 */
export function linkPaths(access: Access, appPaths: ReadonlySet<string>) {
  const opens = (path: typeof RECURRING | typeof IMPORT) =>
    appPaths.has(path) && canOpenRoute(routeByPath(path), access);
  const createItems: CreateLinkItem[] = createChargeItems(access).filter((item) => appPaths.has(item.path));
  return {
    createItems,
    importPath: opens(IMPORT) ? IMPORT : null,
    recurringPath: opens(RECURRING) ? RECURRING : null,
    canPickCustomer: canOpenRoute(routeByPath('/clientes'), access),
    /** §6: the one-off form's split and metadata sections. */
    rights: {
      split: canSplitLinks(access),
      metadata: hasFeature(access.features, 'view_payment_link_metadata'),
      newPreview: hasFeature(access.features, 'view_new_preview_payment_link'),
    } satisfies LinkRights,
  };
}

import { type Access, type CreateChargeItem, createChargeItems } from '@balcao/domain';
import { useState } from 'react';
import { Button, Popover } from '../../ui';
import * as styles from './dashboard.css';

/**
 * The domain's items for the user, keeping only pages this build of the app has (as the sidebar
 * does): the payment-link screens come with a later issue, and until then the menu stays hidden.
 */
export function availableCreateChargeItems(
  access: Access,
  appPaths: ReadonlySet<string>,
): CreateChargeItem[] {
  return createChargeItems(access).filter((item) => appPaths.has(item.path));
}

/** §2: 'Criar cobrança' with 'Link de Pagamento' and 'Link Rápido'; nothing when no item is left. */
export function CreateChargeMenu({ items }: { items: readonly CreateChargeItem[] }) {
  const [open, setOpen] = useState(false);
  if (items.length === 0) return null;
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      title="Criar cobrança"
      trigger={<Button>Criar cobrança</Button>}
    >
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.path} className={styles.listItem}>
            {/* A plain link: the creation pages are other areas' routes, reached by a full load. */}
            <a className={styles.listLink} href={item.path}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </Popover>
  );
}

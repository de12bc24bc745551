import type { CreateChargeItem } from '@balcao/domain/dashboard';
import { useState } from 'react';
import { Button, Popover } from '../../ui';
import * as styles from './dashboard.css';

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

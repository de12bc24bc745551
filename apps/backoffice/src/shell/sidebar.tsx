import type { MenuGroup } from '@balcao/domain/navigation';
import { Link } from '@tanstack/react-router';
import * as styles from './layout.css';
import { FAQ_URL } from './menu';

export interface SidebarNavProps {
  menu: MenuGroup[];
  onSignOut(): void;
  /** Called after following a link, so the mobile drawer can close. */
  onNavigate?(): void;
}

/** The menu (§2.2): Home, Adquirência, Banking, Geral and Configurações, then the FAQ and Sair. */
export function SidebarNav({ menu, onSignOut, onNavigate }: SidebarNavProps) {
  return (
    <nav className={styles.nav} aria-label="Menu principal">
      {menu.map((group) => (
        <section key={group.section} aria-labelledby={`menu-${group.section}`}>
          <h2 id={`menu-${group.section}`} className={styles.sectionTitle}>
            {group.title}
          </h2>
          <ul className={styles.list}>
            {group.items.map((item) => (
              <li key={item.path}>
                <Link
                  to={item.path}
                  className={styles.item}
                  activeOptions={{ exact: item.path === '/' }}
                  onClick={onNavigate}
                >
                  {item.title}
                  {item.isNew ? <span className={styles.newTag}>Novo</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <ul className={styles.list}>
        <li>
          <a className={styles.item} href={FAQ_URL} target="_blank" rel="noreferrer">
            Dúvidas frequentes (FAQ)
          </a>
        </li>
        <li>
          <button type="button" className={styles.item} onClick={onSignOut}>
            Sair
          </button>
        </li>
      </ul>
    </nav>
  );
}

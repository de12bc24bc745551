import { canSeeNotifications } from '@balcao/domain/access';
import { useRouter } from '@tanstack/react-router';
import { type MouseEvent, type ReactNode, useMemo, useState, useSyncExternalStore } from 'react';
import { useServices } from '../app/services';
import { NotificationBell } from '../features/notifications/notification-bell';
import { BlockBanner } from '../features/seller-block/block-banner';
import { TermsGate } from '../features/terms/terms-gate';
import { Button, Drawer } from '../ui';
import * as styles from './layout.css';
import { useLiveUpdates } from './live-updates';
import { sidebarMenu } from './menu';
import { NavigationProgress } from './navigation-progress';
import { PageHeader } from './page-header';
import { SidebarNav } from './sidebar';

/** Where the skip link lands: past the menu and the top bar, on the page itself. */
const MAIN_CONTENT_ID = 'conteudo';

/**
 * Moves the focus itself rather than leaving it to the fragment: a browser that only scrolls to it would
 * keep the next Tab in the menu, and '#conteudo' would stay in the address for the router.
 */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
}

/** What the menu depends on, as one string: the store reads a new object on every get. */
function sessionSnapshot(auth: { session: { token: string; bankingStatus?: string } | null }): string {
  const session = auth.session;
  return session ? `${session.token}|${session.bankingStatus ?? ''}` : '';
}

/**
 * Every private page lives in this frame (§2.2): the sidebar (a drawer at phone width), the top
 * bar with the bell, the blocked-payout banner, breadcrumb and back button, and the terms gate.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { auth, signOut } = useServices();
  // A refresh brings new roles and a new banking status (the KYC opened the account): the menu is
  // drawn again from them, whatever the page below does.
  useSyncExternalStore(auth.store.subscribe, () => sessionSnapshot(auth));
  // The screens hear what changes on the gateway (a charge paid, a notification) while signed in.
  useLiveUpdates();
  const router = useRouter();
  const [menuOpen, setMenuOpen] = useState(false);
  const session = auth.session;
  const roles = auth.roles;
  const appPaths = useMemo(() => new Set(Object.keys(router.routesByPath)), [router]);
  const menu = sidebarMenu(auth, appPaths);
  if (!session) return null;
  const name = session.fantasyName || session.companyName || session.email;

  return (
    <div className={styles.shell}>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink} onClick={skipToContent}>
        Pular para o conteúdo
      </a>
      <NavigationProgress />
      <aside className={styles.sidebar}>
        <p className={styles.brand}>Balcão</p>
        <SidebarNav menu={menu} onSignOut={signOut} />
      </aside>
      <div className={styles.main}>
        <header className={styles.topBar}>
          <div className={styles.topBarStart}>
            <Drawer.Root open={menuOpen} onOpenChange={setMenuOpen}>
              <Drawer.Trigger asChild>
                <Button variant="ghost" className={styles.menuButton} aria-label="Abrir menu">
                  <svg
                    aria-hidden="true"
                    width="20"
                    height="20"
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    <path d="M3 6h18M3 12h18M3 18h18" />
                  </svg>
                </Button>
              </Drawer.Trigger>
              <Drawer.Content title="Menu" hideTitle side="left" size="sm">
                <SidebarNav menu={menu} onSignOut={signOut} onNavigate={() => setMenuOpen(false)} />
              </Drawer.Content>
            </Drawer.Root>
            <p className={styles.userName}>{name}</p>
          </div>
          {canSeeNotifications(roles) ? <NotificationBell /> : null}
        </header>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.content}>
          <BlockBanner idSeller={session.idSeller} />
          <PageHeader />
          {children}
        </main>
      </div>
      <TermsGate roles={roles} onSignOut={signOut} />
    </div>
  );
}

import { acquiringPermissions, bankingPermissions, type ProfilePermissions } from './permissions';
import * as styles from './users.css';

function ProfileSection({ heading, permissions }: { heading: string; permissions: ProfilePermissions }) {
  return (
    <section className={styles.fields} aria-label={`${heading}: ${permissions.label}`}>
      <h3 className={styles.panelSubtitle}>
        {heading}: {permissions.label}
      </h3>
      <p className={styles.panelText}>{permissions.description}</p>
      {permissions.pages.length > 0 ? (
        <ul className={styles.pageList} aria-label={`Páginas liberadas para ${permissions.label}`}>
          {permissions.pages.map((page) => (
            <li key={page}>{page}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * The side panel of the add and edit dialogs (§2): what the chosen profiles allow, from the
 * domain's profile and route tables, updated as the selects change.
 */
export function PermissionsPanel({ profile, bankingProfile }: { profile: string; bankingProfile: string }) {
  const acquiring = acquiringPermissions(profile);
  const banking = bankingPermissions(bankingProfile);
  return (
    <aside className={styles.panel} aria-labelledby="permissions-title" aria-live="polite">
      <h2 id="permissions-title" className={styles.panelTitle}>
        Permissões do perfil
      </h2>
      {acquiring ? <ProfileSection heading="Adquirência" permissions={acquiring} /> : null}
      {banking ? <ProfileSection heading="Banking" permissions={banking} /> : null}
      {acquiring || banking ? null : (
        <p className={styles.panelText}>Escolha um perfil para ver o que ele permite.</p>
      )}
    </aside>
  );
}

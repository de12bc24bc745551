import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../app/services';
import { Switch } from '../../ui';
import { securityQueries } from './api';
import * as styles from './security.css';
import { StepUpSettingsCard } from './step-up-settings';
import { TwoFactorModal, type TwoFactorModalMode } from './two-factor-modal';

/**
 * /seguranca ('Segurança', §2.9 of the banking document): the 'Duplo fator de autenticação' switch. Flipping
 * it opens the modal; while it is open the switch shows what is being asked for, and once it closes the
 * switch shows the server's status again.
 */
export function SecurityPage({ isAdmin = false }: { isAdmin?: boolean }) {
  const { clients } = useServices();
  const { data: status } = useSuspenseQuery(securityQueries.twoFactor(clients));
  const [modal, setModal] = useState<TwoFactorModalMode | null>(null);
  const checked = modal ? modal === 'enable' : status.enabled;

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Segurança</h1>
      <div className={styles.card}>
        <label className={styles.switchRow}>
          <span className={styles.switchText}>
            <span className={styles.subtitle}>Duplo fator de autenticação</span>
            <span className={styles.muted}>
              Além da senha, a entrada pede um código do aplicativo autenticador do seu celular. Assim, quem
              descobrir a sua senha ainda não consegue entrar.
            </span>
          </span>
          <Switch
            checked={checked}
            disabled={modal !== null}
            onCheckedChange={() => setModal(status.enabled ? 'disable' : 'enable')}
          />
        </label>
      </div>
      {isAdmin ? <StepUpSettingsCard /> : null}
      {modal ? <TwoFactorModal mode={modal} onClose={() => setModal(null)} /> : null}
    </section>
  );
}

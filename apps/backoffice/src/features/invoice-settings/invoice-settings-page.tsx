import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorLines } from '../../app/api-errors';
import { runtimeConfigQuery } from '../../app/config';
import { useServices } from '../../app/services';
import { Badge, Button, buttonStyle, ConfirmDialog, useToast } from '../../ui';
import { type InvoiceConfig, invoiceSettingsQueries, setInvoicesActive } from './api';
import * as styles from './invoice-settings.css';
import { INVOICES_ACTIVATED_MESSAGE, INVOICES_DEACTIVATED_MESSAGE } from './messages';

/**
 * /nota-fiscal ('Nota Fiscal', §2 Settings of the acquiring document): the active state, with deactivation
 * after a confirmation; or the not-configured state, whose configuration is the provider's external form.
 * A configuration that was deactivated can be activated again here (docs/decisions/2026-11-25-nota-fiscal-configuracao.md).
 */
export function InvoiceSettingsPage() {
  const { clients } = useServices();
  const { data: config } = useSuspenseQuery(invoiceSettingsQueries.config(clients));
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Nota Fiscal</h1>
      {config.configured ? <ConfiguredCard config={config} /> : <NotConfiguredCard />}
    </section>
  );
}

function ConfiguredCard({ config }: { config: InvoiceConfig }) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [activating, setActivating] = useState(false);
  const queryKey = invoiceSettingsQueries.config(clients).queryKey;

  async function change(active: boolean) {
    try {
      queryClient.setQueryData(queryKey, await setInvoicesActive(clients, active));
      toast.success(active ? INVOICES_ACTIVATED_MESSAGE : INVOICES_DEACTIVATED_MESSAGE);
    } catch (error) {
      for (const line of apiErrorLines(error)) toast.error(line);
      await queryClient.invalidateQueries({ queryKey });
      throw error;
    }
  }

  async function activate() {
    if (activating) return;
    setActivating(true);
    try {
      await change(true);
    } catch {
      // Reported by change(); the card shows the status read again.
    } finally {
      setActivating(false);
    }
  }

  return (
    <div className={styles.card}>
      <div className={styles.cardHeader}>
        <h2 className={styles.subtitle}>Emissão de notas fiscais</h2>
        {config.active ? <Badge tone="success">Ativa</Badge> : <Badge tone="muted">Desativada</Badge>}
      </div>
      {config.active ? (
        <>
          <p className={styles.text}>
            A nota fiscal está configurada e ativa: as suas cobranças podem emitir nota fiscal na página de
            cada cobrança.
          </p>
          <div className={styles.actions}>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Desativar
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className={styles.text}>
            A nota fiscal está configurada, mas desativada: nenhuma cobrança emite nota fiscal até que ela
            seja ativada de novo.
          </p>
          <div className={styles.actions}>
            <Button onClick={activate} loading={activating}>
              Ativar
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Desativar nota fiscal"
        message="Deseja desativar a emissão de notas fiscais? As cobranças deixam de emitir nota fiscal até que ela seja ativada de novo."
        tone="danger"
        confirmLabel="Desativar"
        onConfirm={() => change(false)}
      />
    </div>
  );
}

function NotConfiguredCard() {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  const runtime = useQuery(runtimeConfigQuery());
  const [checking, setChecking] = useState(false);

  async function checkAgain() {
    setChecking(true);
    try {
      await queryClient.refetchQueries({ queryKey: invoiceSettingsQueries.config(clients).queryKey });
    } finally {
      setChecking(false);
    }
  }

  return (
    <div className={styles.card}>
      <div className={styles.cardHeader}>
        <h2 className={styles.subtitle}>Nota fiscal não configurada</h2>
        <Badge tone="warning">Não configurada</Badge>
      </div>
      <p className={styles.text}>
        Para emitir notas fiscais das suas cobranças, preencha o formulário de configuração com os dados
        fiscais da sua empresa. Quando a configuração for concluída, a emissão fica ativa aqui.
      </p>
      <div className={styles.actions}>
        {runtime.data ? (
          <a
            className={buttonStyle()}
            href={runtime.data.invoiceFormUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            Configurar nota fiscal
          </a>
        ) : null}
        <Button variant="secondary" onClick={checkAgain} loading={checking}>
          Já configurei
        </Button>
      </div>
    </div>
  );
}

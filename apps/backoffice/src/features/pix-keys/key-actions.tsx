import { formatPixKey, PIX_KEY_MESSAGES, PIX_KEY_TYPE_LABELS } from '@balcao/domain/pix';
import { useState } from 'react';
import { apiErrorLines } from '../../app/api-errors';
import { Button, ConfirmDialog, Popover, useToast } from '../../ui';
import { type PixKey, useDeletePixKey } from './api';
import * as styles from './pix-keys.css';

export const KEY_COPIED = 'Chave copiada para a área de transferência.';

/** §2.3 each key's menu: 'Copiar chave' (§6: B_SELLER_ADMIN, BANKING_ADMIN, BANKING_WALLET) and 'Excluir chave'. */
export function KeyActions({ pixKey, mayCopy }: { pixKey: PixKey; mayCopy: boolean }) {
  const toast = useToast();
  const remove = useDeletePixKey();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const label = `${PIX_KEY_TYPE_LABELS[pixKey.keyType]} ${formatPixKey(pixKey.keyType, pixKey.key)}`;

  async function copy() {
    setOpen(false);
    try {
      await navigator.clipboard.writeText(pixKey.key);
      toast.success(KEY_COPIED);
    } catch {
      toast.error('Não foi possível copiar para a área de transferência.');
    }
  }

  async function destroy() {
    try {
      await remove.mutateAsync(pixKey);
      toast.success(PIX_KEY_MESSAGES.deleted);
    } catch (error) {
      for (const line of apiErrorLines(error)) toast.error(line);
      throw error;
    }
  }

  return (
    <>
      <Popover
        open={open}
        onOpenChange={setOpen}
        title={`Ações da chave ${label}`}
        trigger={
          <Button size="sm" variant="secondary" aria-label={`Ações da chave ${label}`}>
            Ações
          </Button>
        }
      >
        <ul className={styles.menu}>
          {mayCopy ? (
            <li>
              <button type="button" className={styles.menuItem} onClick={copy}>
                Copiar chave
              </button>
            </li>
          ) : null}
          <li>
            <button
              type="button"
              className={styles.menuItem}
              onClick={() => {
                setOpen(false);
                setConfirming(true);
              }}
            >
              Excluir chave
            </button>
          </li>
        </ul>
      </Popover>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Tem certeza que deseja excluir essa chave?"
        message={`A chave ${label} deixa de receber Pix na hora.`}
        tone="danger"
        confirmLabel="Excluir"
        onConfirm={destroy}
      />
    </>
  );
}

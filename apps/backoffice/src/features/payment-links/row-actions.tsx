import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorLines } from '../../app/api-errors';
import { useServices } from '../../app/services';
import { Button, ConfirmDialog, Popover, useToast } from '../../ui';
import { createPaymentLink, deletePaymentLink, type PaymentLink, paymentLinkQueries } from './api';
import { duplicateRequest } from './link-form-state';
import * as styles from './links.css';

export const LINK_DELETED = 'Link customizado excluído com sucesso!';
export const ID_COPIED = 'ID copiado para a área de transferência.';
export const URL_COPIED = 'Url copiado para a área de transferência!';
export const LINK_DUPLICATED = 'Cobrança criada com sucesso';
export const DELETE_QUESTION = 'Tem certeza que deseja excluir esse link?';
export const DUPLICATE_QUESTION = 'Tem certeza que deseja duplicar esse link?';

/** Where a link is edited: one page that picks the form by the link's type (§2). */
export const editPath = (link: Pick<PaymentLink, 'uuid'>) => `/seja-pago/editar/${link.uuid}`;

/**
 * §2 row actions: copy id, duplicate (customer blank), delete (deactivate, with confirmation), copy the
 * public link, edit in a new tab. A deleted link keeps only what still makes sense: copy id.
 */
export function LinkRowActions({ link, now }: { link: PaymentLink; now: () => Date }) {
  const { clients } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState<'delete' | 'duplicate' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: paymentLinkQueries.all() });
  const fail = (error: unknown) => {
    for (const line of apiErrorLines(error)) toast.error(line);
  };
  const remove = useMutation({
    mutationFn: () => deletePaymentLink(clients, link.uuid),
    onSuccess: async () => {
      toast.success(LINK_DELETED);
      await refresh();
    },
    onError: fail,
  });
  const duplicate = useMutation({
    mutationFn: () => createPaymentLink(clients, duplicateRequest(link, now())),
    onSuccess: async () => {
      toast.success(LINK_DUPLICATED);
      await refresh();
    },
    onError: fail,
  });

  async function copy(text: string, done: string) {
    setOpen(false);
    try {
      await navigator.clipboard.writeText(text);
      toast.success(done);
    } catch {
      toast.error('Não foi possível copiar para a área de transferência.');
    }
  }

  const pick = (action: 'delete' | 'duplicate') => {
    setOpen(false);
    setConfirming(action);
  };

  return (
    <>
      <Popover
        open={open}
        onOpenChange={setOpen}
        title={`Ações do link ${link.title}`}
        trigger={
          <Button variant="secondary" aria-label={`Ações do link ${link.title}`}>
            Ações
          </Button>
        }
      >
        <ul className={styles.menu}>
          <li>
            <button type="button" className={styles.menuItem} onClick={() => copy(link.uuid, ID_COPIED)}>
              Copiar ID
            </button>
          </li>
          {link.active ? (
            <>
              <li>
                <button type="button" className={styles.menuItem} onClick={() => copy(link.url, URL_COPIED)}>
                  Copiar link
                </button>
              </li>
              <li>
                <a
                  className={styles.menuItem}
                  href={editPath(link)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Editar (nova aba)
                </a>
              </li>
            </>
          ) : null}
          <li>
            <button type="button" className={styles.menuItem} onClick={() => pick('duplicate')}>
              Duplicar
            </button>
          </li>
          {link.active ? (
            <li>
              <button type="button" className={styles.menuItem} onClick={() => pick('delete')}>
                Excluir
              </button>
            </li>
          ) : null}
        </ul>
      </Popover>
      <ConfirmDialog
        open={confirming === 'delete'}
        onOpenChange={(next) => !next && setConfirming(null)}
        kind="question"
        tone="danger"
        title={DELETE_QUESTION}
        message="O link deixa de aceitar novas compras; as cobranças já geradas continuam."
        onConfirm={() => remove.mutateAsync()}
      />
      <ConfirmDialog
        open={confirming === 'duplicate'}
        onOpenChange={(next) => !next && setConfirming(null)}
        kind="question"
        title={DUPLICATE_QUESTION}
        message="A cópia leva tudo, menos o cliente, que fica em branco."
        onConfirm={() => duplicate.mutateAsync()}
      />
    </>
  );
}

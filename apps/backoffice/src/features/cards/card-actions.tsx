import { CARD_MESSAGES, type CardPermissions, toggledCardStatus } from '@balcao/domain/cards';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button, ConfirmDialog, useToast } from '../../ui';
import { type Card, cardErrorLines, useCancelCard, useChangeCardStatus } from './api';
import * as styles from './cards.css';
import { RenameCardDialog } from './rename-card-dialog';

export const STATUS_FAILURE = 'Não foi possível mudar o status do cartão.';
export const CANCEL_FAILURE = 'Não foi possível cancelar o cartão.';
export const BLOCK_TEXT = 'As compras neste cartão serão recusadas até que ele seja desbloqueado.';
export const UNBLOCK_TEXT = 'O cartão volta a aceitar compras dentro do seu limite.';
export const CANCEL_TEXT =
  'O cancelamento é definitivo: o cartão não poderá mais ser usado nem desbloqueado. O que ele já gastou continua nas faturas.';

type Dialog = 'status' | 'cancel' | 'rename' | null;

/**
 * The card page's actions (§2.6, §4.5, §6): Bloquear or Desbloquear and Cancelar for BANKING_ADMIN or
 * BANKING_CARD, rename for who issues cards; block_items_credit_card shows them disabled.
 */
export function CardActions({ card, can }: { card: Card; can: CardPermissions }) {
  const toast = useToast();
  const navigate = useNavigate();
  const changeStatus = useChangeCardStatus();
  const cancel = useCancelCard();
  const [dialog, setDialog] = useState<Dialog>(null);
  const next = toggledCardStatus(card.cardStatus);
  const blocking = next === 'BLOCKED';
  const openChange = (which: Dialog) => (open: boolean) => setDialog(open ? which : null);

  async function toggle() {
    if (!next) return;
    try {
      await changeStatus.mutateAsync({ idCard: card.id, status: next });
      toast.success(blocking ? CARD_MESSAGES.blocked : CARD_MESSAGES.unblocked);
    } catch (error) {
      for (const line of cardErrorLines(error, STATUS_FAILURE)) toast.error(line);
      throw error;
    }
  }

  async function cancelCard() {
    try {
      await cancel.mutateAsync(card.id);
      toast.success(CARD_MESSAGES.cancelled);
      // §4.5: cancel is final and returns to the card list.
      void navigate({ to: '/cartao' });
    } catch (error) {
      for (const line of cardErrorLines(error, CANCEL_FAILURE)) toast.error(line);
      throw error;
    }
  }

  return (
    <div className={styles.actions}>
      {can.editCard === 'hidden' ? null : (
        <Button
          variant="secondary"
          disabled={can.editCard === 'disabled'}
          onClick={() => setDialog('rename')}
        >
          Renomear
        </Button>
      )}
      {can.blockCard === 'hidden' || !next ? null : (
        <>
          <Button
            variant="secondary"
            disabled={can.blockCard === 'disabled'}
            onClick={() => setDialog('status')}
          >
            {blocking ? 'Bloquear' : 'Desbloquear'}
          </Button>
          <Button
            variant="danger"
            disabled={can.blockCard === 'disabled'}
            onClick={() => setDialog('cancel')}
          >
            Cancelar
          </Button>
        </>
      )}
      <ConfirmDialog
        open={dialog === 'status'}
        onOpenChange={openChange('status')}
        title={blocking ? 'Bloquear cartão' : 'Desbloquear cartão'}
        message={blocking ? BLOCK_TEXT : UNBLOCK_TEXT}
        confirmLabel={blocking ? 'Bloquear' : 'Desbloquear'}
        onConfirm={toggle}
      />
      <ConfirmDialog
        open={dialog === 'cancel'}
        onOpenChange={openChange('cancel')}
        title="Cancelar cartão"
        message={CANCEL_TEXT}
        tone="danger"
        confirmLabel="Cancelar cartão"
        cancelLabel="Voltar"
        onConfirm={cancelCard}
      />
      <RenameCardDialog card={card} open={dialog === 'rename'} onOpenChange={openChange('rename')} />
    </div>
  );
}

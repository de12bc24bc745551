import {
  type CardActionState,
  formatCardExpiry,
  formatCardNumber,
  maskedCardNumber,
} from '@balcao/domain/cards';
import { useEffect } from 'react';
import { Button, useToast, visuallyHidden } from '../../ui';
import { type Card, cardErrorLines, useRevealCardData } from './api';
import * as styles from './cards.css';
import { useBusyAction } from './use-busy-action';

/** How long 'Ver dados' keeps the number and CVV on screen before hiding them by itself. */
export const REVEAL_MS = 60_000;
export const REVEAL_FAILURE = 'Não foi possível mostrar os dados do cartão.';

/**
 * The card as a card (§2.6): masked, and with 'Ver dados' the full number, CVV and expiry, asked of the
 * issuer on the spot and forgotten again by 'Ocultar dados' or after a minute.
 */
export function CardFace({ card, reveal }: { card: Card; reveal: CardActionState }) {
  const toast = useToast();
  const data = useRevealCardData();
  const shown = data.data;
  const { reset } = data;
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(reset, REVEAL_MS);
    return () => clearTimeout(timer);
  }, [shown, reset]);

  const [revealing, show] = useBusyAction(async () => {
    try {
      await data.mutateAsync(card.id);
    } catch (error) {
      for (const line of cardErrorLines(error, REVEAL_FAILURE)) toast.error(line);
    }
  });

  return (
    <section className={styles.card} aria-label="Dados do cartão">
      <div className={styles.face}>
        <p className={styles.faceNumber}>
          <span className={visuallyHidden}>Número do cartão: </span>
          {shown ? formatCardNumber(shown.pan) : maskedCardNumber(card.panMasked ?? '')}
        </p>
        <div className={styles.faceRow}>
          <p className={styles.faceValue}>
            <span className={styles.faceLabel}>Nome</span>
            {card.cardName}
          </p>
          <p className={styles.faceValue}>
            <span className={styles.faceLabel}>Validade</span>
            {shown ? formatCardExpiry(shown.expiryMmYyyy) : '••/••••'}
          </p>
          <p className={styles.faceValue}>
            <span className={styles.faceLabel}>CVV</span>
            {shown ? shown.cvv : '•••'}
          </p>
        </div>
      </div>
      {reveal === 'hidden' ? null : (
        <div className={styles.actions}>
          {shown ? (
            <Button variant="secondary" onClick={reset}>
              Ocultar dados
            </Button>
          ) : (
            <Button
              variant="secondary"
              disabled={reveal === 'disabled'}
              loading={revealing}
              onClick={() => void show()}
            >
              Ver dados
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

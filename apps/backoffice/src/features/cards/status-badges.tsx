import {
  CARD_INVOICE_STATUS_LABELS,
  CARD_INVOICE_STATUS_TONES,
  CARD_STATUS_LABELS,
  CARD_STATUS_TONES,
  type CardInvoiceStatus,
  type CardStatus,
} from '@balcao/domain/cards';
import { Badge } from '../../ui';

export function CardStatusBadge({ status }: { status: CardStatus }) {
  return <Badge tone={CARD_STATUS_TONES[status]}>{CARD_STATUS_LABELS[status]}</Badge>;
}

/** An invoice's status as shown (an open invoice past its end date already reads 'Fechada'). */
export function InvoiceStatusBadge({ status }: { status: string }) {
  const known = status in CARD_INVOICE_STATUS_LABELS ? (status as CardInvoiceStatus) : null;
  return known ? (
    <Badge tone={CARD_INVOICE_STATUS_TONES[known]}>{CARD_INVOICE_STATUS_LABELS[known]}</Badge>
  ) : (
    <Badge>{status}</Badge>
  );
}

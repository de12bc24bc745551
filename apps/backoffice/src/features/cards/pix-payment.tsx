import { formatDateTime } from '@balcao/domain/dates';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../ui';
import * as styles from './cards.css';
import type { InvoicePayment } from './invoice-api';

// The QR encoder is code only this step needs: it loads when a Pix is shown, never with the page.
const QrCode = lazy(() => import('../../ui/qr-code'));

/** Step pending-payment: the BR Code as a QR and as 'Pix copia e cola', valid 24 hours (§9). */
export function PixPayment({ payment }: { payment: InvoicePayment }) {
  const [copied, setCopied] = useState(false);
  const emv = payment.emv ?? '';
  return (
    <div className={styles.form}>
      <p>
        Pague o Pix abaixo pelo aplicativo do seu banco. As faturas ficam pagas assim que o Pix for recebido.
      </p>
      <Suspense fallback={<p className={styles.muted}>Gerando o QR code…</p>}>
        <QrCode value={emv} label="QR code do Pix da fatura" className={styles.qrCode} />
      </Suspense>
      <p className={styles.subtitle}>Pix copia e cola</p>
      <p className={styles.code} data-testid="pix-emv">
        {emv}
      </p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(emv).then(() => setCopied(true));
          }}
        >
          {copied ? 'Código copiado' : 'Copiar código'}
        </Button>
      </div>
      {payment.expiresAt ? (
        <p className={styles.muted}>Válido até {formatDateTime(new Date(payment.expiresAt))}.</p>
      ) : null}
      <p className={styles.muted} role="status">
        Aguardando o pagamento…
      </p>
    </div>
  );
}

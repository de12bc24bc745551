import { type ChargeView, showsPaymentCodes } from '@balcao/domain/charges';
import { maskBankSlip } from '@balcao/domain/forms';
import { Button, useToast } from '../../../ui';
import type { Charge } from '../api';
import * as detailStyles from './charge-detail.css';
import * as styles from './payment-codes.css';

/** The spec words only the ID's message; the payment codes follow it. */
export const CODE_COPIED = 'Código copiado para a área de transferência.';

export function CopyButton({ text, message, label }: { text: string; message: string; label: string }) {
  const toast = useToast();
  return (
    <Button
      variant="secondary"
      aria-label={label}
      onClick={() =>
        navigator.clipboard.writeText(text).then(
          () => toast.success(message),
          () => toast.error('Não foi possível copiar.'),
        )
      }
    >
      Copiar
    </Button>
  );
}

/**
 * The linha digitável, or the Pix copia e cola with its QR, in a section of their own: shown only while
 * the charge can still be paid (a settled or cancelled charge must not invite a second payment).
 */
export function PaymentCodes({ charge, view = 'full' }: { charge: Charge; view?: ChargeView }) {
  if (!showsPaymentCodes(charge.status, view) || (!charge.boleto && !charge.pix)) return null;
  return (
    <section className={detailStyles.card} aria-labelledby="charge-payment-codes">
      <h2 id="charge-payment-codes" className={detailStyles.subtitle}>
        Dados para pagamento
      </h2>
      <div className={styles.layout}>
        <div className={styles.codes}>
          {charge.boleto ? (
            <div className={styles.row}>
              <span className={styles.label}>Linha digitável</span>
              <code className={styles.code}>{maskBankSlip(charge.boleto.linhaDigitavel)}</code>
              <CopyButton
                text={charge.boleto.linhaDigitavel}
                message={CODE_COPIED}
                label="Copiar linha digitável"
              />
            </div>
          ) : null}
          {charge.pix ? (
            <div className={styles.row}>
              <span className={styles.label}>Pix copia e cola</span>
              <code className={styles.code}>{charge.pix.brCode}</code>
              <CopyButton text={charge.pix.brCode} message={CODE_COPIED} label="Copiar Pix copia e cola" />
            </div>
          ) : null}
        </div>
        {charge.pix?.qrCode ? (
          <img className={styles.qr} src={charge.pix.qrCode} alt="QR Code Pix da cobrança" />
        ) : null}
      </div>
    </section>
  );
}

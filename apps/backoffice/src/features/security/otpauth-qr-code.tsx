import QrCode from '../../ui/qr-code';
import * as styles from './security.css';

/**
 * The QR code of the otpauth URL that authenticator apps read. Loaded lazily by the two-factor modal:
 * the QR encoder is code only this step needs.
 */
export default function OtpauthQrCode({ url }: { url: string }) {
  return <QrCode value={url} label="QR code para o aplicativo autenticador" className={styles.qrCode} />;
}

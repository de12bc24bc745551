import { encode } from 'uqr';
import * as styles from './security.css';

/** One SVG path of the dark modules, so the browser draws a few hundred squares as one shape. */
function modulesPath(data: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return parts.join('');
}

/**
 * The QR code of the otpauth URL that authenticator apps read. Loaded lazily by the two-factor modal:
 * the QR encoder is code only this step needs.
 */
export default function OtpauthQrCode({ url }: { url: string }) {
  const qr = encode(url, { ecc: 'M', border: 2 });
  return (
    <svg
      className={styles.qrCode}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      role="img"
      aria-label="QR code para o aplicativo autenticador"
      shapeRendering="crispEdges"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={modulesPath(qr.data)} fill="#000" />
    </svg>
  );
}

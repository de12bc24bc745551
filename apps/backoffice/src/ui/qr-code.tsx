import { encode } from 'uqr';

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

export interface QrCodeProps {
  /** The text the QR carries (an otpauth URL, a Pix BR Code). */
  value: string;
  /** What the image is, for screen readers. */
  label: string;
  className?: string;
}

/**
 * A QR code drawn as SVG. Not exported from the kit's index: callers load it with `lazy(() =>
 * import('../../ui/qr-code'))`, so the encoder reaches only the screens that draw one.
 */
export default function QrCode({ value, label, className }: QrCodeProps) {
  const qr = encode(value, { ecc: 'M', border: 2 });
  return (
    <svg
      className={className}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={modulesPath(qr.data)} fill="#000" />
    </svg>
  );
}

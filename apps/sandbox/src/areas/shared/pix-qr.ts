import { renderSVG } from 'uqr';

/** The QR image of a Pix BR Code as an SVG; medium error correction, as payment apps read it well. */
export function pixQrSvg(brCode: string): string {
  return renderSVG(brCode, { ecc: 'M', border: 2 });
}

const drawn = new Map<string, string>();
const MAX_DRAWN = 1000;

/**
 * The same image as a data URL, for an `<img>` in the app. Drawing a QR code costs more than the rest of
 * a charge's detail, and a BR Code never changes: the last thousand drawn are kept.
 */
export function pixQrDataUrl(brCode: string): string {
  const known = drawn.get(brCode);
  if (known) return known;
  const url = `data:image/svg+xml;base64,${Buffer.from(pixQrSvg(brCode)).toString('base64')}`;
  if (drawn.size >= MAX_DRAWN) drawn.clear();
  drawn.set(brCode, url);
  return url;
}

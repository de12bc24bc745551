import { renderSVG } from 'uqr';

/** The QR image of a Pix BR Code as an SVG; medium error correction, as payment apps read it well. */
export function pixQrSvg(brCode: string): string {
  return renderSVG(brCode, { ecc: 'M', border: 2 });
}

/** The same image as a data URL, for an `<img>` in the app. */
export function pixQrDataUrl(brCode: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(pixQrSvg(brCode)).toString('base64')}`;
}

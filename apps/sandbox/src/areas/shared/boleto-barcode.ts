import bwipjs from 'bwip-js/node';

/**
 * The bars of a boleto's 44-digit barcode as an SVG: Interleaved 2 of 5 (ITF), the symbology FEBRABAN
 * prescribes for bank slips (bwip-js draws wide elements three times the narrow ones). Drawn here by bwip-js, so the buyer's
 * page loads nothing from elsewhere; the viewBox has no quiet zone, which the page's padding gives.
 */
export function boletoBarcodeSvg(barcode: string): string {
  if (!/^\d{44}$/.test(barcode)) throw new Error('O código de barras do boleto tem 44 dígitos.');
  return bwipjs.toSVG({ bcid: 'interleaved2of5', text: barcode, height: 13 });
}

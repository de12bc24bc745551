import { describe, expect, it } from 'vitest';
import { boletoBarcodeSvg } from './boleto-barcode';

// Narrow (N) and wide (W) elements of each digit in Interleaved 2 of 5.
const ITF: Record<string, string> = {
  NNWWN: '0',
  WNNNW: '1',
  NWNNW: '2',
  WWNNN: '3',
  NNWNW: '4',
  WNWNN: '5',
  NWWNN: '6',
  NNNWW: '7',
  WNNWN: '8',
  NWNWN: '9',
};

/** Reads the digits back from the drawn bars, as a scanner would: widths of bars and the spaces between. */
function decodeItf(svg: string): string {
  const bars: Array<[number, number]> = [];
  for (const path of svg.matchAll(/stroke-width="([\d.]+)" d="([^"]+)"/g)) {
    const width = Number(path[1]);
    for (const move of path[2]!.matchAll(/M([\d.]+) /g)) {
      const x = Number(move[1]);
      bars.push([x - width / 2, x + width / 2]);
    }
  }
  bars.sort((a, b) => a[0] - b[0]);
  const elements: number[] = [];
  bars.forEach(([start, end], i) => {
    elements.push(end - start);
    const next = bars[i + 1];
    if (next) elements.push(next[0] - end);
  });
  const narrow = Math.min(...elements);
  const kind = (w: number) => (w > narrow * 1.5 ? 'W' : 'N');
  // Start: bar, space, bar, space (all narrow); end: wide bar, narrow space, narrow bar.
  expect(elements.slice(0, 4).map(kind).join('')).toBe('NNNN');
  expect(elements.slice(-3).map(kind).join('')).toBe('WNN');
  const data = elements.slice(4, -3);
  let digits = '';
  for (let i = 0; i < data.length; i += 10) {
    const pair = data.slice(i, i + 10).map(kind);
    digits += ITF[pair.filter((_, j) => j % 2 === 0).join('')] ?? '?';
    digits += ITF[pair.filter((_, j) => j % 2 === 1).join('')] ?? '?';
  }
  return digits;
}

describe('boleto barcode', () => {
  it('draws the 44 digits as Interleaved 2 of 5 bars that read back to the same digits', () => {
    const barcode = '34191790010104351004791020150008291070026000';
    const svg = boletoBarcodeSvg(barcode);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(decodeItf(svg)).toBe(barcode);
  });

  it('refuses anything but 44 digits', () => {
    expect(() => boletoBarcodeSvg('123')).toThrow('44 dígitos');
    expect(() => boletoBarcodeSvg(`${'1'.repeat(43)}<`)).toThrow('44 dígitos');
  });
});

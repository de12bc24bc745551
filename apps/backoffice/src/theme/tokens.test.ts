import { describe, expect, it } from 'vitest';
import { lightTokens } from './tokens';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio between two '#rrggbb' colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const c = lightTokens.color;

describe('theme colours', () => {
  it('computes contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  // Pairs of text and the background it is drawn on somewhere in the kit.
  const textPairs: Array<[string, string, string]> = [
    ['text on surface', c.text, c.surface],
    ['text on surfaceMuted', c.text, c.surfaceMuted],
    ['textMuted on surface', c.textMuted, c.surface],
    ['textMuted on surfaceMuted', c.textMuted, c.surfaceMuted],
    ['link on surface', c.link, c.surface],
    ['brand on brandSubtle', c.brand, c.brandSubtle],
    ['text on brandSubtle', c.text, c.brandSubtle],
    ['onBrand on brand', c.onBrand, c.brand],
    ['onBrand on brandHover', c.onBrand, c.brandHover],
    ['onDanger on danger', c.onDanger, c.danger],
    ['onDanger on dangerHover', c.onDanger, c.dangerHover],
    ['danger on surface', c.danger, c.surface],
    ['disabledText on disabledBg', c.disabledText, c.disabledBg],
    ...Object.entries(lightTokens.tone).map(([name, tone]): [string, string, string] => [
      `tone ${name}`,
      tone.fg,
      tone.bg,
    ]),
  ];

  it.each(textPairs)('%s meets AA for text (4.5:1)', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps focus rings and input borders visible (3:1 for interface parts)', () => {
    expect(contrast(c.focus, c.surface)).toBeGreaterThanOrEqual(3);
    expect(contrast(c.focus, c.surfaceMuted)).toBeGreaterThanOrEqual(3);
    expect(contrast(c.borderStrong, c.surface)).toBeGreaterThanOrEqual(3);
  });
});

describe('theme fonts', () => {
  it('use the system stack, naming no web font the app does not ship', () => {
    expect(lightTokens.font.body.split(',')[0]?.trim()).toBe('system-ui');
    expect(lightTokens.font.body).not.toMatch(/Inter/);
  });
});

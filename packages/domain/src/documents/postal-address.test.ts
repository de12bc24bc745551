import { describe, expect, it } from 'vitest';
import { complementFromPostalLookup, isStreetRange } from './postal-address';

describe('complementFromPostalLookup', () => {
  it.each([
    'de 612 a 1510 - lado par',
    'lado ímpar',
    'lado par',
    'até 999/1000',
    'até 1199 - lado ímpar',
    'de 1201 ao fim',
    'de 1/2 a 99/100',
    '1 a 99',
  ])('never fills the complement from the street range %j', (range) => {
    expect(isStreetRange(range)).toBe(true);
    expect(complementFromPostalLookup(range)).toBe('');
  });

  it.each(['Bloco A', 'Edifício Itália', 'Conjunto Nacional'])('keeps a real complement %j', (text) => {
    expect(complementFromPostalLookup(` ${text} `)).toBe(text);
  });

  it('treats a missing complement as empty', () => {
    expect(complementFromPostalLookup(null)).toBe('');
    expect(complementFromPostalLookup(undefined)).toBe('');
  });
});

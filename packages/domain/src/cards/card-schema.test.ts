import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MARKUP_MESSAGE, maxLengthMessage } from '../customers/customer-schema';
import {
  CARD_LIMIT_MAX_MESSAGE,
  CARD_LIMIT_POSITIVE_MESSAGE,
  CARD_LIMIT_REQUIRED_MESSAGE,
  CARD_REQUIRED_MESSAGE,
  newCardSchema,
  renameCardSchema,
} from './card-schema';

const issues = (schema: v.GenericSchema, input: unknown): Record<string, string[] | undefined> => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : (v.flatten(result.issues).nested ?? {});
};

describe('newCardSchema (§5)', () => {
  it('accepts a FREE_BALANCE card without a limit and a LIMIT_BALANCE one with it', () => {
    expect(
      v.parse(newCardSchema, { cardName: ' Viagens ', limitType: 'FREE_BALANCE', limitCents: null }),
    ).toEqual({
      cardName: 'Viagens',
      limitType: 'FREE_BALANCE',
      limitCents: null,
    });
    expect(
      v.is(newCardSchema, { cardName: 'Marketing', limitType: 'LIMIT_BALANCE', limitCents: 150_000 }),
    ).toBe(true);
  });

  it('asks for the name, the type and, with LIMIT_BALANCE, the limit', () => {
    expect(issues(newCardSchema, { cardName: '', limitType: '', limitCents: null })).toEqual({
      cardName: [CARD_REQUIRED_MESSAGE],
      limitType: [CARD_REQUIRED_MESSAGE],
    });
    expect(issues(newCardSchema, { cardName: '', limitType: 'LIMIT_BALANCE', limitCents: null })).toEqual({
      cardName: [CARD_REQUIRED_MESSAGE],
      limitCents: [CARD_LIMIT_REQUIRED_MESSAGE],
    });
  });

  it('refuses a name past 20 characters or with markup, and limits out of range', () => {
    expect(
      issues(newCardSchema, { cardName: 'x'.repeat(21), limitType: 'FREE_BALANCE', limitCents: null }),
    ).toEqual({ cardName: [maxLengthMessage(20)] });
    expect(issues(newCardSchema, { cardName: '<b>', limitType: 'FREE_BALANCE', limitCents: null })).toEqual({
      cardName: [MARKUP_MESSAGE],
    });
    expect(
      issues(newCardSchema, { cardName: 'a', limitType: 'LIMIT_BALANCE', limitCents: 0 }).limitCents,
    ).toEqual([CARD_LIMIT_POSITIVE_MESSAGE]);
    expect(
      issues(newCardSchema, { cardName: 'a', limitType: 'LIMIT_BALANCE', limitCents: 10_000_000_000 })
        .limitCents,
    ).toEqual([CARD_LIMIT_MAX_MESSAGE]);
  });
});

describe('renameCardSchema (§5)', () => {
  it('needs a non-empty name of at most 20 characters', () => {
    expect(v.is(renameCardSchema, { cardName: 'Equipe vendas' })).toBe(true);
    expect(issues(renameCardSchema, { cardName: '   ' })).toEqual({ cardName: [CARD_REQUIRED_MESSAGE] });
    expect(v.is(renameCardSchema, { cardName: 'x'.repeat(21) })).toBe(false);
  });
});

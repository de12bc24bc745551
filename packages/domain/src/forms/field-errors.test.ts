import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstErrorByField } from './field-errors';

const schema = v.object({
  name: v.pipe(v.string(), v.minLength(1, 'Nome obrigatório'), v.minLength(3, 'Nome curto')),
  items: v.array(v.pipe(v.number(), v.minValue(1, 'Item inválido'))),
});

describe('firstErrorByField', () => {
  it('keeps only the first message of each failing field, keyed by its path', () => {
    expect(firstErrorByField(schema, { name: '', items: [2, 0] })).toEqual({
      name: 'Nome obrigatório',
      'items.1': 'Item inválido',
    });
  });

  it('is empty when the input passes', () => {
    expect(firstErrorByField(schema, { name: 'Ana', items: [1] })).toEqual({});
  });
});

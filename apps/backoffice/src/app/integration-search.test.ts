import { describe, expect, it } from 'vitest';
import { Route } from '../routes/_app.integracao';

const parse = (search: Record<string, unknown>) =>
  (Route.options.validateSearch as (s: unknown) => unknown)(search);

describe('/integracao’s search', () => {
  it('keeps a known tab and reads an unknown one as absent (the first tab)', () => {
    expect(parse({ aba: 'webhooks' })).toEqual({ aba: 'webhooks' });
    expect(parse({ aba: 'senhas' })).toEqual({});
    expect(parse({ aba: 3 })).toEqual({});
  });
});

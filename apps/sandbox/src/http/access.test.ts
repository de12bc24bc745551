import { OPERATION_ACCESS, type OperationAccess } from '@balcao/domain/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDocuments } from '../openapi';
import { createTestSandbox, type TestSandbox } from '../test-support';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the three documents with the security it declares ('none', a scheme name). */
function contractOperations(): { operationId: string; security: string }[] {
  return loadDocuments().flatMap(({ document }) =>
    Object.values(document.paths ?? {}).flatMap((item) =>
      METHODS.filter((m) => item[m]).map((m) => {
        const op = item[m] as { operationId: string; security?: Record<string, string[]>[] };
        const declared = op.security ?? document.security ?? [];
        return { operationId: op.operationId, security: Object.keys(declared[0] ?? {})[0] ?? 'none' };
      }),
    ),
  );
}

const SECURITY_OF: Record<OperationAccess['kind'], string> = {
  public: 'none',
  'two-factor': 'twoFactorAuth',
  session: 'bearerAuth',
  roles: 'bearerAuth',
};

describe('the operation access table (@balcao/domain) and the contract', () => {
  it('has one entry per operation of the three documents, no more, with the security the contract says', () => {
    const operations = contractOperations();
    const table = OPERATION_ACCESS as Record<string, OperationAccess>;
    expect(operations.map((o) => o.operationId).sort()).toEqual(Object.keys(table).sort());
    for (const { operationId, security } of operations) {
      expect(SECURITY_OF[table[operationId]!.kind], operationId).toBe(security);
    }
  });
});

let s: TestSandbox;
beforeAll(async () => {
  s = await createTestSandbox();
});
afterAll(() => s?.close());

describe('the edge enforces it before anything else', () => {
  it('refuses a caller without the role before validating the body or looking the id up', async () => {
    const sale = await s.bearer('vendas@demo.balcao.dev');
    const badBody = await s.call({
      method: 'POST',
      url: '/core/app/v1/users',
      headers: sale,
      payload: { x: 1 },
    });
    expect(badBody.status).toBe(403);
    const unknownId = await s.call({
      method: 'GET',
      url: '/payment/sellers/subseller/999999',
      headers: sale,
    });
    expect(unknownId.status).toBe(403);
    // With the role, the same calls reach validation and the lookup.
    const admin = await s.bearer('admin@demo.balcao.dev');
    expect(
      (await s.call({ method: 'POST', url: '/core/app/v1/users', headers: admin, payload: { x: 1 } })).status,
    ).toBe(400);
    expect(
      (await s.call({ method: 'GET', url: '/payment/sellers/subseller/999999', headers: admin })).status,
    ).toBe(404);
  });

  it('asks who calls before what they sent: no session is a 401 even with a broken body', async () => {
    const response = await s.call({ method: 'POST', url: '/core/app/v1/users', payload: { x: 1 } });
    expect(response.status).toBe(401);
  });
});

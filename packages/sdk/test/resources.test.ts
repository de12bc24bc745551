import { HttpResponse, http } from 'msw';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { APIPromise, BalcaoError, type Notification, type PixLimit, type PostalAddressFound } from '../src';
import { BASE_URL, bearer, CORE, makeSession, newBalcao, server, useMockServer } from './support';

useMockServer();

function notification(id: number): Notification {
  return {
    id,
    notificationPanelType: 'NOTIFICATION_PAYMENT_MADE',
    title: 'Pagamento recebido',
    message: `Pagamento ${id}`,
    variablesResponse: [],
    createdAt: '2026-11-21T13:05:00Z',
    timeDiff: 'há 2 horas',
    notifiedAt: null,
  };
}

/** 7 notifications served in pages of `size`, recording the page and size of every request. */
function notificationPanel(total = 7) {
  const requests: { page: string | null; size: string | null; sort: string | null }[] = [];
  server.use(
    http.get(`${CORE}/notification-panel`, ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 0);
      const size = Number(url.searchParams.get('size') ?? 10);
      requests.push({
        page: url.searchParams.get('page'),
        size: url.searchParams.get('size'),
        sort: url.searchParams.get('sort'),
      });
      const ids = Array.from({ length: total }, (_, index) => index + 1).slice(
        page * size,
        page * size + size,
      );
      return HttpResponse.json({
        content: ids.map(notification),
        totalElements: total,
        totalPages: Math.ceil(total / size),
        number: page,
        size,
        quantityUnread: total,
      });
    }),
  );
  return requests;
}

describe('notifications.list', () => {
  it('iterates over every item of 3 pages, asking for each page in turn', async () => {
    const requests = notificationPanel(7);
    const ids: number[] = [];
    for await (const item of newBalcao({ session: makeSession() }).notifications.list({ size: 3 })) {
      ids.push(item.id);
    }
    expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(requests).toEqual([
      { page: '0', size: '3', sort: null },
      { page: '1', size: '3', sort: null },
      { page: '2', size: '3', sort: null },
    ]);
  });

  it('requests nothing until iterated, and no further page than the loop reads', async () => {
    const requests = notificationPanel(7);
    const list = newBalcao({ session: makeSession() }).notifications.list({ size: 3, sort: 'createdAt,asc' });
    expect(requests).toHaveLength(0);
    for await (const item of list) {
      if (item.id === 2) break;
    }
    expect(requests).toEqual([{ page: '0', size: '3', sort: 'createdAt,asc' }]);
  });

  it('walks raw pages with pages(), starting where `page` says', async () => {
    notificationPanel(7);
    const numbers: number[] = [];
    const list = newBalcao({ session: makeSession() }).notifications.list({ size: 3, page: 1 });
    for await (const page of list.pages()) numbers.push(page.number);
    expect(numbers).toEqual([1, 2]);
    expect((await list.toArray()).map((item) => item.id)).toEqual([4, 5, 6, 7]);
  });

  it('stops on an empty page', async () => {
    notificationPanel(0);
    expect(await newBalcao({ session: makeSession() }).notifications.list().toArray()).toEqual([]);
  });
});

describe('resources', () => {
  it('call the contract paths with the session and return the parsed body', async () => {
    const session = makeSession({ idSeller: 42 });
    const calls: string[] = [];
    // Answers with `body` after checking the bearer and recording the method, path and query.
    const answer =
      (body: unknown) =>
      ({ request }: { request: Request }) => {
        expect(bearer(request)).toBe(session.token);
        const url = new URL(request.url);
        calls.push(`${request.method} ${url.pathname}${url.search}`);
        return HttpResponse.json(body as object);
      };
    const terms = { accepted: true, version: '2026-07', title: 'T', url: 'u', acceptedAt: null };
    server.use(
      http.get(`${CORE}/sellers/user-terms/current`, answer(terms)),
      http.patch(`${CORE}/sellers/user-terms/current`, answer(terms)),
      http.get(
        `${CORE}/sellers-blocked-malga-cerc`,
        answer({ idSeller: 42, blocked: false, blockReason: null }),
      ),
      http.get(`${CORE}/notification-panel/quantity-unread`, answer({ quantity: 3 })),
      http.patch(`${CORE}/notification-panel/:id/read`, answer(notification(5))),
      http.patch(`${CORE}/notification-panel/read-all`, answer({ quantity: 0 })),
      http.get(`${CORE}/public/companies/:document`, answer({ cnpj: '11222333000181' })),
    );
    const balcao = newBalcao({ session });

    expect(await balcao.terms.current()).toEqual(terms);
    expect(await balcao.terms.accept()).toEqual(terms);
    expect(await balcao.seller.blockStatus()).toEqual({ idSeller: 42, blocked: false, blockReason: null });
    expect(await balcao.notifications.unreadCount()).toEqual({ quantity: 3 });
    expect((await balcao.notifications.markRead(5)).id).toBe(5);
    expect(await balcao.notifications.markAllRead()).toEqual({ quantity: 0 });
    expect(await balcao.lookups.company('11.222.333/0001-81')).toEqual({ cnpj: '11222333000181' });
    expect(calls).toEqual([
      'GET /core/sellers/user-terms/current',
      'PATCH /core/sellers/user-terms/current',
      'GET /core/sellers-blocked-malga-cerc?id_seller=42',
      'GET /core/notification-panel/quantity-unread',
      'PATCH /core/notification-panel/5/read',
      'PATCH /core/notification-panel/read-all',
      `GET /core/public/companies/${encodeURIComponent('11.222.333/0001-81')}`,
    ]);
  });
});

describe('withResponse', () => {
  it('gives the data and the raw response, headers and status included', async () => {
    server.use(
      http.get(`${CORE}/users/feature-toggles`, () =>
        HttpResponse.json(['a'], { status: 200, headers: { 'x-request-id': 'req-123' } }),
      ),
    );
    const call = newBalcao({ session: makeSession() }).features.list();
    expect(call).toBeInstanceOf(APIPromise);
    const { data, response } = await call.withResponse();
    expect(data).toEqual(['a']);
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('req-123');
    expect(await call).toEqual(['a']);
  });
});

describe('what the SDK fills in', () => {
  it('sends the session’s e-mail as the POS refund’s updated_by, and the CNPJ without punctuation', async () => {
    const session = makeSession({ email: 'gerente@loja.com.br' });
    const bodies: unknown[] = [];
    const paths: string[] = [];
    const attempts = { data: { attempts: [] } };
    server.use(
      http.patch(`${BASE_URL}/payment/charges/:id/pos/refunds`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(attempts, { status: 202 });
      }),
      http.delete(`${BASE_URL}/payment/sellers/invoices/:id/company/:cnpj`, ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return HttpResponse.json({ uuidInvoice: 'i-1', status: 'CANCELED' });
      }),
    );
    const balcao = newBalcao({ session });
    expect(await balcao.charges.posRefunds.create('c-1', { value: 89.9 })).toEqual([]);
    await balcao.charges.posRefunds.create('c-1', { value: 1, updated_by: 'outro@loja.com.br' });
    expect(bodies).toEqual([
      { value: 89.9, updated_by: 'gerente@loja.com.br' },
      { value: 1, updated_by: 'outro@loja.com.br' },
    ]);
    await balcao.charges.invoices.cancel('i-1', '11.222.333/0001-81');
    expect(paths).toEqual(['/payment/sellers/invoices/i-1/company/11222333000181']);
  });
});

describe('pix.limits.get', () => {
  const limit = (period: PixLimit['period'], amount: number): PixLimit => ({
    limitId: `00000000-0000-4000-8000-00000000000${period === 'DAY' ? 1 : 2}`,
    accountId: '00000000-0000-4000-8000-000000000009',
    period,
    amount,
    scheduledAmount: null,
    scheduledFor: null,
    requestedAt: null,
  });
  const answer = (limits: PixLimit[]) =>
    server.use(http.get(`${BASE_URL}/banking/accounts/limits`, () => HttpResponse.json(limits)));

  it('names the limits by their period, whatever order the gateway sends them in', async () => {
    answer([limit('NIGHT', 1000), limit('DAY', 10000)]);
    const { day, night } = await newBalcao({ session: makeSession() }).pix.limits.get();
    expect(day).toMatchObject({ period: 'DAY', amount: 10000 });
    expect(night).toMatchObject({ period: 'NIGHT', amount: 1000 });
  });

  it('fails with a BalcaoError when a period is missing', async () => {
    answer([limit('DAY', 10000)]);
    await expect(newBalcao({ session: makeSession() }).pix.limits.get()).rejects.toBeInstanceOf(BalcaoError);
  });
});

describe('lookups.postalCode', () => {
  const found = {
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    complemento: '',
    bairro: 'Bela Vista',
    localidade: 'São Paulo',
    uf: 'SP',
  };
  const answer = (body: object) =>
    server.use(http.get(`${CORE}/public/postal-codes/:cep/json`, () => HttpResponse.json(body)));

  it('narrows on erro: an address past the check, only erro before it', async () => {
    answer(found);
    const address = await newBalcao().lookups.postalCode('01310-100');
    if (address.erro) throw new Error('expected an address');
    expectTypeOf(address).toEqualTypeOf<PostalAddressFound>();
    expect(address.logradouro).toBe('Avenida Paulista');

    answer({ erro: true });
    const unknown = await newBalcao().lookups.postalCode('99999-999');
    expect(unknown).toEqual({ erro: true });
    if (unknown.erro) expectTypeOf(unknown).toEqualTypeOf<{ erro: true }>();
  });
});

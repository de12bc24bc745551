// `list()` answers with a page promise (issue 27, item 5): awaited, the first page as the gateway sent
// it; iterated, every item, page after page. Either way nothing is requested until it is used.
import { HttpResponse, http } from 'msw';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { Balcao, type Notification, type NotificationPage, PageIterator, PagePromise } from '../src';
import { CORE, makeSession, newBalcao, server, useMockServer } from './support';

useMockServer();

/** `total` notifications served in pages of `size`, recording the page of every request. */
function notificationPanel(total: number) {
  const pages: number[] = [];
  server.use(
    http.get(`${CORE}/notification-panel`, ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 0);
      const size = Number(url.searchParams.get('size') ?? 10);
      pages.push(page);
      const ids = Array.from({ length: total }, (_, index) => index + 1).slice(
        page * size,
        page * size + size,
      );
      return HttpResponse.json(
        {
          content: ids.map((id) => ({ id, title: `Aviso ${id}` })),
          totalElements: total,
          totalPages: Math.ceil(total / size),
          number: page,
          size,
          quantityUnread: total,
        },
        { headers: { 'x-request-id': `req-${page}` } },
      );
    }),
  );
  return pages;
}

describe('a list awaited', () => {
  it('resolves to the first page as the gateway sent it, with one request', async () => {
    const pages = notificationPanel(7);
    const page = await newBalcao({ session: makeSession() }).notifications.list({ size: 3 });
    expect(page).toMatchObject({ number: 0, totalPages: 3, totalElements: 7, quantityUnread: 7 });
    expect(page.content.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(pages).toEqual([0]);
  });

  it('resolves to the page `page` names, and gives its response with withResponse()', async () => {
    const pages = notificationPanel(7);
    const list = newBalcao({ session: makeSession() }).notifications.list({ size: 3, page: 2 });
    const { data, response } = await list.withResponse();
    expect(data.content.map((item) => item.id)).toEqual([7]);
    expect(response.headers.get('x-request-id')).toBe('req-2');
    // A promise settles once: awaiting it again asks the gateway nothing more.
    expect((await list).number).toBe(2);
    expect(pages).toEqual([2]);
  });

  it('is still the iterator it was: nothing requested until used, every item when iterated', async () => {
    const pages = notificationPanel(7);
    const list = newBalcao({ session: makeSession() }).notifications.list({ size: 3 });
    expect(list).toBeInstanceOf(PagePromise);
    expect(list).toBeInstanceOf(PageIterator);
    expect(pages).toEqual([]);
    expect((await list.toArray()).map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pages).toEqual([0, 1, 2]);
    expectTypeOf(list).toMatchTypeOf<PageIterator<Notification, NotificationPage>>();
    expectTypeOf(list).toMatchTypeOf<PromiseLike<NotificationPage>>();
  });

  it('rejects with the error of the first page', async () => {
    server.use(
      http.get(`${CORE}/notification-panel`, () =>
        HttpResponse.json({ errors: [{ code: 'X', description: 'Falhou.' }] }, { status: 400 }),
      ),
    );
    await expect(newBalcao({ session: makeSession() }).notifications.list()).rejects.toMatchObject({
      status: 400,
    });
  });
});

describe('every list of the client', () => {
  const balcao = new Balcao({
    baseUrl: 'http://gateway.test',
    apiKey: 'bk_test_every_list',
    maxRetries: 0,
    fetch: async () => Response.json({ content: [], totalPages: 0, number: 0 }),
  });
  /** The methods answering an async iterable, found by calling every method with empty arguments. */
  function lists(resource: object, path: string): [string, unknown][] {
    const found: [string, unknown][] = [];
    for (const [name, value] of Object.entries(resource))
      if (typeof value === 'object' && value !== null) found.push(...lists(value, `${path}${name}.`));
    const prototype = Object.getPrototypeOf(resource);
    if (prototype === Object.prototype) return found;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const method = (resource as Record<string, unknown>)[name];
      if (name === 'constructor' || typeof method !== 'function') continue;
      let result: unknown;
      try {
        result = method.apply(
          resource,
          Array.from({ length: method.length }, () => ({})),
        );
      } catch {
        continue; // A local helper refusing `{}`: not a list.
      }
      if (typeof result === 'object' && result !== null && Symbol.asyncIterator in result)
        found.push([`${path}${name}`, result]);
      // Any other call settled here, so that nothing is left rejected unhandled.
      else if (result instanceof Object && 'then' in result) Promise.resolve(result).catch(() => {});
    }
    return found;
  }
  const found = Object.entries(balcao)
    .filter(([, value]) => typeof value === 'object' && value !== null)
    .flatMap(([name, resource]) => lists(resource, `${name}.`));

  it('were found', () => {
    expect(found.length).toBeGreaterThan(20);
  });

  it.each(found)('%s is a page promise, awaitable for its first page', async (_path, list) => {
    expect(list).toBeInstanceOf(PagePromise);
    expect(await (list as PagePromise<unknown>)).toEqual({ content: [], totalPages: 0, number: 0 });
  });
});

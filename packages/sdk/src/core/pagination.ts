import type { APIPromise, WithResponse } from './api-promise';

/** The shape of the gateways' Spring pages that iteration relies on. */
export interface SpringPage<Item> {
  content: Item[];
  totalPages: number;
  /** This page's index, zero-based. */
  number: number;
}

/**
 * All the items of a paginated list, fetched page by page as the loop asks for them:
 * `for await (const item of list)`. `pages()` walks the raw pages instead, for their totals.
 * Nothing is requested until the iteration starts; each page is a call of its own, with retries.
 */
export class PageIterator<Item, Page extends SpringPage<Item> = SpringPage<Item>>
  implements AsyncIterable<Item>
{
  readonly #fetchPage: (page: number) => PromiseLike<Page>;
  readonly #firstPage: number;

  constructor(fetchPage: (page: number) => PromiseLike<Page>, firstPage = 0) {
    this.#fetchPage = fetchPage;
    this.#firstPage = firstPage;
  }

  async *pages(): AsyncGenerator<Page, void, undefined> {
    for (let index = this.#firstPage; ; index += 1) {
      const page = await this.#fetchPage(index);
      yield page;
      // An empty page ends the walk too, so a server miscounting totalPages cannot loop us forever.
      if (page.content.length === 0 || index + 1 >= page.totalPages) return;
    }
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    for await (const page of this.pages()) yield* page.content;
  }

  /** Every item in one array (Node 20 has no `Array.fromAsync`). Mind the size of long lists. */
  async toArray(): Promise<Item[]> {
    const items: Item[] = [];
    for await (const item of this) items.push(item);
    return items;
  }
}

/**
 * What `list()` answers: the iterator above, and a promise of the first page besides. `await` it for
 * that page as the gateway sent it (`content`, `totalPages`, the totals), or `.withResponse()` for its
 * HTTP response too; `for await` it for every item, page after page. Nothing is requested until it
 * is awaited or iterated. Awaiting requests the first page once, as a promise settles once; each walk
 * of the iterator asks the gateway afresh, as it always has.
 */
export class PagePromise<Item, Page extends SpringPage<Item> = SpringPage<Item>>
  extends PageIterator<Item, Page>
  implements PromiseLike<Page>
{
  readonly #firstPageCall: () => APIPromise<Page>;
  #first: APIPromise<Page> | undefined;

  constructor(fetchPage: (page: number) => APIPromise<Page>, firstPage = 0) {
    super(fetchPage, firstPage);
    this.#firstPageCall = () => fetchPage(firstPage);
  }

  #firstPage(): APIPromise<Page> {
    this.#first ??= this.#firstPageCall();
    return this.#first;
  }

  withResponse(): Promise<WithResponse<Page>> {
    return this.#firstPage().withResponse();
  }

  // biome-ignore lint/suspicious/noThenProperty: being a thenable is the point of this class.
  then<A = Page, B = never>(
    onfulfilled?: ((value: Page) => A | PromiseLike<A>) | null,
    onrejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.#firstPage().then(onfulfilled, onrejected);
  }

  catch<B = never>(onrejected?: ((reason: unknown) => B | PromiseLike<B>) | null): Promise<Page | B> {
    return this.#firstPage().catch(onrejected);
  }

  finally(onfinally?: (() => void) | null): Promise<Page> {
    return this.#firstPage().finally(onfinally);
  }

  get [Symbol.toStringTag](): string {
    return 'PagePromise';
  }
}

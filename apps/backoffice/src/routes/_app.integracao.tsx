import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { optionalOneOfParam, searchParser } from '../app/search-params';
import { apiKeyQueries } from '../features/api-keys/api';
import { ApiKeysTab } from '../features/api-keys/api-keys-tab';
import { webhookQueries } from '../features/webhooks/api';
import { WebhooksPanel } from '../features/webhooks/webhooks-panel';
import * as page from '../ui/page.css';
import { type PageTab, PageTabs } from '../ui/page-tabs';

/** Integração's tabs (§2 API settings), in order: a feature adds its tab with one key and one entry. */
const TAB_KEYS = ['chaves-api', 'webhooks'] as const;
const TABS: readonly (PageTab & { key: (typeof TAB_KEYS)[number] })[] = [
  { key: 'chaves-api', label: 'Chaves API', Panel: ApiKeysTab },
  { key: 'webhooks', label: 'Webhooks', Panel: WebhooksPanel },
];

/**
 * The open tab lives in the URL (?aba=…), so a reload or a shared link opens the same one; an unknown
 * tab reads as absent (the first). Built from the keys alone, so the panels stay out of the route tree.
 */
const integrationSearch = searchParser({ aba: optionalOneOfParam(TAB_KEYS) });

export const Route = createFileRoute('/_app/integracao')({
  validateSearch: integrationSearch,
  beforeLoad: guardRoute('/integracao'),
  loaderDeps: ({ search }) => ({ aba: search.aba }),
  // The open tab's list: the other tab's loads when it is opened.
  loader: ({ context, deps }) =>
    deps.aba === 'webhooks'
      ? context.queryClient.ensureQueryData(webhookQueries.list(context.clients))
      : context.queryClient.ensureQueryData(apiKeyQueries.list(context.clients)),
  component: IntegrationRoute,
});

function IntegrationRoute() {
  const { aba } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <section className={page.page} aria-labelledby="integration-title">
      <h1 id="integration-title" className={page.title}>
        Integração
      </h1>
      <PageTabs
        label="Integração"
        tabs={TABS}
        current={aba}
        onChange={(next) => void navigate({ search: { aba: next }, replace: true })}
      />
    </section>
  );
}

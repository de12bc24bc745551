import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../app/forbidden';
import { apiKeyQueries } from '../features/api-keys/api';
import { ApiKeysTab } from '../features/api-keys/api-keys-tab';
import { WebhooksPanel } from '../features/webhooks/webhooks-panel';
import * as page from '../ui/page.css';
import { type PageTab, PageTabs } from '../ui/page-tabs';

/** Integração's tabs (§2 API settings), in order: a feature adds its tab with one import and one entry. */
const TABS: readonly PageTab[] = [
  { key: 'chaves-api', label: 'Chaves API', Panel: ApiKeysTab },
  { key: 'webhooks', label: 'Webhooks', Panel: WebhooksPanel },
];

/** The open tab lives in the URL (?aba=…), so a reload or a shared link opens the same one. */
function integrationSearch(search: Record<string, unknown>): { aba?: string } {
  return typeof search.aba === 'string' ? { aba: search.aba } : {};
}

export const Route = createFileRoute('/_app/integracao')({
  validateSearch: integrationSearch,
  beforeLoad: guardRoute('/integracao'),
  loader: async ({ context }) => {
    await context.queryClient.prefetchQuery(apiKeyQueries.list(context.clients));
  },
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

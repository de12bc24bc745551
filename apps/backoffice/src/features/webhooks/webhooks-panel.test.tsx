import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { Route } from '../../routes/_app.integracao';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, loaderOf, renderWithApp } from '../../test/render-with-app';
import { expectRouteError, unavailable } from '../../test/route-error';
import type { Webhook, WebhookAttempt } from './api';
import { WebhooksPanel } from './webhooks-panel';

const server = startMswServer();
const URL_BASE = `${GATEWAY}/payment/seller-api-webhooks`;
const SECRET = `whsec_${'A'.repeat(43)}=`;
const NEW_SECRET = `whsec_${'B'.repeat(43)}=`;

const aWebhook = (overrides: Partial<Webhook>): Webhook => ({
  id: '3b0e0000-0000-4000-8000-000000000001',
  title: 'ERP da loja',
  url: 'http://127.0.0.1:4242/webhooks',
  domains: ['ORDER'],
  active: true,
  disabledReason: null,
  previousSecretExpiresAt: null,
  createdAt: '2026-11-20T13:00:00.000Z',
  updatedAt: '2026-11-20T13:00:00.000Z',
  ...overrides,
});

const anAttempt = (overrides: Partial<WebhookAttempt>): WebhookAttempt => ({
  id: 2,
  deliveryId: 'msg_abc',
  eventId: 'evt_abc',
  eventType: 'charge.paid',
  trigger: 'SCHEDULED',
  attemptedAt: '2026-11-20T13:05:00.000Z',
  statusCode: 500,
  latencyMs: 35,
  responseExcerpt: 'Internal Server Error',
  error: null,
  succeeded: false,
  deliveryStatus: 'PENDING',
  nextAttemptAt: '2026-11-20T13:06:00.000Z',
  ...overrides,
});

const page = <T,>(content: T[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 50,
});

/** The webhooks behind the tab and their writes; records what each write sent. */
function webhooksGateway(initial: Webhook[], attempts: WebhookAttempt[] = []) {
  const state = {
    webhooks: [...initial],
    attempts: [...attempts],
    posts: [] as unknown[],
    puts: [] as unknown[],
    patches: [] as unknown[],
    deletes: [] as string[],
    resends: [] as string[],
    rotations: 0,
  };
  server.use(
    http.get(URL_BASE, () => HttpResponse.json(page(state.webhooks))),
    http.post(URL_BASE, async ({ request }) => {
      const body = (await request.json()) as Pick<Webhook, 'title' | 'url' | 'domains'>;
      state.posts.push(body);
      if (!body.url.startsWith('http://127.'))
        return HttpResponse.json(
          {
            errors: [
              {
                code: 'WEBHOOK_TARGET',
                description: 'No sandbox, o webhook só pode apontar para este computador.',
              },
            ],
          },
          { status: 400 },
        );
      const created = aWebhook({ id: '3b0e0000-0000-4000-8000-000000000009', ...body });
      state.webhooks.unshift(created);
      return HttpResponse.json({ ...created, secret: SECRET }, { status: 201 });
    }),
    http.put(`${URL_BASE}/:id`, async ({ request, params }) => {
      const body = (await request.json()) as Partial<Webhook>;
      state.puts.push(body);
      state.webhooks = state.webhooks.map((w) => (w.id === params.id ? { ...w, ...body } : w));
      return HttpResponse.json(state.webhooks.find((w) => w.id === params.id));
    }),
    http.patch(`${URL_BASE}/:id/active`, async ({ request, params }) => {
      const body = (await request.json()) as { active: boolean };
      state.patches.push(body);
      state.webhooks = state.webhooks.map((w) => (w.id === params.id ? { ...w, active: body.active } : w));
      return HttpResponse.json(state.webhooks.find((w) => w.id === params.id));
    }),
    http.delete(`${URL_BASE}/:id`, ({ params }) => {
      state.deletes.push(String(params.id));
      state.webhooks = state.webhooks.filter((w) => w.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${URL_BASE}/:id/attempts`, () => HttpResponse.json(page(state.attempts))),
    http.post(`${URL_BASE}/:id/deliveries/:deliveryId/resend`, ({ params }) => {
      state.resends.push(String(params.deliveryId));
      // The scheduler's attempt, as the next read of the list finds it.
      state.attempts = [
        anAttempt({
          id: 3,
          trigger: 'MANUAL',
          statusCode: 200,
          succeeded: true,
          responseExcerpt: 'ok',
          deliveryStatus: 'SUCCEEDED',
          nextAttemptAt: null,
        }),
        ...state.attempts.map((a) => ({ ...a, deliveryStatus: 'SUCCEEDED' as const, nextAttemptAt: null })),
      ];
      return HttpResponse.json(
        {
          id: params.deliveryId,
          eventId: 'evt_abc',
          eventType: 'charge.paid',
          status: 'PENDING',
          attemptCount: 2,
          nextAttemptAt: null,
          createdAt: '2026-11-20T13:05:00.000Z',
          deliveredAt: null,
        },
        { status: 202 },
      );
    }),
    http.post(`${URL_BASE}/:id/secret/rotate`, () => {
      state.rotations++;
      return HttpResponse.json({ secret: NEW_SECRET, previousSecretExpiresAt: '2026-11-21T13:00:00.000Z' });
    }),
  );
  return state;
}

const renderPanel = () =>
  renderWithApp(<WebhooksPanel />, {
    session: demoSession(),
    path: '/integracao?aba=webhooks',
    loader: loaderOf(Route),
  });

describe('WebhooksPanel', () => {
  it('lists each webhook with its URL, domains and status; the empty text without any', async () => {
    webhooksGateway([
      aWebhook({}),
      aWebhook({
        id: '3b0e0000-0000-4000-8000-000000000002',
        title: 'Antigo',
        domains: ['SUBSCRIPTION', 'ORDER'],
        active: false,
        disabledReason: 'GONE',
      }),
    ]);
    renderPanel();
    const row = (await screen.findByText('ERP da loja')).closest('tr') as HTMLElement;
    expect(within(row).getByText('http://127.0.0.1:4242/webhooks')).toBeTruthy();
    expect(within(row).getByText('Cobrança Pontual')).toBeTruthy();
    expect(within(row).getByText('Ativo')).toBeTruthy();
    const old = screen.getByText('Antigo').closest('tr') as HTMLElement;
    expect(within(old).getByText('Assinaturas, Cobrança Pontual')).toBeTruthy();
    expect(within(old).getByText('Inativo (410)')).toBeTruthy();
  });

  it('shows the empty text when the seller has no webhook', async () => {
    webhooksGateway([]);
    renderPanel();
    expect(await screen.findByText('Sem dados de webhooks')).toBeTruthy();
  });

  it('creates: title required, an http(s) URL, at least one domain, then the secret once with copy', async () => {
    const state = webhooksGateway([]);
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPanel();
    await screen.findByText('Sem dados de webhooks');
    await user.click(screen.getByRole('button', { name: 'Novo webhook' }));
    const save = await screen.findByRole('button', { name: 'Salvar' });
    await user.type(screen.getByLabelText('Título'), 'ERP');
    await user.type(screen.getByLabelText('URL'), 'ftp://exemplo');
    expect(await screen.findByText('Digite uma url válida!')).toBeTruthy();
    await user.clear(screen.getByLabelText('URL'));
    await user.type(screen.getByLabelText('URL'), 'http://127.0.0.1:4242/webhooks');
    expect(save.hasAttribute('disabled')).toBe(true); // no domain yet
    await user.click(screen.getByLabelText('Assinaturas'));
    await user.click(screen.getByLabelText('Cobrança Pontual'));
    expect(save.hasAttribute('disabled')).toBe(false);
    await user.click(save);
    expect(await screen.findByText('Webhook criado com sucesso!')).toBeTruthy();
    expect(state.posts).toEqual([
      { title: 'ERP', url: 'http://127.0.0.1:4242/webhooks', domains: ['SUBSCRIPTION', 'ORDER'] },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Webhook criado: ERP' });
    expect((within(dialog).getByLabelText('Segredo de assinatura') as HTMLInputElement).value).toBe(SECRET);
    await user.click(within(dialog).getByRole('button', { name: 'Copiar segredo' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Webhook criado: ERP' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
  });

  it('shows the gateway’s refusal of a target as code - description', async () => {
    webhooksGateway([]);
    const user = userEvent.setup();
    renderPanel();
    await screen.findByText('Sem dados de webhooks');
    await user.click(screen.getByRole('button', { name: 'Novo webhook' }));
    await user.type(await screen.findByLabelText('Título'), 'Fora');
    await user.type(screen.getByLabelText('URL'), 'https://exemplo.com.br/h');
    await user.click(screen.getByLabelText('Cobrança Pontual'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('WEBHOOK_TARGET - No sandbox, o webhook só pode apontar para este computador.'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Novo webhook' })).toBeTruthy();
  });

  it('edits the form with the webhook’s values and keeps its status', async () => {
    const state = webhooksGateway([aWebhook({})]);
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Editar ERP da loja' }));
    const title = await screen.findByLabelText('Título');
    expect((title as HTMLInputElement).value).toBe('ERP da loja');
    await user.clear(title);
    expect(await screen.findByText('Preenchimento obrigatório!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salvar' }).hasAttribute('disabled')).toBe(true);
    await user.type(title, 'ERP novo');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Webhook atualizado com sucesso!')).toBeTruthy();
    expect(state.puts).toEqual([
      { title: 'ERP novo', url: 'http://127.0.0.1:4242/webhooks', domains: ['ORDER'], active: true },
    ]);
  });

  it('deactivates, activates and deletes after a confirmation, with the §8 toasts', async () => {
    const state = webhooksGateway([aWebhook({})]);
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Desativar ERP da loja' }));
    await user.click(
      within(
        await screen.findByRole('alertdialog', { name: 'Tem certeza que deseja desativar esse webhook?' }),
      ).getByRole('button', { name: 'Desativar' }),
    );
    expect(await screen.findByText('Webhook desativado com sucesso')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Ativar ERP da loja' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ativar' }));
    expect(await screen.findByText('Webhook ativado com sucesso!')).toBeTruthy();
    expect(state.patches).toEqual([{ active: false }, { active: true }]);
    await user.click(await screen.findByRole('button', { name: 'Excluir ERP da loja' }));
    await user.click(
      within(
        await screen.findByRole('alertdialog', { name: 'Tem certeza que deseja excluir esse webhook?' }),
      ).getByRole('button', { name: 'Excluir' }),
    );
    expect(await screen.findByText('Webhook deletado com sucesso!')).toBeTruthy();
    expect(state.deletes).toEqual([aWebhook({}).id]);
  });

  it('shows the attempts with status, time, latency and excerpt; Reenviar asks for a new one', async () => {
    const state = webhooksGateway([aWebhook({})], [anAttempt({})]);
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Tentativas de ERP da loja' }));
    const drawer = await screen.findByRole('dialog', { name: 'Tentativas: ERP da loja' });
    const row = (await within(drawer).findByText('Internal Server Error')).closest('tr') as HTMLElement;
    expect(within(row).getByText('HTTP 500')).toBeTruthy();
    expect(within(row).getByText('35 ms')).toBeTruthy();
    expect(within(row).getByText('20/11/2026 10:05')).toBeTruthy();
    expect(within(row).getByText('Tentando de novo em 20/11/2026 10:06')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: /^Reenviar charge.paid/ }));
    expect(await screen.findByText(/Reenvio solicitado/)).toBeTruthy();
    expect(state.resends).toEqual(['msg_abc']);
    expect(await within(drawer).findByText('HTTP 200')).toBeTruthy();
  });

  it('rotates the secret after a confirmation and shows the new one once', async () => {
    const state = webhooksGateway([aWebhook({})], []);
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Tentativas de ERP da loja' }));
    await screen.findByText('Sem tentativas de entrega');
    await user.click(screen.getByRole('button', { name: 'Trocar segredo' }));
    await user.click(
      within(
        await screen.findByRole('alertdialog', { name: 'Tem certeza que deseja trocar o segredo?' }),
      ).getByRole('button', { name: 'Trocar' }),
    );
    const reveal = await screen.findByRole('dialog', { name: 'Novo segredo: ERP da loja' });
    expect((within(reveal).getByLabelText('Segredo de assinatura') as HTMLInputElement).value).toBe(
      NEW_SECRET,
    );
    expect(state.rotations).toBe(1);
  });

  it("loads the webhooks in the route's loader: a failed read is the route's error state, read again on 'Tentar novamente'", async () => {
    let fail = true;
    webhooksGateway([aWebhook({})]);
    server.use(
      http.get(URL_BASE, () => (fail ? unavailable('PAY-500') : HttpResponse.json(page([aWebhook({})])))),
    );
    renderPanel();
    await expectRouteError('PAY-500');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('ERP da loja')).toBeTruthy();
  });
});

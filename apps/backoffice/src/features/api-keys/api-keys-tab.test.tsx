import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { Route } from '../../routes/_app.integracao';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, loaderOf, renderWithApp } from '../../test/render-with-app';
import { expectRouteError, unavailable } from '../../test/route-error';
import type { ApiKey } from './api';
import { ApiKeysTab } from './api-keys-tab';

const server = startMswServer();
const KEYS_URL = `${GATEWAY}/payment/seller-api-tokens`;
const SECRET = `bk_test_${'Z'.repeat(43)}`;

const aKey = (overrides: Partial<ApiKey>): ApiKey => ({
  id: 'a7e10000-0000-4000-8000-000000000001',
  title: 'ERP da loja',
  active: true,
  prefix: 'bk_test_Q3x9',
  createdAt: '2026-10-02T13:00:00.000Z',
  lastUsedAt: '2026-11-20T17:42:00.000Z',
  ...overrides,
});

/** The keys behind the list and its writes; records what each write sent. */
function keysGateway(initial: ApiKey[], { failPatch = false } = {}) {
  const state = {
    keys: [...initial],
    posts: [] as unknown[],
    patches: [] as unknown[],
    puts: [] as unknown[],
    deletes: [] as string[],
  };
  server.use(
    http.get('*/config.json', () =>
      HttpResponse.json({ gatewayUrl: GATEWAY, checkoutUrl: `${GATEWAY}/checkout` }),
    ),
    http.get(KEYS_URL, () =>
      HttpResponse.json({
        content: state.keys,
        totalElements: state.keys.length,
        totalPages: 1,
        number: 0,
        size: 100,
      }),
    ),
    http.post(KEYS_URL, async ({ request }) => {
      const body = (await request.json()) as { title: string };
      state.posts.push(body);
      const created = aKey({
        id: 'a7e10000-0000-4000-8000-000000000009',
        title: body.title,
        lastUsedAt: null,
      });
      state.keys.unshift(created);
      return HttpResponse.json({ ...created, token: SECRET }, { status: 201 });
    }),
    http.patch(`${KEYS_URL}/:id/active`, async ({ request, params }) => {
      const body = (await request.json()) as { active: boolean };
      state.patches.push(body);
      if (failPatch)
        return HttpResponse.json(
          { errors: [{ code: 'NOT_FOUND', description: 'Chave de API não encontrada.' }] },
          {
            status: 404,
          },
        );
      state.keys = state.keys.map((key) => (key.id === params.id ? { ...key, active: body.active } : key));
      return HttpResponse.json(state.keys.find((key) => key.id === params.id));
    }),
    http.put(`${KEYS_URL}/:id`, async ({ request, params }) => {
      const body = (await request.json()) as { title: string; active: boolean };
      state.puts.push(body);
      state.keys = state.keys.map((key) => (key.id === params.id ? { ...key, ...body } : key));
      return HttpResponse.json(state.keys.find((key) => key.id === params.id));
    }),
    http.delete(`${KEYS_URL}/:id`, ({ params }) => {
      state.deletes.push(String(params.id));
      state.keys = state.keys.filter((key) => key.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}

const SEEDED = [
  aKey({}),
  aKey({
    id: 'a7e10000-0000-4000-8000-000000000002',
    title: 'Integração antiga',
    active: false,
    lastUsedAt: null,
  }),
];

function renderTab() {
  return renderWithApp(<ApiKeysTab />, {
    session: demoSession(),
    path: '/integracao',
    loader: loaderOf(Route),
  });
}

describe('ApiKeysTab', () => {
  it('lists each key with its masked prefix, status and last use, and links to the API documentation', async () => {
    keysGateway(SEEDED);
    renderTab();
    const row = (await screen.findByText('ERP da loja')).closest('tr') as HTMLElement;
    expect(within(row).getByText('bk_test_Q3x9••••••••')).toBeTruthy();
    expect(within(row).getByText('Ativa')).toBeTruthy();
    expect(within(row).getByText('20/11/2026 14:42')).toBeTruthy();
    const old = screen.getByText('Integração antiga').closest('tr') as HTMLElement;
    expect(within(old).getByText('Inativa')).toBeTruthy();
    expect(within(old).getByText('Nunca usada')).toBeTruthy();
    const docs = await screen.findByRole('link', { name: 'Documentação da API' });
    expect(docs.getAttribute('href')).toBe(`${GATEWAY}/docs`);
  });

  it('shows the empty text when the seller has no key', async () => {
    keysGateway([]);
    renderTab();
    expect(await screen.findByText('Sem dados de chaves API')).toBeTruthy();
  });

  it('creates a key with the suggested title, then shows its secret once with a copy button', async () => {
    const state = keysGateway(SEEDED);
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderTab();
    await screen.findByText('ERP da loja');
    await user.click(screen.getByRole('button', { name: 'Nova chave' }));
    const title = await screen.findByLabelText('Título');
    expect((title as HTMLInputElement).value).toBe('Chave 3');
    await user.clear(title);
    expect(await screen.findByText('Preenchimento obrigatório!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salvar' }).hasAttribute('disabled')).toBe(true);
    await user.type(title, 'Conciliação');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Token criado com sucesso!')).toBeTruthy();
    expect(state.posts).toEqual([{ title: 'Conciliação' }]);
    const dialog = await screen.findByRole('dialog', { name: 'Chave criada: Conciliação' });
    expect((within(dialog).getByLabelText('Chave de API') as HTMLInputElement).value).toBe(SECRET);
    expect(within(dialog).getByText(/não será mostrada de novo/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Copiar chave' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await screen.findByText('Token copiado para a área de transferência!')).toBeTruthy();
    // Esc does not close it: only 'Concluir' does, and the secret is gone with it.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Chave criada: Conciliação' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    expect(await screen.findByText('Conciliação')).toBeTruthy();
  });

  it('deactivates, activates and deletes each after a confirmation, with the §8 toasts', async () => {
    const state = keysGateway(SEEDED);
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Desativar ERP da loja' }));
    const ask = await screen.findByRole('alertdialog', {
      name: 'Tem certeza que deseja desativar essa chave?',
    });
    await user.click(within(ask).getByRole('button', { name: 'Desativar' }));
    expect(await screen.findByText('Token desativado com sucesso')).toBeTruthy();
    expect(state.patches).toEqual([{ active: false }]);

    await user.click(await screen.findByRole('button', { name: 'Ativar Integração antiga' }));
    const askOn = await screen.findByRole('alertdialog', {
      name: 'Tem certeza que deseja ativar essa chave?',
    });
    await user.click(within(askOn).getByRole('button', { name: 'Ativar' }));
    expect(await screen.findByText('Token ativado com sucesso!')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Excluir Integração antiga' }));
    const askDelete = await screen.findByRole('alertdialog', {
      name: 'Tem certeza que deseja excluir essa chave?',
    });
    await user.click(within(askDelete).getByRole('button', { name: 'Cancelar' }));
    expect(state.deletes).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Excluir Integração antiga' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Token deletado com sucesso!')).toBeTruthy();
    expect(state.deletes).toEqual(['a7e10000-0000-4000-8000-000000000002']);
    await waitFor(() => expect(screen.queryByText('Integração antiga')).toBeNull());
  });

  it('renames a key with PUT, keeping its state, with the §8 toast', async () => {
    const state = keysGateway(SEEDED);
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Editar Integração antiga' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar chave de API' });
    const title = within(dialog).getByLabelText('Título') as HTMLInputElement;
    expect(title.value).toBe('Integração antiga');
    const save = within(dialog).getByRole('button', { name: 'Salvar' });
    // Nothing to save until the title differs, and never an empty one.
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.clear(title);
    expect(await within(dialog).findByText('Preenchimento obrigatório!')).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.type(title, 'ERP antigo');
    await user.click(save);
    expect(await screen.findByText('Token atualizado com sucesso!')).toBeTruthy();
    expect(state.puts).toEqual([{ title: 'ERP antigo', active: false }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = (await screen.findByText('ERP antigo')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Inativa')).toBeTruthy();
  });

  it('shows the server’s errors as code - description and keeps the dialog open', async () => {
    keysGateway(SEEDED, { failPatch: true });
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Desativar ERP da loja' }));
    const ask = await screen.findByRole('alertdialog');
    await user.click(within(ask).getByRole('button', { name: 'Desativar' }));
    expect(await screen.findByText('NOT_FOUND - Chave de API não encontrada.')).toBeTruthy();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it("loads the keys in the route's loader: a failed read is the route's error state, read again on 'Tentar novamente'", async () => {
    let fail = true;
    const state = keysGateway(SEEDED);
    server.use(
      http.get(KEYS_URL, () =>
        fail
          ? unavailable('PAY-500')
          : HttpResponse.json({ content: state.keys, totalElements: 2, totalPages: 1, number: 0, size: 100 }),
      ),
    );
    renderTab();
    await expectRouteError('PAY-500');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('ERP da loja')).toBeTruthy();
  });
});

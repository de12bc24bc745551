import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import { CheckoutPage, checkoutPrefix } from './checkout-page';

const server = startMswServer();

/** The seller's saved checkout 'Loja Exemplo' (id 7) with these notes; returns the bodies PUT to it. */
function serveSavedCheckout(notes: string | null) {
  const saved: unknown[] = [];
  server.use(
    http.get(`${GATEWAY}/payment/checkouts/default`, () =>
      HttpResponse.json({
        id: 7,
        title: 'Loja Exemplo',
        description: null,
        subDomain: 'loja-exemplo',
        notes,
        url: 'https://balcao.test/checkout/loja-exemplo',
      }),
    ),
    http.put(`${GATEWAY}/payment/checkouts/7`, async ({ request }) => {
      saved.push(await request.json());
      return HttpResponse.json({});
    }),
  );
  return saved;
}

describe('CheckoutPage', { timeout: 20_000 }, () => {
  it('creates the checkout once the URL is free; a taken URL says so and is not sent', async () => {
    const created: unknown[] = [];
    server.use(
      http.get(`${GATEWAY}/payment/checkouts/default`, () =>
        HttpResponse.json(
          { errors: [{ code: 'NOT_FOUND', description: 'O seller ainda não tem checkout.' }] },
          { status: 404 },
        ),
      ),
      http.get(`${GATEWAY}/payment/subdomains/:sub/exists`, ({ params }) =>
        HttpResponse.json({
          subDomain: params.sub,
          exists: params.sub === 'tomada',
          isValid: params.sub !== 'tomada',
        }),
      ),
      http.post(`${GATEWAY}/payment/checkouts`, async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    renderWithApp(<CheckoutPage origin="https://balcao.test" />, { session: demoSession() });
    await screen.findByRole('heading', { name: 'Informações Gerais' });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Título é um campo obrigatório!')).toBeTruthy();
    expect(screen.getByText('Url é um campo obrigatório!')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Título do checkout'), { target: { value: 'Minha Loja' } });
    fireEvent.change(screen.getByLabelText('URL'), { target: { value: 'Tomada' } });
    expect(screen.getByText('Endereço: https://balcao.test/checkout/tomada')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText('URL já em uso por outro checkout!')).not.toHaveLength(0);
    expect(created).toEqual([]);
    fireEvent.change(screen.getByLabelText('URL'), { target: { value: 'minha-loja' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Checkout cadastrado com sucesso!')).toBeTruthy();
    await waitFor(() =>
      expect(created).toEqual([
        { title: 'Minha Loja', description: null, subDomain: 'minha-loja', notes: null },
      ]),
    );
  });

  it('keeps the saved notes: shown, edited, sent with the PUT, and checked like the other fields', async () => {
    const saved = serveSavedCheckout('Revisar o texto antes do Natal.');
    renderWithApp(<CheckoutPage origin="https://balcao.test" />, { session: demoSession() });
    const notes = (await screen.findByLabelText('Observações')) as HTMLTextAreaElement;
    expect(notes.value).toBe('Revisar o texto antes do Natal.');
    fireEvent.change(notes, { target: { value: '<b>negrito</b>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Não use os caracteres < e >.')).toBeTruthy();
    expect(saved).toEqual([]);
    fireEvent.change(notes, { target: { value: 'Revisado.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Checkout editado com sucesso!')).toBeTruthy();
    expect(saved).toEqual([
      { title: 'Loja Exemplo', description: null, subDomain: 'loja-exemplo', notes: 'Revisado.' },
    ]);
  });

  it('says why a description with markup is not saved, instead of not sending it without a word', async () => {
    const saved = serveSavedCheckout(null);
    renderWithApp(<CheckoutPage origin="https://balcao.test" />, { session: demoSession() });
    const description = await screen.findByLabelText('Descrição');
    fireEvent.change(description, { target: { value: '<i>Bolos</i>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Não use os caracteres < e >.')).toBeTruthy();
    expect(saved).toEqual([]);
    fireEvent.change(description, { target: { value: 'Bolos e doces' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Checkout editado com sucesso!')).toBeTruthy();
    expect(saved).toEqual([
      { title: 'Loja Exemplo', description: 'Bolos e doces', subDomain: 'loja-exemplo', notes: null },
    ]);
  });

  it('Copiar link copies the address as typed, after the checkout host, and says so', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    server.use(
      http.get(`${GATEWAY}/payment/checkouts/default`, () =>
        HttpResponse.json({
          id: 7,
          title: 'Loja Exemplo',
          description: null,
          subDomain: 'loja-exemplo',
          notes: null,
          url: 'https://pagar.balcao.test/checkout/loja-exemplo',
        }),
      ),
    );
    renderWithApp(<CheckoutPage origin="https://app.balcao.test" />, { session: demoSession() });
    const url = await screen.findByLabelText('URL');
    fireEvent.change(url, { target: { value: 'Loja Nova' } });
    fireEvent.click(screen.getByRole('button', { name: 'Copiar link' }));
    expect(await screen.findByText('Url copiado para a área de transferência!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('https://pagar.balcao.test/checkout/lojanova');
  });

  it('shows the saved checkout’s host before the URL', () => {
    expect(
      checkoutPrefix(
        {
          id: 1,
          title: 'L',
          description: null,
          notes: null,
          subDomain: 'loja',
          url: 'http://x:4010/checkout/loja',
        },
        'http://app',
      ),
    ).toBe('http://x:4010/checkout/');
    expect(checkoutPrefix(null, 'http://app')).toBe('http://app/checkout/');
  });
});

import {
  ACTIVATION_MESSAGES,
  type ActivationForm,
  emptyActivationForm,
  emptyPartner,
} from '@balcao/domain/bank-account';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import { ActivationPage } from './activation-page';
import type { Activation } from './api';

const server = startMswServer();
const ACTIVATION_URL = `${GATEWAY}/banking/accounts/activation`;

const address = {
  zipCode: '20040-020',
  street: 'Praça Floriano',
  number: '55',
  complement: '',
  district: 'Centro',
  city: 'Rio de Janeiro',
  state: 'RJ',
};
function filledForm(): ActivationForm {
  return {
    company: {
      document: '45.321.678/0001-04',
      companyName: 'Comércio Modelo Ltda',
      openingDate: '10/03/2015',
      email: 'financeiro@comerciomodelo.com.br',
      phone: '',
      ...address,
    },
    additional: {
      fantasyName: 'Comércio Modelo',
      url: 'comerciomodelo.com.br',
      businessType: 'LTDA',
      mainActivity: '4712100',
    },
    partners: [
      {
        ...emptyPartner(),
        document: '529.982.247-25',
        name: 'Olívia Souza Outra',
        date: '02/05/1985',
        email: 'olivia@comerciomodelo.com.br',
        phone: '(21) 98765-4321',
        ...address,
      },
    ],
  };
}

async function renderPage(
  status: Activation['status'],
  form: ActivationForm,
  options: { reason?: string; lookupFailed?: boolean } = {},
) {
  const activation: Activation = { status, kycAnalysisResult: options.reason ?? null, accountInput: null };
  const rendered = renderWithApp(
    <ActivationPage activation={activation} start={{ form, lookupFailed: options.lookupFailed ?? false }} />,
    {
      session: demoSession({ bankingStatus: status }),
    },
  );
  await screen.findByRole('heading', { name: 'Ativar Conta PJ' });
  return rendered;
}
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Próximo' }));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ActivationPage', () => {
  it('asks before a half-filled activation is lost to a menu click, back or a reload', async () => {
    const { router } = await renderPage('INACTIVE', emptyActivationForm({ document: '45.321.678/0001-04' }));
    const untouched = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(untouched);
    expect(untouched.defaultPrevented).toBe(false);
    type('E-mail', 'financeiro@empresa.com.br');
    const reload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(true);
    void router.navigate({ to: '/cobrancas' });
    const ask = await screen.findByRole('alertdialog', { name: 'Descartar alterações?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cobrancas'));
  });

  it("checks step 1 with the documents' messages before moving on, and says when the company lookup failed", async () => {
    await renderPage('INACTIVE', emptyActivationForm({ document: '45.321.678/0001-04' }), {
      lookupFailed: true,
    });
    expect(screen.getByRole('alert').textContent).toBe(ACTIVATION_MESSAGES.companyLookupFailed);
    expect(screen.getByText('Status: Não solicitada')).toBeTruthy();
    type('E-mail', 'financeiro@');
    next();
    expect(await screen.findByText(ACTIVATION_MESSAGES.email)).toBeTruthy();
    expect(screen.getAllByText(ACTIVATION_MESSAGES.required).length).toBeGreaterThan(5);
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toContain('Dados da empresa');
  });

  it('shows why a FAILED account was refused, and keeps step 1 and 2 open to correction', async () => {
    await renderPage('FAILED', filledForm(), { reason: 'CPF do sócio A com pendência na Receita Federal.' });
    expect(screen.getByText('Status: Reprovada')).toBeTruthy();
    expect(screen.getByRole('tooltip', { hidden: true }).textContent).toBe(
      'CPF do sócio A com pendência na Receita Federal.',
    );
    expect(screen.getByLabelText('Razão social')).toHaveProperty('disabled', false);
  });

  it('locks steps 1 and 2 while PENDING, and Finalizar on step 3', async () => {
    await renderPage('PENDING', filledForm());
    expect(screen.getByLabelText('Razão social')).toHaveProperty('disabled', true);
    next();
    expect(await screen.findByLabelText('Nome fantasia')).toHaveProperty('disabled', true);
    next();
    await screen.findByLabelText('CPF do sócio A');
    expect(screen.getByLabelText('CPF do sócio A')).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Finalizar' })).toHaveProperty('disabled', true);
  });

  it("shows an ACTIVE account its data read-only, with the status 'Ativa'", async () => {
    await renderPage('ACTIVE', filledForm());
    expect(screen.getByText('Status: Ativa')).toBeTruthy();
    expect(screen.getByLabelText('Razão social')).toHaveProperty('value', 'Comércio Modelo Ltda');
    expect(screen.getByLabelText('Razão social')).toHaveProperty('disabled', true);
    next();
    expect(await screen.findByLabelText('Nome fantasia')).toHaveProperty('disabled', true);
    next();
    expect(await screen.findByLabelText('CPF do sócio A')).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Finalizar' })).toHaveProperty('disabled', true);
  });

  it('turns a slot into a company with a CNPJ, removes a partner, and sends the form PENDING', async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.post(ACTIVATION_URL, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          { status: 'PENDING', kycAnalysisResult: null, accountInput: null },
          { status: 202 },
        );
      }),
    );
    const { store } = await renderPage('INACTIVE', filledForm());
    next();
    await screen.findByLabelText('Nome fantasia');
    next();
    await screen.findByLabelText('CPF do sócio A');
    expect(screen.queryByRole('button', { name: 'Remover sócio' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '+ Adicionar sócio' }));
    fireEvent.click(screen.getByRole('button', { name: '+ Adicionar sócio' }));
    type('CPF ou CNPJ do sócio C', '04.252.011/0001-10');
    expect(screen.getByLabelText('Razão social do sócio C')).toBeTruthy();
    expect(screen.getByLabelText('Tipo do sócio C')).toHaveProperty('value', 'LEGAL_REPRESENTATIVE');
    expect(screen.getByLabelText('Tipo do sócio C')).toHaveProperty('disabled', true);
    const partnerB = screen.getByRole('region', { name: /^Sócio B/ });
    fireEvent.click(within(partnerB).getByRole('button', { name: 'Remover sócio' }));
    // C moved up to B, keeping what was typed.
    expect((screen.getByLabelText('CPF ou CNPJ do sócio B') as HTMLInputElement).value).toBe(
      '04.252.011/0001-10',
    );
    type('Razão social do sócio B', 'Holding Modelo S.A.');
    type('Data de fundação do sócio B', '01/01/2000');
    type('E-mail do sócio B', 'holding@modelo.com.br');
    type('Telefone do sócio B', '2133221100');
    const b = screen.getByRole('region', { name: /^Sócio B/ });
    for (const [label, value] of Object.entries({
      CEP: '01310-100',
      Rua: 'Avenida Paulista',
      Número: '1000',
      Bairro: 'Bela Vista',
      Cidade: 'São Paulo',
      'Estado (UF)': 'SP',
    }))
      fireEvent.change(within(b).getByLabelText(label), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByText(ACTIVATION_MESSAGES.submitted)).toBeTruthy();
    expect(sent).toMatchObject({
      document: '45321678000104',
      accountOwner: { document: '52998224725', firstName: 'Olívia' },
      legalOwner: [{ document: '04252011000110', type: 'LEGAL_REPRESENTATIVE' }],
    });
    await waitFor(() => expect(store.get()?.bankingStatus).toBe('PENDING'));
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toContain('Dados da empresa');
  });
});

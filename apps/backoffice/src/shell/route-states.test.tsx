import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { CHARGE_ID, stored } from '../features/charges/detail/charge.fixture';
import { ChargeDetailPage } from '../features/charges/detail/charge-detail-page';
import { Route as ChargeRoute } from '../routes/_app.cobrancas.$id';
import { Route as ScheduledChargeRoute } from '../routes/_app.cobrancas-agendadas.$id';
import { startMswServer } from '../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../test/render-with-app';
import { PAGE_LOAD_FAILED } from './route-states';

const server = startMswServer();

/** What the charge page reads besides the charge (its own tests cover them). */
function serveSections() {
  server.use(
    http.get(`${GATEWAY}/payment/invoices/charge/${CHARGE_ID}`, () => HttpResponse.json({ data: [] })),
    http.get(`${GATEWAY}/payment/sellers/invoice-config`, () =>
      HttpResponse.json({ data: { active: false, configured: false } }),
    ),
  );
}

describe('the routes’ shared states', { timeout: 20_000 }, () => {
  it("says 'Carregando' while the page's data loads", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    serveSections();
    server.use(
      http.get(`${GATEWAY}/payment/charges/${CHARGE_ID}`, async () => {
        await held;
        return HttpResponse.json(stored());
      }),
    );
    renderWithApp(<ChargeDetailPage id={CHARGE_ID} />, { session: demoSession() });
    expect((await screen.findByRole('status')).textContent).toBe('Carregando');
    release();
    await screen.findByRole('heading', { level: 1, name: 'Oficina Sul Serviços' });
  });

  it("toasts each error as 'code - description' on a failed load, and tries again on request", async () => {
    let calls = 0;
    serveSections();
    server.use(
      http.get(`${GATEWAY}/payment/charges/${CHARGE_ID}`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { errors: [{ code: 'PAY-500', description: 'Serviço indisponível' }] },
              { status: 500 },
            )
          : HttpResponse.json(stored());
      }),
    );
    renderWithApp(<ChargeDetailPage id={CHARGE_ID} />, { session: demoSession() });
    expect(await screen.findByText('PAY-500 - Serviço indisponível')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: PAGE_LOAD_FAILED })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await screen.findByRole('heading', { level: 1, name: 'Oficina Sul Serviços' });
    await waitFor(() => expect(calls).toBe(2));
  });

  it("titles a missing record with the API's own sentence", async () => {
    server.use(
      http.get(`${GATEWAY}/payment/charges/${CHARGE_ID}`, () =>
        HttpResponse.json(
          { errors: [{ code: 'NOT_FOUND', description: 'Cobrança não encontrada.' }] },
          { status: 404 },
        ),
      ),
    );
    renderWithApp(<ChargeDetailPage id={CHARGE_ID} />, { session: demoSession() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cobrança não encontrada.' })).toBeTruthy();
  });

  it.each([
    ['/cobrancas/$id', ChargeRoute],
    ['/cobrancas-agendadas/$id', ScheduledChargeRoute],
  ])(
    "%s says the specification's 'Falha ao carregar as informações da cobrança.' when the charge fails to load",
    async (_path, route) => {
      serveSections();
      server.use(
        http.get(`${GATEWAY}/payment/charges/${CHARGE_ID}`, () =>
          HttpResponse.json(
            { errors: [{ code: 'PAY-500', description: 'Serviço indisponível' }] },
            { status: 500 },
          ),
        ),
      );
      renderWithApp(<ChargeDetailPage id={CHARGE_ID} />, {
        session: demoSession(),
        errorComponent: route.options.errorComponent || undefined,
      });
      expect(
        await screen.findByRole('heading', {
          level: 1,
          name: 'Falha ao carregar as informações da cobrança.',
        }),
      ).toBeTruthy();
      expect(await screen.findByText('PAY-500 - Serviço indisponível')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    },
  );
});

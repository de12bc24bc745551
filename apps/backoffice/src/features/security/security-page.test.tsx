import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import {
  INVALID_CODE_MESSAGE,
  TWO_FACTOR_DISABLED_MESSAGE,
  TWO_FACTOR_ENABLED_MESSAGE,
  TWO_FACTOR_FAILED_MESSAGE,
  twoFactorCodeInput,
} from './messages';
import { SecurityPage } from './security-page';

const server = startMswServer();

const SECRET = 'KZTT3A7EQ7E5W2FM4NIYPS44LOHBMYSL';
const OTPAUTH = `otpauth://totp/Balc%C3%A3o:admin%40demo.balcao.dev?secret=${SECRET}&issuer=Balc%C3%A3o`;

/** The dark modules an SVG QR code draws ('M{x} {y}h1v1h-1z' each), as 'x,y' cells. */
function drawnModules(svg: Element): string[] {
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  return [...d.matchAll(/M(\d+) (\d+)/g)].map(([, x, y]) => `${x},${y}`).sort();
}

/** The dark modules of the QR code that carries `text` (border 2, as drawn). */
function modulesOf(text: string): string[] {
  const { data } = encode(text, { ecc: 'M', border: 2 });
  return data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`${x},${y}`] : []))).sort();
}

/** The gateway's two-factor calls over one status; records each confirm and disable. */
function twoFactorGateway(initial: boolean, { failDisable = false } = {}) {
  const state = { enabled: initial, generated: 0, statusReads: 0, changes: [] as string[] };
  server.use(
    http.get(`${GATEWAY}/core/twofactor/status`, () => {
      state.statusReads += 1;
      return HttpResponse.json({ enabled: state.enabled });
    }),
    http.post(`${GATEWAY}/core/twofactor/generate`, () => {
      state.generated += 1;
      return HttpResponse.json({ qrCodeUrl: OTPAUTH, secret: SECRET });
    }),
    http.post(`${GATEWAY}/core/twofactor/enabled`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      state.changes.push(query.toString());
      if (query.get('enabled') === 'false') {
        if (failDisable)
          return HttpResponse.json(
            { errors: [{ code: 'BAR-9999', description: 'Erro interno.' }] },
            { status: 500 },
          );
        if (query.get('code') !== '123456')
          return HttpResponse.json(
            { errors: [{ code: 'INVALID_CODE', description: 'Código inválido' }] },
            { status: 400 },
          );
        state.enabled = false;
        return HttpResponse.json({ enabled: false });
      }
      if (query.get('code') !== '123456')
        return HttpResponse.json(
          { errors: [{ code: 'INVALID_CODE', description: 'Código inválido' }] },
          { status: 400 },
        );
      state.enabled = true;
      return HttpResponse.json({ enabled: true });
    }),
  );
  return state;
}

const theSwitch = () =>
  // While the modal is open the page behind it is aria-hidden; the switch is still there to check.
  screen.getByRole('switch', { name: /Duplo fator de autenticação/, hidden: true }) as HTMLInputElement;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('SecurityPage', { timeout: 20_000 }, () => {
  it('turns two-factor on: install hint, QR code and key, then a 6-digit code ("Código inválido" when wrong)', async () => {
    const gateway = twoFactorGateway(false);
    renderWithApp(<SecurityPage />, { session: demoSession() });
    await screen.findByRole('heading', { name: 'Segurança' });
    expect(theSwitch().checked).toBe(false);

    fireEvent.click(theSwitch());
    const dialog = await screen.findByRole('dialog', { name: 'Ativar duplo fator de autenticação' });
    expect(dialog.textContent).toContain('Passo 1 de 3: Instale um aplicativo autenticador');
    await waitFor(() => expect(gateway.generated).toBe(1));
    click('Próximo');
    const qr = await screen.findByRole('img', { name: 'QR code para o aplicativo autenticador' });
    // The QR code carries the otpauth URL the gateway generated (secret, issuer and account), not the bare key.
    expect(drawnModules(qr)).toEqual(modulesOf(OTPAUTH));
    expect(drawnModules(qr)).not.toEqual(modulesOf(SECRET));
    expect((screen.getByLabelText('Chave para digitar no aplicativo') as HTMLInputElement).value).toBe(
      SECRET,
    );
    click('Próximo');

    const code = screen.getByLabelText('Código de 6 dígitos') as HTMLInputElement;
    const activate = screen.getByRole('button', { name: 'Ativar' }) as HTMLButtonElement;
    fireEvent.change(code, { target: { value: '65 432' } });
    expect(code.value).toBe('65432');
    expect(activate.disabled).toBe(true);
    fireEvent.change(code, { target: { value: '654321' } });
    expect(activate.disabled).toBe(false);
    click('Ativar');
    expect(await screen.findByText(INVALID_CODE_MESSAGE)).toBeTruthy();
    expect(await screen.findByText(TWO_FACTOR_FAILED_MESSAGE)).toBeTruthy();
    expect(gateway.enabled).toBe(false);

    fireEvent.change(code, { target: { value: '123456' } });
    expect(screen.queryByText(INVALID_CODE_MESSAGE)).toBeNull();
    click('Ativar');
    expect(await screen.findByText(TWO_FACTOR_ENABLED_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(theSwitch().checked).toBe(true);
    expect(gateway.changes).toEqual(['enabled=true&code=654321', 'enabled=true&code=123456']);
    expect(gateway.generated).toBe(1);
  });

  it('is not closed by a click outside; closing it puts the switch back to the server’s status', async () => {
    const gateway = twoFactorGateway(false);
    renderWithApp(<SecurityPage />, { session: demoSession() });
    await screen.findByRole('heading', { name: 'Segurança' });
    fireEvent.click(theSwitch());
    await screen.findByRole('dialog');
    const readsBefore = gateway.statusReads;
    fireEvent.pointerDown(document.body);
    fireEvent.click(document.body);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(theSwitch().checked).toBe(true);

    click('Fechar');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(theSwitch().checked).toBe(false);
    await waitFor(() => expect(gateway.statusReads).toBeGreaterThan(readsBefore));
    expect(gateway.changes).toEqual([]);
  });

  it('turns two-factor off with a current code from the app, asked for in the dialog', async () => {
    const gateway = twoFactorGateway(true);
    renderWithApp(<SecurityPage />, { session: demoSession() });
    await screen.findByRole('heading', { name: 'Segurança' });
    await waitFor(() => expect(theSwitch().checked).toBe(true));
    fireEvent.click(theSwitch());
    await screen.findByRole('dialog', { name: 'Desativar duplo fator de autenticação' });
    expect(theSwitch().checked).toBe(false);
    const disableButton = screen.getByRole('button', { name: 'Desativar' }) as HTMLButtonElement;
    expect(disableButton.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Código de 6 dígitos'), { target: { value: '123 456' } });
    expect(disableButton.disabled).toBe(false);
    click('Desativar');
    expect(await screen.findByText(TWO_FACTOR_DISABLED_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(theSwitch().checked).toBe(false);
    expect(gateway.changes).toEqual(['enabled=false&code=123456']);
    expect(gateway.generated).toBe(0);
  });

  it('keeps the dialog open on a wrong code, with “Código inválido” on the field', async () => {
    const gateway = twoFactorGateway(true);
    renderWithApp(<SecurityPage />, { session: demoSession() });
    await waitFor(() => expect(theSwitch().checked).toBe(true));
    fireEvent.click(theSwitch());
    await screen.findByRole('dialog', { name: 'Desativar duplo fator de autenticação' });
    fireEvent.change(screen.getByLabelText('Código de 6 dígitos'), { target: { value: '000000' } });
    click('Desativar');
    expect(await screen.findByText(INVALID_CODE_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(gateway.enabled).toBe(true);
  });

  it('fails to disable silently: the modal closes and the switch shows it is still on', async () => {
    twoFactorGateway(true, { failDisable: true });
    renderWithApp(<SecurityPage />, { session: demoSession() });
    await waitFor(() => expect(theSwitch().checked).toBe(true));
    fireEvent.click(theSwitch());
    await screen.findByRole('dialog');
    fireEvent.change(screen.getByLabelText('Código de 6 dígitos'), { target: { value: '123456' } });
    click('Desativar');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(theSwitch().checked).toBe(true);
    expect(screen.queryByRole('status')?.textContent ?? '').not.toContain('desativado');
    expect(screen.queryByText(TWO_FACTOR_DISABLED_MESSAGE)).toBeNull();
  });
});

describe('twoFactorCodeInput', () => {
  it('keeps at most six digits of what is typed or pasted', () => {
    expect(twoFactorCodeInput('123 456')).toBe('123456');
    expect(twoFactorCodeInput('12a3-4567')).toBe('123456');
    expect(twoFactorCodeInput('abc')).toBe('');
  });
});

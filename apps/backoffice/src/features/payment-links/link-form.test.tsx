import { VALIDATION_MESSAGES } from '@balcao/domain/forms';
import { fireEvent, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { startMswServer } from '../../test/msw';
import { demoSession, GATEWAY, renderWithApp } from '../../test/render-with-app';
import { FAST_LINK } from './fast-link-page';
import { LinkForm, type LinkKind } from './link-form';

const formOf =
  <F,>(kind: LinkKind<F>) =>
  (onDone: () => void) => <LinkForm kind={kind} onDone={onDone} now={() => NOW} />;

import { linkSettingsHandler } from './link-settings.fixture';
import { ORDER_LINK } from './order-link-page';
import { SUBSCRIPTION_LINK } from './subscription-link-page';

const server = startMswServer();
const NOW = new Date('2026-11-20T12:00:00Z');

function serve() {
  server.use(
    http.get(`${GATEWAY}/payment/plans`, () =>
      HttpResponse.json({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 100 }),
    ),
    linkSettingsHandler(),
  );
}

// Each kind through the one form: its heading, what its disabled submit says is missing, the title's
// message once changed and emptied, and Cancelar asking once the form is dirty.
const KINDS: [string, (onDone: () => void) => React.ReactElement, string, string][] = [
  ['fast', formOf(FAST_LINK), 'Novo link rápido', 'Para criar o link, falta: título e valor.'],
  [
    'one-off',
    formOf(ORDER_LINK),
    'Nova cobrança pontual',
    'Para criar o link, falta: título, valor e um método de pagamento.',
  ],
  [
    'subscription',
    formOf(SUBSCRIPTION_LINK),
    'Nova assinatura customizada',
    'Para criar o link, falta: plano, valor e um método de pagamento.',
  ],
];

describe('the one link form', { timeout: 20_000 }, () => {
  it.each(KINDS)('builds the %s link', async (_name, render, heading, missing) => {
    serve();
    const onDone = vi.fn();
    renderWithApp(render(onDone), { session: demoSession() });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    const hint = screen.getByText(missing);
    const submit = hint.previousElementSibling as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(submit.getAttribute('aria-describedby')).toBe(hint.id);

    const title = screen.getByLabelText('Título');
    expect(screen.queryByText(VALIDATION_MESSAGES.required)).toBeNull();
    fireEvent.change(title, { target: { value: 'Camiseta' } });
    fireEvent.change(title, { target: { value: '' } });
    expect(await screen.findByText(VALIDATION_MESSAGES.required)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('alertdialog', { name: 'Deseja cancelar?' })).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});

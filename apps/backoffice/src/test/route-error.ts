import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { expect } from 'vitest';
import { PAGE_LOAD_FAILED } from '../shell/route-states';

/** The gateway's 500 for a read: the app shows it as '{code} - Serviço indisponível'. */
export const unavailable = (code: string) =>
  HttpResponse.json({ errors: [{ code, description: 'Serviço indisponível' }] }, { status: 500 });

/** A page whose main read failed (`unavailable(code)`) shows the route's error state with the gateway's message. */
export async function expectRouteError(code: string): Promise<void> {
  expect(await screen.findByRole('heading', { level: 1, name: PAGE_LOAD_FAILED })).toBeTruthy();
  expect(await screen.findByText(`${code} - Serviço indisponível`)).toBeTruthy();
}

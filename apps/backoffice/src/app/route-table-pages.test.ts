import { ROUTES } from '@balcao/domain/navigation';
import { createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeTree } from '../routeTree.gen';
import type { RouterContext } from './router-context';

describe('the app and the route table', () => {
  it('has a page for every path of the domain route table, so the menu drops none (issue 26)', () => {
    // Only the route list is read: no page loads, so no context is needed.
    const router = createRouter({ routeTree, context: {} as RouterContext });
    const appPaths = new Set(Object.keys(router.routesByPath));
    const missing = ROUTES.map((route) => route.path).filter((path) => !appPaths.has(path));
    expect(missing).toEqual([]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const routesDir = join(import.meta.dirname, '..', 'routes');
const routeFiles = readdirSync(routesDir).filter((name) => name.endsWith('.tsx'));

describe('the route files (issue 27)', () => {
  it('import their feature statically: the router plugin already gives each loader its own chunk', () => {
    const manual = routeFiles.filter((name) =>
      readFileSync(join(routesDir, name), 'utf8').includes('await import('),
    );
    expect(manual).toEqual([]);
  });
});

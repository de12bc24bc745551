import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const routesDir = join(import.meta.dirname, '..', 'routes');
const routeFiles = readdirSync(routesDir).filter((name) => name.endsWith('.tsx'));
const read = (path: string) => readFileSync(path, 'utf8');

/** The feature files a route file imports (its page and what it lends the page), by path. */
function featureFilesOf(route: string): string[] {
  const imports = [...route.matchAll(/from '\.\.\/(features\/[^']+)'/g)].map((m) =>
    join(routesDir, '..', m[1]!),
  );
  return imports
    .flatMap((base) => ['.tsx', '.ts'].map((ext) => base + ext))
    .filter((path) => existsSync(path));
}

/** The query options a loader reads and waits for: `ensureQueryData(xQueries.y(` or `ensureQueryData(xQuery(`. */
const ensuredQueries = (route: string) =>
  [...route.matchAll(/ensureQueryData\(\s*([\w.]+)\(/g)].map((m) => m[1]!);

describe('the route files (issue 27)', () => {
  it('import their feature statically: the router plugin already gives each loader its own chunk', () => {
    const manual = routeFiles.filter((name) =>
      readFileSync(join(routesDir, name), 'utf8').includes('await import('),
    );
    expect(manual).toEqual([]);
  });

  it("have the page read what the loader waited for with useSuspenseQuery: its failure is the route's", () => {
    const pagesOnUseQuery = routeFiles.flatMap((name) => {
      const route = read(join(routesDir, name));
      return featureFilesOf(route).flatMap((file) => {
        const page = read(file);
        return ensuredQueries(route)
          .filter((query) =>
            new RegExp(`useQuery\\(\\s*(\\{\\s*\\.\\.\\.)?${query.replace('.', '\\.')}\\(`).test(page),
          )
          .map((query) => `${name}: ${file.slice(file.indexOf('features/'))} reads ${query} with useQuery`);
      });
    });
    expect(pagesOnUseQuery).toEqual([]);
  });

  it('declare a loader when the page they render suspends on a query: the data loads with the route', () => {
    const withoutLoader = routeFiles.filter((name) => {
      const route = read(join(routesDir, name));
      const suspends = [route, ...featureFilesOf(route).map(read)].some((source) =>
        /useSuspenseQuer(y|ies)\(/.test(source),
      );
      return suspends && !route.includes('loader:');
    });
    expect(withoutLoader).toEqual([]);
  });
});

import { defineConfig, type Options } from 'tsup';

// The published package has no runtime dependencies: the workspace client (private, never
// published) and openapi-fetch are bundled in, and the client's types are inlined in the
// declarations. The path mapping is what makes the declaration bundler inline them: the client's
// package.json points at TypeScript source through `exports`, which its resolver does not read.
// `stripInternal` drops the constructors that take the internal transport, so it never shows.
const library: Options = {
  entry: ['src/index.ts'],
  tsconfig: 'tsconfig.build.json',
  format: ['esm', 'cjs'],
  platform: 'node',
  target: 'node20',
  noExternal: ['@balcao/client', 'openapi-fetch'],
  dts: {
    compilerOptions: {
      paths: { '@balcao/client': ['../client/src/index.ts'] },
      stripInternal: true,
    },
  },
  // Keeps the command's file, which the other build below writes at the same time.
  clean: ['!cli.js'],
  sourcemap: false,
  splitting: false,
};

// The `balcao` command: ESM only, and the SDK it drives is the package's own build, imported by name
// (Node resolves a package's own name through `exports`), so the tarball does not carry the SDK twice.
const cli: Options = {
  entry: { cli: 'src/cli/bin.ts' },
  tsconfig: 'tsconfig.build.json',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  banner: { js: '#!/usr/bin/env node' },
  esbuildPlugins: [
    {
      name: 'sdk-by-its-name',
      setup(build) {
        build.onResolve({ filter: /^\.\.\/index$/ }, () => ({ path: '@balcao/sdk', external: true }));
      },
    },
  ],
  dts: false,
  // The library's build cleans dist/; this one only adds its file.
  clean: false,
  sourcemap: false,
  splitting: false,
};

export default defineConfig([library, cli]);

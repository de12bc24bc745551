import { defineConfig } from 'tsup';

// The published package has no runtime dependencies: the workspace client (private, never
// published) and openapi-fetch are bundled in, and the client's types are inlined in the
// declarations. The path mapping is what makes the declaration bundler inline them: the client's
// package.json points at TypeScript source through `exports`, which its resolver does not read.
// `stripInternal` drops the constructors that take the internal transport, so it never shows.
export default defineConfig({
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
  clean: true,
  sourcemap: false,
  splitting: false,
});

import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const gateway = 'http://localhost:4010';

export default defineConfig({
  plugins: [
    // The router plugin must run before react() so it can split route files before JSX is transformed.
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      autoCodeSplitting: true,
      // Loaders get their own chunks too, so a page's data code (its feature api) never rides in the
      // entry that /login loads first.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader'],
          ['component'],
          ['errorComponent', 'notFoundComponent', 'pendingComponent'],
        ],
      },
      // Styles and helpers may sit beside a route file without becoming routes.
      routeFileIgnorePattern: '\\.css\\.ts$',
    }),
    react(),
    vanillaExtractPlugin(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/bundle-size.mjs reads which chunks the login page loads from the manifest.
    manifest: true,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/core': gateway,
      '/banking': gateway,
      '/payment': gateway,
      '/_sandbox': gateway,
      '/config.json': gateway,
    },
  },
});

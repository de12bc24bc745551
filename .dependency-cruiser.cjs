// The import boundaries of the repo, checked in `npm test` (`pnpm check:boundaries`). Each rule is one
// arrow of ../shared/ARCHITECTURE.md and ../shared/CONVENTIONS.md that the compiler alone would not keep.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-to-feature',
      comment:
        'A feature of the app never imports another feature: what two share moves to src/ui or the domain.',
      severity: 'error',
      // A test may exercise how two features meet (a charges mutation refreshing the dashboard).
      from: { path: '^apps/backoffice/src/features/([^/]+)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^apps/backoffice/src/features/', pathNot: '^apps/backoffice/src/features/$1/' },
    },
    {
      name: 'ui-to-features',
      comment: 'The UI kit knows no feature.',
      severity: 'error',
      from: { path: '^apps/backoffice/src/ui/' },
      to: { path: '^apps/backoffice/src/features/' },
    },
    {
      name: 'area-to-http',
      comment:
        'The sandbox areas are rules of (db, clock, caller, input): no HTTP, no gateway, no simulator page.',
      severity: 'error',
      from: { path: '^apps/sandbox/src/areas/' },
      to: { path: '^apps/sandbox/src/(http|gateways|simulator)/' },
    },
    {
      name: 'bench-to-src',
      comment: "Benchmarks use packages through what they export, never another package's src by path.",
      severity: 'error',
      from: { path: '^bench/' },
      // A package's entry (`@balcao/sandbox` resolves to its src/index.ts, `@balcao/domain/money` to the
      // area's index.ts) is what it exports: allowed.
      to: {
        path: '^(apps|packages)/[^/]+/src/',
        pathNot: '^((apps|packages)/[^/]+/src|packages/domain/src/[^/]+)/index\\.ts$',
      },
    },
    {
      name: 'domain-is-pure',
      comment: 'The domain imports no other package of the repo.',
      severity: 'error',
      from: { path: '^packages/domain/src/' },
      to: { path: '^(apps|packages/(client|sdk))/' },
    },
    {
      name: 'domain-by-area',
      comment:
        "The domain is taken by area ('@balcao/domain/money'): its package has no root entry, and no file " +
        "outside it reaches past an area's index.ts.",
      severity: 'error',
      from: { pathNot: '^packages/domain/' },
      to: { path: '^packages/domain/', pathNot: '^packages/domain/src/[^/]+/index\\.ts$' },
    },
    {
      name: 'app-and-sandbox-apart',
      comment: 'The app never imports the sandbox, nor the sandbox the app (it serves its built files).',
      severity: 'error',
      from: { path: '^apps/(backoffice|sandbox)/src/' },
      to: { path: '^apps/(sandbox|backoffice)/src/', pathNot: '^apps/$1/src/' },
    },
    {
      name: 'no-circular-in-sandbox',
      comment: 'Rules that import each other in a circle (charges ↔ pos-refunds was one) hide their order.',
      severity: 'error',
      from: { path: '^apps/sandbox/src/' },
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|/dist/|generated|routeTree\\.gen\\.ts)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};

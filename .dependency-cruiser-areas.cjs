// The sandbox's areas as folders: none may depend on another in a circle, even when no single file does
// (charges → subscriptions → charges was possible with every file acyclic). What follows a change in
// another area listens to it (areas/listeners.ts) instead of being called from it. Run by `npm test`
// and `pnpm check:boundaries` beside .dependency-cruiser.cjs, over the areas only and without tests.
const base = require('./.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular-areas',
      severity: 'error',
      comment:
        'Two areas of the sandbox depend on each other through their folders: invert one with a listener.',
      scope: 'folder',
      from: { path: '^apps/sandbox/src/areas/[^/]+' },
      to: { path: '^apps/sandbox/src/areas/[^/]+', circular: true },
    },
  ],
  options: {
    ...base.options,
    includeOnly: '^apps/sandbox/src/areas/',
    exclude: { path: '\\.test\\.ts$' },
  },
};

import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `npm test` runs every project at once on two cores: a page's first render after its lazy route
// and msw round trips can take longer than Testing Library's 1 s default without anything being
// wrong, so `findBy`/`waitFor` wait up to 5 s (a real failure still fails, only later).
configure({ asyncUtilTimeout: 5000 });

// Testing Library only cleans up by itself when test globals are on; they are off here.
afterEach(() => {
  cleanup();
});

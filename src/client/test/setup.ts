import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The client tests run beside the server's on 2 cores in `npm test`: give findBy/waitFor more than 1 s.
configure({ asyncUtilTimeout: 5_000 });

// The client project runs without isolation (one happy-dom for all files: 13 s instead of 86 s),
// so each file starts from fresh modules: no module-level state carries over from the file before.
vi.resetModules();

afterEach(() => {
  cleanup();
  // What one file changes in the shared window must not reach the next (no isolation, above).
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API; this clears what a test set
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

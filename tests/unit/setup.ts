import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot unmount by itself between tests.
afterEach(() => cleanup());

// `waitFor` and `findBy*` wait on the state they name; their default cap of 1 s failed tests on a
// loaded 2-core machine (a debounced filter, then a render, took longer) while the state came a
// moment later. Waiting longer costs nothing when the state is there at once.
configure({ asyncUtilTimeout: 8_000 });

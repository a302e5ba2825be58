import { defineConfig } from 'vitest/config'
import viteReact from '@vitejs/plugin-react'
import { lazyServerFnCalls } from './scripts/vite/lazy-server-fn-calls.ts'

// Kept apart from vite.config.ts: the Start and Nitro plugins do not run under Vitest.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  // lazyServerFnCalls resolves the caller's module id (lib/server-fn-warmup.ts); it rewrites only builds.
  plugins: [viteReact(), lazyServerFnCalls()],
  define: { __BUILD_ID__: JSON.stringify('test-build'), __BUILT_AT__: '0' },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
          // The engine's photo tests take seconds on a 2-core machine under load; speed is measured in bench/.
          testTimeout: 30_000,
          // Vitest's default for a run is one worker fewer than the cores: a single worker on CI's two,
          // with the main process idle. The tests are CPU-bound: two workers halve the step (ADR 33).
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file runs the production build as its own child on a free port, with its own data
          // folder and PostgreSQL database (tests/support/databases.ts): files share nothing. They mostly
          // wait on servers, timers and sockets: three at a time keep CI's two cores busier (227 → 186 s;
          // four were no quicker, ADR 54; two before, ADR 33).
          maxWorkers: 3,
        },
      },
    ],
  },
})

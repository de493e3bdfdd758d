import { defineConfig } from 'vitest/config';
import { iconSprite } from './apps/web/icon-sprite.ts';

/**
 * Four projects: unit (pure code, both sides), api (the real server on the embedded database,
 * or on PostgreSQL when DATABASE_URL is set), browser (Chromium through the built app), and rtp
 * (10^6-round simulations of the demo games, run last and alone).
 */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [iconSprite()],
        resolve: { tsconfigPaths: true },
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['packages/**/*.test.ts', 'apps/web/app/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          sequence: { groupOrder: 0 },
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['**/*.rtp.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'rtp',
          include: ['apps/server/src/**/*.rtp.test.ts'],
          // Last and alone: 10^6 rounds per game keep a core busy for ~10 s each, which would
          // starve the timing-sensitive live and browser tests if they ran beside them.
          sequence: { groupOrder: 2 },
          testTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['apps/web/e2e/**/*.test.ts'],
          // After unit and API tests, not beside them: timing rules (token refresh shared across
          // tabs, 500 ms polls) must not depend on how busy two cores are with other suites.
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

// Vitest config for mutation runs (StrykerJS): the unit layer only. Worker and e2e tests run the built bundle
// or a browser, which a mutant in the source never reaches, so rules they guard need a unit test here too.
import tsconfigPaths from 'vite-tsconfig-paths';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    // The bench, dev-server and mutation-runner helpers guard no spec rule and only slow each mutant down.
    exclude: ['tests/unit/bench/**', 'tests/unit/dev/**', 'tests/unit/mutation/**', 'node_modules/**'],
    environment: 'node',
  },
});

import tsconfigPaths from 'vite-tsconfig-paths';
import {defineWorkspace} from 'vitest/config';

export default defineWorkspace([
  {
    plugins: [tsconfigPaths()],
    test: {name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node'},
  },
  {
    plugins: [tsconfigPaths()],
    test: {
      name: 'worker',
      include: ['tests/worker/**/*.test.ts'],
      environment: 'node',
      testTimeout: 60_000,
      hookTimeout: 180_000,
    },
  },
]);

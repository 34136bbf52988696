// Vitest's own root config, so the Remix/Hydrogen Vite plugins of vite.config.ts stay out of the tests.
import tsconfigPaths from 'vite-tsconfig-paths';
import {defineConfig} from 'vitest/config';

// Worker tests each start a built worker and local services: one file at a time keeps the machine calm.
export default defineConfig({plugins: [tsconfigPaths()], test: {fileParallelism: false}});

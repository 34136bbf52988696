// Vitest's own root config, so the Remix/Hydrogen Vite plugins of vite.config.ts stay out of the tests.
import tsconfigPaths from 'vite-tsconfig-paths';
import {defineConfig} from 'vitest/config';

export default defineConfig({plugins: [tsconfigPaths()]});

import {defineConfig, devices} from '@playwright/test';
import {HEADLESS_FLAGS, systemChromium} from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3300);
const SERVICES_PORT = Number(process.env.E2E_SERVICES_PORT ?? 4300);
const build = process.env.E2E_SKIP_BUILD ? '' : 'npm run build && ';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', {outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.cache/test-reports/e2e.json'}]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: systemChromium(),
      args: HEADLESS_FLAGS,
    },
  },
  // Every journey runs on a phone and on a desktop (1280 px, the full navigation). A test that is about one
  // viewport only says so with `test.skip(testInfo.project.name !== ...)`.
  projects: [
    {name: 'mobile', use: {...devices['Pixel 7'], browserName: 'chromium'}},
    {name: 'desktop', use: {...devices['Desktop Chrome'], browserName: 'chromium', viewport: {width: 1280, height: 800}}},
  ],
  webServer: {
    // The built worker in workerd (hydrogen preview) against the local services.
    command: `${build}node scripts/dev.mjs --preview --port ${PORT}`,
    env: {LOCAL_SERVICES_PORT: String(SERVICES_PORT), LOCAL_SERVICES_ONLY: '1'},
    url: `http://localhost:${PORT}/`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
  },
});

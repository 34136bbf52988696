// README "Deploy": what can be checked without Shopify's or Cloudflare's servers. The Oxygen workflow is valid
// YAML running the commands the README names (and skips the Sentry upload without a token); wrangler.toml runs the
// built bundle with the runtime settings the worker tests use; the deploy docs name every variable .env.example has.
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {describe, expect, test} from 'vitest';
import {parse} from 'yaml';
import {MARKETS} from '~/markets/markets';

const WORKFLOW_PATH = '.github/workflows/oxygen-deployment.yml';
const WORKFLOW_TEXT = readFileSync(WORKFLOW_PATH, 'utf8');
type Step = {name?: string; uses?: string; run?: string; env?: Record<string, string>; with?: Record<string, unknown>};
const workflow = parse(WORKFLOW_TEXT) as {on: unknown; permissions: Record<string, string>; jobs: Record<string, {steps: Step[]}>};
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
const stepRunning = (command: string) => steps.find((step) => step.run?.includes(command));

const README = readFileSync('README.md', 'utf8');
/** The README's "Deploy" section, up to the next top-level heading. */
const DEPLOY_DOCS = README.slice(README.indexOf('\n## Deploy\n'), README.indexOf('\n## ', README.indexOf('\n## Deploy\n') + 5));

describe('the Oxygen deployment workflow (README "Deploy")', () => {
  test('Shopify can link it: the storefront id line, runs on push, may write deployments', () => {
    expect(WORKFLOW_TEXT).toMatch(/^#! oxygen_storefront_id: \S+$/m);
    expect(workflow.on).toEqual(['push']);
    expect(workflow.permissions).toEqual({contents: 'read', deployments: 'write'});
  });

  test('installs from the lockfile, checks, then deploys with our build, the release env file and the token', () => {
    const order = ['npm ci', 'npm run typecheck', 'SENTRY_RELEASE=${GITHUB_SHA}', 'npx shopify hydrogen deploy', '@sentry/cli@2 sourcemaps upload'];
    const positions = order.map((command) => steps.indexOf(stepRunning(command)!));
    expect(positions.every((position) => position >= 0), JSON.stringify(positions)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    const deploy = stepRunning('npx shopify hydrogen deploy')!;
    expect(deploy.run).toContain('--build-command "npm run build"');
    expect(deploy.run).toContain('--env-file .cache/deploy.env');
    expect(stepRunning('SENTRY_RELEASE=')!.run).toContain('> .cache/deploy.env');
    expect(deploy.env).toMatchObject({
      SHOPIFY_HYDROGEN_DEPLOYMENT_TOKEN: '${{ secrets.OXYGEN_DEPLOYMENT_TOKEN }}',
      SHOPIFY_CLI_NO_ANALYTICS: '1',
      CI: '1',
    });
    expect(steps.find((step) => step.uses?.startsWith('actions/setup-node'))!.with!['node-version']).toBe('20.19');
  });

  test('the Sentry step uploads the server maps under the commit, named as the worker reports its frames', () => {
    const upload = stepRunning('sourcemaps upload')!.run!;
    expect(upload).toContain('releases new "$GITHUB_SHA"');
    expect(upload).toContain(`sourcemaps upload --release "$GITHUB_SHA" --url-prefix 'app:///'`);
    expect(upload).toMatch(/dist\/server\s*$/m);
    expect(upload).toContain('releases finalize "$GITHUB_SHA"');
  });

  test('without SENTRY_AUTH_TOKEN the Sentry step says it is skipped and succeeds, running no sentry-cli', () => {
    const upload = stepRunning('sourcemaps upload')!.run!;
    // npx stands in as a command that fails: the step must exit before reaching it.
    const output = execFileSync('bash', ['--norc', '--noprofile', '-euo', 'pipefail', '-c', `npx() { echo "npx ran" >&2; return 1; }\n${upload}`], {
      env: {PATH: process.env.PATH, SENTRY_AUTH_TOKEN: '', GITHUB_SHA: 'abc'} as unknown as NodeJS.ProcessEnv,
      encoding: 'utf8',
    });
    expect(output.trim()).toBe('SENTRY_AUTH_TOKEN is not set: source map upload skipped');
  });
});

describe('wrangler.toml: the same bundle on Cloudflare Workers (README "Deploy")', () => {
  const toml = readFileSync('wrangler.toml', 'utf8');
  const value = (key: string) => new RegExp(`^${key} = (.+)$`, 'm').exec(toml)?.[1];
  const harness = readFileSync('tests/support/worker.ts', 'utf8');

  test('runs the built bundle as is, with the runtime settings the worker tests (MiniOxygen) use', () => {
    expect(value('main')).toBe('"dist/server/index.js"');
    expect(value('no_bundle')).toBe('true');
    const date = /compatibilityDate: '([^']+)'/.exec(harness)![1];
    const flags = /compatibilityFlags: (\[[^\]]*\])/.exec(harness)![1]!.replaceAll("'", '"');
    expect(value('compatibility_date')).toBe(`"${date}"`);
    expect(value('compatibility_flags')).toBe(flags);
    expect(toml).toMatch(/^\[assets\]\ndirectory = "dist\/client"$/m);
  });

  test('production vars: DEPLOY_ENV=production and a host for every market (fr-be on the Belgian one)', () => {
    expect(value('DEPLOY_ENV')).toBe('"production"');
    for (const market of MARKETS) expect(value(`MARKET_HOST_${market.envSuffix}`), market.id).toBe(`"${market.defaultHost}"`);
    expect(value('MARKET_HOST_FR_BE')).toBe(value('MARKET_HOST_NL_BE'));
  });

  test('holds no secret: tokens and secrets are set with wrangler secret put', () => {
    for (const name of ['SESSION_SECRET', 'PUBLIC_STOREFRONT_API_TOKEN', 'PRIVATE_STOREFRONT_API_TOKEN', 'MULTIPASS_SECRET', 'DATOCMS_API_TOKEN', 'SENTRY_DSN']) {
      expect(value(name), name).toBeUndefined();
    }
  });
});

describe('the deploy docs name every variable of .env.example (README "Deploy")', () => {
  const variables = [...readFileSync('.env.example', 'utf8').matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!);

  test('.env.example has the deploy variables', () => {
    expect(variables).toEqual(expect.arrayContaining(['DEPLOY_ENV', 'SENTRY_RELEASE', 'SITE_ORIGIN', 'MARKET_HOST_FR_BE']));
  });

  test.each(variables)('%s is in the Oxygen variables of README "Deploy"', (name) => {
    expect(DEPLOY_DOCS).toContain(`\`${name}\``);
  });

  test('the docs name the workflow, the smoke script and the commands the workflow runs', () => {
    expect(DEPLOY_DOCS).toContain(WORKFLOW_PATH);
    expect(DEPLOY_DOCS).toContain('npm run smoke:wrangler');
    expect(DEPLOY_DOCS).toContain('npx shopify hydrogen deploy --build-command "npm run build" --env-file .cache/deploy.env');
    expect(JSON.parse(readFileSync('package.json', 'utf8')).scripts['smoke:wrangler']).toBe('node scripts/wrangler-smoke.mjs');
  });
});

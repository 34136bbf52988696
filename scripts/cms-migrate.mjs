#!/usr/bin/env node
// `npm run cms:migrate [-- <datocms migrations:run flags>]`: runs the content-model migrations (datocms/migrations)
// with the DatoCMS CLI, using datocms/datocms.config.json (token from DATOCMS_CMA_TOKEN, records of the applied
// migrations in the schema_migration model). DATOCMS_CMA_URL points the CLI at another CMA endpoint, such as the
// local stand-in (http://127.0.0.1:4100/datocms-cma); unset, it talks to DatoCMS. README "Content migrations".
import {spawn} from 'node:child_process';
import {createRequire} from 'node:module';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const cli = join(dirname(require.resolve('@datocms/cli/package.json')), 'bin', 'run');

const args = ['migrations:run', '--config-file', join(root, 'datocms', 'datocms.config.json')];
if (process.env.DATOCMS_CMA_URL) args.push('--base-url', process.env.DATOCMS_CMA_URL);
args.push(...process.argv.slice(2));

// oclif runs a CLI from its TypeScript sources when NODE_ENV is development or test (and fails on the published
// package): the CLI always runs as installed. Its version is pinned in package.json, so it does not ask npm for
// newer ones (a background request on every run).
const env = {...process.env, NODE_ENV: 'production', DATOCMS_SKIP_NEW_VERSION_CHECK: 'true'};
const child = spawn(process.execPath, [cli, ...args], {cwd: root, stdio: 'inherit', env});
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));

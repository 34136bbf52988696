// `npm run dev` / `npm run preview`: the shop on http://localhost:3000 against the local services, unless
// .env holds credentials for the hosted services (then it is used as is and no local service starts).
//   node scripts/dev.mjs [--preview] [--port 3000]
import {execFileSync, spawn} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {descendantsOf} from './processes.mjs';
import {hasCredentials, localEnv, LOCAL_SERVICES_PORT, readEnvFile, toEnvFile} from './local-env.mjs';

const args = process.argv.slice(2);
const preview = args.includes('--preview');
const portIndex = args.indexOf('--port');
const port = portIndex >= 0 ? args[portIndex + 1] : (process.env.PORT ?? '3000');

const children = [];
function run(command, commandArgs, env = {}) {
  const child = spawn(command, commandArgs, {stdio: 'inherit', env: {...process.env, ...env}});
  children.push(child);
  child.on('exit', (code) => {
    stopAll();
    process.exit(code ?? 1);
  });
  return child;
}
/** Stops each child with what npx started under it (tsx's node, the CLI's workerd): npx passes no signal on. */
function stopAll() {
  const table = processTable();
  const pids = children
    .filter((child) => child.exitCode === null && child.pid)
    .flatMap((child) => [...descendantsOf(table, child.pid).map((p) => p.pid), child.pid]);
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

/** Every process, as {pid, ppid}, from ps (Linux and macOS); none when ps is missing. */
function processTable() {
  try {
    return execFileSync('ps', ['-A', '-o', 'pid=,ppid='], {encoding: 'utf8'})
      .trim()
      .split('\n')
      .map((line) => {
        const [pid, ppid] = line.trim().split(/\s+/).map(Number);
        return {pid, ppid};
      });
  } catch {
    return [];
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stopAll(), process.exit(0)));

// Tests set LOCAL_SERVICES_ONLY so a developer's credentials in .env never reach them.
const userEnv = process.env.LOCAL_SERVICES_ONLY ? {} : readEnvFile('.env');
let envFile = '.env';
if (!hasCredentials(userEnv)) {
  mkdirSync('.cache', {recursive: true});
  envFile = '.cache/local.env';
  // Whatever else .env holds (e.g. a SENTRY_DSN) is kept; the service settings are the local ones.
  writeFileSync(envFile, toEnvFile({...userEnv, ...localEnv(LOCAL_SERVICES_PORT, `http://localhost:${port}`)}));
  console.log(`[dev] no credentials in .env: using the local services on port ${LOCAL_SERVICES_PORT}`);
  run('npx', ['tsx', 'local-services/main.ts'], {LOCAL_SERVICES_PORT: String(LOCAL_SERVICES_PORT)});
}

// The preview listens behind a front that keeps malformed escapes from mini-oxygen's URL parser
// (scripts/preview-front.ts); the dev server does the same in a Vite plugin (scripts/vite-lenient-urls.ts).
const cliPort = preview ? String(await freePort()) : port;
if (preview) run('npx', ['tsx', 'scripts/preview-front.ts', port, cliPort]);
run('npx', ['shopify', 'hydrogen', preview ? 'preview' : 'dev', '--port', cliPort, '--env-file', envFile], {
  CI: '1',
  SHOPIFY_CLI_NO_ANALYTICS: '1',
});

/** A port nothing listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port: free} = server.address();
      server.close(() => resolve(free));
    });
  });
}

// The peer: Shopify's Hydrogen skeleton (../shared/peer/skeleton, README there), built and served beside our
// worker against the same local services, so its throughput is a yardstick measured on the same machine in
// the same run. Copied into .cache/peer-skeleton; `npm install` (about 1.5 min) runs only when its
// package-lock changes and the build (about 10 s) only when its sources change.
import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {readEnvFile, toEnvFile} from '../local-env.mjs';
import {startMiniflare} from './server.mjs';

export const PEER_SOURCE = '../shared/peer/skeleton';
export const PEER_DIR = '.cache/peer-skeleton';
const BUNDLE = 'dist/server/index.js';
// Never copied: what install and build make, and the .env the bench writes for the services port.
const GENERATED = new Set(['node_modules', 'dist', '.cache', '.env', '.shopify', '.bench-install', '.bench-build']);
const CLI_ENV = {CI: '1', SHOPIFY_CLI_NO_ANALYTICS: '1'};

/** The skeleton's env: our Storefront stand-in on the bench's services port, the tokens it accepts. */
export function peerEnv(servicesPort) {
  return {
    SESSION_SECRET: 'peer-session-secret',
    PUBLIC_STORE_DOMAIN: `http://127.0.0.1:${servicesPort}`,
    PUBLIC_STOREFRONT_API_TOKEN: 'local-public-token',
    PRIVATE_STOREFRONT_API_TOKEN: 'local-private-token',
    PUBLIC_STOREFRONT_ID: '1',
  };
}

/** Source files of the skeleton, relative to `root`, sorted (generated folders left out). */
export function sourceFiles(root, dir = root) {
  const files = [];
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    if (GENERATED.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(root, path));
    else if (entry.isFile()) files.push(relative(root, path));
  }
  return files.sort();
}

/** One digest of file names and contents: the stamp that says whether an install or a build is still valid. */
export function digestFiles(root, files) {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(join(root, file))).update('\0');
  return hash.digest('hex');
}

function readStamp(path) {
  return existsSync(path) ? readFileSync(path, 'utf8').trim() : null;
}

function runIn(dir, command, args, log) {
  log(`peer: ${command} ${args.join(' ')} (in ${dir})`);
  const result = spawnSync(command, args, {cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: {...process.env, ...CLI_ENV}});
  if (result.status !== 0) throw new Error(`peer: ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

/**
 * Copies the skeleton (written fresh: the shared copy is read-only), installs and builds it when needed, and
 * writes its .env for the services port (also what `npx shopify hydrogen preview` would read by hand).
 */
export function preparePeer({servicesPort, log}) {
  if (!existsSync(PEER_SOURCE)) throw new Error(`peer: ${PEER_SOURCE} is missing`);
  const files = sourceFiles(PEER_SOURCE);
  for (const file of files) {
    mkdirSync(join(PEER_DIR, file, '..'), {recursive: true});
    writeFileSync(join(PEER_DIR, file), readFileSync(join(PEER_SOURCE, file)));
  }
  writeFileSync(join(PEER_DIR, '.env'), toEnvFile(peerEnv(servicesPort)));

  const installStamp = join(PEER_DIR, '.bench-install');
  const lock = digestFiles(PEER_DIR, ['package-lock.json']);
  if (!existsSync(join(PEER_DIR, 'node_modules')) || readStamp(installStamp) !== lock) {
    // Not `npm ci`: the lock lacks some optional platform builds (README there).
    runIn(PEER_DIR, 'npm', ['install', '--no-audit', '--no-fund'], log);
    writeFileSync(installStamp, lock + '\n');
  }

  const buildStamp = join(PEER_DIR, '.bench-build');
  const sources = digestFiles(PEER_DIR, files);
  if (!existsSync(join(PEER_DIR, BUNDLE)) || readStamp(buildStamp) !== sources) {
    runIn(PEER_DIR, 'npx', ['shopify', 'hydrogen', 'build'], log);
    writeFileSync(buildStamp, sources + '\n');
  }
}

/**
 * The skeleton's built worker in workerd through Miniflare, exactly as scripts/bench/server.mjs runs ours (same
 * workerd, compatibility settings and cache, no assets). Not `shopify hydrogen preview`: that puts MiniOxygen's
 * Node proxy and its asset server in front of the worker, a hop our worker does not pay under load, so the
 * ratio would flatter us by the proxy's cost rather than measure the two apps.
 */
export function startPeer({port, assets = false}) {
  return startMiniflare({
    bundle: join(PEER_DIR, BUNDLE),
    bindings: readEnvFile(join(PEER_DIR, '.env')),
    port,
    // For Lighthouse its dist/client is served too, exactly as ours is.
    assetsDir: assets ? join(PEER_DIR, 'dist/client') : undefined,
  });
}

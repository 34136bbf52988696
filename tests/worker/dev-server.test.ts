// Issue 8 §8: `npm run dev` serves only the app. A real `node scripts/dev.mjs` (Vite + mini-oxygen, against its
// own local services) on free ports, probed over raw sockets: project files and secrets in every spelling are
// refused, odd methods and hop-by-hop headers get a 4xx or the page (never a crash, an empty 500 or a hang),
// the HMR websocket still connects, and the shop answers after all of it.
import {spawn, type ChildProcess} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import {createServer, connect} from 'node:net';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {localEnv} from '../../scripts/local-env.mjs';

const ROOT = process.cwd();
/** Values that must never leave the dev server: the local secrets dev.mjs writes into .cache/local.env. */
const SECRETS = Object.values(localEnv(0)).filter((value) => /secret|token/.test(value));

let port = 0;
let dev: ChildProcess | undefined;
const output: string[] = [];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port: free} = server.address() as {port: number};
  await new Promise((resolve) => server.close(resolve));
  return free;
}

type Raw = {status: number; head: string; body: string; interim: number[]};

/** Status, head and (de-chunked) body of the first final answer in `data`, and whether it is complete. */
function parse(data: string): Raw & {complete: boolean} {
  let text = data;
  const interim: number[] = [];
  // 1xx answers (100 Continue) come before the final one; 101 is final: the connection switches.
  for (let match; (match = /^HTTP\/1\.[01] (1(?!01)\d\d)[^\r]*\r\n(?:[^\r]+\r\n)*\r\n/.exec(text)); ) {
    interim.push(Number(match[1]));
    text = text.slice(match[0].length);
  }
  const end = text.indexOf('\r\n\r\n');
  const head = end < 0 ? text : text.slice(0, end);
  const rest = end < 0 ? '' : text.slice(end + 4);
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? -1);
  const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
  const chunked = /\r\ntransfer-encoding: *chunked/i.test(head);
  const body = chunked ? dechunk(rest) : rest;
  const complete = end >= 0 && (status === 101 || (length !== undefined ? rest.length >= Number(length) : chunked ? /(^|\r\n)0\r\n\r\n$/.test(rest) : false));
  return {status, head, body, interim, complete};
}

function dechunk(text: string): string {
  let body = '';
  for (let rest = text; ; ) {
    const line = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, line), 16);
    if (line < 0 || !size) return body;
    body += rest.slice(line + 2, line + 2 + size);
    rest = rest.slice(line + 2 + size + 2);
  }
}

/**
 * One request written as is on a fresh socket. Status 0: nothing came back within the timeout (a hang; the
 * timeout is generous, a busy machine renders a dev page slowly); -1: the socket was closed without an answer.
 */
function raw(request: string, {timeoutMs = 60_000, body = ''} = {}): Promise<Raw> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    let closed = false;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const answer = parse(data);
      resolve({...answer, status: data ? answer.status : closed ? -1 : 0});
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
      if (parse(data).complete) finish();
    });
    socket.on('close', () => {
      closed = true;
      finish();
    });
    socket.on('error', finish);
    socket.write(request + body);
  });
}

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  raw(
    `${method} ${path} HTTP/1.1\r\nHost: localhost:${port}\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n`,
  );

function expectNoSecret(label: string, answer: Raw) {
  for (const secret of SECRETS) expect(answer.body.includes(secret), `${label} leaked ${secret}`).toBe(false);
}

beforeAll(async () => {
  port = await freePort();
  const servicesPort = await freePort();
  dev = spawn('node', ['scripts/dev.mjs', '--port', String(port)], {
    cwd: ROOT,
    env: {...process.env, LOCAL_SERVICES_ONLY: '1', LOCAL_SERVICES_PORT: String(servicesPort)},
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.stdout?.on('data', (chunk) => output.push(String(chunk)));
  dev.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const started = Date.now();
  // The first start pre-bundles dependencies; the first page compiles the app.
  while (Date.now() - started < 170_000) {
    if (dev.exitCode !== null) throw new Error(`npm run dev exited:\n${output.join('')}`);
    const home = await get('/').catch(() => ({status: 0}) as Raw);
    if (home.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`npm run dev did not answer in time:\n${output.join('').slice(-3000)}`);
}, 180_000);

afterAll(async () => {
  if (!dev?.pid) return;
  // dev.mjs stops its children on SIGTERM; the process group catches anything left (workerd, esbuild).
  const exited = new Promise((resolve) => dev!.once('exit', resolve));
  process.kill(-dev.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  try {
    process.kill(-dev.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
});

// ---------------------------------------------------------------------------------------------------------
/** Project files that are not the app (secrets first), each a path from the project root. */
const PROJECT_FILES = [
  '.cache/local.env',
  '.env',
  '.env.example',
  '.git/config',
  '.git/HEAD',
  '.gitignore',
  '.ci/run',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'server.ts',
  'env.d.ts',
  'README.md',
  'scripts/dev.mjs',
  'scripts/local-env.mjs',
  'tests/support/worker.ts',
  'local-services/main.ts',
  'dist/server/index.js',
  'public/favicon.svg',
  'node_modules/.package-lock.json',
];

/** Ways to write one project path so that a naive check misses it. */
function spellings(file: string): string[] {
  const [first, ...rest] = file.split('/');
  const tail = rest.length ? `/${rest.join('/')}` : '';
  const encodeAll = (text: string) => [...text].map((char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
  return [
    `/${file}`,
    `/${file}?raw`,
    `/${file}?import&raw`,
    `/${file}?url`,
    `//${file}`,
    `/./${file}`,
    `/app/../${file}`,
    `/app/%2e%2e/${file}`,
    `/app/%252e%252e/${file}`,
    `/app/..%2f${file}`,
    `/app\\..\\${file}`,
    `/${encodeAll(first!)}${tail}`,
    `/${first!.replace(/\./g, '%2E')}${tail}`,
    `/${first!.replace(/\./g, '%252e')}${tail}`,
    `/${first!.toUpperCase()}${tail.toUpperCase()}`,
    `/${first}.${tail}`,
    `/@fs${ROOT}/${file}`,
    `/@fs${ROOT}/app/../${file}`,
    `/@id/${file}?raw`,
    `/@id/${ROOT}/${file}?raw`,
    `/__vite_fetch_module?id=${encodeURIComponent(`/${file}?raw`)}`,
    `/__vite_fetch_module?id=${encodeURIComponent(`${ROOT}/${file}?raw`)}`,
    `/__vite_fetch_module?id=${encodeURIComponent(`/app/../${file}?raw`)}`,
    `/__vite_fetch_module?id=${encodeURIComponent(`/node_modules/../${file}?raw`)}`,
  ];
}

describe('project files and secrets', () => {
  test('no project file outside the app is served, in any spelling', async () => {
    let probed = 0;
    for (const file of PROJECT_FILES) {
      for (const path of spellings(file)) {
        const answer = await get(path);
        const label = `GET ${path}`;
        // 400/403/404 from the guard; the app's own 404 page for names that are no file (e.g. upper case).
        expect([400, 403, 404], `${label}: ${answer.status}`).toContain(answer.status);
        expectNoSecret(label, answer);
        expect(answer.body, label).not.toMatch(/"allowScripts"|\[core\]|SESSION_SECRET|__vite_ssr_exports__|gitdir:/);
        probed++;
      }
    }
    expect(probed).toBeGreaterThan(500);
  }, 300_000);

  test('server modules reach the worker, never the browser', async () => {
    for (const file of ['app/context.server.ts', 'app/markets/config.server.ts', 'app/commerce/storefront.server.ts']) {
      for (const path of [`/${file}`, `/${file}?raw`, `/@fs${ROOT}/${file}`, `/@id/${ROOT}/${file}?import`]) {
        expect((await get(path)).status, path).toBe(404);
      }
      expect((await get(`/__vite_fetch_module?id=${encodeURIComponent(`/${file}`)}`)).status, file).toBe(200);
    }
  }, 180_000);

  test('the worker’s module endpoint in any other spelling hands out nothing', async () => {
    // connect routes `/__vite_fetch_module` without regard to case, and with `/...` or `.suffix` after it.
    const endpoint = '__vite_fetch_module';
    const forms = [endpoint.toUpperCase(), endpoint.replace(/_([a-z])/g, (_, letter: string) => `_${letter.toUpperCase()}`), `${endpoint}/x`, `${endpoint}/de/produkte`, `${endpoint}.json`, `${endpoint}.`, `${endpoint.toUpperCase()}.js/x`];
    for (const form of forms) {
      for (const file of ['.cache/local.env', '.git/config', 'package.json', 'scripts/local-env.mjs']) {
        for (const id of [`/${file}?raw`, `${ROOT}/${file}?raw`]) {
          const path = `/${form}?id=${encodeURIComponent(id)}`;
          const answer = await get(path);
          expect([400, 404], `GET ${path}: ${answer.status}`).toContain(answer.status);
          expectNoSecret(`GET ${path}`, answer);
          expect(answer.body, path).not.toMatch(/__vite_ssr_exports__|\[core\]|"allowScripts"/);
        }
      }
    }
  }, 180_000);

  test('files outside the project are not served either', async () => {
    for (const path of ['/@fs/etc/passwd', '/@fs/etc/hostname', `/__vite_fetch_module?id=${encodeURIComponent('/etc/passwd?raw')}`, '/@id//etc/passwd?raw', '/..%2f..%2fetc/passwd']) {
      const answer = await get(path);
      expect([400, 404], path).toContain(answer.status);
      expect(answer.body).not.toMatch(/root:x?:0:0/);
    }
  });

  test('what the app needs is still served', async () => {
    const client = await get('/@vite/client');
    expect(client.status).toBe(200);
    for (const path of [
      '/app/root.tsx',
      '/app/entry.client.tsx',
      '/styles/app.css',
      '/styles/app.css?url',
      '/locales/index.ts',
      '/favicon.svg',
      '/node_modules/vite/dist/client/env.mjs',
      '/@id/__x00__virtual:remix/inject-hmr-runtime',
      `/__vite_fetch_module?id=${encodeURIComponent('/app/root.tsx')}`,
      `/__vite_fetch_module?id=${encodeURIComponent('/app/context.server.ts')}`,
      `/__vite_fetch_module?id=${encodeURIComponent('/graphql/storefront/products.ts')}`,
      '/de/produkte',
      '/fr-be/produits/protein',
    ]) {
      expect((await get(path)).status, path).toBe(200);
    }
  }, 180_000);
});

describe('odd methods and headers', () => {
  test('odd methods are refused with a 4xx, never a crash', async () => {
    for (const method of ['TRACE', 'TRACK', 'OPTIONS', 'PROPFIND', 'PROPPATCH', 'MKCOL', 'COPY', 'MOVE', 'LOCK', 'UNLOCK', 'SEARCH', 'M-SEARCH', 'PURGE', 'LINK', 'REPORT', 'FOO', 'GETS']) {
      const answer = await get('/de', {}, method);
      expect(answer.status, method).toBeGreaterThanOrEqual(400);
      expect(answer.status, method).toBeLessThan(500);
    }
    const connect = await raw(`CONNECT localhost:${port} HTTP/1.1\r\nHost: localhost:${port}\r\n\r\n`);
    expect(connect.status).toBe(405);
    expect((await get('/')).status).toBe(200);
  }, 180_000);

  test('hop-by-hop and odd headers: the page or a 4xx, never an empty 500 or a hang', async () => {
    const headerSets: Record<string, string>[] = [
      {'Keep-Alive': 'timeout=5, max=100'},
      {Connection: 'keep-alive', 'Keep-Alive': '300'},
      {Connection: 'close'},
      {Connection: 'x-custom', 'X-Custom': '1'},
      {Upgrade: 'websocket'},
      {Upgrade: 'h2c', 'HTTP2-Settings': 'AAMAAABkAARAAAAAAAIAAAAA'},
      {TE: 'trailers'},
      {TE: 'gzip, deflate'},
      {Trailer: 'Expires'},
      {'Proxy-Connection': 'keep-alive'},
      {'Proxy-Authorization': 'Basic Zm9vOmJhcg=='},
      {'Proxy-Authenticate': 'Basic'},
      {Expect: '100-continue'},
      {'Transfer-Encoding': 'chunked'},
      {'Max-Forwards': '0'},
      {Via: '1.1 evil'},
      {'X-Forwarded-Host': 'evil.example'},
    ];
    for (const headers of headerSets) {
      const request = `GET /de HTTP/1.1\r\nHost: localhost:${port}\r\n${Object.entries(headers).map(([n, v]) => `${n}: ${v}\r\n`).join('')}\r\n`;
      const answer = await raw(headers['Transfer-Encoding'] ? request.replace(/\r\n\r\n$/, '\r\n\r\n0\r\n\r\n') : request);
      const label = JSON.stringify(headers);
      expect(answer.status, label).toBe(200);
      expect(answer.body.length, label).toBeGreaterThan(0);
    }
  }, 180_000);

  test('bodies: Expect 100-continue is honoured, a chunked post without a length is a 411, broken framing a 400', async () => {
    const form = 'cartFormInput=%7B%7D';
    const continued = await raw(
      `POST /de/cart HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${form.length}\r\nExpect: 100-continue\r\n\r\n`,
      {body: form},
    );
    expect(continued.interim).toEqual([100]);
    expect(continued.status).toBeGreaterThanOrEqual(200);
    expect(continued.status).toBeLessThan(500);
    const chunked = await raw(
      `POST /de/cart HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n${form.length.toString(16)}\r\n${form}\r\n0\r\n\r\n`,
    );
    expect(chunked.status).toBe(411);
    for (const framing of ['Transfer-Encoding: gzip, chunked', 'Transfer-Encoding: xchunked', `Transfer-Encoding: chunked\r\nContent-Length: 5`, 'Content-Length: 5\r\nContent-Length: 6', 'Content-Length: -1']) {
      const answer = await raw(`POST /de/cart HTTP/1.1\r\nHost: localhost:${port}\r\n${framing}\r\n\r\nhello`);
      expect([400, 411], framing).toContain(answer.status);
    }
    expect((await get('/')).status).toBe(200);
  }, 180_000);

  test('an upgrade that is not Vite’s HMR is answered 400, not left hanging; request targets other than a path too', async () => {
    for (const [upgrade, path] of [['websocket', '/de'], ['foo', '/'], ['websocket', '/@vite/client'], ['h2c', '/de/produkte']] as const) {
      const answer = await raw(
        `GET ${path} HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: Upgrade\r\nUpgrade: ${upgrade}\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
      expect(answer.status, `${upgrade} ${path}`).toBe(400);
    }
    // Connect (under Vite) passes no target but a path to any middleware: it answers 404 itself.
    for (const target of ['*', 'evil.example:443', 'javascript:alert(1)']) {
      expect([400, 404], target).toContain((await raw(`GET ${target} HTTP/1.1\r\nHost: localhost:${port}\r\n\r\n`)).status);
    }
    expect((await raw(`GET http://localhost:${port}/de HTTP/1.1\r\nHost: localhost:${port}\r\n\r\n`)).status, 'absolute form').toBe(200);
    expect((await raw(`GET http://evil.example/.cache/local.env HTTP/1.1\r\nHost: localhost:${port}\r\n\r\n`)).status, 'absolute form, secret').toBe(404);
    // A host that is not ours (DNS rebinding) is refused by Vite's host check, after the guard.
    for (const host of ['evil.example', 'localhost.evil.example', `evil.example:${port}`]) {
      const answer = await raw(`GET /de HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
      expect(answer.status, host).toBe(403);
    }
  }, 180_000);

  test('Vite’s HMR websocket still connects, and the shop still answers after everything above', async () => {
    const client = await (await fetch(`http://127.0.0.1:${port}/@vite/client`)).text();
    const token = /const wsToken = "([^"]+)"/.exec(client)?.[1];
    expect(token).toBeTruthy();
    const upgrade = await raw(
      `GET /?token=${token} HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: http://localhost:${port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: vite-hmr\r\n\r\n`,
    );
    expect(upgrade.status).toBe(101);
    expect(upgrade.head).toMatch(/sec-websocket-protocol: vite-hmr/i);

    for (const path of ['/', '/de/produkte/protein/whey-protein', '/fr/recettes']) expect((await get(path)).status, path).toBe(200);
    expect(dev?.exitCode).toBeNull();
  }, 180_000);
});

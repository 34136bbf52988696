// `npm run dev` serves only the app (issue 8 §8). Left alone, the Vite dev server serves any file of the project
// (`/.cache/local.env` with the session secret and tokens, `.git`, package files, tests), its worker-module
// endpoint (`/__vite_fetch_module?id=`) hands out any file as a module, mini-oxygen crashes the process on a
// TRACE and answers hop-by-hop headers with an empty 500, and an unanswered CONNECT or Upgrade hangs.
// This Vite plugin sits first in the middleware stack and lets through only what the app needs: Vite's own
// paths, the source folders the browser loads modules from, pre-bundled dependencies, public files and the
// app's routes (everything that names no project file). `devVerdict` is the pure rule; tests/unit/dev has its
// tests, tests/worker/dev-server.test.ts probes a real `npm run dev`.
import {existsSync} from 'node:fs';
import path from 'node:path';

/** Methods the app's routes answer (PUT, PATCH and DELETE reach it to be refused with its own 405). */
export const DEV_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Hop-by-hop and proxy headers: not the app's business, and mini-oxygen's fetch rejects several of them. */
export const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'upgrade',
  'expect',
  'te',
  'trailer',
  'transfer-encoding',
  'proxy-connection',
  'proxy-authorization',
  'proxy-authenticate',
  'http2-settings',
];

/** What the browser loads in dev: modules of the client code, styles and UI strings (no `.server` module). */
export const BROWSER = {sources: ['app', 'styles', 'locales'], serverModules: false, entry: false};
/** What the worker (workerd) loads through Vite: the same, server modules, GraphQL documents and `server.ts`. */
export const WORKER = {sources: [...BROWSER.sources, 'graphql'], serverModules: true, entry: true};
const WORKER_ENTRY = /^(?:\.\/server|\/server(?:\.[jt]sx?)?)$/;
const FETCH_MODULE = '__vite_fetch_module';

const answer = (status, body, headers = {}) => ({
  status,
  headers: {'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers},
  body: `${body}\n`,
});
const notFound = () => answer(404, 'Not Found');
const badRequest = () => answer(400, 'Bad Request');

/**
 * What the dev server does with one request: `{pass: true, url}` (url: the origin-form target to hand on) or
 * an answer `{status, headers, body}`. `project.root` is the project's absolute path; `project.exists(path)`
 * tells whether a path relative to it exists (as the file system sees it, case-insensitive ones included).
 */
export function devVerdict({method, url, headers}, project) {
  if (!DEV_METHODS.includes(method)) return answer(405, 'Method Not Allowed', {allow: DEV_METHODS.join(', ')});
  const target = originForm(url);
  if (target === null) return badRequest();
  const hasBody = !['GET', 'HEAD'].includes(method);
  // mini-oxygen forwards a body only with a Content-Length; a chunked one would silently vanish.
  if (hasBody && headers['transfer-encoding'] !== undefined && headers['content-length'] === undefined) {
    return answer(411, 'Length Required');
  }
  const [pathname, query = ''] = splitQuery(target);
  const segments = decodedSegments(pathname);
  if (segments === null) return badRequest();
  const verdict = pathVerdict(segments, query, project);
  return verdict ?? {pass: true, url: target};
}

/** Origin-form (`/path?q`) of a request target; absolute-form loses its authority; anything else is null. */
function originForm(url) {
  if (url.startsWith('/')) return url;
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return null;
  }
}

function splitQuery(target) {
  const index = target.indexOf('?');
  return index < 0 ? [target, ''] : [target.slice(0, index), target.slice(index + 1)];
}

/** Path segments percent-decoded until stable (double encoding included); null for a sneaky one. */
function decodedSegments(pathname) {
  const segments = [];
  for (const raw of pathname.split('/').slice(1)) {
    let current = raw;
    for (let round = 0; ; round++) {
      const next = lenientDecode(current);
      if (next === current) break;
      if (round === 3) return null;
      current = next;
    }
    // A slash or backslash inside a segment, NUL, or a dot segment: a way around the rules below.
    if (/[\\/\u0000]/.test(current) || current === '.' || current === '..') return null;
    segments.push(current);
  }
  return segments;
}

/**
 * Percent-decoding as the worker reads a path: a malformed escape (`%zz`, a cut-off `%E0%A4%A`) stays literal
 * text, so `/de/%zz` reaches the app (a 404 in the shell, as in production) while whatever it could spell is
 * still checked below.
 */
function lenientDecode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    const bytes = [];
    for (let index = 0; index < text.length; ) {
      const escape = /^%([0-9a-f]{2})/i.exec(text.slice(index, index + 3));
      if (escape) {
        bytes.push(Number.parseInt(escape[1], 16));
        index += 3;
        continue;
      }
      const character = String.fromCodePoint(text.codePointAt(index));
      bytes.push(...new TextEncoder().encode(character));
      index += character.length;
    }
    return new TextDecoder().decode(new Uint8Array(bytes));
  }
}

/** A dot file or folder anywhere (`.cache`, `.git`, `.env`), except Vite's pre-bundled `node_modules/.vite`. */
function hasDotEntry(segments) {
  return segments.some((segment, index) => segment.startsWith('.') && !(index === 1 && segments[0] === 'node_modules' && segment === '.vite'));
}

/** null when the path may go on; an answer otherwise. */
function pathVerdict(allSegments, query, project) {
  // `//package.json` is `/package.json` to Vite's file serving: empty segments name nothing.
  const segments = allSegments.filter(Boolean);
  if (hasDotEntry(segments)) return notFound();
  const first = segments[0] ?? '';
  if (first === '@vite' || first === '@react-refresh') return null;
  // The id is everything after `/@id/`, empty segments included: `/@id//abs/path` is the absolute `/abs/path`,
  // not the package `abs` (a project under /tmp would otherwise pass as the installed package `tmp`).
  if (first === '@id') {
    const id = allSegments.slice(allSegments.indexOf('@id') + 1).join('/');
    return isAllowedModuleId(id, BROWSER, project) ? null : notFound();
  }
  if (first === '@fs') return isAllowedFile(`/${segments.slice(1).join('/')}`, BROWSER, project) ? null : notFound();
  if (isMountedAt(first, FETCH_MODULE)) {
    // The worker asks for exactly `/__vite_fetch_module?id=`; any other spelling connect still routes there
    // (`/__VITE_FETCH_MODULE`, `/__vite_fetch_module/x`, `.json`) would hand out a file unchecked.
    if (allSegments.length !== 1 || allSegments[0] !== FETCH_MODULE) return notFound();
    const id = new URLSearchParams(query).get('id');
    return id === null || isAllowedModuleId(id, WORKER, project) ? null : notFound();
  }
  if (first === 'node_modules') return null;
  if (BROWSER.sources.includes(first)) return segments.some(isServerModule) ? notFound() : null;
  // Any other name of a project file or folder (package.json, scripts, tests, dist, public, ...) is not the
  // app; everything else is one of the app's routes (or a public file, which Vite serves at the root).
  if (first && project.exists(first.replace(/[. ]+$/, ''))) return notFound();
  return null;
}

/**
 * Whether connect (Vite's middleware stack) routes a path whose first segment is `segment` to a middleware
 * mounted at `/${mount}`: it compares without case and also matches `/${mount}/...` and `/${mount}.anything`.
 */
function isMountedAt(segment, mount) {
  const lower = segment.toLowerCase();
  return lower === mount || lower.startsWith(`${mount}.`);
}

/** Remix keeps `.server` modules out of the browser bundle; in dev the browser has no reason to ask for one. */
const isServerModule = (segment) => /\.server(?:\.|$)/.test(segment);

/**
 * A module id Vite may load for the browser (`/@id/...`) or the worker (`__vite_fetch_module?id=`): a virtual
 * module, a package, or a file in the scope's source folders or node_modules (and, for the worker, the entry).
 */
export function isAllowedModuleId(rawId, scope, project) {
  const [idPath = '', query] = rawId.split('?');
  const id = idPath.replace(/^(?:\0|__x00__)/, '');
  if (id.startsWith('virtual:')) return true;
  // The entry as the worker imports it; its source by any other means (`?raw`) is no module it needs.
  if (WORKER_ENTRY.test(id) && query === undefined) return scope.entry;
  if (id.startsWith('/@id/')) return isAllowedModuleId(id.slice('/@id/'.length), scope, project);
  if (id.startsWith('/@fs/')) return isAllowedFile(id.slice('/@fs'.length), scope, project);
  if (id.startsWith(`${project.root}/`)) return isAllowedFile(id, scope, project);
  if (id.startsWith('/')) return isAllowedFile(`${project.root}${id}`, scope, project);
  // A bare specifier (`react`, `@shopify/hydrogen/...`) of a package that is installed.
  const segments = decodedSegments(`/${id}`);
  if (segments === null || segments.some((segment) => !segment || segment.startsWith('.'))) return false;
  const name = segments.slice(0, segments[0]?.startsWith('@') ? 2 : 1).join('/');
  return project.exists(`node_modules/${name}`);
}

/** An absolute file path inside the project's source folders or node_modules, with no dot entry on the way. */
function isAllowedFile(file, scope, project) {
  const segments = decodedSegments(file);
  if (segments === null || !`/${segments.join('/')}`.startsWith(`${project.root}/`)) return false;
  const inside = segments.slice(project.root.split('/').length - 1);
  if (hasDotEntry(inside)) return false;
  if (inside[0] === 'node_modules') return true;
  return scope.sources.includes(inside[0]) && (scope.serverModules || !inside.some(isServerModule));
}

/** A raw HTTP/1.1 answer on a socket the HTTP server hands over (CONNECT, Upgrade), then closed. */
function endSocket(socket, status, reason, extra = '') {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${extra}Content-Length: 0\r\nConnection: close\r\n\r\n`);
}

const logRejection = (reason) => console.error('[dev-guard] unhandled rejection:', reason);

/**
 * The Vite plugin: the guard first in the middleware stack, plus answers for CONNECT and stray upgrades.
 * @returns {import('vite').Plugin}
 */
export function devGuard() {
  return {
    name: 'original-fuel:dev-guard',
    apply: 'serve',
    // Before every other plugin's middleware (mini-oxygen's, Remix's) and Vite's own file serving.
    configureServer: {order: 'pre', handler: guardServer},
  };
}

function guardServer(server) {
  const root = server.config.root.replace(/\/+$/, '');
  const project = {root, exists: (relative) => existsSync(path.join(root, relative))};
  server.middlewares.use(function devGuardMiddleware(req, res, next) {
    const verdict = devVerdict({method: req.method ?? '', url: req.url ?? '', headers: req.headers}, project);
    if (!verdict.pass) {
      res.writeHead(verdict.status, verdict.headers);
      res.end(req.method === 'HEAD' ? undefined : verdict.body);
      return;
    }
    req.url = verdict.url;
    const named = String(req.headers.connection ?? '').split(',').map((name) => name.trim().toLowerCase());
    for (const name of [...HOP_BY_HOP, ...named]) if (name && name !== 'host') delete req.headers[name];
    next();
  });
  const http = server.httpServer;
  if (!http) return;
  // Node hands CONNECT to a 'connect' listener and closes the socket unanswered when there is none.
  http.on('connect', (_req, socket) => endSocket(socket, 405, 'Method Not Allowed', `Allow: ${DEV_METHODS.join(', ')}\r\n`));
  // Vite answers its HMR websocket upgrades (protocol vite-hmr on the base path); any other would hang.
  http.on('upgrade', (req, socket) => {
    const protocol = String(req.headers['sec-websocket-protocol'] ?? '');
    const {pathname} = new URL(req.url ?? '/', 'http://localhost');
    if (['vite-hmr', 'vite-ping'].includes(protocol) && pathname === server.config.base) return;
    endSocket(socket, 400, 'Bad Request');
  });
  // mini-oxygen turns each request into a fetch Request in a promise nobody catches: whatever the rules above
  // did not foresee must cost that one request, not the dev server.
  if (!process.listeners('unhandledRejection').includes(logRejection)) process.on('unhandledRejection', logRejection);
}

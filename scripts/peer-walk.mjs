// `npm run peer:walk`: Shopify's Hydrogen skeleton (../shared/peer/skeleton), served against the local services,
// walked page by page: the proof that the Storefront stand-in answers any Hydrogen app as a real shop would
// (issue 14 §6). Fails when a page answers 5xx or when the stand-in answered one of the skeleton's queries with a
// GraphQL error. The skeleton is copied, installed (about 1.5 min, once) and built (about 10 s, when its sources
// change) by the bench's peer.mjs, and runs the same way, in workerd through Miniflare. Its customer account pages
// use the Customer Account API, which our shop does not use: they are not walked.
// Also run by the worker test layer (tests/worker/peer-walk.test.ts).
import {createServer} from 'node:http';
import {pathToFileURL} from 'node:url';
import {startLocalServices} from '../local-services/server';
import {preparePeer, startPeer} from './bench/peer.mjs';

const STOREFRONT_PATH = /^\/api\/[^/]+\/graphql\.json$/;

/**
 * A pass-through in front of the local services that keeps every Storefront answer carrying `errors`, with the
 * operation that got it. It sees exactly what the skeleton's worker asked and got.
 */
async function startRecorder(target) {
  const graphqlErrors = [];
  let storefrontCalls = 0;
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', async () => {
      try {
        const body = Buffer.concat(chunks);
        const headers = {...req.headers};
        delete headers.host;
        delete headers['content-length'];
        const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
        const upstream = await fetch(new URL(req.url ?? '/', target), {
          method: req.method,
          headers,
          body: hasBody ? body : undefined,
          redirect: 'manual',
        });
        const answer = Buffer.from(await upstream.arrayBuffer());
        if (STOREFRONT_PATH.test(new URL(req.url ?? '/', target).pathname) && req.method === 'POST') {
          storefrontCalls += 1;
          recordErrors(body, answer, graphqlErrors);
        }
        const out = {};
        upstream.headers.forEach((value, key) => {
          if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(key)) out[key] = value;
        });
        res.writeHead(upstream.status, out);
        res.end(answer);
      } catch (error) {
        res.writeHead(502, {'content-type': 'text/plain'});
        res.end(String(error));
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    graphqlErrors,
    storefrontCalls: () => storefrontCalls,
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

function recordErrors(requestBody, answer, into) {
  let operation = '(unnamed)';
  try {
    const {query} = JSON.parse(requestBody.toString('utf8'));
    operation = /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? operation;
  } catch {
    // Not JSON: the answer says what was wrong.
  }
  let parsed;
  try {
    parsed = JSON.parse(answer.toString('utf8'));
  } catch {
    into.push({operation, message: `no JSON answer: ${answer.toString('utf8').slice(0, 200)}`});
    return;
  }
  const errors = typeof parsed?.errors === 'string' ? [{message: parsed.errors}] : (parsed?.errors ?? []);
  for (const error of errors) into.push({operation, message: error.message, code: error.extensions?.code});
}

/** First `href` of the page matching `pattern` (its first group), decoded. */
function firstLink(html, pattern) {
  const match = pattern.exec(html);
  return match ? match[1].replace(/&amp;/g, '&') : null;
}

/** Paths of the child sitemaps a sitemap index lists, on any origin. */
function sitemapChildren(xml) {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/**
 * Starts the local services, the recorder and the skeleton, walks the pages, stops everything and returns what
 * it saw: `pages` ({path, status, ms}), `graphqlErrors` ({operation, message, code}), `problems` (strings; empty
 * when the walk passed).
 */
export async function walkPeer({log = () => {}} = {}) {
  const services = await startLocalServices({port: 0});
  const recorder = await startRecorder(services.url);
  let peer;
  const pages = [];
  const problems = [];
  try {
    const started = Date.now();
    preparePeer({servicesPort: recorder.port, log});
    log(`peer: ready in ${Math.round((Date.now() - started) / 1000)} s`);
    peer = await startPeer({port: 0});

    let cookie = '';
    const visit = async (path, init = {}) => {
      const begun = Date.now();
      const response = await fetch(`${peer.url}${path}`, {
        redirect: 'manual',
        ...init,
        headers: {...(cookie && {cookie}), ...init.headers},
      });
      const body = await response.text();
      const setCookie = response.headers.getSetCookie?.() ?? [];
      for (const value of setCookie) {
        const pair = value.split(';')[0];
        const name = pair.split('=')[0];
        cookie = [...cookie.split('; ').filter((c) => c && !c.startsWith(`${name}=`)), pair].join('; ');
      }
      pages.push({path: init.method ? `${init.method} ${path}` : path, status: response.status, ms: Date.now() - begun});
      log(`peer: ${response.status} ${init.method ?? 'GET'} ${path}`);
      if (response.status >= 500) problems.push(`${path} answered ${response.status}: ${body.slice(0, 300)}`);
      return {status: response.status, body};
    };

    await visit('/');
    const collections = await visit('/collections');
    const collectionPath = firstLink(collections.body, /href="(\/collections\/(?!all\b)[\w-]+)"/);
    if (!collectionPath) problems.push('/collections lists no collection');
    const collection = await visit(collectionPath ?? '/collections/all');
    await visit('/collections/all');
    const productPath = firstLink(collection.body, /href="(\/products\/[\w-]+)/);
    if (!productPath) problems.push(`${collectionPath} lists no product`);
    const product = productPath ? await visit(productPath) : {body: ''};
    await visit('/search?q=protein');
    await visit('/search?q=zzzz-nothing');

    // Add to cart the way the skeleton's product form does, then look at the cart with its cookie.
    const cartInput = firstLink(product.body, /name="cartFormInput" value="([^"]+)"/);
    if (cartInput) {
      const form = new URLSearchParams({cartFormInput: cartInput.replace(/&quot;/g, '"')});
      await visit('/cart', {method: 'POST', body: form, headers: {'content-type': 'application/x-www-form-urlencoded'}});
    } else if (productPath) {
      problems.push(`${productPath} has no add-to-cart form`);
    }
    const cart = await visit('/cart');
    if (cartInput && !/href="\/products\//.test(cart.body)) problems.push('/cart does not show the line just added');

    await visit('/blogs');
    await visit('/blogs/news');
    await visit('/blogs/news/hello-world');
    await visit('/pages/contact');
    await visit('/policies');
    for (const handle of ['privacy-policy', 'refund-policy', 'shipping-policy', 'terms-of-service']) await visit(`/policies/${handle}`);
    const index = await visit('/sitemap.xml');
    const children = sitemapChildren(index.body);
    // A shop without resources of a kind lists no page for it; page 1 of each kind is asked for anyway.
    const kinds = ['products', 'collections', 'pages', 'blogs', 'articles', 'metaObjects'].map((kind) => `/sitemap/${kind}/1.xml`);
    for (const path of new Set([...children, ...kinds])) await visit(path);
    await visit('/robots.txt');
    await visit('/no-such-page-anywhere'); // a 404: the skeleton asks urlRedirects first
    await visit('/discount/WELCOME10');

    for (const error of recorder.graphqlErrors) {
      problems.push(`GraphQL error on ${error.operation}: ${error.message}${error.code ? ` (${error.code})` : ''}`);
    }
    if (!recorder.storefrontCalls()) problems.push('the skeleton asked the Storefront stand-in nothing');
    return {pages, graphqlErrors: [...recorder.graphqlErrors], storefrontCalls: recorder.storefrontCalls(), problems};
  } finally {
    await peer?.stop().catch(() => {});
    await recorder.close();
    await services.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  const result = await walkPeer({log: (line) => console.error(`[peer-walk] ${line}`)});
  console.log(`${result.pages.length} pages, ${result.storefrontCalls} Storefront calls, ${Math.round((Date.now() - started) / 1000)} s`);
  for (const problem of result.problems) console.log(`FAIL ${problem}`);
  console.log(result.problems.length ? `${result.problems.length} problems` : 'no 5xx, no GraphQL error');
  process.exit(result.problems.length ? 1 : 0);
}

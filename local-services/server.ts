// One Node process that imitates the hosted APIs on loopback (ARCHITECTURE.md, "Local services").
// Each service is a fetch-style handler; this file only routes by path and adapts Node's http to it.
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {createAdmin, faultResponse, type ServiceName} from './admin';
import {handleCheckoutPage, handleStorefront, handleStorefrontProxy, isCheckoutPath, multipassLogin} from './storefront';
import {handleCustomerAdmin, isCustomerAdminPath} from './storefront/customers/admin';
import {handleDatocms} from './datocms';
import {CMA_PATH_PREFIX, createCmaStandIn} from './datocms-cma';
import {handleContentAdmin, isContentAdminPath} from './datocms/listen';
import {resetContentEdits} from './datocms/store';
import {handleVideos} from './datocms/videos';
import {handleImages} from './images';
import {handleYotpo, resetYotpoStore} from './yotpo';
import {handleTrustpilot} from './trustpilot';
import {handleTags, isTagPath} from './tags';
import {handleForms, handleFormsAdmin, NUTRITION_ADVICE_ADMIN_PATH, resetForms} from './forms';
import {handleChat} from './chat';

export type ServiceContext = {
  /** The origin the services are reached on, e.g. http://127.0.0.1:4100, for absolute URLs in answers. */
  origin: string;
};

type Route = {
  service: ServiceName;
  matches: (pathname: string) => boolean;
  handle: (request: Request, context: ServiceContext) => Promise<Response>;
};

// Sentry's envelope endpoint (a DSN of http://key@127.0.0.1:4100/1 sends here): counted, then accepted.
const acceptEnvelope = async () => new Response('{}', {headers: {'content-type': 'application/json'}});

/** One empty DatoCMS project for the CMA stand-in, emptied again by /__admin/reset. */
const cma = createCmaStandIn();

const ROUTES: Route[] = [
  {service: 'sentry', matches: (p) => /^\/api\/\d+\/envelope\/?$/.test(p), handle: acceptEnvelope},
  {service: 'storefront', matches: (p) => p.startsWith('/api/'), handle: handleStorefront},
  // The checkout a cart's checkoutUrl leads to (a small page echoing the cart and the locale).
  {service: 'storefront', matches: isCheckoutPath, handle: handleCheckoutPage},
  // Shopify's Multipass login on the checkout host, and the account page it falls back to (multipass-login.ts).
  {service: 'storefront', matches: multipassLogin.matches, handle: multipassLogin.handle},
  {service: 'proxy', matches: (p) => /^\/(a|apps|tools)(\/|$)/.test(p), handle: handleStorefrontProxy},
  // The Content Management API the content-model migrations run against (before /datocms, which it starts with).
  {service: 'datocms-cma', matches: (p) => p === CMA_PATH_PREFIX || p.startsWith(`${CMA_PATH_PREFIX}/`), handle: (r) => cma.handle(r)},
  {service: 'datocms', matches: (p) => p.startsWith('/datocms'), handle: handleDatocms},
  {service: 'images', matches: (p) => p.startsWith('/images/'), handle: handleImages},
  {service: 'videos', matches: (p) => p.startsWith('/videos/'), handle: handleVideos},
  {service: 'yotpo', matches: (p) => p.startsWith('/yotpo/'), handle: handleYotpo},
  // Trustpilot's public API (TRUSTPILOT_API_URL): service and product reviews, product summaries.
  {service: 'trustpilot', matches: (p) => p.startsWith('/trustpilot/'), handle: handleTrustpilot},
  // The nutrition advice form's endpoint (NUTRITION_ADVICE_URL): validates and records submissions.
  {service: 'forms', matches: (p) => p.startsWith('/forms/'), handle: handleForms},
  // The chat widget's loader (PUBLIC_INTERCOM_WIDGET_URL): a script that records what the shop tells it.
  {service: 'chat', matches: (p) => p.startsWith('/chat/'), handle: handleChat},
  // Stand-ins of GTM's and Klaviyo's scripts (PUBLIC_GTM_SCRIPT_URL, PUBLIC_KLAVIYO_SCRIPT_URL; tags/index.ts).
  {service: 'tags', matches: isTagPath, handle: handleTags},
];

export type LocalServices = {url: string; close: () => Promise<void>};

export async function startLocalServices({port = 4100, host = '127.0.0.1'} = {}): Promise<LocalServices> {
  // /__admin/reset also puts the loyalty state back to the seeded demo customer, the content's drafts back and
  // clears form submissions.
  const admin = createAdmin({
    onReset: () => {
      resetYotpoStore();
      resetContentEdits();
      resetForms();
      cma.reset();
    },
  });

  async function dispatch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (isCustomerAdminPath(url.pathname)) return handleCustomerAdmin(request);
    if (isContentAdminPath(url.pathname)) return handleContentAdmin(request);
    if (url.pathname === NUTRITION_ADVICE_ADMIN_PATH) return handleFormsAdmin(request);
    if (url.pathname.startsWith('/__admin/')) return admin.handle(request);
    const route = ROUTES.find((r) => r.matches(url.pathname));
    if (!route) return new Response(JSON.stringify({errors: 'Not Found'}), {status: 404});
    const fault = admin.takeFault(route.service);
    admin.count(route.service, await counterKey(route.service, request));
    if (fault) return faultResponse(fault);
    return route.handle(request, {origin: url.origin});
  }

  const server = createServer((req, res) => {
    toRequest(req)
      .then(dispatch)
      .then((response) => writeResponse(res, response))
      .catch((error: unknown) => {
        console.error('[local-services]', error);
        if (!res.headersSent) res.writeHead(500, {'content-type': 'application/json'});
        res.end(JSON.stringify({errors: 'An unexpected error occurred'}));
      });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Counters are kept per GraphQL operation name where there is one, else per path. */
async function counterKey(service: ServiceName, request: Request): Promise<string> {
  const {pathname} = new URL(request.url);
  if (request.method !== 'POST' || (service !== 'storefront' && service !== 'datocms')) return pathname;
  try {
    const body = (await request.clone().json()) as {query?: string};
    const name = body.query?.match(/\b(?:query|mutation|subscription)\s+([A-Za-z0-9_]+)/)?.[1];
    return name ?? pathname;
  } catch {
    return pathname;
  }
}

export async function toRequest(req: IncomingMessage): Promise<Request> {
  const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

export async function writeResponse(res: ServerResponse, response: Response) {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key === 'set-cookie') return;
    headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (response.body) {
    const reader = response.body.getReader();
    // A client that goes away ends the stream (an event stream would otherwise be written to forever).
    res.on('close', () => void reader.cancel().catch(() => {}));
    for (;;) {
      const {done, value} = await reader.read();
      if (done) break;
      res.write(value);
    }
  }
  res.end();
}

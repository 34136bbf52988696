// Admin endpoints of the customer area, beside the counters and faults of local-services/admin.ts:
//   GET    /__admin/mailbox?to=<email>        mails sent (activation, reset), newest first
//   DELETE /__admin/mailbox                   empties the mailbox
//   GET    /__admin/clock                     the services' time and its offset
//   POST   /__admin/clock {advanceMs | advanceSeconds | reset: true}
//   GET    /__admin/customers?email=<email>   one customer's state and order ids
//   POST   /__admin/customers/expire-tokens {email, kind?: 'access' | 'activation' | 'reset' | 'all'}
//   GET    /__admin/customers/settings, POST /__admin/customers/settings {…partial CustomerSettings}
//   POST   /__admin/customers/reset           demo customers, empty mailbox, default settings
import {getStore} from '../store';
import {customerGid, orderGid} from './customer-ids';
import {createCustomerStore, DEFAULT_CUSTOMER_SETTINGS, type CustomerSettings} from './customer-store';

const PATHS = ['/__admin/mailbox', '/__admin/clock', '/__admin/customers'];

export function isCustomerAdminPath(pathname: string): boolean {
  return PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {status, headers: {'content-type': 'application/json'}});

async function readJson(request: Request): Promise<Record<string, unknown> | null> {
  const body: unknown = await request.json().catch(() => null);
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

const ENUMS: Partial<Record<keyof CustomerSettings, readonly string[]>> = {
  wrongPasswordField: ['none', 'password'],
  disabledLogin: ['CUSTOMER_DISABLED', 'UNIDENTIFIED_CUSTOMER'],
  recoverUnknownEmail: ['silent', 'error'],
};

/** Only known keys with values of the default's type (and enum members) are taken; anything else is an error. */
function settingsPatch(body: Record<string, unknown>): Partial<CustomerSettings> | string {
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const known = key as keyof CustomerSettings;
    if (!(key in DEFAULT_CUSTOMER_SETTINGS)) return `unknown setting ${key}`;
    if (typeof value !== typeof DEFAULT_CUSTOMER_SETTINGS[known]) return `${key} must be a ${typeof DEFAULT_CUSTOMER_SETTINGS[known]}`;
    const allowed = ENUMS[known];
    if (allowed && !allowed.includes(value as string)) return `${key} must be one of ${allowed.join(', ')}`;
    if (typeof value === 'number' && !(value >= 0)) return `${key} must be a number of milliseconds ≥ 0`;
    patch[key] = value;
  }
  return patch as Partial<CustomerSettings>;
}

function clockState() {
  const {clock} = getStore();
  return {now: new Date(clock.now()).toISOString(), offsetMs: clock.offsetMs()};
}

export async function handleCustomerAdmin(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const {pathname} = url;
  const store = getStore();
  const {customers} = store;
  const method = request.method;

  if (pathname === '/__admin/mailbox' && method === 'GET') {
    const messages = customers.mailbox
      .list(url.searchParams.get('to'))
      .map(({to, subject, kind, url: link, customerId, token, sentAt}) => ({to, subject, kind, url: link, customerId, token, sentAt}));
    return json({messages});
  }
  if (pathname === '/__admin/mailbox' && method === 'DELETE') {
    customers.mailbox.clear();
    return json({ok: true});
  }

  if (pathname === '/__admin/clock' && method === 'GET') return json(clockState());
  if (pathname === '/__admin/clock' && method === 'POST') {
    const body = await readJson(request);
    const advance = Number(body?.advanceMs ?? Number(body?.advanceSeconds ?? NaN) * 1000);
    if (body?.reset === true) store.clock.reset();
    else if (Number.isFinite(advance)) store.clock.advance(advance);
    else return json({error: 'expected {advanceMs: number} | {advanceSeconds: number} | {reset: true}'}, 400);
    return json(clockState());
  }

  if (pathname === '/__admin/customers' && method === 'GET') {
    const customer = customers.byEmail(url.searchParams.get('email') ?? '');
    if (!customer) return json({error: 'no customer with that email'}, 404);
    return json({
      id: customerGid(customer.id),
      email: customer.email,
      state: customer.state,
      firstName: customer.firstName,
      lastName: customer.lastName,
      acceptsMarketing: customer.acceptsMarketing,
      addresses: customer.addresses.length,
      orders: customers.ordersOf(customer.id).map((o) => ({
        id: orderGid(o.id, o.key),
        name: `#${o.number}`,
        processedAt: new Date(o.processedAt).toISOString(),
      })),
    });
  }
  if (pathname === '/__admin/customers/expire-tokens' && method === 'POST') {
    const body = await readJson(request);
    const kind = body?.kind ?? 'access';
    const customer = typeof body?.email === 'string' ? customers.byEmail(body.email) : undefined;
    if (!customer || !['access', 'activation', 'reset', 'all'].includes(String(kind))) {
      return json({error: "expected {email of a customer, kind?: 'access' | 'activation' | 'reset' | 'all'}"}, 400);
    }
    let expired = 0;
    if (kind === 'access' || kind === 'all') expired += customers.revokeAccessTokens(customer.id);
    if (kind === 'activation' || kind === 'reset') expired += customers.revokeLinkTokens(customer.id, kind);
    if (kind === 'all') expired += customers.revokeLinkTokens(customer.id);
    return json({ok: true, expired});
  }
  if (pathname === '/__admin/customers/settings' && method === 'GET') return json(customers.settings());
  if (pathname === '/__admin/customers/settings' && method === 'POST') {
    const body = await readJson(request);
    const patch = body ? settingsPatch(body) : 'expected a JSON object of settings';
    if (typeof patch === 'string') return json({error: patch, settings: customers.settings()}, 400);
    return json(customers.configure(patch));
  }
  if (pathname === '/__admin/customers/reset' && method === 'POST') {
    store.customers = createCustomerStore({now: store.clock.now, catalogue: store.catalogue});
    return json({ok: true});
  }
  return json({error: 'Not Found'}, 404);
}

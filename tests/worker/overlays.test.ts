// Issue 13 §3 and §4 on the built worker: the account area's newsletter sign-up (session customer only; bad input
// a clear 400, no session a 401 or the login page, never a 500), the review-success texts on the reviews page
// reached back from a review invitation, and the chat widget in /api/account and the CSP only where configured
// (the local env configures it for the German market only), told about the session's customer and no one else.
import {afterAll, beforeAll, beforeEach, describe, expect, test} from 'vitest';
import {startWorker, WORKER_ORIGIN, type WorkerHarness} from '../support/worker';

const DEMO = {email: 'demo@originalfuel.example', password: 'demo-password-1'};
const NEWSLETTER_DATA = `_data=${encodeURIComponent('routes/($locale).account.newsletter')}`;

let worker: WorkerHarness;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(async () => worker?.dispose());
beforeEach(async () => {
  await worker.admin('customers/reset', {});
  await worker.admin('reset', {});
});

const post = (body: string, headers: Record<string, string> = {}, contentType = 'application/x-www-form-urlencoded') => ({
  method: 'POST',
  redirect: 'manual' as const,
  headers: {'Content-Type': contentType, Origin: WORKER_ORIGIN, ...headers},
  body,
});

async function logIn(who: {email: string; password: string}, path = '/account/login'): Promise<string> {
  const response = await worker.fetch(path, post(new URLSearchParams(who).toString()));
  const value = response.headers.getSetCookie().find((cookie) => cookie.startsWith('of_customer_session='));
  if (!value) throw new Error('no session cookie set');
  return value.slice(0, value.indexOf(';'));
}

/** A fresh, enabled customer who has not signed up for the newsletter, signed in. */
async function newCustomer(): Promise<{email: string; cookie: string}> {
  await worker.admin('customers/settings', {autoEnable: true});
  const email = `overlay-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await worker.fetch('/account/register', post(new URLSearchParams({email, password: 'news-pass-1', firstName: 'Noor'}).toString()));
  return {email, cookie: await logIn({email, password: 'news-pass-1'})};
}

async function acceptsMarketing(email: string) {
  const answer = await fetch(`${worker.services.url}/__admin/customers?email=${encodeURIComponent(email)}`);
  return ((await answer.json()) as {acceptsMarketing: boolean}).acceptsMarketing;
}

const SIGN_UP = 'intent=newsletter-subscribe';

describe('newsletter sign-up (POST /account/newsletter)', () => {
  test('the session’s customer is signed up: JSON for the modal, the success texts on the page, the loyalty action recorded', async () => {
    const {email, cookie} = await newCustomer();
    const answer = await worker.fetch(`/en/account/newsletter?${NEWSLETTER_DATA}`, post(SIGN_UP, {Cookie: cookie}));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(await answer.json()).toEqual({done: true});
    expect(await acceptsMarketing(email)).toBe(true);
    const campaigns = async () => {
      const body = (await (await worker.fetch('/api/yotpo/nl/campaigns', {headers: {Cookie: cookie}})).json()) as {
        campaigns: {actionName: string | null; status: {customerTimesCompleted: number}}[];
      };
      return body.campaigns.find((campaign) => campaign.actionName === 'newsletter_signup')?.status.customerTimesCompleted;
    };
    await expect.poll(campaigns).toBe(1);
    // Again (a second click, or the page): still done, nothing recorded twice.
    const page = await worker.fetch('/de/konto/newsletter', post(SIGN_UP, {Cookie: cookie}));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Du bist angemeldet');
    expect(await campaigns()).toBe(1);
  });

  test('an email in the body is never read: the customer is the session’s', async () => {
    const {email, cookie} = await newCustomer();
    const answer = await worker.fetch(`/account/newsletter?${NEWSLETTER_DATA}`, post(`${SIGN_UP}&email=${encodeURIComponent(DEMO.email)}`, {Cookie: cookie}));
    expect(answer.status).toBe(200);
    expect(await acceptsMarketing(email)).toBe(true);
  });

  const BAD_BODIES: [string, string, string?][] = [
    ['no intent', 'x=1'],
    ['empty intent', 'intent='],
    ['another intent', 'intent=unsubscribe'],
    ['the intent twice', `${SIGN_UP}&${SIGN_UP}`],
    ['a case variant', 'intent=NEWSLETTER-SUBSCRIBE'],
    ['a padded value', 'intent=newsletter-subscribe%20'],
    ['malformed escapes', 'intent=%E0%A4%A'],
    ['JSON', JSON.stringify({intent: 'newsletter-subscribe'}), 'application/json'],
    ['multipart without a boundary', '--x\r\n', 'multipart/form-data'],
    ['text', 'intent=newsletter-subscribe', 'text/plain'],
  ];
  test.each(BAD_BODIES)('%s: a 400 (or the guard’s refusal), never a 500, nothing changed', async (_, body, type) => {
    const {email, cookie} = await newCustomer();
    for (const path of [`/account/newsletter?${NEWSLETTER_DATA}`, '/it/account/newsletter']) {
      const answer = await worker.fetch(path, post(body, {Cookie: cookie}, type));
      expect([400, 415], `${path} ${body}`).toContain(answer.status);
    }
    expect(await acceptsMarketing(email)).toBe(false);
  });

  test('no session: 401 for the modal, the login page for the form, nobody signed up', async () => {
    const answer = await worker.fetch(`/account/newsletter?${NEWSLETTER_DATA}`, post(SIGN_UP));
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({done: false, failure: 'signed-out'});
    const page = await worker.fetch('/de/konto/newsletter', post(SIGN_UP));
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toMatch(/^\/de\/konto\/login\?return_to=/);
    const forged = await worker.fetch(`/account/newsletter?${NEWSLETTER_DATA}`, post(SIGN_UP, {Cookie: 'of_customer_session=forged'}));
    expect(forged.status).toBe(401);
    expect(await acceptsMarketing(DEMO.email)).toBe(false);
  });

  test('the Storefront failing: 503 with the failure named, never a 500', async () => {
    const {cookie} = await newCustomer();
    await worker.admin('faults', {service: 'storefront', kind: 'non-json', count: 20});
    const answer = await worker.fetch(`/account/newsletter?${NEWSLETTER_DATA}`, post(SIGN_UP, {Cookie: cookie}));
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({done: false, failure: 'unavailable'});
  });

  test('the page (GET) shows the offer in the market’s words; a visitor without a session goes to login', async () => {
    const {cookie} = await newCustomer();
    const page = await worker.fetch('/fr/compte/newsletter', {headers: {Cookie: cookie}});
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Ne manquez aucune offre');
    expect(html).toContain('M’inscrire');
    const anonymous = await worker.fetch('/fr/compte/newsletter', {redirect: 'manual'});
    expect(anonymous.status).toBe(302);
  });
});

describe('review-success texts on the reviews page', () => {
  test('back from a review invitation (?review=submitted): the texts in the market’s language', async () => {
    const back = await worker.fetch('/de/bewertungen?review=submitted');
    expect(back.status).toBe(200);
    expect(await back.text()).toContain('Danke für deine Bewertung!');
    const nlBe = await worker.fetch('/nl-be/reviews?review=submitted');
    expect(await nlBe.text()).toContain('Bedankt voor je review!');
  });

  test.each(['', '?review=', '?review=Submitted', '?review=submitted%00', '?reviews=submitted'])('%j: no texts, the page as usual', async (search) => {
    const page = await worker.fetch(`/de/bewertungen${search}`);
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain('Danke für deine Bewertung!');
  });
});

type AccountAnswer = {chat: {scriptUrl: string; settings: Record<string, string>} | null};

describe('chat widget (configured for the German market only by the local env)', () => {
  test('not configured: no chat in /api/account, no Intercom in the page’s policy', async () => {
    for (const prefix of ['', '/en', '/it', '/fr', '/nl-be', '/fr-be']) {
      const answer = (await (await worker.fetch(`${prefix}/api/account`)).json()) as AccountAnswer;
      expect(answer.chat, prefix).toBeNull();
      const page = await worker.fetch(prefix || '/');
      expect(page.headers.get('content-security-policy'), prefix).not.toMatch(/intercom|\/chat\//i);
      expect(await page.text()).not.toMatch(/chat\/widget|intercom/i);
    }
  });

  test('configured: the loader and the app for a visitor; its hosts and the loader’s origin in the policy; nothing in the page', async () => {
    const answer = (await (await worker.fetch('/de/api/account')).json()) as AccountAnswer;
    expect(answer.chat).toEqual({scriptUrl: `${worker.services.url}/chat/widget/localchat`, settings: {app_id: 'localchat'}});
    const page = await worker.fetch('/de');
    const policy = page.headers.get('content-security-policy') ?? '';
    const scripts = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scripts).toContain('https://widget.intercom.io');
    expect(scripts).toContain(worker.services.url);
    expect(await page.text()).not.toMatch(/chat\/widget/);
  });

  test('signed in: the session’s customer (id, email, name), whatever the request names', async () => {
    const cookie = await logIn(DEMO, '/de/konto/login');
    const answer = (await (
      await worker.fetch('/de/api/account?email=evil%40example.com&user_id=1', {
        headers: {Cookie: cookie, 'X-Customer-Email': 'evil@example.com'},
      })
    ).json()) as AccountAnswer;
    expect(answer.chat?.settings).toEqual({
      app_id: 'localchat',
      user_id: expect.stringMatching(/^gid:\/\/shopify\/Customer\/\d+$/),
      email: DEMO.email,
      name: 'Sanne de Vries',
    });
    // The Dutch market has no chat, signed in or not.
    expect(((await (await worker.fetch('/api/account', {headers: {Cookie: cookie}})).json()) as AccountAnswer).chat).toBeNull();
  });

  test('the local stand-in serves its loader for an app id, and nothing else', async () => {
    const script = await fetch(`${worker.services.url}/chat/widget/localchat`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain('"localchat"');
    for (const path of ['/chat/widget/', '/chat/widget/a%20b', '/chat/widget/a/b', '/chat/other']) {
      expect((await fetch(`${worker.services.url}${path}`)).status, path).toBe(404);
    }
  });
});

// Customers for browser tests: a fresh, active one made through the local Storefront and its mailbox (no other
// test signs them up for anything), and the login form filled in the market's words.
import {expect, type APIRequestContext, type Page} from '@playwright/test';
import {AUTH_STRINGS} from '../../app/components/account/auth-strings';
import type {Language} from '../../app/markets/markets';

export const SERVICES = `http://127.0.0.1:${process.env.E2E_SERVICES_PORT ?? 4300}`;

async function storefront(request: APIRequestContext, query: string, variables: Record<string, unknown>) {
  const answer = await request.post(`${SERVICES}/api/2024-10/graphql.json`, {
    headers: {'X-Shopify-Storefront-Access-Token': 'local-public-token', 'content-type': 'application/json'},
    data: {query, variables},
  });
  return answer.json();
}

/** An active customer of their own who has not signed up for the newsletter. */
export async function newCustomer(request: APIRequestContext, label: string) {
  const email = `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'e2e-customer-pass-1';
  await storefront(request, 'mutation NewCustomer($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }', {
    input: {email, password, firstName: 'Noor', lastName: 'Jansen', acceptsMarketing: false},
  });
  let url = '';
  await expect
    .poll(async () => {
      const answer = await request.get(`${SERVICES}/__admin/mailbox?to=${encodeURIComponent(email)}`);
      const {messages} = (await answer.json()) as {messages: {kind: string; url: string}[]};
      url = messages.find((message) => message.kind === 'activation')?.url ?? '';
      return url;
    })
    .not.toBe('');
  await storefront(
    request,
    'mutation ActivateNew($url: URL!, $password: String!) { customerActivateByUrl(activationUrl: $url, password: $password) { customer { id } } }',
    {url, password},
  );
  return {email, password};
}

/** Logs in on the market's login page, in its words. */
export async function logInAs(page: Page, loginPath: string, language: Language, who: {email: string; password: string}) {
  const words = AUTH_STRINGS[language];
  await page.goto(loginPath);
  await page.getByLabel(words.email).fill(who.email);
  await page.getByLabel(words.password, {exact: true}).fill(who.password);
  await page.getByRole('button', {name: words.loginSubmit, exact: true}).click();
}

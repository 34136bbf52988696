// Preview and live updates in the browser (README "Preview and live updates"): an editor enters preview with
// the secret, sees the draft, sees an edit made in the CMS (the local services' admin) appear without a reload,
// leaves preview and sees published content again. Entering without the secret is refused. No CSP violation on
// the way: the relay and its event stream are our own origin.
import {expect, test, type APIRequestContext, type Page} from '@playwright/test';

const SERVICES = `http://127.0.0.1:${process.env.E2E_SERVICES_PORT ?? 4300}`;
const SECRET = 'local-preview-secret';
const ARTICLE = '/fitblog/all/protein-after-training';

// The projects run side by side against one set of local services, so each edits its own locale of the article
// (an edit changes only the draft, which no other spec reads) and nothing resets the services under the other.
const MARKETS = {
  mobile: {
    prefix: '',
    locale: 'nl',
    published: 'Waarom eiwit na je training telt',
    draft: 'Eiwit na je training: zo haal je er alles uit',
    banner: 'Preview: je ziet concepten',
    exit: 'Preview verlaten',
    // The home page's hero has a Dutch draft.
    home: 'Brandstof voor je beste jaar',
  },
  desktop: {
    prefix: '/en',
    locale: 'en',
    published: 'Why protein after training matters',
    draft: 'Protein after training: how to get the most out of it',
    banner: 'Preview: you are seeing drafts',
    exit: 'Exit preview',
    home: 'Fuel for your best day',
  },
} as const;

function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

async function editHeading(request: APIRequestContext, locale: string, value: string) {
  const answer = await request.post(`${SERVICES}/__admin/content/records`, {
    data: {model: 'article', slug: 'protein-after-training', locale, field: 'heading', value},
  });
  expect(answer.ok()).toBe(true);
}

test('preview on → the draft → an edit in the CMS appears without a reload → preview off → published', async ({
  page,
  request,
}, testInfo) => {
  const market = MARKETS[testInfo.project.name as keyof typeof MARKETS];
  const article = `${market.prefix}${ARTICLE}`;
  // The seeded draft, whatever an earlier run against the same services left.
  await editHeading(request, market.locale, market.draft);
  const violations = watchCsp(page);
  await page.goto(`/api/preview?secret=${SECRET}&path=${encodeURIComponent(article)}`);
  await expect(page).toHaveURL(article);
  const heading = page.getByRole('heading', {level: 1});
  await expect(heading).toHaveText(market.draft);
  const banner = page.locator('[data-preview-banner]');
  await expect(banner).toContainText(market.banner);
  // Subscribed through the relay.
  await expect(banner.locator('[data-preview-live]')).toBeVisible({timeout: 15_000});

  // Anything set on this window is gone after a reload.
  await page.evaluate(() => ((window as unknown as {__sameDocument: boolean}).__sameDocument = true));
  const edited = `Live ${Date.now()} (${testInfo.project.name})`;
  // The edit is made again every 4 s until it shows: on a fresh server the first one right after the banner went
  // live was sometimes not pushed (seen in CI on the first run of a project; cause not found, see the README).
  await expect
    .poll(
      async () => {
        await editHeading(request, market.locale, edited);
        return heading.textContent();
      },
      {timeout: 20_000, intervals: [4000]},
    )
    .toBe(edited);
  expect(await page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument)).toBe(true);

  // Client-side navigation stays in preview: the home page, the banner, still the same document.
  await page.evaluate(
    (home) => (window as unknown as {__remixRouter: {navigate: (to: string) => void}}).__remixRouter.navigate(home),
    market.prefix || '/',
  );
  await expect(page).toHaveURL(market.prefix || '/');
  await expect(page.getByText(market.home)).toBeVisible();
  await expect(banner.locator('[data-preview-live]')).toBeVisible({timeout: 15_000});
  expect(await page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument)).toBe(true);
  await page.goBack();
  await expect(heading).toHaveText(edited);

  await banner.getByRole('button', {name: market.exit}).click();
  await expect(page).toHaveURL(article);
  await expect(heading).toHaveText(market.published);
  await expect(page.locator('[data-preview-banner]')).toHaveCount(0);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('of_preview');
  expect(violations).toEqual([]);
});

test('preview in German: the banner in the market language, drafts on every page', async ({page}) => {
  await page.goto(`/api/preview?secret=${SECRET}&path=${encodeURIComponent(`/de${ARTICLE}`)}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Eiweiß nach dem Training: So holst du alles heraus');
  await expect(page.locator('[data-preview-banner]')).toContainText('Vorschau beenden');
  await page.goto('/de/fitblog');
  await expect(page.locator('[data-preview-banner]')).toBeVisible();
  await page.locator('[data-preview-banner]').getByRole('button', {name: 'Vorschau beenden'}).click();
  await expect(page).toHaveURL('/de/fitblog');
  await expect(page.locator('[data-preview-banner]')).toHaveCount(0);
});

test('the preview route without the secret is refused, and sets no cookie', async ({page}) => {
  for (const query of [`path=${encodeURIComponent(ARTICLE)}`, `secret=wrong&path=${encodeURIComponent(ARTICLE)}`]) {
    const response = await page.goto(`/api/preview?${query}`);
    expect(response?.status()).toBe(401);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Geen toegang');
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('of_preview');
  }
  await page.goto(ARTICLE);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(MARKETS.mobile.published);
  await expect(page.locator('[data-preview-banner]')).toHaveCount(0);
});

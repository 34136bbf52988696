// Preview and live updates in the browser (README "Preview and live updates"): an editor enters preview with
// the secret, sees the draft, sees an edit made in the CMS (the local services' admin) appear without a reload,
// leaves preview and sees published content again. Entering without the secret is refused. No CSP violation on
// the way: the relay and its event stream are our own origin.
import {expect, test, type Page} from '@playwright/test';

const SERVICES = `http://127.0.0.1:${process.env.E2E_SERVICES_PORT ?? 4300}`;
const SECRET = 'local-preview-secret';
const ARTICLE = '/fitblog/all/protein-after-training';
const PUBLISHED = 'Waarom eiwit na je training telt';
const DRAFT = 'Eiwit na je training: zo haal je er alles uit';

function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.beforeEach(async ({request}) => {
  await request.post(`${SERVICES}/__admin/reset`);
});
test.afterAll(async ({request}) => {
  await request.post(`${SERVICES}/__admin/reset`);
});

test('preview on → the draft → an edit in the CMS appears without a reload → preview off → published', async ({
  page,
  request,
}, testInfo) => {
  const violations = watchCsp(page);
  await page.goto(`/api/preview?secret=${SECRET}&path=${encodeURIComponent(ARTICLE)}`);
  await expect(page).toHaveURL(ARTICLE);
  const heading = page.getByRole('heading', {level: 1});
  await expect(heading).toHaveText(DRAFT);
  const banner = page.locator('[data-preview-banner]');
  await expect(banner).toContainText('Preview: je ziet concepten');
  // Subscribed through the relay.
  await expect(banner.locator('[data-preview-live]')).toBeVisible({timeout: 15_000});

  // Anything set on this window is gone after a reload.
  await page.evaluate(() => ((window as unknown as {__sameDocument: boolean}).__sameDocument = true));
  const edited = `Live bewerkt (${testInfo.project.name})`;
  const answer = await request.post(`${SERVICES}/__admin/content/records`, {
    data: {model: 'article', slug: 'protein-after-training', locale: 'nl', field: 'heading', value: edited},
  });
  expect(answer.ok()).toBe(true);
  await expect(heading).toHaveText(edited, {timeout: 15_000});
  expect(await page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument)).toBe(true);

  // Client-side navigation stays in preview: the home page's draft hero, the banner, still the same document.
  await page.evaluate(() =>
    (window as unknown as {__remixRouter: {navigate: (to: string) => void}}).__remixRouter.navigate('/'),
  );
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Brandstof voor je beste jaar')).toBeVisible();
  await expect(banner.locator('[data-preview-live]')).toBeVisible({timeout: 15_000});
  expect(await page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument)).toBe(true);
  await page.goBack();
  await expect(heading).toHaveText(edited);

  await banner.getByRole('button', {name: 'Preview verlaten'}).click();
  await expect(page).toHaveURL(ARTICLE);
  await expect(heading).toHaveText(PUBLISHED);
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
  await expect(page.getByRole('heading', {level: 1})).toHaveText(PUBLISHED);
  await expect(page.locator('[data-preview-banner]')).toHaveCount(0);
});

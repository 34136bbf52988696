// Parts of a page whose code stays off the first view (README "JavaScript on the first view"): the server renders
// them in full and the browser keeps that markup until it is used. A service page's FAQ answers (rich text, media
// and booking code) load when an answer is touched; an article's or recipe's date line (the dates module and
// dayjs) never needs its code on a document load, and a client-side navigation brings it with the data.
import {expect, test, type Page} from '@playwright/test';
import {pageReady} from '../support/page-ready';

function scriptsLoaded(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

test('README "Service pages": an FAQ answer opens from the server’s markup; its rich-text code loads once the answer is used', async ({page}) => {
  const scripts = scriptsLoaded(page);
  await page.goto('/en/plant-based-guide');
  await pageReady(page); // hydrated
  const faq = page.locator('details').first();
  const answer = faq.locator('[data-part^="faq-answer-"]');
  await faq.locator('summary').click();
  await expect(answer).toBeVisible();
  const text = (await answer.textContent())?.trim();
  expect(text?.length).toBeGreaterThan(10);
  expect(scripts.filter((url) => /\/(FaqAnswer|RichText)-/.test(url))).toEqual([]);

  await answer.click();
  await expect(answer).toHaveAttribute('data-live', 'true');
  await expect(answer).toHaveText(text!);
  expect(scripts.some((url) => /\/FaqAnswer-/.test(url))).toBe(true);
});

test('README "Fit blog and recipes": an article’s date line is the server’s on a document load (no dates code); a client-side navigation shows it too', async ({page}) => {
  const scripts = scriptsLoaded(page);
  await page.goto('/fitblog/nutrition/vitamin-d-in-winter');
  await pageReady(page);
  const meta = page.locator('[data-part="entry-meta"]');
  const date = meta.locator('time');
  await expect(date).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}/);
  const shown = (await date.textContent())?.trim();
  expect(shown).toMatch(/^\d{1,2} \p{L}+ \d{4}$/u);
  expect(scripts.filter((url) => /\/(EntryMeta|dates)-/.test(url))).toEqual([]);

  // From the overview (its list shows dates already) to the same article, client-side: the line is rendered live.
  await page.goto('/fitblog');
  await pageReady(page);
  await page.locator('main a[href="/fitblog/nutrition/vitamin-d-in-winter"]').first().click();
  await expect(page).toHaveURL(/\/fitblog\/nutrition\/vitamin-d-in-winter$/);
  await expect(meta.locator('time')).toHaveText(shown!);
});

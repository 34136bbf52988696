// Service pages in the browser (issue 11 §4, §9): the nutrition advice form with a server error shown by its field
// and with success (the submission at the local service's admin path), with JavaScript and without; the vitamin
// test from its questions to a result page that is reported to Klaviyo; a client-side navigation from one service
// page to another (their fixed words come with each route's data).
import {expect, test, type Page} from '@playwright/test';
import {pageReady} from '../support/page-ready';
import {klaviyoCommands} from '../support/tracking';

const SERVICES = `http://127.0.0.1:${process.env.E2E_SERVICES_PORT ?? 4300}`;

type Submission = {name: string; email: string; goal: string; message: string; consent: boolean; language: string};

async function submissions(page: Page): Promise<Submission[]> {
  const response = await page.request.get(`${SERVICES}/__admin/forms/nutrition-advice`);
  return ((await response.json()) as {submissions: Submission[]}).submissions;
}

/** Each test sends its own email address, so tests running side by side never see each other's submission. */
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function fillForm(page: Page, {email, consent}: {email: string; consent: boolean}) {
  await page.getByLabel('Name').fill('Sanne de Vries');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Your goal').selectOption('energy');
  await page.getByLabel('Your question').fill('I am often tired after my training sessions.');
  if (consent) await page.getByRole('checkbox').check();
}

test.describe('nutrition advice form', () => {
  test('a server error is shown by its field with what was typed kept; then the request is sent and recorded', async ({
    page,
  }) => {
    await page.goto('/en/nutrition-advise-submit');
    await pageReady(page); // hydrated: the fetcher sends it
    const email = uniqueEmail('js');
    await fillForm(page, {email, consent: false});
    await page.getByRole('button', {name: 'Send request'}).click();

    const consent = page.getByRole('checkbox');
    await expect(page.getByRole('alert')).toContainText('Please check the fields marked below.');
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please agree to the use of your details for this advice.')).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveValue(email);
    await expect(page.getByLabel('Your question')).toHaveValue('I am often tired after my training sessions.');
    expect((await submissions(page)).filter((entry) => entry.email === email)).toEqual([]);

    await consent.check();
    await page.getByRole('button', {name: 'Send request'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Thank you!'})).toBeVisible();
    await expect(page).toHaveURL(/\/en\/nutrition-advise-submit$/);
    const recorded = (await submissions(page)).filter((entry) => entry.email === email);
    expect(recorded).toEqual([
      expect.objectContaining({name: 'Sanne de Vries', goal: 'energy', consent: true, language: 'en'}),
    ]);
  });

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    test('a plain form post: the server error by its field in German, then success, recorded', async ({page}) => {
      await page.goto('/de/ernaehrungsberatung-anmeldung');
      const email = uniqueEmail('nojs');
      await page.getByLabel('Name').fill('Sanne de Vries');
      await page.getByLabel('E-Mail-Adresse').fill('sanne-at-example');
      await page.getByLabel('Dein Ziel').selectOption('energy');
      await page.getByLabel('Deine Frage').fill('Ich bin nach dem Training oft müde.');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', {name: 'Anfrage senden'}).click();

      const emailField = page.getByLabel('E-Mail-Adresse');
      await expect(emailField).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Das ist keine gültige E-Mail-Adresse.')).toBeVisible();
      await expect(emailField).toHaveValue('sanne-at-example');
      await expect(page.getByLabel('Name')).toHaveValue('Sanne de Vries');
      await expect(page.getByRole('checkbox')).toBeChecked();

      await emailField.fill(email);
      await page.getByRole('button', {name: 'Anfrage senden'}).click();
      await expect(page.getByText('Danke! Wir melden uns innerhalb von drei Werktagen bei dir.')).toBeVisible();
      const recorded = (await submissions(page)).filter((entry) => entry.email === email);
      expect(recorded).toEqual([expect.objectContaining({language: 'de', goal: 'energy', consent: true})]);
    });

    test('the vitamin test works as a plain GET form too', async ({page}) => {
      await page.goto('/fr/test-de-vitamines');
      await page.getByLabel('Végan').check();
      await page.getByLabel('Quelques fois par semaine').check();
      await page.getByLabel('Rarement').nth(1).check(); // training
      await page.getByLabel('En forme et reposé').check();
      await page.getByRole('button', {name: 'Voir mon conseil'}).click();
      await expect(page).toHaveURL(/\/fr\/test-de-vitamines\/plant-based$/);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Notre conseil : les bases végétales');
    });
  });
});

test('vitamin test: an incomplete answer is asked again, a complete one leads to the result, reported to Klaviyo', async ({
  page,
}) => {
  await page.goto('/vitaminetest');
  await pageReady(page);
  await page.getByLabel('Van alles, ook vlees en vis').check();
  await page.getByRole('button', {name: 'Bekijk mijn advies'}).click();
  await expect(page.getByRole('alert')).toHaveText('Beantwoord alle vragen om je advies te zien.');
  await expect(page.getByLabel('Van alles, ook vlees en vis')).toBeChecked();

  await page.getByLabel('Zelden').first().check(); // outdoors
  await page.getByLabel('Zelden').nth(1).check(); // training
  await page.getByLabel('Vaak moe').check();
  await page.getByRole('button', {name: 'Bekijk mijn advies'}).click();

  await expect(page).toHaveURL(/\/vitaminetest\/vitamin-d$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Jouw advies: extra vitamine D');
  const products = page.getByRole('region', {name: 'Aanbevolen voor jou'}).getByRole('listitem');
  await expect(products.first()).toBeVisible();
  expect(await products.count()).toBeGreaterThan(0);
  // Queued for Klaviyo by the tracking module, which loads once the page is idle (README "Tracking").
  const queued = await klaviyoCommands(page, 'track', 'Vitamin Test Result');
  expect(queued).toContainEqual([
    'track',
    'Vitamin Test Result',
    expect.objectContaining({Result: 'vitamin-d', ResultName: 'Jouw advies: extra vitamine D', lang: 'nl'}),
  ]);
  await page.getByRole('link', {name: 'Doe de test opnieuw'}).click();
  await expect(page).toHaveURL(/\/vitaminetest$/);
});

test('client-side navigation between service pages: the next page brings its market’s fixed words with its data', async ({
  page,
}) => {
  await page.goto('/fr/guide-vegetal');
  await pageReady(page); // hydrated: the link navigates in the page
  await page.evaluate(() => Object.assign(window, {__sameDocument: true}));
  await page.locator('main a[href="/fr/test-de-vitamines"]').first().click();
  await expect(page).toHaveURL(/\/fr\/test-de-vitamines$/);
  await page.getByRole('radio').first().check(); // one answer of four: the test asks for the others
  await page.getByRole('button', {name: 'Voir mon conseil'}).click();
  await expect(page.getByRole('alert')).toHaveText('Répondez à toutes les questions pour voir votre conseil.');
  expect(await page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument)).toBe(true);
});

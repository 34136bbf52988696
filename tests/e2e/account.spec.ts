// Signed-in customers (issue 10), in a real browser against the local services, on a phone and on a desktop:
// register → activate through the mailbox link → log in → addresses → orders → log out; forgot password → reset
// link → log in; signed-in checkout arrives at the services' checkout as that customer; the loyalty panel.
import {expect, test, type APIRequestContext, type Page} from '@playwright/test';

const SERVICES = `http://127.0.0.1:${process.env.E2E_SERVICES_PORT ?? 4300}`;
const DEMO = {email: 'demo@originalfuel.example', password: 'demo-password-1'};

/** An email no other test (or project, or earlier run) uses. */
function freshEmail(prefix: string, project: string): string {
  return `${prefix}-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The newest mail of a kind to an address, as the local mailbox holds it. */
async function mailLink(
  request: APIRequestContext,
  to: string,
  kind: 'activation' | 'reset',
  newerThan?: string,
): Promise<{id: string; token: string; url: string}> {
  let link: {id: string; token: string; url: string} | null = null;
  await expect
    .poll(async () => {
      const answer = await request.get(`${SERVICES}/__admin/mailbox?to=${encodeURIComponent(to)}`);
      const {messages} = (await answer.json()) as {messages: {kind: string; url: string}[]};
      const message = messages.find((candidate) => candidate.kind === kind);
      if (newerThan && message?.url.includes(newerThan)) return false;
      const match = message && /\/account\/(?:activate|reset)\/(\d+)\/([^/?#]+)/.exec(message.url);
      link = match ? {id: match[1]!, token: match[2]!, url: message!.url} : null;
      return Boolean(link);
    })
    .toBe(true);
  return link!;
}

async function logIn(page: Page, path: string, email: string, password: string, labels = {email: 'Email address', password: 'Password', submit: 'Log in'}) {
  await page.goto(path);
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, {exact: true}).fill(password);
  await page.getByRole('button', {name: labels.submit, exact: true}).click();
}

test('de: register, activate by the mailed link, log in, keep addresses, log out', async ({page, request}, testInfo) => {
  const email = freshEmail('register', testInfo.project.name);
  await page.goto('/de/konto/register');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Konto erstellen');
  await page.getByLabel('Vorname').fill('Erika');
  await page.getByLabel('Nachname').fill('Muster');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  // Too short first: Shopify's rule, the reason in German, the shopper stays on the form.
  await page.getByLabel('Passwort', {exact: true}).fill('abc');
  await page.getByRole('button', {name: 'Konto erstellen'}).click();
  await expect(page.getByText('Das Passwort ist zu kurz (mindestens 5 Zeichen).')).toBeVisible();
  await page.getByLabel('Passwort', {exact: true}).fill('guter-pass-1');
  await page.getByRole('button', {name: 'Konto erstellen'}).click();
  await expect(page.getByRole('status')).toContainText('Dein Konto wurde erstellt');

  // Not active yet: logging in says so.
  await logIn(page, '/de/konto/login', email, 'guter-pass-1', {email: 'E-Mail-Adresse', password: 'Passwort', submit: 'Anmelden'});
  await expect(page.getByText('Dieses Konto ist noch nicht aktiv.')).toBeVisible();

  const link = await mailLink(request, email, 'activation');
  await page.goto(`/de/konto/activate/${link.id}/${link.token}`);
  await page.getByLabel('Neues Passwort', {exact: true}).fill('aktiv-pass-2');
  await page.getByLabel('Neues Passwort wiederholen').fill('aktiv-pass-2');
  await page.getByRole('button', {name: 'Konto aktivieren'}).click();
  await expect(page.getByRole('status')).toContainText('Dein Konto ist aktiv');
  // The link works once.
  await page.goto(`/de/konto/activate/${link.id}/${link.token}`);
  await page.getByLabel('Neues Passwort', {exact: true}).fill('aktiv-pass-3');
  await page.getByLabel('Neues Passwort wiederholen').fill('aktiv-pass-3');
  await page.getByRole('button', {name: 'Konto aktivieren'}).click();
  await expect(page.getByText('Dieser Link ist abgelaufen oder wurde schon verwendet.')).toBeVisible();

  await logIn(page, '/de/konto/login', email, 'aktiv-pass-2', {email: 'E-Mail-Adresse', password: 'Passwort', submit: 'Anmelden'});
  await expect(page).toHaveURL(/\/de\/konto$/);
  await expect(page.getByRole('heading', {name: 'Hallo Erika'})).toBeVisible();
  await expect(page.getByTestId('account-entry')).toHaveAttribute('data-signed-in', 'true');

  // Addresses: add two, make the second the default.
  await page.goto('/de/konto/addresses');
  for (const [street, city] of [
    ['Hauptstraße 1', 'Köln'],
    ['Bahnhofstraße 9', 'Bonn'],
  ]) {
    const form = page.locator('details', {has: page.getByText('Adresse hinzufügen')});
    if (!(await form.evaluate((element) => (element as HTMLDetailsElement).open))) await form.locator('summary').click();
    await form.getByLabel('Vorname').fill('Erika');
    await form.getByLabel('Nachname').fill('Muster');
    await form.getByLabel('Straße und Hausnummer').fill(street!);
    await form.getByLabel('Postleitzahl').fill('50667');
    await form.getByLabel('Ort', {exact: true}).fill(city!);
    await form.getByLabel('Land', {exact: true}).fill('Germany');
    await form.getByRole('button', {name: 'Speichern'}).click();
    await expect(page.getByRole('status')).toHaveText('Die Adresse wurde gespeichert.');
    await expect(page.locator('address', {hasText: street!})).toBeVisible();
  }
  const bonn = page.locator('li', {has: page.locator('address', {hasText: 'Bahnhofstraße 9'})});
  await bonn.getByRole('button', {name: 'Als Standard festlegen'}).click();
  await expect(page.getByRole('status')).toHaveText('Deine Standardadresse wurde geändert.');
  await expect(bonn.getByText('Standardadresse')).toBeVisible();
  // No address of the page holds the access token.
  expect(await page.content()).not.toMatch(/customer_access_token/);

  // Log out: the header shows nobody, the account pages send to login.
  await page.getByRole('button', {name: 'Abmelden'}).click();
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.getByTestId('account-entry')).not.toHaveAttribute('data-signed-in', 'true');
  await page.goto('/de/konto');
  await expect(page).toHaveURL(/\/de\/konto\/login\?return_to=/);
});

test('en: forgot password, reset by the mailed link, log in with the new password', async ({page, request}, testInfo) => {
  // A customer of their own: activated through the mailbox, so the reset changes nobody else's password.
  const email = freshEmail('reset', testInfo.project.name);
  await page.goto('/en/account/register');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', {exact: true}).fill('first-pass-1');
  await page.getByRole('button', {name: 'Create account'}).click();
  await expect(page.getByRole('status')).toContainText('Your account has been created');
  const activation = await mailLink(request, email, 'activation');
  await page.goto(`/en/account/activate/${activation.id}/${activation.token}`);
  await page.getByLabel('New password', {exact: true}).fill('first-pass-1');
  await page.getByLabel('Repeat the new password').fill('first-pass-1');
  await page.getByRole('button', {name: 'Activate account'}).click();
  await expect(page.getByRole('status')).toContainText('Your account is active');

  await page.goto('/en/account/recover');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', {name: 'Send reset link'}).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for this email address');

  const reset = await mailLink(request, email, 'reset');
  await page.goto(`/en/account/reset/${reset.id}/${reset.token}`);
  await page.getByLabel('New password', {exact: true}).fill('second-pass-2');
  await page.getByLabel('Repeat the new password').fill('something-else');
  await page.getByRole('button', {name: 'Save password'}).click();
  await expect(page.getByText('The two passwords are not the same.')).toBeVisible();
  await page.getByLabel('New password', {exact: true}).fill('second-pass-2');
  await page.getByLabel('Repeat the new password').fill('second-pass-2');
  await page.getByRole('button', {name: 'Save password'}).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed');

  await logIn(page, '/en/account/login', email, 'first-pass-1');
  await expect(page.getByText('The email address or password is incorrect.')).toBeVisible();
  await logIn(page, '/en/account/login', email, 'second-pass-2');
  await expect(page).toHaveURL(/\/en\/account$/);

  // The same by the whole link (`?url=`, as a mail template may hand it over): customerResetByUrl.
  await page.getByRole('button', {name: 'Sign out'}).click();
  await page.goto('/en/account/recover');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', {name: 'Send reset link'}).click();
  await expect(page.getByRole('status')).toContainText('If an account exists');
  const byUrl = await mailLink(request, email, 'reset', reset.token);
  await page.goto(`/en/account/reset?url=${encodeURIComponent(byUrl.url)}`);
  await page.getByLabel('New password', {exact: true}).fill('third-pass-3');
  await page.getByLabel('Repeat the new password').fill('third-pass-3');
  await page.getByRole('button', {name: 'Save password'}).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed');
  await logIn(page, '/en/account/login', email, 'third-pass-3');
  await expect(page).toHaveURL(/\/en\/account$/);
});

test('nl: the header’s account panel logs in on the page the shopper is on', async ({page}) => {
  await page.goto('/producten');
  await page.getByTestId('account-entry').click();
  const panel = page.getByRole('dialog', {name: 'Inloggen'});
  await expect(panel).toBeVisible();
  await panel.getByRole('button', {name: 'Wachtwoord vergeten?'}).click();
  await expect(page.getByRole('dialog', {name: 'Wachtwoord vergeten?'})).toBeVisible();
  await page.getByRole('dialog').getByRole('button', {name: 'Heb je al een account? Log in'}).click();
  await panel.getByLabel('E-mailadres').fill(DEMO.email);
  await panel.getByLabel('Wachtwoord', {exact: true}).fill('wrong-password');
  await panel.getByRole('button', {name: 'Inloggen', exact: true}).click();
  await expect(panel.getByText('Het e-mailadres of wachtwoord klopt niet.')).toBeVisible();
  await panel.getByLabel('Wachtwoord', {exact: true}).fill(DEMO.password);
  await panel.getByRole('button', {name: 'Inloggen', exact: true}).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/producten$/);
  await expect(page.getByTestId('account-entry')).toHaveAttribute('data-signed-in', 'true');
  await expect(page.getByTestId('account-entry')).toHaveAttribute('aria-label', 'Mijn account (Sanne)');
});

test('nl: signed in, checkout arrives at the checkout signed in as that customer', async ({page}) => {
  await logIn(page, '/account/login', DEMO.email, DEMO.password, {email: 'E-mailadres', password: 'Wachtwoord', submit: 'Inloggen'});
  await expect(page).toHaveURL(/\/account$/);
  await page.goto('/producten/protein/whey-protein/vanilla-1kg');
  await page.locator('[data-testid="purchase-options"] label', {hasText: /Eenmalig/}).click();
  await page.getByTestId('add-to-cart').first().click();
  await expect(page.getByTestId('add-to-cart-status').first()).toContainText('Toegevoegd');
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByTestId('checkout').click();
  await expect(page).toHaveURL(/\/cart\/c\/.+locale=nl/);
  await expect(page.locator('#checkout-customer')).toHaveAttribute('data-email', DEMO.email);
});

test('it: the loyalty panel shows tier progress, and a birthday updates it', async ({page, request}, testInfo) => {
  const email = freshEmail('loyalty', testInfo.project.name);
  await page.goto('/it/account/register');
  await page.getByLabel('Indirizzo email').fill(email);
  await page.getByLabel('Password', {exact: true}).fill('fedele-pass-1');
  await page.getByRole('button', {name: 'Crea account'}).click();
  await expect(page.getByRole('status')).toContainText('Il tuo account è stato creato');
  const activation = await mailLink(request, email, 'activation');
  await page.goto(`/it/account/activate/${activation.id}/${activation.token}`);
  await page.getByLabel('Nuova password', {exact: true}).fill('fedele-pass-1');
  await page.getByLabel('Ripeti la nuova password').fill('fedele-pass-1');
  await page.getByRole('button', {name: 'Attiva account'}).click();
  await expect(page.getByRole('status')).toContainText('Il tuo account è attivo');
  await logIn(page, '/it/account/login', email, 'fedele-pass-1', {email: 'Indirizzo email', password: 'Password', submit: 'Accedi'});
  await expect(page).toHaveURL(/\/it\/account$/);

  const panel = page.getByTestId('loyalty-panel');
  await expect(panel.getByTestId('loyalty-points')).toBeVisible();
  const before = await panel.getByTestId('loyalty-next-tier').textContent();
  const birthday = panel.getByTestId('loyalty-birthday');
  await birthday.getByLabel(/Giorno/).fill('12');
  await birthday.getByLabel(/Mese/).fill('3');
  await birthday.getByLabel(/Anno/).fill('1990');
  await birthday.getByRole('button').click();
  await expect(birthday.getByTestId('loyalty-birthday-done')).toBeVisible();
  await expect(panel.getByTestId('loyalty-next-tier')).not.toHaveText(before ?? '');
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('fr: the header entry is a link to the login page, and logging in works by form posts', async ({page}) => {
    await page.goto('/fr');
    await page.getByTestId('account-entry').click();
    await expect(page).toHaveURL(/\/fr\/compte\/login$/);
    await logIn(page, '/fr/compte/login', DEMO.email, DEMO.password, {email: 'Adresse e-mail', password: 'Mot de passe', submit: 'Se connecter'});
    await expect(page).toHaveURL(/\/fr\/compte$/);
    await expect(page.getByRole('heading', {name: 'Bonjour Sanne'})).toBeVisible();
    // The loyalty panel needs the browser's script: it says so rather than "loading" forever.
    const panel = await page.getByTestId('loyalty-panel').innerHTML();
    expect(panel).toMatch(/<noscript>.*Vos points et récompenses ont besoin de JavaScript\./s);
    expect(panel).not.toContain('Chargement');
    await page.getByRole('button', {name: 'Se déconnecter'}).click();
    await expect(page).toHaveURL(/\/fr$/);
  });
});

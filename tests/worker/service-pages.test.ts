// Service pages on the built worker (issue 11 §4): contact, wholesale, customer service, plant-based guide,
// reviews layout and vitamin test in several markets; the nutrition advice form's action against the local form
// service: success, its 422 passed through by field, the service down or hanging, no endpoint, bad bodies.
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {SERVICE_STRINGS} from '~/components/service/strings.server';
import {MARKETS} from '~/markets/markets';
import {rawRequest, routeIds, withData} from '../support/hardening';
import {adviceFormBody, VALID_ADVICE_REQUEST} from '../support/nutrition-advice';
import {PAGE_TYPES, pathIn, SERVICE_PAGES} from '../support/page-types';
import {viewOnceReviewsCached} from '../support/reviews-worker';
import {startWorker, type WorkerHarness} from '../support/worker';

let worker: WorkerHarness;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(async () => worker?.dispose());

async function page(path: string, init?: RequestInit) {
  const response = await worker.fetch(path, {redirect: 'manual', ...init});
  return {status: response.status, html: await response.text(), headers: response.headers};
}

const FORM_TYPE = {'Content-Type': 'application/x-www-form-urlencoded'};
const DATA = '?_data=routes%2F(%24locale).nutrition-advise-submit';

const formBody = adviceFormBody;
const VALID = VALID_ADVICE_REQUEST;

type Submission = Record<string, unknown>;
const submissions = async (harness = worker) =>
  ((await harness.admin('forms/nutrition-advice')) as {submissions: Submission[]}).submissions;

describe('service pages from content, in several markets', () => {
  test('contact (nl, de): contact channels, opening hours, FAQ and a call to action in the market’s words', async () => {
    const nl = await page('/hoe-kunnen-we-je-helpen');
    expect(nl.status).toBe(200);
    expect(nl.html).toContain('Hoe kunnen we je helpen?');
    expect(nl.html).toContain('Openingstijden');
    expect(nl.html).toContain('Maandag t/m vrijdag');
    expect(nl.html).toContain('href="mailto:service@originalfuel.example"');
    expect(nl.html).toContain('Kan ik mijn bestelling retourneren?');
    expect(nl.html).toContain('href="/voedings-advies-aanmelding"');
    const de = await page('/de/kontakt');
    expect(de.status).toBe(200);
    expect(de.html).toContain('Öffnungszeiten');
    expect(de.html).toContain('Kann ich meine Bestellung zurückschicken?');
    expect(de.html).toContain('href="/de/ernaehrungsberatung-anmeldung"');
    expect(de.headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=86400');
  });

  test('wholesale (fr-be, it) and the customer service URL of its record, canonical at the top-level word', async () => {
    const frBe = await page('/fr-be/devenez-partenaire');
    expect(frBe.status).toBe(200);
    expect(frBe.html).toContain('Des prix dégressifs dès le premier carton.');
    expect(frBe.html).toContain('href="mailto:partners@originalfuel.example"');
    const it = await page('/it/servizio-clienti/wholesale');
    expect(it.status).toBe(200);
    expect(it.html).toContain('Qual è l’ordine minimo?');
    expect(it.html).toMatch(/<link rel="canonical" href="[^"]*\/it\/diventa-partner"/);
    expect((await page('/it/servizio-clienti/nope')).status).toBe(404);
  });

  test('plant-based guide (fr, en): topics, FAQ and a link to the vitamin test in the market’s word', async () => {
    const fr = await page('/fr/guide-vegetal');
    expect(fr.status).toBe(200);
    expect(fr.html).toContain('Vitamine B12');
    expect(fr.html).toContain('href="/fr/test-de-vitamines"');
    const en = await page('/en/plant-based-guide');
    expect(en.html).toContain('Do I get enough protein without meat?');
  });

  test('reviews (de): heading, intro and the first 20 business reviews in German, sorted and extended by GET', async () => {
    // The first view never waits on the review service: it says the reviews are coming, and is shared by no one.
    const first = await page('/de/bewertungen');
    expect(first.status).toBe(200);
    expect(first.html).toContain('Was Kundinnen und Kunden sagen');
    expect(first.html).toMatch(/<p role="status" data-reviews-pending="[^"]*">Bewertungen werden geladen…/);
    expect(first.html).toMatch(/<noscript>.*href="\/de\/bewertungen"[^>]*>Bewertungen anzeigen<\/a>/s);
    expect(first.headers.get('cache-control')).toBe('no-store');
    // The background call has stored the reviews: a later view shows them, and may be shared.
    const {status, html, headers} = await viewOnceReviewsCached(worker, '/de/bewertungen');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=86400');
    expect(html).toContain('Was Kundinnen und Kunden sagen');
    expect(html.match(/<article[^>]*data-review="/g)).toHaveLength(20);
    expect(html).toContain('aria-label="5 von 5 Sternen"');
    expect(html).toMatch(/<a[^>]*href="\/de\/bewertungen\?page=2"[^>]*>Mehr Bewertungen<\/a>/);
    const sorted = await viewOnceReviewsCached(worker, '/de/bewertungen?orderBy=stars.asc&page=2');
    expect(sorted.html.match(/<article[^>]*data-review="/g)).toHaveLength(40);
    const firstCard = sorted.html.split('data-review="')[1]!.split('</article>')[0];
    expect(firstCard).toContain('aria-label="1 von 5 Sternen"');
    // Unreadable parameters are the defaults, never an error.
    for (const query of ['?orderBy=evil', '?page=-1', '?page=abc&orderBy=stars.desc', '?page=999']) {
      expect((await page(`/de/bewertungen${query}`)).status, query).toBe(200);
    }
  });
});

describe('the reviews page without the review service (README "Reviews")', () => {
  test('Trustpilot failing or hanging: a complete 200 in good time, without reviews, not shared', async () => {
    // Italian and French: markets no other test here has warmed, so no cached answer stands in.
    for (const [kind, path] of [
      ['500', '/it/recensioni'],
      ['timeout', '/fr/commentaires?orderBy=stars.desc'],
    ] as const) {
      await worker.admin('faults', {service: 'trustpilot', kind, count: 20});
      const started = Date.now();
      const {status, html, headers} = await page(path);
      expect(status, path).toBe(200);
      expect(Date.now() - started, path).toBeLessThan(4_000);
      expect(html.trimEnd(), path).toMatch(/<\/html>$/);
      expect(html, path).not.toContain('data-review="');
      expect(headers.get('cache-control'), path).not.toContain('public');
      await worker.admin('reset', {});
    }
  }, 30_000);
});


describe('service words travel as the market’s data, never as code (README "JavaScript on the first view")', () => {
  test('every service route’s data, in the document and on navigation, holds its market’s words (Belgian markets: their language), cacheable', async () => {
    const wrong: string[] = [];
    for (const market of MARKETS) {
      for (const pageType of PAGE_TYPES.filter(({name}) => SERVICE_PAGES.includes(name))) {
        const html = await (await worker.fetch(pathIn(market, pageType))).text();
        const path = withData(pathIn(market, pageType), routeIds(html).at(-1)!);
        const response = await worker.fetch(path);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('Cache-Control'), path).toBe('public, max-age=60, stale-while-revalidate=86400');
        const {serviceStrings} = (await response.json()) as {serviceStrings?: unknown};
        const expected = JSON.stringify(SERVICE_STRINGS[market.language]);
        if (JSON.stringify(serviceStrings) !== expected) wrong.push(path);
        const document = JSON.parse(/window\.__remixContext = (\{.*?\});<\/script>/s.exec(html)![1]!) as {
          state: {loaderData: Record<string, {serviceStrings?: unknown} | null>};
        };
        const documentData = document.state.loaderData[routeIds(html).at(-1)!];
        if (JSON.stringify(documentData?.serviceStrings) !== expected) wrong.push(`${pathIn(market, pageType)} (document)`);
      }
    }
    expect(wrong).toEqual([]);
  });

  // The longest plain run of a text: what a minifier writes as it is, whatever it does with quotes and accents.
  const asciiRun = (text: string) => [...text.matchAll(/[A-Za-z ,]+/g)].map(([run]) => run).sort((a, b) => b.length - a.length)[0]!;

  test('no browser chunk holds the service words of any language', () => {
    const assets = 'dist/client/assets';
    const chunks = readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(0);
    const found = chunks.flatMap((name) => {
      const code = readFileSync(join(assets, name), 'utf8');
      return Object.entries(SERVICE_STRINGS)
        .filter(([, strings]) => code.includes(asciiRun(strings.consent)))
        .map(([language]) => `${name}: ${language}`);
    });
    expect(found).toEqual([]);
  });
});

describe('vitamin test', () => {
  test('the questions render as a GET form in each market (it, nl-be)', async () => {
    const it = await page('/it/test-vitaminico');
    expect(it.status).toBe(200);
    expect(it.html).toContain('Come mangi?');
    expect(it.html).toMatch(/<form method="get" action="\/it\/test-vitaminico"/);
    expect(it.html).toMatch(/<input type="radio" name="diet"[^>]*value="vegan"/);
    const nlBe = await page('/nl-be/vitaminetest');
    expect(nlBe.html).toContain('Hoe eet je?');
  });

  test('complete answers go on to the result in the market’s words; the result recommends products', async () => {
    const sent = await page('/de/vitaminetest?diet=everything&outdoors=rarely&training=rarely&energy=tired');
    expect(sent.status).toBe(302);
    expect(sent.headers.get('Location')).toBe('/de/vitaminetest/vitamin-d');
    const result = await page('/de/vitaminetest/vitamin-d');
    expect(result.status).toBe(200);
    expect(result.html).toContain('Deine Empfehlung: mehr Vitamin D');
    expect(result.html).toContain('Für dich empfohlen');
    expect(result.html).toMatch(/href="\/de\/produkte\/[^"]+\/vitamin-d3"/);
    expect(result.html).toContain('data-result="vitamin-d"');
  });

  test('incomplete or unknown answers show the test again with a note and the answers kept', async () => {
    const {status, html} = await page('/en/vitamintest?diet=vegan&outdoors=sometimes&energy=sleepy');
    expect(status).toBe(200);
    expect(html).toContain('Please answer every question to see your advice.');
    expect(html).toMatch(/name="diet"[^>]*checked=""[^>]*value="vegan"/);
    expect(html).toMatch(/name="outdoors"[^>]*checked=""[^>]*value="sometimes"/);
    expect(html).not.toMatch(/name="energy"[^>]*checked=""/);
  });

  test('an unknown result path is a 404 in the shell', async () => {
    for (const path of [
      '/vitaminetest/nope',
      '/vitaminetest/vitamin-d/extra',
      '/de/vitaminetest/Vitamin-D',
      '/vitaminetest/..%2Fx',
    ]) {
      const {status, html} = await page(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain('<footer');
    }
  });
});

describe('nutrition advice form', () => {
  test('the page (nl) shows the form with its fields and the content around it', async () => {
    const {status, html} = await page('/voedings-advies-aanmelding');
    expect(status).toBe(200);
    expect(html).toMatch(/<form method="post"/);
    for (const name of ['name', 'email', 'goal', 'message', 'consent']) expect(html).toContain(`name="${name}"`);
    expect(html).toContain('Een diëtist belt je');
  });

  test('without JavaScript: a valid post renders the thanks, never stored, and the service records only our fields', async () => {
    await worker.admin('reset', {});
    const {status, html, headers} = await page('/en/nutrition-advise-submit', {
      method: 'POST',
      headers: FORM_TYPE,
      body: formBody({...VALID, admin: 'true', price: '0'}),
    });
    expect(status).toBe(200);
    expect(html).toContain('Thank you! A dietitian will contact you within three working days.');
    expect(headers.get('Cache-Control')).toBe('no-store');
    const recorded = await submissions();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({...VALID, consent: true, language: 'en', market: 'eu_en'});
    expect(recorded[0]).not.toHaveProperty('admin');
    expect(recorded[0]).not.toHaveProperty('price');
  });

  test('with JavaScript (loader data): sent, as JSON', async () => {
    await worker.admin('reset', {});
    const response = await worker.fetch(`/en/nutrition-advise-submit${DATA}`, {
      method: 'POST',
      headers: FORM_TYPE,
      body: formBody(VALID),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({status: 'sent'});
    expect(await submissions()).toHaveLength(1);
  });

  test('the service’s 422 is passed through by field in the market’s language, with what was typed kept', async () => {
    await worker.admin('reset', {});
    const {status, html} = await page('/de/ernaehrungsberatung-anmeldung', {
      method: 'POST',
      headers: FORM_TYPE,
      body: formBody({...VALID, email: 'sanne-at-example', consent: ''}),
    });
    expect(status).toBe(422);
    expect(html).toContain('Das ist keine gültige E-Mail-Adresse.');
    expect(html).toContain('Bitte stimme der Nutzung deiner Angaben für diese Beratung zu.');
    expect(html).toContain('value="sanne-at-example"');
    expect(html).toContain('value="Sanne de Vries"');
    expect(html).toMatch(/<option value="energy" selected="">/);
    expect(await submissions()).toEqual([]);

    const data = await worker.fetch(`/en/nutrition-advise-submit${DATA}`, {
      method: 'POST',
      headers: FORM_TYPE,
      body: formBody({}),
    });
    expect(data.status).toBe(422);
    expect(data.headers.get('Cache-Control')).toBe('no-store');
    const answer = (await data.json()) as {status: string; errors: Record<string, string[]>};
    expect(answer.status).toBe('invalid');
    expect(answer.errors).toEqual({
      name: ['Please fill in this field.'],
      email: ['Please fill in this field.'],
      goal: ['Choose one of the goals.'],
      message: ['Please fill in this field.'],
      consent: ['Please agree to the use of your details for this advice.'],
    });
  });

  test('the service failing (500) is a 502 with a clear message, the typed values kept', async () => {
    await worker.admin('reset', {});
    await worker.admin('faults', {service: 'forms', kind: '500', count: 1});
    const {status, html} = await page('/fr/conseil-nutritionnel-inscription', {
      method: 'POST',
      headers: FORM_TYPE,
      body: formBody(VALID),
    });
    expect(status).toBe(502);
    expect(html).toContain('notre service de conseil n');
    expect(html).toContain('value="Sanne de Vries"');
    expect(await submissions()).toEqual([]);
  });

  test('the service hanging is given up and answered 502, not left waiting', async () => {
    await worker.admin('reset', {});
    await worker.admin('faults', {service: 'forms', kind: 'timeout', count: 1});
    const started = Date.now();
    const response = await worker.fetch(`/en/nutrition-advise-submit${DATA}`, {
      method: 'POST',
      headers: FORM_TYPE,
      body: formBody(VALID),
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({status: 'failed'});
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 30_000);

  test('bad bodies are 4xx, never 500, and nothing is forwarded', async () => {
    await worker.admin('reset', {});
    const cases: [string, RequestInit][] = [
      ['a field over its limit', {headers: FORM_TYPE, body: formBody({...VALID, message: 'x'.repeat(2001)})}],
      ['a repeated field', {headers: FORM_TYPE, body: `${formBody(VALID)}&email=other%40example.com`}],
      ['no form marker', {headers: FORM_TYPE, body: new URLSearchParams(VALID).toString()}],
      ['malformed encoding', {headers: FORM_TYPE, body: 'name=%E0%A4%A&form=nutrition-advice'}],
      ['an empty body', {headers: FORM_TYPE, body: ''}],
      ['JSON', {headers: {'Content-Type': 'application/json'}, body: JSON.stringify(VALID)}],
    ];
    for (const [name, init] of cases) {
      const response = await worker.fetch(`/en/nutrition-advise-submit${DATA}`, {method: 'POST', ...init});
      expect(response.status, name).toBeGreaterThanOrEqual(400);
      expect(response.status, name).toBeLessThan(500);
    }
    // A huge body is refused from its declared length, before it is read: sent as headers on a raw socket, since a
    // client still writing the body sees the connection closed under it (ECONNRESET).
    const huge = formBody({...VALID, message: 'x'.repeat(200_000)});
    const headers = `Content-Type: ${FORM_TYPE['Content-Type']}\r\nContent-Length: ${Buffer.byteLength(huge)}`;
    const refused = await rawRequest(worker, `POST /en/nutrition-advise-submit${DATA} HTTP/1.1\r\n${headers}`, [], {end: false});
    expect(refused.status, 'a huge body').toBe(413);
    const tooLong = await page('/en/nutrition-advise-submit', {
      method: 'POST',
      headers: FORM_TYPE,
      body: formBody({...VALID, message: 'x'.repeat(2001)}),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.html).toContain('This is longer than we can take (2000 characters at most).');
    expect(await submissions()).toEqual([]);
  });
});

describe('the form service unreachable or not configured', () => {
  test('unreachable: 502 with a clear message', async () => {
    const down = await startWorker(() => ({NUTRITION_ADVICE_URL: 'http://127.0.0.1:9/forms/nutrition-advice'}));
    try {
      const response = await down.fetch('/en/nutrition-advise-submit', {
        method: 'POST',
        headers: FORM_TYPE,
        body: formBody(VALID),
      });
      expect(response.status).toBe(502);
      expect(await response.text()).toContain('our advice service did not answer');
    } finally {
      await down.dispose();
    }
  });

  test('not configured: the form says the service is unavailable (503), the page itself still renders', async () => {
    const unset = await startWorker(() => ({NUTRITION_ADVICE_URL: ''}));
    try {
      const view = await unset.fetch('/nutrition-advise-submit');
      expect(view.status).toBe(200);
      await view.text();
      const response = await unset.fetch('/voedings-advies-aanmelding', {
        method: 'POST',
        headers: FORM_TYPE,
        body: formBody(VALID),
      });
      expect(response.status).toBe(503);
      const html = await response.text();
      expect(html).toContain('Aanvragen kunnen nu niet worden verstuurd.');
      expect(html).toContain('value="Sanne de Vries"');
      expect(await submissions(unset)).toEqual([]);
    } finally {
      await unset.dispose();
    }
  });
});

// Spec §7 Tracking and §9: page params per route, the click label parser, the consent hook, the touch/hover rule,
// and the configuration from env (no ids, no tracking).
import {afterEach, beforeEach, describe, expect, test, vi} from 'vitest';
import {clickEvent, parseClickLabel} from '~/tracking/click-label';
import {tagScriptUrls, trackingConfig} from '~/tracking/config';
import {trackingAllowed} from '~/tracking/consent';
import {pageParams, pageType} from '~/tracking/page-params';
import {touchClock} from '~/tracking/touch-hover';
import {TOUCH_HOVER_IGNORE_MS} from '~styles/tokens';

describe('page params: the page type from the route, in every translated alias', () => {
  const cases: [string, string][] = [
    ['routes/_index', 'home'],
    ['home/de', 'home'],
    ['home/fr-be', 'home'],
    ['routes/($locale).products.$collection.$product.($variant)', 'product'],
    ['alias/produkte/($locale).products.$collection.$product.($variant)', 'product'],
    ['alias/prodotti/($locale).products.$collection._index', 'collection'],
    ['routes/($locale).products._index', 'products'],
    ['routes/($locale).cart', 'cart'],
    ['alias/warenkorb/($locale).cart', 'cart'],
    ['routes/($locale).search', 'search'],
    ['routes/($locale).fitblog._index', 'blog'],
    ['routes/($locale).fitblog.$tag.$slug', 'article'],
    ['routes/($locale).recipes._index', 'recipes'],
    ['routes/($locale).recipes.$tag.$slug', 'recipe'],
    ['routes/($locale).account.orders.$id', 'account'],
    ['routes/($locale).vitamintest.$', 'vitamin_test'],
    ['routes/($locale).reviews', 'reviews'],
    ['routes/($locale).customer-service.$slug', 'service'],
    ['routes/($locale).how-can-we-help-you', 'service'],
    ['routes/($locale).$', 'content'],
    ['routes/($locale).plant-based-guide', 'other'],
    ['', 'other'],
  ];
  test.each(cases)('%s is %s', (routeId, type) => expect(pageType(routeId)).toBe(type));

  test('path, location, title, language, market and its currency', () => {
    const market = {id: 'de_de', language: 'de', currencyCode: 'EUR'} as const;
    expect(pageParams({routeId: 'routes/($locale).search', url: 'http://localhost:3000/de/suche?q=whey#x', title: 'Suche', market})).toEqual({
      event: 'page_params',
      page_type: 'search',
      page_path: '/de/suche?q=whey',
      page_location: 'http://localhost:3000/de/suche?q=whey#x',
      page_title: 'Suche',
      page_language: 'de',
      market: 'de_de',
      currency: 'EUR',
    });
    expect(pageParams({routeId: 'x', url: '/relative', title: '', market}).page_path).toBe('/relative');
  });
});

describe('click labels are category:action:label', () => {
  test('category and action required, the label is the rest (colons kept), trimmed', () => {
    expect(parseClickLabel('cart:checkout:button')).toEqual({category: 'cart', action: 'checkout', label: 'button'});
    expect(parseClickLabel(' menu : open : https://x.test/a:b ')).toEqual({category: 'menu', action: 'open', label: 'https://x.test/a:b'});
    expect(parseClickLabel('menu:open:')).toEqual({category: 'menu', action: 'open', label: ''});
    for (const bad of [null, undefined, '', 'menu', 'menu:open', ':open:x', 'menu::x', '  :  :  ']) expect(parseClickLabel(bad), String(bad)).toBeNull();
  });

  test('every part is cut to GA4’s 100 characters', () => {
    const long = 'x'.repeat(150);
    const parsed = parseClickLabel(`${long}:${long}:${long}`)!;
    expect([parsed.category.length, parsed.action.length, parsed.label.length]).toEqual([100, 100, 100]);
  });

  test('the data layer event', () => {
    expect(clickEvent({category: 'cart', action: 'checkout', label: 'button'})).toEqual({
      event: 'click_event',
      event_category: 'cart',
      event_action: 'checkout',
      event_label: 'button',
    });
  });
});

describe('hover detection ignores mouse moves within 500 ms of a touch (spec §9)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  test('before any touch a mouse move is a hover; after a touch only from 500 ms on', () => {
    const clock = touchClock();
    expect(clock.isHover()).toBe(true);
    clock.touched();
    for (const elapsed of [0, 1, 250, 499]) {
      const fresh = touchClock();
      fresh.touched();
      vi.advanceTimersByTime(elapsed);
      expect(fresh.isHover(), `${elapsed} ms`).toBe(false);
    }
    vi.advanceTimersByTime(TOUCH_HOVER_IGNORE_MS);
    expect(clock.isHover()).toBe(true);
  });

  test('exactly 500 ms after the last touch counts; a new touch starts the window again', () => {
    const clock = touchClock();
    clock.touched();
    vi.advanceTimersByTime(500);
    expect(clock.isHover()).toBe(true);
    clock.touched();
    vi.advanceTimersByTime(300);
    clock.touched();
    vi.advanceTimersByTime(300);
    expect(clock.isHover()).toBe(false);
    vi.advanceTimersByTime(200);
    expect(clock.isHover()).toBe(true);
  });
});

describe('the consent hook decides whether tags load (default: load)', () => {
  test('no hook: load; true or a promise of true: load; anything else, a throw or a rejection: no tags', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await trackingAllowed({})).toBe(true);
    expect(await trackingAllowed({ofTrackingConsent: () => true})).toBe(true);
    expect(await trackingAllowed({ofTrackingConsent: () => Promise.resolve(true)})).toBe(true);
    expect(await trackingAllowed({ofTrackingConsent: () => false})).toBe(false);
    expect(await trackingAllowed({ofTrackingConsent: () => Promise.resolve(false)})).toBe(false);
    expect(await trackingAllowed({ofTrackingConsent: (() => 'yes') as never})).toBe(false);
    expect(
      await trackingAllowed({
        ofTrackingConsent: () => {
          throw new Error('cmp broken');
        },
      }),
    ).toBe(false);
    expect(await trackingAllowed({ofTrackingConsent: () => Promise.reject(new Error('no'))})).toBe(false);
    expect(await trackingAllowed({ofTrackingConsent: 'true' as never})).toBe(true);
    vi.restoreAllMocks();
  });
});

describe('configuration from env: no ids, no tracking', () => {
  test('without either id nothing is configured', () => {
    expect(trackingConfig({})).toBeNull();
    expect(trackingConfig({PUBLIC_GTM_CONTAINER_ID: '', PUBLIC_KLAVIYO_COMPANY_ID: '  '})).toBeNull();
    expect(trackingConfig({PUBLIC_GTM_SCRIPT_URL: 'https://x.test/gtm.js', PUBLIC_KLAVIYO_SCRIPT_URL: 'https://x.test/k.js'})).toBeNull();
  });

  test('each tag with its own id, the vendor’s script unless another is configured', () => {
    expect(trackingConfig({PUBLIC_GTM_CONTAINER_ID: 'GTM-ABC123'})).toEqual({
      gtm: {id: 'GTM-ABC123', src: 'https://www.googletagmanager.com/gtm.js'},
      klaviyo: null,
    });
    const both = trackingConfig({
      PUBLIC_GTM_CONTAINER_ID: 'GTM-ABC123',
      PUBLIC_GTM_SCRIPT_URL: 'http://127.0.0.1:4100/tags/gtm.js',
      PUBLIC_KLAVIYO_COMPANY_ID: 'AbC123',
    })!;
    expect(both.klaviyo).toEqual({id: 'AbC123', src: 'https://static.klaviyo.com/onsite/js/klaviyo.js'});
    expect(tagScriptUrls(both)).toEqual({
      gtm: 'http://127.0.0.1:4100/tags/gtm.js?id=GTM-ABC123',
      klaviyo: 'https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=AbC123',
    });
  });

  test('a malformed id leaves its tag off; a bad script URL falls back to the vendor’s (logged)', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const id of ['gtm-abc123', 'GTM-', 'GTM-AB"C', 'UA-12345-1', 'GTM-ABC123<script>']) {
      expect(trackingConfig({PUBLIC_GTM_CONTAINER_ID: id}), id).toBeNull();
    }
    for (const id of ['abc', 'ab-123', 'x'.repeat(33), '<k>']) expect(trackingConfig({PUBLIC_KLAVIYO_COMPANY_ID: id}), id).toBeNull();
    for (const url of ['javascript:alert(1)', 'ftp://x.test/gtm.js', 'not a url', 'https://u:p@x.test/gtm.js', 'https://x.test/gtm.js?id=GTM-EVIL']) {
      expect(trackingConfig({PUBLIC_GTM_CONTAINER_ID: 'GTM-ABC123', PUBLIC_GTM_SCRIPT_URL: url})?.gtm?.src, url).toBe(
        'https://www.googletagmanager.com/gtm.js',
      );
    }
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

// README "Security": the policy comes from configuration (env), per market: the store and checkout hosts, every
// market's checkout host and MARKET_HOST_* for forms, the content endpoint, the browser's Sentry DSN; and the
// app proxy's documents get the same allow-list without a nonce, so no inline script in a proxied page runs.
import {createContentSecurityPolicy} from '@shopify/hydrogen';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {describe, expect, test, vi} from 'vitest';
import {marketConfigs} from '~/markets/config.server';
import {contentSecurityPolicy, cspDirectives, cspSettings, proxiedDocumentPolicy, type CspSettings} from '~/security/csp';

const ENV = {
  PUBLIC_STORE_DOMAIN: 'original-fuel.myshopify.com',
  PUBLIC_STOREFRONT_API_TOKEN: 'token',
  PUBLIC_CHECKOUT_DOMAIN: 'checkout.originalfuel.nl',
  PUBLIC_CHECKOUT_DOMAIN_DE_DE: 'checkout.originalfuel.de',
  MARKET_HOST_NL_NL: 'www.originalfuel.nl',
  MARKET_HOST_DE_DE: 'WWW.originalfuel.de',
} as unknown as Env;


const TAGS = {
  gtm: {id: 'GTM-ABC123', src: 'https://www.googletagmanager.com/gtm.js'},
  klaviyo: {id: 'AbC123', src: 'https://static.klaviyo.com/onsite/js/klaviyo.js'},
};

const marketOf = (env: Env, id: string) => marketConfigs(env as never).find((config) => config.id === id)!;

/** The policy header split into directive → sources. */
function directivesOf(header: string) {
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('the settings come from env, for the request’s market', () => {
  test('store and checkout host of the market; every market’s checkout host and configured host', () => {
    const settings = cspSettings(marketOf(ENV, 'de_de'), ENV);
    expect(settings).toEqual({
      storeDomain: 'original-fuel.myshopify.com',
      checkoutHost: 'checkout.originalfuel.de',
      checkoutHosts: [
        'checkout.originalfuel.nl',
        'checkout.originalfuel.de',
        'checkout.originalfuel.nl',
        'checkout.originalfuel.nl',
        'checkout.originalfuel.nl',
        'checkout.originalfuel.nl',
        'checkout.originalfuel.nl',
      ],
      marketHosts: ['www.originalfuel.nl', 'www.originalfuel.de'],
      contentEndpoint: 'https://graphql.datocms.com/',
      sentryDsn: undefined,
      chat: null,
      tracking: null,
    });
  });

  test('the chat widget only where PUBLIC_INTERCOM_APP_ID is set (per market, an empty override switches it off)', () => {
    const env = {...ENV, PUBLIC_INTERCOM_APP_ID: 'abc123', PUBLIC_INTERCOM_APP_ID_IT_IT: ''} as Env;
    expect(cspSettings(marketOf(env, 'nl_nl'), env).chat).toEqual({
      vendor: 'intercom',
      appId: 'abc123',
      scriptUrl: 'https://widget.intercom.io/widget/abc123',
    });
    expect(cspSettings(marketOf(env, 'it_it'), env).chat).toBeNull();
    expect(cspSettings(marketOf(ENV, 'nl_nl'), ENV).chat).toBeNull();
  });

  test('DATOCMS_GRAPHQL_URL and PUBLIC_SENTRY_DSN when set', () => {
    const env = {...ENV, DATOCMS_GRAPHQL_URL: 'https://graphql.datocms.com/environments/staging', PUBLIC_SENTRY_DSN: 'https://k@o9.ingest.sentry.io/1'} as Env;
    const settings = cspSettings(marketOf(env, 'nl_nl'), env);
    expect(settings.contentEndpoint).toBe('https://graphql.datocms.com/environments/staging');
    expect(settings.sentryDsn).toBe('https://k@o9.ingest.sentry.io/1');
    expect(settings.checkoutHost).toBe('checkout.originalfuel.nl');
  });

  test('the document policy of a request is built from its context', () => {
    const context = {market: marketOf(ENV, 'de_de'), env: ENV} as unknown as AppLoadContext;
    const directives = contentSecurityPolicy(context);
    expect(directives.formAction).toEqual(["'self'", 'checkout.originalfuel.nl', 'checkout.originalfuel.de', 'www.originalfuel.nl', 'www.originalfuel.de']);
    expect(directives.shop).toEqual({storeDomain: 'original-fuel.myshopify.com', checkoutDomain: 'checkout.originalfuel.de'});
    expect(directives.connectSrc).toContain('https://graphql.datocms.com');
  });
});

describe('hosts written with or without a scheme', () => {
  const settings: CspSettings = {
    storeDomain: 'https://original-fuel.myshopify.com/',
    checkoutHost: 'checkout.originalfuel.nl',
    checkoutHosts: ['checkout.originalfuel.nl'],
    marketHosts: [],
    contentEndpoint: 'graphql.datocms.com/environments/main',
  };

  test('Hydrogen is given the store host without scheme or path; content and Sentry by their origin', () => {
    const directives = cspDirectives({...settings, sentryDsn: 'https://key@o1.ingest.de.sentry.io/2'});
    expect(directives.shop.storeDomain).toBe('original-fuel.myshopify.com');
    expect(cspDirectives({...settings, storeDomain: 'HTTPS://Shop.example/x'}).shop.storeDomain).toBe('Shop.example');
    expect(directives.connectSrc[0]).toBe('https://graphql.datocms.com');
    expect(directives.connectSrc.at(-1)).toBe('https://o1.ingest.de.sentry.io');
    const own = cspDirectives({...settings, contentEndpoint: 'content.example:8443/graphql', sentryDsn: 'key@errors.example/4'});
    expect(own.connectSrc[0]).toBe('https://content.example:8443');
    expect(own.connectSrc.at(-1)).toBe('https://errors.example');
  });

  test('a DSN or endpoint that is no URL adds no source', () => {
    const directives = cspDirectives({...settings, contentEndpoint: 'http://exa mple', sentryDsn: 'not a url'});
    expect(directives.connectSrc).not.toContain(null);
    expect(directives.connectSrc.every((source) => typeof source === 'string' && source.length > 0)).toBe(true);
    expect(directives.connectSrc[0]).toBe('https://graphql.datocms.com');
    expect(directives.imgSrc).toEqual(expect.not.arrayContaining(['null', null]));
  });

  test('sources are listed once however many features name them', () => {
    const directives = cspDirectives({...settings, checkoutHosts: ['a.example', 'a.example', 'b.example']});
    expect(directives.formAction).toEqual(["'self'", 'a.example', 'b.example']);
    for (const list of [directives.connectSrc, directives.imgSrc, directives.mediaSrc, directives.frameSrc, directives.fontSrc]) {
      expect(new Set(list).size).toBe(list.length);
    }
  });

  test('locally (http) the services serve media; an https store or content host does not', () => {
    const local = cspDirectives({...settings, storeDomain: 'http://127.0.0.1:4100', contentEndpoint: 'http://127.0.0.1:4101/datocms/'});
    expect(local.imgSrc).toEqual(expect.arrayContaining(['http://127.0.0.1:4100', 'http://127.0.0.1:4101']));
    expect(local.mediaSrc).toEqual(expect.arrayContaining(['http://127.0.0.1:4100', 'http://127.0.0.1:4101']));
    expect(local.shop.storeDomain).toBe('127.0.0.1:4100');
    const production = cspDirectives(settings);
    expect(production.imgSrc).not.toContain('https://original-fuel.myshopify.com');
    expect(production.mediaSrc).toEqual(["'self'", 'https://www.datocms-assets.com', 'https://stream.mux.com']);
  });

  test('without a chat widget no Intercom host is allowed; with one, its hosts and its loader’s origin', () => {
    const none = createContentSecurityPolicy(cspDirectives(settings)).header;
    expect(none).not.toMatch(/intercom/i);
    const local = cspDirectives({
      ...settings,
      chat: {vendor: 'intercom', appId: 'localchat', scriptUrl: 'http://127.0.0.1:4100/chat/widget/localchat'},
    });
    expect(local.scriptSrc).toEqual(expect.arrayContaining(['https://widget.intercom.io', 'http://127.0.0.1:4100']));
    expect(local.connectSrc).toContain('wss://nexus-websocket-a.intercom.io');
    expect(local.connectSrc).not.toContain('http://127.0.0.1:4100');
  });
});

describe('documents the app proxy passes through', () => {
  const settings: CspSettings = {
    storeDomain: 'original-fuel.myshopify.com',
    checkoutHost: 'checkout.originalfuel.nl',
    checkoutHosts: ['checkout.originalfuel.nl'],
    marketHosts: ['www.originalfuel.nl'],
    contentEndpoint: 'https://graphql.datocms.com/',
    tracking: TAGS,
  };

  test('the same allow-list, without any nonce', () => {
    const proxied = proxiedDocumentPolicy(settings);
    expect(proxied).not.toMatch(/nonce/);
    const proxiedDirectives = directivesOf(proxied);
    const {header} = createContentSecurityPolicy(cspDirectives(settings));
    const documentDirectives = directivesOf(header);
    expect([...proxiedDirectives.keys()]).toEqual([...documentDirectives.keys()]);
    for (const [name, sources] of documentDirectives) {
      expect(proxiedDirectives.get(name), name).toEqual(sources.filter((source) => !source.startsWith("'nonce-")));
    }
    expect(proxiedDirectives.get('script-src')).toEqual(expect.arrayContaining(["'self'", 'https://cdn.shopify.com', 'https://www.googletagmanager.com']));
    expect(proxiedDirectives.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('the allow-list, host by host (README "Security": every host a page may use, by feature)', () => {
  // Built inside each test (a getter), so the policy is computed while that test runs.
  const production = () =>
    cspDirectives({
      storeDomain: 'original-fuel.myshopify.com',
      checkoutHost: 'checkout.originalfuel.nl',
      checkoutHosts: ['checkout.originalfuel.nl'],
      marketHosts: [],
      contentEndpoint: 'https://graphql.datocms.com/',
      // A deployment with the chat widget: its hosts are part of the list (without it they are not, above).
      chat: {vendor: 'intercom', appId: 'abc123', scriptUrl: 'https://widget.intercom.io/widget/abc123'},
      tracking: TAGS,
    });
  const sorted = (list: readonly string[]) => [...list].sort();

  test('scripts: ours, Shopify’s CDN, Google Tag Manager, Klaviyo, Intercom', () => {
    expect(sorted(production().scriptSrc)).toEqual(
      sorted([
        "'self'",
        'https://cdn.shopify.com',
        'https://www.googletagmanager.com',
        'https://static.klaviyo.com',
        'https://static-tracking.klaviyo.com',
        'https://fast.klaviyo.com',
        'https://widget.intercom.io',
        'https://js.intercomcdn.com',
      ]),
    );
  });

  test('styles and fonts: Klaviyo’s forms, Intercom’s fonts', () => {
    expect(sorted(production().styleSrc)).toEqual(sorted(['https://static-tracking.klaviyo.com', 'https://static-forms.klaviyo.com']));
    expect(sorted(production().fontSrc)).toEqual(sorted(["'self'", 'data:', 'https://js.intercomcdn.com', 'https://fonts.intercomcdn.com']));
  });

  test('images and media: Shopify images, DatoCMS assets and Mux, tag manager pixels, Klaviyo, Intercom', () => {
    expect(sorted(production().imgSrc)).toEqual(
      sorted([
        "'self'",
        'data:',
        'https://cdn.shopify.com',
        'https://www.datocms-assets.com',
        'https://image.mux.com',
        'https://*.googletagmanager.com',
        'https://*.google-analytics.com',
        'https://static.klaviyo.com',
        'https://a.klaviyo.com',
        'https://js.intercomcdn.com',
        'https://static.intercomassets.com',
        'https://static.intercomassets.eu',
        'https://uploads.intercomcdn.com',
        'https://uploads.intercomcdn.eu',
      ]),
    );
    expect(sorted(production().mediaSrc)).toEqual(
      sorted(["'self'", 'https://www.datocms-assets.com', 'https://stream.mux.com', 'https://js.intercomcdn.com']),
    );
  });

  test('frames: GTM’s noscript, Intercom, the booking popup (Calendly, cal.com), YouTube no-cookie and Vimeo', () => {
    expect(sorted(production().frameSrc)).toEqual(
      sorted([
        'https://www.googletagmanager.com',
        'https://intercom-sheets.com',
        'https://www.intercom-reporting.com',
        'https://calendly.com',
        'https://cal.com',
        'https://app.cal.com',
        'https://www.youtube-nocookie.com',
        'https://player.vimeo.com',
      ]),
    );
  });

  test('connections: the DatoCMS API (live preview), GA4, Klaviyo, Intercom (websockets included), Sentry ingest', () => {
    expect(sorted(production().connectSrc)).toEqual(
      sorted([
        'https://graphql.datocms.com',
        'https://graphql-listen.datocms.com',
        'https://*.googletagmanager.com',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://a.klaviyo.com',
        'https://fast.klaviyo.com',
        'https://static-forms.klaviyo.com',
        'https://api-iam.intercom.io',
        'https://api-iam.eu.intercom.io',
        'https://api-ping.intercom.io',
        'https://*.intercom-messenger.com',
        'wss://*.intercom-messenger.com',
        'https://nexus-websocket-a.intercom.io',
        'wss://nexus-websocket-a.intercom.io',
        'https://nexus-websocket-b.intercom.io',
        'wss://nexus-websocket-b.intercom.io',
        'https://nexus-europe-websocket.intercom.io',
        'wss://nexus-europe-websocket.intercom.io',
        'https://uploads.intercomcdn.com',
        'https://uploads.intercomcdn.eu',
        'https://*.ingest.sentry.io',
        'https://*.ingest.de.sentry.io',
      ]),
    );
  });
});

describe('tag hosts only when their tag is configured (README "Tracking")', () => {
  const header = (env: Env) => createContentSecurityPolicy(cspDirectives(cspSettings(marketOf(env, 'nl_nl'), env))).header;

  test('no container or company id: no Google Tag Manager, GA4 or Klaviyo host in any directive', () => {
    const policy = header(ENV);
    expect(policy).not.toMatch(/googletagmanager|google-analytics|analytics\.google|klaviyo/);
    // Nor the chat widget's: this env configures none (README "Chat widget").
    expect(policy).not.toContain('intercom');
  });

  test('each id brings its own hosts only; a configured script URL’s origin is allowed for scripts', () => {
    const gtmOnly = header({...ENV, PUBLIC_GTM_CONTAINER_ID: 'GTM-ABC123'} as Env);
    expect(directivesOf(gtmOnly).get('script-src')).toContain('https://www.googletagmanager.com');
    expect(directivesOf(gtmOnly).get('connect-src')).toContain('https://*.google-analytics.com');
    expect(gtmOnly).not.toMatch(/klaviyo/);

    const klaviyoOnly = header({...ENV, PUBLIC_KLAVIYO_COMPANY_ID: 'AbC123'} as Env);
    expect(directivesOf(klaviyoOnly).get('script-src')).toContain('https://static.klaviyo.com');
    expect(klaviyoOnly).not.toMatch(/googletagmanager|google-analytics/);

    const local = header({
      ...ENV,
      PUBLIC_GTM_CONTAINER_ID: 'GTM-ABC123',
      PUBLIC_GTM_SCRIPT_URL: 'http://127.0.0.1:4100/tags/gtm.js',
      PUBLIC_KLAVIYO_COMPANY_ID: 'AbC123',
      PUBLIC_KLAVIYO_SCRIPT_URL: 'http://127.0.0.1:4100/tags/klaviyo.js',
    } as Env);
    expect(directivesOf(local).get('script-src')).toContain('http://127.0.0.1:4100');
  });

  test('a malformed id is no configuration: no hosts', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(header({...ENV, PUBLIC_GTM_CONTAINER_ID: 'not-a-container'} as Env)).not.toMatch(/googletagmanager/);
    vi.restoreAllMocks();
  });
});

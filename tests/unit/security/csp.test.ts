// The document policy as the browser receives it: our allow-list (app/security/csp.ts) through Hydrogen's
// createContentSecurityPolicy, which adds the nonce and its Shopify defaults.
import {createContentSecurityPolicy} from '@shopify/hydrogen';
import {describe, expect, test} from 'vitest';
import {cspDirectives, THIRD_PARTIES, type CspSettings} from '~/security/csp';

const PRODUCTION: CspSettings = {
  storeDomain: 'original-fuel.myshopify.com',
  checkoutHost: 'checkout.originalfuel.nl',
  checkoutHosts: ['checkout.originalfuel.nl', 'checkout.originalfuel.de'],
  marketHosts: ['www.originalfuel.nl', 'www.originalfuel.de'],
  contentEndpoint: 'https://graphql.datocms.com/',
  sentryDsn: 'https://public@o1.ingest.de.sentry.io/2',
  // A deployment with the chat widget configured (without it its hosts are left out: csp-settings.test.ts).
  chat: {vendor: 'intercom', appId: 'abc123', scriptUrl: 'https://widget.intercom.io/widget/abc123'},
  tracking: {
    gtm: {id: 'GTM-ABC123', src: 'https://www.googletagmanager.com/gtm.js'},
    klaviyo: {id: 'AbC123', src: 'https://static.klaviyo.com/onsite/js/klaviyo.js'},
  },
};

const LOCAL: CspSettings = {
  storeDomain: 'http://127.0.0.1:4100',
  checkoutHost: '127.0.0.1:4100',
  checkoutHosts: ['127.0.0.1:4100'],
  marketHosts: [],
  contentEndpoint: 'http://127.0.0.1:4100/datocms/',
};

function policy(settings: CspSettings) {
  const {header, nonce} = createContentSecurityPolicy(cspDirectives(settings));
  const directives = new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
  return {directives, nonce, source: (name: string) => directives.get(name) ?? []};
}

describe('content security policy', () => {
  test('scripts: ours with the response nonce and the named third parties, never inline or eval', () => {
    const {source, nonce} = policy(PRODUCTION);
    const scripts = source('script-src');
    expect(nonce).toMatch(/^[\w+/=-]{16,}$/);
    expect(scripts).toContain(`'nonce-${nonce}'`);
    expect(scripts).toEqual(expect.arrayContaining(["'self'", 'https://www.googletagmanager.com', 'https://static.klaviyo.com', 'https://widget.intercom.io']));
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    for (const list of policy(PRODUCTION).directives.values()) {
      expect(list).not.toContain('*');
      expect(list).not.toContain('https:');
    }
  });

  test('framing, base and plugins are locked down; forms go to us, the checkout and our market hosts', () => {
    const {source} = policy(PRODUCTION);
    expect(source('frame-ancestors')).toEqual(["'none'"]);
    expect(source('base-uri')).toEqual(["'self'"]);
    expect(source('object-src')).toEqual(["'none'"]);
    expect(source('form-action')).toEqual(["'self'", 'checkout.originalfuel.nl', 'checkout.originalfuel.de', 'www.originalfuel.nl', 'www.originalfuel.de']);
  });

  test('each feature’s hosts reach the directive it needs', () => {
    const {source} = policy(PRODUCTION);
    expect(source('img-src')).toEqual(expect.arrayContaining(['https://cdn.shopify.com', 'https://www.datocms-assets.com', 'https://image.mux.com']));
    expect(source('media-src')).toEqual(expect.arrayContaining(['https://stream.mux.com', 'https://www.datocms-assets.com']));
    expect(source('frame-src')).toEqual(
      expect.arrayContaining(['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://calendly.com', 'https://www.googletagmanager.com']),
    );
    expect(source('connect-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://checkout.originalfuel.nl',
        'https://original-fuel.myshopify.com',
        'https://graphql.datocms.com',
        'https://a.klaviyo.com',
        'https://*.google-analytics.com',
        'wss://nexus-websocket-a.intercom.io',
        'https://o1.ingest.de.sentry.io',
      ]),
    );
    // Every host of the allow-list is in the policy, in the directive its feature names.
    const names = {script: 'script-src', connect: 'connect-src', img: 'img-src', media: 'media-src', frame: 'frame-src', style: 'style-src', font: 'font-src'};
    for (const [feature, sources] of Object.entries(THIRD_PARTIES)) {
      for (const [directive, hosts] of Object.entries(sources) as [keyof typeof names, string[]][]) {
        expect(source(names[directive]), `${feature} ${directive}`).toEqual(expect.arrayContaining(hosts));
      }
    }
  });

  test('production API hosts serve no media; locally the services serve images and videos', () => {
    expect(policy(PRODUCTION).source('img-src')).not.toContain('https://graphql.datocms.com');
    const local = policy(LOCAL);
    expect(local.source('img-src')).toContain('http://127.0.0.1:4100');
    expect(local.source('media-src')).toContain('http://127.0.0.1:4100');
    expect(local.source('form-action')).toEqual(["'self'", '127.0.0.1:4100']);
  });
});

// The browser side of tracking, loaded lazily by the shell (components/shell/TrackingHost.tsx) once the page is
// idle, and only when the root loader says a tag is configured. It asks the consent hook, loads GTM and/or
// Klaviyo from their configured URLs, then turns the queued reports (./queue.ts) into data layer pushes and
// Klaviyo commands, and from then on handles each report as it comes. A report it cannot read is logged and
// skipped: tracking never breaks a page.
import {tagScriptUrls, type TrackingConfig} from './config';
import {trackingAllowed, type ConsentWindow} from './consent';
import {clickEvent, parseClickLabel} from './click-label';
import {beginCheckoutEvent, cartChangeEvents, cartChanges, viewItemEvent, type EcommerceEvent} from './ga4';
import {identifyOnce} from './identify';
import {addedToCart, startedCheckout, viewedProduct} from './klaviyo';
import {pageParams} from './page-params';
import type {PageSnapshot, TrackingEvent, TrackingWindow} from './queue';
import {isProductView, type CartView, type Site} from './shapes';
import {trackVitaminTestResult} from './vitamin-test';

type TagWindow = Window & TrackingWindow & ConsentWindow & {dataLayer?: unknown[]; _learnq?: unknown[]};

function loadScript(src: string) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  // The policy lists the configured hosts; the nonce is there too should a policy rely on it.
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
}

function siteOf(page: PageSnapshot, origin: string): Site {
  const root = (page.root ?? {}) as {basePath?: string; layout?: {brandName?: string | null} | null};
  return {origin, basePath: root.basePath ?? '', market: page.market, brand: root.layout?.brandName || 'Original Fuel'};
}

const isCart = (value: unknown): value is CartView =>
  Boolean(value && typeof value === 'object' && Array.isArray((value as CartView).lines));

export function createHandler(config: TrackingConfig, target: TagWindow, now: () => number = Date.now) {
  let site: Site | null = null;
  /** The cart as last fetched: each new one is compared with it (the first is only remembered). */
  let lastCart: CartView | null = null;
  const dataLayer = () => (target.dataLayer ??= []);
  const klaviyo = () => (target._learnq ??= []);
  const ecommerce = (event: EcommerceEvent) => {
    // Google's guide: clear the previous ecommerce object first.
    dataLayer().push({ecommerce: null}, event);
  };

  return function handle(event: TrackingEvent) {
    try {
      switch (event[0]) {
        case 'page': {
          const page = event[1];
          site = siteOf(page, target.location.origin);
          if (config.gtm) dataLayer().push(pageParams(page));
          if (isProductView(page.data)) {
            if (config.gtm) ecommerce(viewItemEvent(page.data.page, page.market.currencyCode, site.brand));
            if (config.klaviyo) klaviyo().push(...viewedProduct(page.data.page, site, page.url));
          }
          return;
        }
        case 'cart': {
          const after = event[1];
          if (!isCart(after)) return;
          const before = lastCart;
          lastCart = after;
          if (!site || !before) return;
          if (config.gtm) for (const change of cartChangeEvents(before, after, site.market.currencyCode, site.brand)) ecommerce(change);
          if (config.klaviyo) {
            for (const {line, quantity} of cartChanges(before, after).added) klaviyo().push(addedToCart(after, line, quantity, site));
          }
          return;
        }
        case 'checkout': {
          const cart = event[1];
          if (!site || !isCart(cart) || !cart.lines.length) return;
          if (config.gtm) ecommerce(beginCheckoutEvent(cart, site.market.currencyCode, site.brand));
          if (config.klaviyo) klaviyo().push(startedCheckout(cart, site, now()));
          return;
        }
        case 'identify':
          if (config.klaviyo) identifyOnce(event[1], event[2], target);
          return;
        case 'vitamin':
          if (config.klaviyo) trackVitaminTestResult(target, event[1]);
          return;
      }
    } catch (error) {
      console.error('[tracking] report skipped:', event[0], error);
    }
  };
}

/** Clicks on (or inside) an element carrying `data-track="category:action:label"`. */
function listenForClicks(target: TagWindow) {
  target.document.addEventListener(
    'click',
    (event) => {
      const element = event.target instanceof Element ? event.target.closest('[data-track]') : null;
      const label = parseClickLabel(element?.getAttribute('data-track'));
      if (label) (target.dataLayer ??= []).push(clickEvent(label));
    },
    {capture: true},
  );
}

export async function startTracking(config: TrackingConfig, target: TagWindow = window as TagWindow): Promise<void> {
  if (!(await trackingAllowed(target))) {
    target.ofTracking = {push: () => 0};
    return;
  }
  const urls = tagScriptUrls(config);
  if (urls.gtm) {
    (target.dataLayer ??= []).push({'gtm.start': Date.now(), event: 'gtm.js'});
    loadScript(urls.gtm);
    listenForClicks(target);
  }
  if (urls.klaviyo) {
    target._learnq ??= [];
    loadScript(urls.klaviyo);
  }
  const handle = createHandler(config, target);
  const queued = Array.isArray(target.ofTracking) ? target.ofTracking : [];
  target.ofTracking = {push: (event: TrackingEvent) => handle(event)};
  for (const event of queued) handle(event);
}

import {
  type ClientLoaderFunctionArgs,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import {json, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {Suspense, useEffect, type ReactNode} from 'react';
import appStyles from '~styles/app.css?url';
import {AccountStateProvider} from '~/components/account/AccountStateProvider';
import {CartDataProvider} from '~/components/cart/cart-data';
import {Footer} from '~/components/shell/Footer';
import {Header} from '~/components/shell/Header';
import {AnnouncementBarHost} from '~/components/overlays/AnnouncementBarHost';
import {ModalPromoHost} from '~/components/overlays/ModalPromoHost';
import {PreviewBanner} from '~/components/preview/PreviewBanner';
import {BookingPopupHost} from '~/components/ui/BookingPopup';
import {errorStatus, StatusPage} from '~/components/shell/StatusPage';
import {StatusTitle} from '~/components/shell/StatusTitle';
import {TrackingHost} from '~/components/shell/TrackingHost';
import {loadLayout} from '~/content/layout.server';
import {MenuPanelProvider} from '~/context/menu-panel';
import {publicMarket, RouteContextProvider, useRouteContext} from '~/context/route-context';
import {noStoreDocumentHeaders} from '~/http/cache-control';
import {resolveMarket} from '~/markets/resolve';
import {loadAnnouncementBar} from '~/overlays/announcement.server';
import {loadModalPromos} from '~/overlays/modal-promos.server';
import {useNonce} from '~/security/nonce';
import {AfterPaintScripts} from '~/components/shell/AfterPaintScripts';
import {trackingConfig} from '~/tracking/config';
import {reportClientError} from '~/upstream/sentry.client';
import {stringsModuleUrl} from '~locales/assets.server';
import {loadStrings} from '~locales/index';

export const links: LinksFunction = () => [
  {rel: 'stylesheet', href: appStyles},
  {rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg'},
];

/**
 * No document is stored unless its route opts in (public pages); error pages are rendered with these alone, plus
 * the `Allow` of a refused method (app/http/request-guard.server.ts).
 */
export const headers: HeadersFunction = (args) => {
  const headers = new Headers(noStoreDocumentHeaders(args));
  const allow = args.errorHeaders?.get('Allow');
  if (allow) headers.set('Allow', allow);
  return headers;
};

export async function loader({context}: LoaderFunctionArgs) {
  const {routing, hosts, env} = context;
  // Side by side: during a content outage each waits out its retries, and the page should not wait twice.
  const [layout, modalPromos, announcementBar] = await Promise.all([
    loadLayout(context),
    loadModalPromos(context),
    loadAnnouncementBar(context),
  ]);
  return json({
    market: publicMarket(routing.market),
    basePath: routing.basePath,
    hosts,
    layout,
    modalPromos,
    announcementBar,
    sentryDsn: env.PUBLIC_SENTRY_DSN ?? null,
    // Which tags load (public ids and script URLs, README "Tracking"); null: no tracking code is even loaded.
    tracking: trackingConfig(env),
    // The market's UI strings chunk, preloaded with the page's other scripts (locales/index.ts).
    stringsModule: stringsModuleUrl(routing.market.language),
  });
}

/**
 * The browser holds only the languages it has loaded: a client-side navigation into a market with another
 * language (or its error page, whose market comes from the URL) loads that language before it renders.
 * Not run on hydration (entry.client loads the document's language first).
 */
export async function clientLoader({request, serverLoader}: ClientLoaderFunctionArgs) {
  try {
    const data = await serverLoader<typeof loader>();
    await loadStrings(data.market.language);
    return data;
  } catch (error) {
    await loadStrings(resolveMarket(new URL(request.url)).market.language);
    throw error;
  }
}

/** The document shell around every page, error pages included. */
export function Layout({children}: {children: ReactNode}) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>('root');
  const location = useLocation();
  // Set when the root boundary renders an error page (no route meta gives it a title then).
  const error = useRouteError();
  // Without root data (the root loader itself failed) the market still comes from the URL.
  const fallback = resolveMarket(new URL(location.pathname, 'http://localhost'));
  const market = data?.market ?? publicMarket(fallback.market);
  const basePath = data?.basePath ?? fallback.basePath;

  return (
    <html lang={market.siteLocale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        {data?.sentryDsn ? <meta name="sentry-dsn" content={data.sentryDsn} /> : null}
        {import.meta.env.DEV && data?.stringsModule ? <link rel="modulepreload" href={data.stringsModule} /> : null}
        <Meta />
        <Links />
        {error ? <StatusTitle error={error} market={market} brand={data?.layout?.brandName || undefined} /> : null}
      </head>
      <body className="flex min-h-screen flex-col">
        <RouteContextProvider market={market} basePath={basePath}>
          <CartDataProvider>
            <AccountStateProvider>
              <MenuPanelProvider>
                {/* Booking links anywhere on the page (header, footer, content) open this one popup. */}
                <BookingPopupHost />
                <SkipLink />
                {/* Above the header, its height fixed: no shift when its code arrives (README "Announcement bar"). */}
                <AnnouncementBarHost bar={data?.announcementBar} />
                <Header layout={data?.layout ?? null} />
                <main id="main" className="flex-1" tabIndex={-1}>
                  {/* Its own boundary: the page is hydrated and committed apart from the shell around it, two
                      shorter tasks instead of one long one. */}
                  <Suspense>
                    {children}
                    <HydratedMark />
                  </Suspense>
                </main>
                <Footer layout={data?.layout ?? null} hosts={data?.hosts ?? {}} />
                {/* The page's promos; their code loads only on a page that has one (README "Modal promos"). */}
                <ModalPromoHost promos={data?.modalPromos} />
                {/* Only while previewing (the loaders' data says so): drafts on show, and the way out. */}
                <PreviewBanner />
                <TrackingHost config={data?.tracking} />
              </MenuPanelProvider>
            </AccountStateProvider>
          </CartDataProvider>
        </RouteContextProvider>
        <ScrollRestoration nonce={nonce} />
        {/* A built page starts its scripts after the first paint (app/http/after-paint-scripts.ts); Vite's dev
            server keeps Remix's own, which its module reloading needs. */}
        {import.meta.env.DEV ? (
          <Scripts nonce={nonce} />
        ) : (
          <AfterPaintScripts nonce={nonce} extraModules={data?.stringsModule ? [data.stringsModule] : []} />
        )}
      </body>
    </html>
  );
}

/**
 * Sets `<html data-hydrated>` once the page (the shell, then the page in its own boundary) has hydrated: from then
 * on React handles every interaction. Browser tests and scripts that need the page's handlers wait for it.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

function SkipLink() {
  const {strings} = useRouteContext();
  return (
    <a href="#main" className="skip-link">
      {strings.skipToContent}
    </a>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = errorStatus(error);
  // Browser side only: the worker reports its own errors (entry.server handleError), and a 503 is an upstream
  // outage the worker's clients have already reported once (app/upstream/unavailable.server.ts).
  useEffect(() => {
    if (status !== 404 && status !== 503) reportClientError(error);
  }, [error, status]);
  return <StatusPage status={status} />;
}

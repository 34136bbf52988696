import {RemixBrowser} from '@remix-run/react';
import {startTransition, StrictMode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {loadStrings} from '~locales/index';
import {HYDRATING_EVENT} from '~/http/after-paint-scripts';
import {DEFAULT_MARKET, MARKETS} from '~/markets/markets';
import {startClientSentry} from '~/upstream/sentry.client';

// The DSN is public by design (browser errors are sent to it); without one Sentry stays off.
startClientSentry(document.querySelector<HTMLMetaElement>('meta[name="sentry-dsn"]')?.content);

// Loader data from a newer deploy than this tab's code loads the page anew (app/http/build-version.ts). Its own
// small chunk, asked for once the page is idle after hydrating (a shopper's first navigation comes later), so
// neither every page's first-view JavaScript nor its hydration tasks carry it. Not in development, where the
// manifest changes with every edit.
const tabBuild = (window as {__remixManifest?: {version?: string}}).__remixManifest?.version;
const guardBuild = (build: string) =>
  import('~/http/build-skew.client').then(
    ({reloadOnNewBuild}) => reloadOnNewBuild(build),
    (error: unknown) => console.error('[build-skew] not loaded:', error),
  );

// The page was rendered in its market's language (`<html lang>` is the market's site locale): the browser
// loads those strings alone (preloaded by the document) before hydrating.
const siteLocale = document.documentElement.lang;
const market = MARKETS.find((candidate) => candidate.siteLocale === siteLocale) ?? DEFAULT_MARKET;

loadStrings(market.language).then(
  () => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RemixBrowser />
        </StrictMode>,
      );
    });
    // React listens from here on: the clicks, submissions and choices held since the first paint are replayed to
    // it, outside the transition, so their updates are the urgent ones a shopper's own events make.
    document.dispatchEvent(new Event(HYDRATING_EVENT));
    if (import.meta.env.PROD && tabBuild) {
      const guard = () => void guardBuild(tabBuild);
      if (typeof requestIdleCallback === 'function') requestIdleCallback(guard, {timeout: 2000});
      else setTimeout(guard, 1000);
    }
  },
  // Without its strings the page cannot hydrate; it stays the server's page, whose links and forms work
  // without JavaScript (the cart, search and checkout included). Said, so it reaches the error reports.
  (error: unknown) => console.error('[strings] not loaded, the page stays without JavaScript:', error),
);

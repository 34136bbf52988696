// The route context: the market a page is rendered for, its base path and its UI strings. Links, money
// and dates read it, so nothing has to thread the market through props.
import {useMemo, type ReactNode} from 'react';
import {stringsFor, type Strings} from '~locales/index';
import {localizePath} from '~/markets/links';
import type {MarketDefinition} from '~/markets/markets';
import {createStrictContext} from './strict-context';

/** What the browser may know of a market: no tokens, no domains. */
export type PublicMarket = Pick<
  MarketDefinition,
  'id' | 'locale' | 'siteLocale' | 'language' | 'currencyCode' | 'name' | 'shortName' | 'longName'
>;

export type RouteContextValue = {
  market: PublicMarket;
  basePath: string;
  strings: Strings;
  /** Canonical path → this market's path (`/products/x` → `/de/produkte/x`). */
  path: (canonicalPath: string) => string;
};

const [Provider, useRouteContext] = createStrictContext<RouteContextValue>('RouteContext');
export {useRouteContext};

export function publicMarket(market: MarketDefinition): PublicMarket {
  const {id, locale, siteLocale, language, currencyCode, name, shortName, longName} = market;
  return {id, locale, siteLocale, language, currencyCode, name, shortName, longName};
}

export function RouteContextProvider({
  market,
  basePath,
  children,
}: {
  market: PublicMarket;
  basePath: string;
  children: ReactNode;
}) {
  const value = useMemo<RouteContextValue>(
    () => ({
      market,
      basePath,
      strings: stringsFor(market),
      path: (canonicalPath) => localizePath(canonicalPath, {market, basePath}),
    }),
    [market, basePath],
  );
  return <Provider value={value}>{children}</Provider>;
}

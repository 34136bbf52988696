import {isRouteErrorResponse} from '@remix-run/react';
import {stringsFor} from '~locales/index';
import type {Language, LocalePrefix} from '~/markets/markets';

/**
 * The document title of an error page. The root error boundary renders outside every route's `meta`, so
 * without this a 404 would have no <title> (WCAG 2.4.2 "Page titled"). Same words as the page's heading.
 */
export function StatusTitle({
  error,
  market,
  brand = 'Original Fuel',
}: {
  error: unknown;
  market: {language: Language; locale: LocalePrefix};
  brand?: string;
}) {
  const strings = stringsFor(market);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? strings.notFoundTitle : status === 503 ? strings.unavailableTitle : strings.errorTitle;
  return <title>{`${title} | ${brand}`}</title>;
}

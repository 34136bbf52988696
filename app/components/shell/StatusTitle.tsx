import {stringsFor} from '~locales/index';
import type {Language, LocalePrefix} from '~/markets/markets';
import {statusText} from '~/http/status-text';
import {errorStatus} from './StatusPage';

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
  const {title} = statusText(errorStatus(error), stringsFor(market));
  return <title>{`${title} | ${brand}`}</title>;
}

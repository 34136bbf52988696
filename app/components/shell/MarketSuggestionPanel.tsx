// The geolocation prompt (spec §2, §3 Overlay texts; issue 13 §3): a panel at the foot of the screen, in the
// suggested market's language, offering the same page in that market's words, or to stay. Not modal: the page
// stays usable and focus stays where the visitor is.
import {useLocation, useRouteLoaderData} from '@remix-run/react';
import {useId} from 'react';
import {samePageInMarket} from '~/markets/links';
import {MARKETS} from '~/markets/markets';
import type {MarketSuggestion} from '~/markets/geolocation.server';
import type {loader as rootLoader} from '~/root';

type Props = {suggestion: MarketSuggestion; onStay: () => void};

export default function MarketSuggestionPanel({suggestion, onStay}: Props) {
  const headingId = useId();
  const {pathname, search} = useLocation();
  const hosts = useRouteLoaderData<typeof rootLoader>('root')?.hosts ?? {};
  const target = MARKETS.find((market) => market.id === suggestion.marketId);
  if (!target) return null;
  const {texts} = suggestion;
  return (
    <section
      aria-labelledby={headingId}
      lang={target.siteLocale}
      data-testid="market-suggestion"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-paper p-4 text-ink shadow-lg md:inset-x-auto md:bottom-4 md:right-4 md:max-w-sm md:rounded-xl md:border"
    >
      <h2 id={headingId} className="text-lg font-extrabold">
        {texts.heading}
      </h2>
      {texts.body ? <p className="mt-1 text-sm">{texts.body}</p> : null}
      <p className="mt-1 text-sm font-semibold">{target.longName}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a
          href={samePageInMarket(`${pathname}${search}`, target, hosts)}
          hrefLang={target.siteLocale}
          className="inline-flex min-h-11 items-center rounded-full bg-ink px-5 font-bold text-paper"
        >
          {texts.continueLabel}
        </a>
        <button
          type="button"
          onClick={onStay}
          className="inline-flex min-h-11 items-center rounded-full border-2 border-current px-5 font-bold"
        >
          {texts.cancelLabel}
        </button>
      </div>
    </section>
  );
}

import {useLocation} from '@remix-run/react';
import {useEffect, useState} from 'react';
import {useRouteContext} from '~/context/route-context';
import {samePageInMarket} from '~/markets/links';
import {MARKETS} from '~/markets/markets';
import type {MarketHosts} from '~/markets/resolve';

/** The current page in every market (its own words, its own host when one is configured), query and hash kept. */
export function MarketSwitcher({hosts}: {hosts: MarketHosts}) {
  const {market, strings} = useRouteContext();
  const {pathname, search} = useLocation();
  const hash = useHashAfterHydration();
  const current = pathname + search + hash;
  return (
    <nav aria-label={strings.chooseMarket}>
      <h2 className="mb-2 text-sm font-bold uppercase tracking-wide">{strings.chooseMarket}</h2>
      <ul className="flex flex-wrap gap-x-4 text-sm md:gap-y-2">
        {MARKETS.map((candidate) => (
          <li key={candidate.id}>
            <a
              href={samePageInMarket(current, candidate, hosts)}
              hrefLang={candidate.siteLocale}
              lang={candidate.siteLocale}
              aria-current={candidate.id === market.id ? 'true' : undefined}
              // 44 px tall on a phone (tap target); inline beside each other on a desktop.
              className="tap-inline hover:text-accent-strong aria-[current]:font-bold"
            >
              {candidate.longName}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The server never sees the hash: it joins the links once hydrated, so the first render matches the HTML. */
function useHashAfterHydration(): string {
  const {hash} = useLocation();
  const [shown, setShown] = useState('');
  useEffect(() => setShown(hash), [hash]);
  return shown;
}

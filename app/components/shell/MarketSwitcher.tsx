import {useLocation} from '@remix-run/react';
import {useRouteContext} from '~/context/route-context';
import {canonicalizePath, localizePath} from '~/markets/links';
import {MARKETS} from '~/markets/markets';
import {basePathFor, type MarketHosts} from '~/markets/resolve';

/** The current page in every market (its own words, its own host when one is configured). */
export function MarketSwitcher({hosts}: {hosts: MarketHosts}) {
  const {market, basePath, strings} = useRouteContext();
  const {pathname} = useLocation();
  const canonical = canonicalizePath(pathname, {basePath});
  return (
    <nav aria-label={strings.chooseMarket}>
      <h2 className="mb-2 text-sm font-bold uppercase tracking-wide">{strings.chooseMarket}</h2>
      <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {MARKETS.map((candidate) => {
          const host = hosts[candidate.id];
          const path = localizePath(canonical, {
            market: candidate,
            basePath: host ? candidate.localeSubpath : basePathFor(candidate),
          });
          return (
            <li key={candidate.id}>
              <a
                href={host ? `https://${host}${path}` : path}
                hrefLang={candidate.siteLocale}
                lang={candidate.siteLocale}
                aria-current={candidate.id === market.id ? 'true' : undefined}
                className="hover:text-accent-strong aria-[current]:font-bold"
              >
                {candidate.longName}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

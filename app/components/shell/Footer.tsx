import {useRouteContext} from '~/context/route-context';
import type {Layout} from '~/content/layout.server';
import {ContentLink} from '~/components/ui/ContentLink';
import type {MarketHosts} from '~/markets/resolve';
import {MarketSwitcher} from './MarketSwitcher';

export function Footer({layout, hosts}: {layout: Layout | null; hosts: MarketHosts}) {
  const {strings} = useRouteContext();
  return (
    <footer className="site-footer mt-16 border-t border-line bg-sand">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-4 md:px-6">
        {layout?.footerColumns.map((column) => (
          <section key={column.id} aria-labelledby={`footer-${column.id}`}>
            <h2 id={`footer-${column.id}`} className="mb-3 text-sm font-bold uppercase tracking-wide">
              {column.heading}
            </h2>
            {/* A phone's finger needs 44 px rows (README "Accessibility", tap targets); a pointer the compact list. */}
            <ul className="text-sm md:space-y-2">
              {column.links.map((link, index) => (
                // Links come without record ids (essentialLink): a column's links are a fixed list.
                <li key={index}>
                  <ContentLink link={link} className="tap-row hover:text-accent-strong" />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <div className="md:col-span-4">
          <MarketSwitcher hosts={hosts} />
        </div>
        <p className="text-xs text-muted md:col-span-4">{layout?.footerNote || strings.footerNote}</p>
      </div>
    </footer>
  );
}

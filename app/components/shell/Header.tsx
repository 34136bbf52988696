import {useLocation} from '@remix-run/react';
import {useEffect, useRef} from 'react';
import {useRouteContext} from '~/context/route-context';
import type {Layout} from '~/content/layout.server';
import {ContentLink} from '~/components/ui/ContentLink';
import {LocalizedLink} from '~/components/ui/LocalizedLink';

type Props = {layout: Layout | null};

/** Brand, navigation from content (top-level items with their grid items), mobile menu without JS. */
export function Header({layout}: Props) {
  const {strings} = useRouteContext();
  const brand = layout?.brandName || 'Original Fuel';
  const mobileMenu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  // Any page change closes the mobile menu (spec §2 "Menu panel": on a page change all panels close).
  useEffect(() => {
    if (mobileMenu.current) mobileMenu.current.open = false;
  }, [location.key]);
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-paper/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-6 px-4 py-3 md:px-6">
        <LocalizedLink to="/" className="text-lg font-extrabold tracking-tight text-accent" aria-label={`${brand} – ${strings.home}`}>
          {brand}
        </LocalizedLink>
        {layout?.menu.length ? (
          <>
            <nav aria-label={strings.mainNavigation} className="hidden md:block">
              <MenuList layout={layout} />
            </nav>
            <details ref={mobileMenu} className="ml-auto md:hidden">
              <summary className="cursor-pointer list-none rounded px-3 py-2 font-semibold" aria-label={strings.openMenu}>
                ☰
              </summary>
              <nav aria-label={strings.mainNavigation} className="absolute inset-x-0 top-full border-b border-line bg-paper px-4 py-4 shadow-lg">
                <MenuList layout={layout} vertical />
              </nav>
            </details>
          </>
        ) : null}
      </div>
    </header>
  );
}

function MenuList({layout, vertical = false}: {layout: Layout; vertical?: boolean}) {
  return (
    <ul className={vertical ? 'flex flex-col gap-3' : 'flex items-center gap-6'}>
      {layout.menu.map((item) => (
        <li key={item.id} className="group relative">
          <ContentLink link={item.link} className="font-semibold hover:text-accent">
            {item.label}
          </ContentLink>
          {item.children.length ? (
            <ul
              className={
                vertical
                  ? 'mt-2 flex flex-col gap-2 pl-4'
                  : 'invisible absolute left-0 top-full z-40 grid min-w-56 gap-2 rounded-lg border border-line bg-paper p-4 opacity-0 shadow-lg transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100'
              }
            >
              {item.children.map((child) => (
                <li key={child.id}>
                  <ContentLink link={child.link} className="block whitespace-nowrap hover:text-accent">
                    {child.label}
                  </ContentLink>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

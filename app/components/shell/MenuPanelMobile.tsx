// The phone menu: a panel from the menu panel state (scroll locked by the provider while open). Focus moves
// into the panel when it opens and back to the toggle when it closes; Escape closes it (the provider).
import {useEffect, useRef} from 'react';
import type {Layout} from '~/content/layout.server';
import {ContentLink} from '~/components/ui/ContentLink';
import {useMenuPanel} from '~/context/menu-panel';
import {useRouteContext} from '~/context/route-context';
import {useFocusBackOnClose} from './MenuPanelNavigation';

const PANEL_ID = 'mobile-menu';

export function MenuPanelMobile({menu}: {menu: Layout['menu']}) {
  const {strings} = useRouteContext();
  const {state, dispatch} = useMenuPanel();
  const open = state.navigation.mobileOpen;
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useFocusBackOnClose(open, panel, toggle);

  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [open]);

  return (
    <div className="xl:hidden">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={open ? strings.closeMenu : strings.openMenu}
        onClick={() => dispatch({type: open ? 'CLOSE_MOBILE_MENU' : 'OPEN_MOBILE_MENU'})}
        className="flex h-11 w-11 items-center justify-center rounded text-xl font-semibold"
      >
        <span aria-hidden="true">{open ? '×' : '☰'}</span>
      </button>
      <div
        ref={panel}
        id={PANEL_ID}
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-8rem)] overflow-y-auto border-b border-line bg-paper px-4 py-6 shadow-lg"
      >
        <nav aria-label={strings.mainNavigation}>
          <ul className="flex flex-col gap-4">
            {menu.map((item) => (
              <li key={item.id}>
                <ContentLink link={item.link} className="text-lg font-semibold">
                  {item.label}
                </ContentLink>
                {item.children.length ? (
                  <ul className="mt-2 flex flex-col gap-2 pl-4">
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <ContentLink link={child.link} className="block py-1">
                          {child.label}
                        </ContentLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}

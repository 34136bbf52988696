// Desktop navigation dropdowns driven by the menu panel state: hover opens (mouse moves within 500 ms of a
// touch are ignored, since a tap also fires emulated mouse events), the trigger button toggles on Enter and
// tap (a mouse click keeps the hover-opened dropdown open), Escape (the provider) closes the open dropdown and
// focus returns to its trigger.
import clsx from 'clsx';
import {useEffect, useLayoutEffect, useRef, type FocusEvent, type RefObject} from 'react';
import type {Layout} from '~/content/layout.server';
import {ContentLink} from '~/components/ui/ContentLink';
import {useMenuPanel} from '~/context/menu-panel';
import {useRouteContext} from '~/context/route-context';
import {touchClock} from '~/tracking/touch-hover';

type MenuItem = Layout['menu'][number];

const clock = touchClock();

/** Records touches on the page, once for every dropdown. */
function useTouchClock() {
  useEffect(() => {
    const onTouch = clock.touched;
    document.addEventListener('touchstart', onTouch, {passive: true, capture: true});
    return () => document.removeEventListener('touchstart', onTouch, {capture: true});
  }, []);
}

const touchedRecently = () => !clock.isHover();

/**
 * A modal dialog opened from a menu (a booking link) is a layer above it: while one is open, focus, clicks and
 * the pointer leaving for it leave the menu as it was, so closing the dialog gives focus back to the link
 * inside the still-open dropdown.
 */
const modalOpen = () => document.querySelector('[aria-modal="true"]') !== null;

export function MenuPanelNavigation({menu}: {menu: MenuItem[]}) {
  const {strings} = useRouteContext();
  const {state, dispatch} = useMenuPanel();
  const nav = useRef<HTMLElement>(null);
  const openItem = state.navigation.mobileOpen ? null : state.navigation.item;
  useTouchClock();

  // A click anywhere else closes the open dropdown.
  useEffect(() => {
    if (!openItem) return;
    const onPointerDown = (event: PointerEvent) => {
      if (modalOpen()) return;
      if (event.target instanceof Node && !nav.current?.contains(event.target)) dispatch({type: 'CLOSE_NAVIGATION'});
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openItem, dispatch]);

  return (
    // A row of its own (order-last, full width) under brand, search and cart; long menus wrap onto a second line.
    <nav ref={nav} aria-label={strings.mainNavigation} className="order-last hidden w-full xl:block" data-testid="desktop-navigation">
      <ul className="flex flex-wrap items-center gap-x-6 gap-y-1 text-sm">
        {menu.map((item) =>
          item.children.length ? (
            <DropdownItem key={item.id} item={item} open={openItem === item.id} />
          ) : (
            <li key={item.id}>
              <ContentLink link={item.link} className="nav-link">
                {item.label}
              </ContentLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function DropdownItem({item, open}: {item: MenuItem; open: boolean}) {
  const {dispatch} = useMenuPanel();
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = `dropdown-${item.id}`;
  const show = () => dispatch({type: 'OPEN_NAVIGATION', item: item.id});
  const hide = () => dispatch({type: 'CLOSE_NAVIGATION'});
  useFocusBackOnClose(open, panel, trigger);

  // Tabbing out of the item closes it, so a keyboard user never leaves a dropdown open behind them.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!open || modalOpen()) return;
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
  };

  return (
    <li
      className="relative"
      onMouseEnter={() => !touchedRecently() && show()}
      onMouseLeave={() => !touchedRecently() && open && !modalOpen() && hide()}
      onBlur={onBlur}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={(event) => {
          // A mouse is already hovering the item, which opened it: its click must not close it again.
          // Keyboard activation (detail 0) and taps toggle.
          const mouse = event.detail > 0 && !touchedRecently();
          if (mouse || !open) show();
          else hide();
        }}
        className="flex items-center gap-1 whitespace-nowrap py-2 font-semibold hover:text-accent-strong"
      >
        {item.label}
        <span aria-hidden="true" className={clsx('text-xs transition-transform', open && 'rotate-180')}>
          ▾
        </span>
      </button>
      {/* The hover bridge (pt-1) keeps the pointer "inside" while it travels from the trigger to the panel. */}
      <div ref={panel} id={panelId} hidden={!open} className="absolute left-0 top-full z-40 pt-1">
        <ul className="grid min-w-56 gap-2 rounded-lg border border-line bg-paper p-4 shadow-lg">
          {item.link ? (
            <li>
              <ContentLink link={item.link} className="block whitespace-nowrap font-semibold hover:text-accent-strong">
                {item.label}
              </ContentLink>
            </li>
          ) : null}
          {item.children.map((child) => (
            <li key={child.id}>
              <ContentLink link={child.link} className="block whitespace-nowrap hover:text-accent-strong">
                {child.label}
              </ContentLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

// Before paint, so the browser has not yet moved focus away from the element being hidden; on the server a
// plain effect (which never runs there) avoids React's layout-effect warning.
const useBeforePaint = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * When a layer closes while focus is inside it (Escape, a close button), focus goes back to its trigger. The
 * layer stays mounted (hidden), so focus is still inside it when this runs.
 */
export function useFocusBackOnClose(open: boolean, layer: RefObject<HTMLElement>, trigger: RefObject<HTMLElement>) {
  useBeforePaint(() => {
    if (!open && layer.current?.contains(document.activeElement)) trigger.current?.focus();
  }, [open, layer, trigger]);
}

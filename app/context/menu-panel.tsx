// Spec §2 "Menu panel": one shared state for the header's layers — the account panel (views LOGIN, REGISTER,
// FORGOT_PASSWORD), the cart panel, search (results and focus) and the navigation dropdowns (a top-level
// item and its grid items), plus the mobile menu. The reducer is pure and unit-tested; the provider adds the
// page-change rules, Escape, the body's menu-open / menu-closed mark and the shared scroll lock.
// CONTRACT for other modules (the implementation may grow, these names stay):
//   MenuPanelProvider  — wraps the app in root.tsx
//   useMenuPanel()     — {state, dispatch, openCart, closeCart, openAccount, openSearch, closeAll}; throws outside
//                        its provider
//   usePageFlags()     — product page / all-products page flags from the route
//   menuPanelReducer(state, action), INITIAL_MENU_PANEL_STATE, type MenuPanelState, type MenuPanelAction
//
// Rules (one place, tested in tests/unit/context/menu-panel.test.ts):
// - One layer at a time: the account panel, the cart, search (focus or results), a navigation dropdown and the
//   mobile menu exclude one another, however they are opened (hover, click, tap, focus, Enter, typing).
//   Opening the account panel closes the cart and search (focus and results); focusing search or showing its
//   results closes the account panel, the cart, the dropdown and the mobile menu; a dropdown closes search
//   results (the field may keep focus while the pointer hovers the menu). A dropdown inside the open mobile
//   menu is part of it, so it leaves the mobile menu open.
// - OPEN_CART closes everything else, navigation included.
// - CLOSE_TOPMOST closes one layer, topmost first: grid item, dropdown item, search results, mobile menu,
//   account panel, cart. Search focus is not a layer (the input keeps it).
// - LOCATION_CHANGED: `cart=1` in the URL opens the cart; losing it closes the cart; any other navigation
//   (path or query apart from `cart`) closes everything. The cart is also kept in step with the URL the other
//   way: closing it removes `cart=1`, opening it adds it (spec §4: the overlay toggles through cart=1).
import {useLocation, useMatches, useNavigate} from '@remix-run/react';
import {useEffect, useMemo, useReducer, useRef, type Dispatch, type ReactNode} from 'react';
import {useScrollLock} from '~/components/ui/scroll-lock';
import {createStrictContext} from './strict-context';

export type AccountView = 'LOGIN' | 'REGISTER' | 'FORGOT_PASSWORD';

export type MenuPanelState = {
  account: {open: boolean; view: AccountView};
  cart: {open: boolean};
  search: {focused: boolean; resultsOpen: boolean};
  /** `item`/`gridItem` are content menu ids; `mobileOpen` is the phone menu panel that holds them. */
  navigation: {item: string | null; gridItem: string | null; mobileOpen: boolean};
};

export type MenuPanelAction =
  | {type: 'OPEN_ACCOUNT'; view?: AccountView}
  | {type: 'SET_ACCOUNT_VIEW'; view: AccountView}
  | {type: 'CLOSE_ACCOUNT'}
  | {type: 'OPEN_CART'}
  | {type: 'CLOSE_CART'}
  | {type: 'FOCUS_SEARCH'}
  | {type: 'BLUR_SEARCH'}
  | {type: 'SHOW_SEARCH_RESULTS'}
  | {type: 'HIDE_SEARCH_RESULTS'}
  | {type: 'OPEN_NAVIGATION'; item: string; gridItem?: string | null}
  | {type: 'CLOSE_NAVIGATION'}
  | {type: 'OPEN_MOBILE_MENU'}
  | {type: 'CLOSE_MOBILE_MENU'}
  | {type: 'CLOSE_TOPMOST'}
  | {type: 'CLOSE_ALL'}
  | {type: 'LOCATION_CHANGED'; cartInUrl: boolean; cartWasInUrl: boolean; navigated: boolean};

export const INITIAL_MENU_PANEL_STATE: MenuPanelState = {
  account: {open: false, view: 'LOGIN'},
  cart: {open: false},
  search: {focused: false, resultsOpen: false},
  navigation: {item: null, gridItem: null, mobileOpen: false},
};

const CLOSED_SEARCH: MenuPanelState['search'] = {focused: false, resultsOpen: false};
const CLOSED_NAVIGATION: MenuPanelState['navigation'] = {item: null, gridItem: null, mobileOpen: false};

function closeAll(state: MenuPanelState): MenuPanelState {
  return {
    account: {open: false, view: state.account.view},
    cart: {open: false},
    search: CLOSED_SEARCH,
    navigation: CLOSED_NAVIGATION,
  };
}

/** Search focus or results close every other layer (spec: the account panel and the cart, and the reverse). */
function withSearch(state: MenuPanelState, search: MenuPanelState['search']): MenuPanelState {
  return {...closeAll(state), search};
}

/** The same object when nothing changed, so repeated hovers and focus events cost no render. */
function unchangedOr(state: MenuPanelState, next: MenuPanelState): MenuPanelState {
  const same =
    state.account.open === next.account.open &&
    state.account.view === next.account.view &&
    state.cart.open === next.cart.open &&
    state.search.focused === next.search.focused &&
    state.search.resultsOpen === next.search.resultsOpen &&
    state.navigation.item === next.navigation.item &&
    state.navigation.gridItem === next.navigation.gridItem &&
    state.navigation.mobileOpen === next.navigation.mobileOpen;
  return same ? state : next;
}

function closeTopmost(state: MenuPanelState): MenuPanelState {
  const {navigation, search} = state;
  if (navigation.gridItem) return {...state, navigation: {...navigation, gridItem: null}};
  if (navigation.item) return {...state, navigation: {...navigation, item: null}};
  if (search.resultsOpen) return {...state, search: {...search, resultsOpen: false}};
  if (navigation.mobileOpen) return {...state, navigation: CLOSED_NAVIGATION};
  if (state.account.open) return {...state, account: {...state.account, open: false}};
  if (state.cart.open) return {...state, cart: {open: false}};
  return state;
}

export function menuPanelReducer(state: MenuPanelState, action: MenuPanelAction): MenuPanelState {
  return unchangedOr(state, nextState(state, action));
}

function nextState(state: MenuPanelState, action: MenuPanelAction): MenuPanelState {
  switch (action.type) {
    case 'OPEN_ACCOUNT':
      return {...closeAll(state), account: {open: true, view: action.view ?? state.account.view}};
    case 'SET_ACCOUNT_VIEW':
      return {...state, account: {...state.account, view: action.view}};
    case 'CLOSE_ACCOUNT':
      return {...state, account: {...state.account, open: false}};
    case 'OPEN_CART':
      return {...closeAll(state), cart: {open: true}};
    case 'CLOSE_CART':
      return state.cart.open ? {...state, cart: {open: false}} : state;
    case 'FOCUS_SEARCH':
      return withSearch(state, {...state.search, focused: true});
    case 'BLUR_SEARCH':
      return {...state, search: {...state.search, focused: false}};
    case 'SHOW_SEARCH_RESULTS':
      return withSearch(state, {...state.search, resultsOpen: true});
    case 'HIDE_SEARCH_RESULTS':
      return {...state, search: {...state.search, resultsOpen: false}};
    case 'OPEN_NAVIGATION':
      return {
        ...closeAll(state),
        search: {focused: state.search.focused, resultsOpen: false},
        navigation: {item: action.item, gridItem: action.gridItem ?? null, mobileOpen: state.navigation.mobileOpen},
      };
    case 'CLOSE_NAVIGATION':
      return {...state, navigation: {...state.navigation, item: null, gridItem: null}};
    case 'OPEN_MOBILE_MENU':
      return {
        ...closeAll(state),
        search: {focused: state.search.focused, resultsOpen: false},
        navigation: {item: null, gridItem: null, mobileOpen: true},
      };
    case 'CLOSE_MOBILE_MENU':
      return {...state, navigation: CLOSED_NAVIGATION};
    case 'CLOSE_TOPMOST':
      return closeTopmost(state);
    case 'CLOSE_ALL':
      return closeAll(state);
    case 'LOCATION_CHANGED':
      if (action.cartInUrl) return {...closeAll(state), cart: {open: true}};
      if (action.navigated) return closeAll(state);
      return action.cartWasInUrl ? nextState(state, {type: 'CLOSE_CART'}) : state;
  }
}

/** True while a layer that covers the page is open: then the page does not scroll behind it. */
export function coversPage(state: MenuPanelState): boolean {
  return state.account.open || state.cart.open || state.search.resultsOpen || state.navigation.mobileOpen;
}

// ---------------------------------------------------------------------------------------------------------
// The URL side: `cart=1` and "did we navigate".

const CART_PARAM = 'cart';

export function hasCartParam(search: string): boolean {
  return new URLSearchParams(search).get(CART_PARAM) === '1';
}

/** The query without `cart`, sorted, so toggling the overlay never counts as navigating. */
function pageQuery(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(CART_PARAM);
  params.sort();
  return params.toString();
}

function searchWithCart(search: string, open: boolean): string {
  const params = new URLSearchParams(search);
  if (open) params.set(CART_PARAM, '1');
  else params.delete(CART_PARAM);
  const query = params.toString();
  return query ? `?${query}` : '';
}

// ---------------------------------------------------------------------------------------------------------

export type MenuPanelValue = {
  state: MenuPanelState;
  dispatch: Dispatch<MenuPanelAction>;
  /** Opens the cart and adds `cart=1` to the URL (the overlay's own address). */
  openCart: () => void;
  /** Closes the cart and removes `cart=1` from the URL. */
  closeCart: () => void;
  openAccount: (view?: AccountView) => void;
  openSearch: () => void;
  closeAll: () => void;
};

const [Provider, useMenuPanel] = createStrictContext<MenuPanelValue>('MenuPanel');
export {useMenuPanel};

export function MenuPanelProvider({children}: {children: ReactNode}) {
  const location = useLocation();
  const navigate = useNavigate();
  // On the server and the first client render the cart is open exactly when the URL says so.
  const [state, dispatch] = useReducer(menuPanelReducer, location.search, (search: string) =>
    hasCartParam(search) ? menuPanelReducer(INITIAL_MENU_PANEL_STATE, {type: 'OPEN_CART'}) : INITIAL_MENU_PANEL_STATE,
  );

  useLocationRules(location, dispatch);
  useCartInUrl(state.cart.open, location, navigate);
  useEscapeClosesTopmost(state, dispatch);
  useScrollLock(coversPage(state));
  useBodyMark(coversPage(state));

  const value = useMemo<MenuPanelValue>(
    () => ({
      state,
      dispatch,
      openCart: () => dispatch({type: 'OPEN_CART'}),
      closeCart: () => dispatch({type: 'CLOSE_CART'}),
      openAccount: (view) => dispatch({type: 'OPEN_ACCOUNT', view}),
      openSearch: () => dispatch({type: 'SHOW_SEARCH_RESULTS'}),
      closeAll: () => dispatch({type: 'CLOSE_ALL'}),
    }),
    [state],
  );
  return <Provider value={value}>{children}</Provider>;
}

type LocationLike = {pathname: string; search: string};

function useLocationRules(location: LocationLike, dispatch: Dispatch<MenuPanelAction>) {
  const previous = useRef(location);
  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (before === location) return;
    dispatch({
      type: 'LOCATION_CHANGED',
      cartInUrl: hasCartParam(location.search),
      cartWasInUrl: hasCartParam(before.search),
      navigated: before.pathname !== location.pathname || pageQuery(before.search) !== pageQuery(location.search),
    });
  }, [location, dispatch]);
}

/** The state leads: when the cart opens or closes in the state, the URL follows (push to open, replace to close). */
function useCartInUrl(cartOpen: boolean, location: LocationLike, navigate: ReturnType<typeof useNavigate>) {
  const latest = useRef(location);
  latest.current = location;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const {pathname, search} = latest.current;
    if (hasCartParam(search) === cartOpen) return;
    navigate({pathname, search: searchWithCart(search, cartOpen)}, {replace: !cartOpen, preventScrollReset: true});
  }, [cartOpen, navigate]);
}

/**
 * Escape closes the topmost layer. Dialogs (ui/Dialog) listen on the document and mark the event handled,
 * so listening on the window lets an open modal above the menu take its own Escape first.
 */
function useEscapeClosesTopmost(state: MenuPanelState, dispatch: Dispatch<MenuPanelAction>) {
  const open = useRef(state);
  open.current = state;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (menuPanelReducer(open.current, {type: 'CLOSE_TOPMOST'}) === open.current) return;
      event.preventDefault();
      dispatch({type: 'CLOSE_TOPMOST'});
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [dispatch]);
}

/** `<body data-menu="open|closed" class="menu-open|menu-closed">` for styles that react to the panel. */
function useBodyMark(open: boolean) {
  useEffect(() => {
    const {body} = document;
    body.dataset.menu = open ? 'open' : 'closed';
    body.classList.toggle('menu-open', open);
    body.classList.toggle('menu-closed', !open);
  }, [open]);
}

// ---------------------------------------------------------------------------------------------------------
// Page flags (spec §2): on the product page and the all-products page the header sits on the page's own
// colours. `layoutTop` says the page's coloured top starts right under the header (no border, no paper
// background); `textColor` is the colour the header's text takes there (the product's page text colour, or
// null for the site's ink).

export type PageFlag = {active: boolean; textColor: string | null; layoutTop: boolean};
export type PageFlags = {productPage: PageFlag; allProductsPage: PageFlag};

const INACTIVE: PageFlag = {active: false, textColor: null, layoutTop: false};

// Route files are mounted at translated words too (alias ids end with the file's own id).
const PRODUCT_ROUTE = '($locale).products.$collection.$product.($variant)';
const ALL_PRODUCTS_ROUTE = '($locale).products._index';

type RouteMatch = {id: string; data: unknown};

export function pageFlagsFor(matches: RouteMatch[]): PageFlags {
  const product = matches.find((match) => match.id.endsWith(PRODUCT_ROUTE));
  const allProducts = matches.some((match) => match.id.endsWith(ALL_PRODUCTS_ROUTE));
  return {
    productPage: product ? {active: true, textColor: productTextColor(product.data), layoutTop: true} : INACTIVE,
    allProductsPage: allProducts ? {active: true, textColor: null, layoutTop: true} : INACTIVE,
  };
}

function productTextColor(data: unknown): string | null {
  const variables = (data as {page?: {purchase?: {cssVariables?: Record<string, string>}}} | null)?.page?.purchase
    ?.cssVariables;
  return variables?.['--page-text'] ?? null;
}

export function usePageFlags(): PageFlags {
  const matches = useMatches();
  return useMemo(() => pageFlagsFor(matches), [matches]);
}


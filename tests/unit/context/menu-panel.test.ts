import {describe, expect, test} from 'vitest';
import {
  coversPage,
  hasCartParam,
  INITIAL_MENU_PANEL_STATE as CLOSED,
  menuPanelReducer as reduce,
  pageFlagsFor,
  type MenuPanelAction,
  type MenuPanelState,
} from '~/context/menu-panel';

const run = (...actions: MenuPanelAction[]) => actions.reduce<MenuPanelState>(reduce, CLOSED);

const everythingOpen: MenuPanelState = {
  account: {open: true, view: 'REGISTER'},
  cart: {open: true},
  search: {focused: true, resultsOpen: true},
  navigation: {item: 'menu-1', gridItem: 'grid-1', mobileOpen: true},
};

describe('account panel ⟂ cart and search', () => {
  test('opening the account panel closes the cart, search focus and results (and the mobile menu)', () => {
    const state = reduce(everythingOpen, {type: 'OPEN_ACCOUNT', view: 'FORGOT_PASSWORD'});
    expect(state.account).toEqual({open: true, view: 'FORGOT_PASSWORD'});
    expect(state.cart.open).toBe(false);
    expect(state.search).toEqual({focused: false, resultsOpen: false});
    expect(state.navigation.mobileOpen).toBe(false);
  });

  test('the account panel keeps its last view when opened without one; views switch while open', () => {
    const state = run({type: 'OPEN_ACCOUNT', view: 'REGISTER'}, {type: 'CLOSE_ACCOUNT'}, {type: 'OPEN_ACCOUNT'});
    expect(state.account).toEqual({open: true, view: 'REGISTER'});
    expect(reduce(state, {type: 'SET_ACCOUNT_VIEW', view: 'LOGIN'}).account).toEqual({open: true, view: 'LOGIN'});
  });

  test('focusing search or showing its results closes the account panel and the cart', () => {
    const withAccount = run({type: 'OPEN_ACCOUNT'});
    expect(reduce(withAccount, {type: 'FOCUS_SEARCH'})).toMatchObject({
      account: {open: false},
      search: {focused: true, resultsOpen: false},
    });
    const withCart = run({type: 'OPEN_CART'});
    expect(reduce(withCart, {type: 'SHOW_SEARCH_RESULTS'})).toMatchObject({
      cart: {open: false},
      search: {focused: false, resultsOpen: true},
    });
  });

  test('search focus and results open and close on their own', () => {
    const state = run({type: 'FOCUS_SEARCH'}, {type: 'SHOW_SEARCH_RESULTS'}, {type: 'BLUR_SEARCH'});
    expect(state.search).toEqual({focused: false, resultsOpen: true});
    expect(reduce(state, {type: 'HIDE_SEARCH_RESULTS'}).search).toEqual({focused: false, resultsOpen: false});
  });
});

describe('one layer at a time (issue 8: search results and a dropdown were open together)', () => {
  // Each layer, how it opens (hover/click/tap/Enter all dispatch these) and whether it shows.
  const LAYERS = {
    account: {open: {type: 'OPEN_ACCOUNT'}, shows: (s: MenuPanelState) => s.account.open},
    cart: {open: {type: 'OPEN_CART'}, shows: (s: MenuPanelState) => s.cart.open},
    searchResults: {open: {type: 'SHOW_SEARCH_RESULTS'}, shows: (s: MenuPanelState) => s.search.resultsOpen},
    dropdown: {open: {type: 'OPEN_NAVIGATION', item: 'menu-1', gridItem: 'grid-1'}, shows: (s: MenuPanelState) => s.navigation.item !== null},
    mobileMenu: {open: {type: 'OPEN_MOBILE_MENU'}, shows: (s: MenuPanelState) => s.navigation.mobileOpen},
  } satisfies Record<string, {open: MenuPanelAction; shows: (s: MenuPanelState) => boolean}>;
  type Layer = keyof typeof LAYERS;
  const names = Object.keys(LAYERS) as Layer[];
  // The one allowed pair: a dropdown inside the open phone menu is part of that menu.
  const nested = (first: Layer, second: Layer) => first === 'mobileMenu' && second === 'dropdown';

  for (const first of names) {
    for (const second of names.filter((name) => name !== first)) {
      test(`${first} open, then ${second} opens: only ${second}${nested(first, second) ? ' (inside the mobile menu)' : ''} shows`, () => {
        const state = run(LAYERS[first].open, LAYERS[second].open);
        const showing = names.filter((name) => LAYERS[name].shows(state));
        expect(showing).toEqual(nested(first, second) ? names.filter((n) => n === first || n === second) : [second]);
      });
    }
  }

  test('focusing the search field (keyboard or click) closes every other layer, the dropdown and mobile menu too', () => {
    for (const layer of names.filter((name) => name !== 'searchResults')) {
      const state = run(LAYERS[layer].open, {type: 'FOCUS_SEARCH'});
      expect(names.filter((name) => LAYERS[name].shows(state)), layer).toEqual([]);
      expect(state.search.focused).toBe(true);
    }
  });

  test('hovering a dropdown while the field has focus closes the results; typing again closes the dropdown', () => {
    const typing = run({type: 'FOCUS_SEARCH'}, {type: 'SHOW_SEARCH_RESULTS'});
    const hovered = reduce(typing, {type: 'OPEN_NAVIGATION', item: 'menu-1'});
    expect(hovered.search).toEqual({focused: true, resultsOpen: false});
    expect(hovered.navigation.item).toBe('menu-1');
    const typedAgain = reduce(hovered, {type: 'SHOW_SEARCH_RESULTS'});
    expect(typedAgain.navigation.item).toBeNull();
    expect(typedAgain.search).toEqual({focused: true, resultsOpen: true});
  });

  test('an action that changes nothing returns the same state (no render for repeated hovers)', () => {
    const open = run({type: 'OPEN_NAVIGATION', item: 'a'});
    expect(reduce(open, {type: 'OPEN_NAVIGATION', item: 'a'})).toBe(open);
    const focused = run({type: 'FOCUS_SEARCH'});
    expect(reduce(focused, {type: 'FOCUS_SEARCH'})).toBe(focused);
  });
});

describe('cart', () => {
  test('OPEN_CART closes everything else, navigation included', () => {
    expect(reduce(everythingOpen, {type: 'OPEN_CART'})).toEqual({
      ...CLOSED,
      account: {open: false, view: 'REGISTER'},
      cart: {open: true},
    });
  });

  test('CLOSE_CART closes only the cart; closing a closed cart changes nothing', () => {
    const state = reduce({...CLOSED, cart: {open: true}, search: {focused: true, resultsOpen: false}}, {type: 'CLOSE_CART'});
    expect(state).toEqual({...CLOSED, search: {focused: true, resultsOpen: false}});
    expect(reduce(CLOSED, {type: 'CLOSE_CART'})).toBe(CLOSED);
  });
});

describe('navigation', () => {
  test('a top-level item opens with or without a grid item; another item replaces it', () => {
    expect(run({type: 'OPEN_NAVIGATION', item: 'a'}).navigation).toEqual({item: 'a', gridItem: null, mobileOpen: false});
    expect(run({type: 'OPEN_NAVIGATION', item: 'a', gridItem: 'a1'}, {type: 'OPEN_NAVIGATION', item: 'b'}).navigation).toEqual({
      item: 'b',
      gridItem: null,
      mobileOpen: false,
    });
  });

  test('CLOSE_NAVIGATION closes the dropdown but leaves the mobile menu open', () => {
    const state = run({type: 'OPEN_MOBILE_MENU'}, {type: 'OPEN_NAVIGATION', item: 'a', gridItem: 'a1'}, {type: 'CLOSE_NAVIGATION'});
    expect(state.navigation).toEqual({item: null, gridItem: null, mobileOpen: true});
  });

  test('the mobile menu is a panel: it closes the account panel and the cart, and they close it', () => {
    const state = run({type: 'OPEN_CART'}, {type: 'OPEN_MOBILE_MENU'});
    expect(state).toMatchObject({cart: {open: false}, navigation: {mobileOpen: true}});
    expect(reduce(state, {type: 'OPEN_ACCOUNT'}).navigation.mobileOpen).toBe(false);
    expect(reduce(state, {type: 'OPEN_CART'}).navigation.mobileOpen).toBe(false);
    expect(reduce(state, {type: 'CLOSE_MOBILE_MENU'}).navigation).toEqual(CLOSED.navigation);
  });
});

describe('CLOSE_TOPMOST closes one layer at a time', () => {
  test('grid item, dropdown item, search results, mobile menu, account panel, cart — in that order', () => {
    const layers: MenuPanelState[] = [everythingOpen];
    for (let step = 0; step < 7; step += 1) layers.push(reduce(layers[layers.length - 1]!, {type: 'CLOSE_TOPMOST'}));
    expect(layers.map((s) => [s.navigation.gridItem, s.navigation.item, s.search.resultsOpen, s.navigation.mobileOpen, s.account.open, s.cart.open])).toEqual([
      ['grid-1', 'menu-1', true, true, true, true],
      [null, 'menu-1', true, true, true, true],
      [null, null, true, true, true, true],
      [null, null, false, true, true, true],
      [null, null, false, false, true, true],
      [null, null, false, false, false, true],
      [null, null, false, false, false, false],
      [null, null, false, false, false, false],
    ]);
    // Search focus is not a layer: the input keeps it.
    expect(layers[6]!.search.focused).toBe(true);
  });

  test('with nothing open the state is returned unchanged (the Escape handler relies on it)', () => {
    expect(reduce(CLOSED, {type: 'CLOSE_TOPMOST'})).toBe(CLOSED);
  });
});

describe('CLOSE_ALL and page changes', () => {
  test('CLOSE_ALL closes every layer and keeps the account view for next time', () => {
    expect(reduce(everythingOpen, {type: 'CLOSE_ALL'})).toEqual({...CLOSED, account: {open: false, view: 'REGISTER'}});
  });

  test('cart=1 in the URL opens the cart and closes everything else', () => {
    const state = reduce(everythingOpen, {type: 'LOCATION_CHANGED', cartInUrl: true, cartWasInUrl: false, navigated: false});
    expect(state).toEqual({...CLOSED, account: {open: false, view: 'REGISTER'}, cart: {open: true}});
  });

  test('losing cart=1 closes the cart only', () => {
    const open = {...CLOSED, cart: {open: true}, search: {focused: true, resultsOpen: false}};
    const state = reduce(open, {type: 'LOCATION_CHANGED', cartInUrl: false, cartWasInUrl: true, navigated: false});
    expect(state).toEqual({...CLOSED, search: {focused: true, resultsOpen: false}});
  });

  test('any other navigation closes all; a location change that is not navigation changes nothing', () => {
    expect(reduce(everythingOpen, {type: 'LOCATION_CHANGED', cartInUrl: false, cartWasInUrl: false, navigated: true})).toEqual({
      ...CLOSED,
      account: {open: false, view: 'REGISTER'},
    });
    const open = run({type: 'SHOW_SEARCH_RESULTS'});
    expect(reduce(open, {type: 'LOCATION_CHANGED', cartInUrl: false, cartWasInUrl: false, navigated: false})).toBe(open);
  });

  test('cart=1 is read from the query', () => {
    expect(hasCartParam('?cart=1&q=whey')).toBe(true);
    expect(hasCartParam('?cart=0')).toBe(false);
    expect(hasCartParam('')).toBe(false);
  });
});

describe('scroll lock and body mark follow the panels that cover the page', () => {
  test('account, cart, search results and the mobile menu cover the page; a dropdown or focus does not', () => {
    expect(coversPage(CLOSED)).toBe(false);
    expect(coversPage(run({type: 'OPEN_NAVIGATION', item: 'a'}))).toBe(false);
    expect(coversPage(run({type: 'FOCUS_SEARCH'}))).toBe(false);
    expect(coversPage(run({type: 'OPEN_ACCOUNT'}))).toBe(true);
    expect(coversPage(run({type: 'OPEN_CART'}))).toBe(true);
    expect(coversPage(run({type: 'SHOW_SEARCH_RESULTS'}))).toBe(true);
    expect(coversPage(run({type: 'OPEN_MOBILE_MENU'}))).toBe(true);
  });
});

describe('page flags', () => {
  test('the product page (also at translated words) carries its page text colour; the overview has none', () => {
    const product = pageFlagsFor([
      {id: 'root', data: {}},
      {id: 'alias/produkte/($locale).products.$collection.$product.($variant)', data: {page: {purchase: {cssVariables: {'--page-text': '#123456'}}}}},
    ]);
    expect(product.productPage).toEqual({active: true, textColor: '#123456', layoutTop: true});
    expect(product.allProductsPage.active).toBe(false);

    const overview = pageFlagsFor([{id: 'routes/($locale).products._index', data: null}]);
    expect(overview).toEqual({
      productPage: {active: false, textColor: null, layoutTop: false},
      allProductsPage: {active: true, textColor: null, layoutTop: true},
    });
  });
});

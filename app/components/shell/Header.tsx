import clsx from 'clsx';
import type {Layout} from '~/content/layout.server';
import {AccountEntry} from '~/components/account/AccountEntry';
import {CartButton} from '~/components/cart/CartButton';
import {SearchBox} from '~/components/search/SearchBox';
import {LocalizedLink} from '~/components/ui/LocalizedLink';
import {usePageFlags} from '~/context/menu-panel';
import {useRouteContext} from '~/context/route-context';
import {COLORS} from '~styles/tokens';
import {readableTextColor} from '~/content/readable-color';
import {MenuPanelMobile} from './MenuPanelMobile';
import {MenuPanelNavigation} from './MenuPanelNavigation';

type Props = {layout: Layout | null};

/**
 * Brand, navigation dropdowns and the phone menu from content, search and the cart. Every layer opens and
 * closes through the menu panel state (`~/context/menu-panel`). The account button arrives with the
 * accounts issue; its panel state is already in the reducer.
 *
 * Layout, so every market's words fit whatever the editors put in the menu (tests/e2e/header-fit.spec.ts):
 * phones: brand, cart and menu button, search on a row of its own; from 768px: brand, search, cart and menu
 * button in one row; from 1260px the full navigation gets a row of its own under brand, search and cart, and
 * wraps rather than squeezing the search field.
 */
export function Header({layout}: Props) {
  const {strings} = useRouteContext();
  const {productPage, allProductsPage} = usePageFlags();
  const brand = layout?.brandName || 'Original Fuel';
  const menu = layout?.menu ?? [];
  // On the product and all-products pages the page's coloured top starts right under the header.
  const layoutTop = productPage.layoutTop || allProductsPage.layoutTop;
  // The header keeps its paper background: the page's text colour only where it is readable on paper.
  const pageText = productPage.textColor ?? allProductsPage.textColor;
  const textColor = pageText ? readableTextColor(COLORS.paper, pageText) : null;
  return (
    <header
      className={clsx('sticky top-0 z-30 bg-paper/95 backdrop-blur', !layoutTop && 'border-b border-line')}
      style={textColor ? {color: textColor} : undefined}
      data-page={productPage.active ? 'product' : allProductsPage.active ? 'all-products' : undefined}
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 md:flex-nowrap md:px-6 xl:flex-wrap xl:pb-2">
        <LocalizedLink to="/" className="whitespace-nowrap text-lg font-extrabold tracking-tight text-accent-strong" aria-label={`${brand} – ${strings.home}`}>
          {brand}
        </LocalizedLink>
        {menu.length ? <MenuPanelNavigation menu={menu} /> : null}
        <SearchBox className="order-last w-full md:order-none md:ml-auto md:w-72 xl:w-80" />
        <div className="ml-auto flex items-center gap-2 md:ml-0">
          <AccountEntry />
          <CartButton />
          {menu.length ? <MenuPanelMobile menu={menu} /> : null}
        </div>
      </div>
    </header>
  );
}

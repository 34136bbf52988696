// The header's cart button: the item count once the cart is known (nothing while loading, never a false 0),
// and a link to the /cart page that, with JavaScript, opens the overlay instead (`?cart=1` via the menu panel).
// It renders the overlay too, so placing the button places the cart.
import {useMenuPanel} from '~/context/menu-panel';
import {useRouteContext} from '~/context/route-context';
import {format} from '~locales/index';
import {useCartData} from './cart-data';
import {CartOverlay, preloadCartContents} from './CartOverlay';

export function CartButton({className}: {className?: string}) {
  const {strings, path} = useRouteContext();
  const {openCart} = useMenuPanel();
  const {count} = useCartData();
  // One line is "1 item", not "1 items" (the strings' count forms are plurals).
  const label = count === null ? strings.cartButtonLabel : count === 1 ? strings.cartButtonLabelCountOne : format(strings.cartButtonLabelCount, {count});
  return (
    <>
      <a
        href={path('/cart')}
        aria-label={label}
        className={className ?? 'relative inline-flex size-11 items-center justify-center rounded-full hover:bg-sand'}
        data-testid="cart-button"
        data-track="header:open_cart:cart_button"
        onPointerEnter={preloadCartContents}
        onFocus={preloadCartContents}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          openCart();
        }}
      >
        <CartIcon />
        {count ? (
          <span
            aria-hidden="true"
            className="absolute -right-1 -top-1 min-w-5 rounded-full bg-accent px-1 text-center text-xs font-bold leading-5 text-on-accent"
            data-testid="cart-count"
          >
            {count}
          </span>
        ) : null}
      </a>
      <CartOverlay />
    </>
  );
}

function CartIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M6 7h12l-1 13H7L6 7Z" strokeLinejoin="round" />
      <path d="M9 7a3 3 0 0 1 6 0" />
    </svg>
  );
}

// The cart as a panel on the right of any page (spec §2: `?cart=1` opens it, removing it closes it). The menu
// panel state follows the URL both ways, so this only reads `state.cart.open` and asks `closeCart()`. Page
// scroll is locked by the menu panel while the cart is open. Needs JavaScript; without it links go to /cart.
// The panel is in the shell; what it shows (lines, gift, upsell, totals: CartContents) is loaded when the cart
// opens, or already when the shopper points at or focuses the cart button, and reads "loading" until then.
import {lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent} from 'react';
import {createPortal} from 'react-dom';
import {ChunkBoundary} from '~/components/ui/ChunkBoundary';
import {LocalizedLink} from '~/components/ui/LocalizedLink';
import {useMenuPanel} from '~/context/menu-panel';
import {useRouteContext} from '~/context/route-context';
import {useCartData} from './cart-data';

const loadContents = () => import('./CartContents');
const CartContents = lazy(() => loadContents().then((module) => ({default: module.CartContents})));

/** Starts loading the overlay's contents (before the shopper opens it). */
export function preloadCartContents() {
  void loadContents();
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

export function CartOverlay() {
  const {state, closeCart} = useMenuPanel();
  const [portalTarget, setPortalTarget] = useState<HTMLElement | null>(null);
  useEffect(() => setPortalTarget(document.body), []);
  if (!state.cart.open || !portalTarget) return null;
  return createPortal(<CartPanel onClose={closeCart} />, portalTarget);
}

function CartPanel({onClose}: {onClose: () => void}) {
  const {strings} = useRouteContext();
  const {data, lastChange} = useCartData();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  // Focus goes into the panel and back to where it was (the cart button) when the panel closes.
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="fixed inset-0 z-40 flex justify-end">
      <div aria-hidden="true" className="absolute inset-0 bg-ink/50" onClick={onClose} data-testid="cart-overlay-backdrop" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-overlay-title"
        onKeyDown={onKeyDown}
        className="relative flex h-full w-full max-w-md flex-col overflow-y-auto bg-paper p-6 text-ink shadow-xl"
        data-testid="cart-overlay"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id="cart-overlay-title" className="text-2xl font-extrabold">
            {strings.cartTitle}
          </h2>
          <button
            ref={closeButton}
            type="button"
            onClick={onClose}
            aria-label={strings.cartClose}
            className="-mr-2 -mt-2 flex size-11 shrink-0 items-center justify-center rounded-full text-2xl leading-none hover:bg-sand"
            data-testid="cart-overlay-close"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p role="status" className="min-h-5 text-sm font-semibold" data-testid="cart-line-status">
          {lastChange === 'added' ? strings.cartLineAdded : lastChange === 'removed' ? strings.cartLineRemoved : null}
        </p>
        {data ? (
          <ChunkBoundary
            fallback={
              <LocalizedLink to="/cart" className="mt-6 font-semibold underline">
                {strings.cartViewCart}
              </LocalizedLink>
            }
          >
            <Suspense fallback={<p className="mt-6">{strings.cartLoading}</p>}>
              <CartContents data={data} onContinue={onClose} />
            </Suspense>
          </ChunkBoundary>
        ) : (
          <p className="mt-6">{strings.cartLoading}</p>
        )}
        {data?.cart ? (
          <LocalizedLink to="/cart" className="mt-4 text-center font-semibold underline">
            {strings.cartViewCart}
          </LocalizedLink>
        ) : null}
      </div>
    </div>
  );
}

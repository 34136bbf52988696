// The cart's lines (page and overlay): content-joined lines in display order, bundles as one group, gift lines
// marked, and "free" where the Storefront prices a gift line at nothing after its own discount. Quantities are optimistic (the pending cart forms applied), so +/− and remove answer at once; every form still
// posts without JavaScript.
import {StorefrontImage} from '~/components/media/StorefrontImage';
import clsx from 'clsx';
import type {CSSProperties, ReactNode} from 'react';
import {isFreeLine} from '~/commerce/cart-discounts';
import {groupCartEntries} from '~/commerce/cart-lines';
import {isGiftLine} from '~/commerce/gifts';
import {LocalizedLink} from '~/components/ui/LocalizedLink';
import {Money} from '~/components/ui/Money';
import {useRouteContext} from '~/context/route-context';
import type {CartView} from './cart-data';
import {CartForm} from './CartForm';
import {CART_ACTIONS} from './line-status';

export type CartLineView = CartView['lines'][number];

export function CartLines({lines}: {lines: CartLineView[]}) {
  const {strings} = useRouteContext();
  return (
    <ul className="divide-y divide-line border-y border-line" data-testid="cart-lines">
      {groupCartEntries(lines).map((entry) =>
        entry.kind === 'line' ? (
          <CartLineItem key={entry.line.line.id} derived={entry.line} />
        ) : (
          <li key={entry.bundleId} className="py-4" data-testid="cart-bundle">
            <div className="flex items-center justify-between gap-4">
              <p className="font-bold">{strings.cartBundle}</p>
              <Money data={entry.totalAmount} className="font-semibold" />
            </div>
            <ul className="mt-2 space-y-1 text-sm">
              {entry.lines.map((derived) => (
                <li key={derived.line.id}>
                  {derived.line.quantity} × {derived.title}
                  {derived.variantLabel ? ` · ${derived.variantLabel}` : ''}
                </li>
              ))}
            </ul>
            <RemoveLines lineIds={entry.lines.map((derived) => derived.line.id)} />
          </li>
        ),
      )}
    </ul>
  );
}

function CartLineItem({derived}: {derived: CartLineView}) {
  const {strings} = useRouteContext();
  const {line} = derived;
  const gift = isGiftLine(line);
  const accent = {'--line-accent': derived.colors.accent, '--line-accent-contrast': derived.colors.accentContrast} as CSSProperties;
  return (
    <li className="flex gap-4 py-4" data-testid={gift ? 'cart-gift-line' : 'cart-line'} style={accent}>
      <div className="size-20 shrink-0 overflow-hidden rounded-lg border-b-4 border-[var(--line-accent)] bg-sand">
        {line.merchandise.image ? (
          <StorefrontImage data={line.merchandise.image} aspectRatio="1/1" sizes="80px" className="size-full object-cover" />
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        <LocalizedLink to={derived.href} className="font-bold hover:text-accent-strong" data-testid="cart-line-title">
          {derived.title}
        </LocalizedLink>
        {derived.variantLabel ? <p className="text-sm text-muted">{derived.variantLabel}</p> : null}
        {derived.sellingPlanName ? <p className="text-sm">{derived.sellingPlanName}</p> : null}
        {gift ? (
          <p className="mt-1 inline-block rounded-full bg-[var(--line-accent)] px-2 text-xs font-bold text-[var(--line-accent-contrast)]">{strings.cartGiftLine}</p>
        ) : null}
        <div className="mt-2 flex items-center gap-2">
          {gift ? null : (
            <>
              <QuantityButton lineId={line.id} quantity={line.quantity - 1} label={strings.cartDecrease}>
                −
              </QuantityButton>
              <span className="sr-only">{strings.cartQuantity}:</span>
              <span className="min-w-8 text-center font-semibold" data-testid="line-quantity">
                {line.quantity}
              </span>
              <QuantityButton lineId={line.id} quantity={line.quantity + 1} label={strings.cartIncrease}>
                +
              </QuantityButton>
            </>
          )}
          <RemoveLines lineIds={[line.id]} />
        </div>
      </div>
      <p className="text-right">
        {derived.compareAtTotal ? (
          <s className="block text-sm text-muted">
            <span className="sr-only">{strings.cartCompareAt} </span>
            <Money data={derived.compareAtTotal} />
          </s>
        ) : null}
        {gift && isFreeLine(line) ? (
          <span className="font-semibold" data-testid="cart-gift-free">
            {strings.cartGiftFree}
          </span>
        ) : (
          <Money data={derived.totalAmount} className="font-semibold" />
        )}
      </p>
    </li>
  );
}

function QuantityButton({lineId, quantity, label, children}: {lineId: string; quantity: number; label: string; children: ReactNode}) {
  const {path} = useRouteContext();
  return (
    <CartForm route={path('/cart')} action={CART_ACTIONS.LinesUpdate} inputs={{lines: [{id: lineId, quantity}]}}>
      {(fetcher) => (
        <button
          type="submit"
          aria-label={label}
          // aria-disabled while pending: a disabled button would drop the keyboard focus (CartForm refuses a second post).
          aria-disabled={fetcher.state !== 'idle' || undefined}
          className={clsx('size-11 rounded-full border-2 border-line font-bold', fetcher.state !== 'idle' && 'opacity-50')}
        >
          {children}
        </button>
      )}
    </CartForm>
  );
}

function RemoveLines({lineIds}: {lineIds: string[]}) {
  const {path, strings} = useRouteContext();
  return (
    <CartForm route={path('/cart')} action={CART_ACTIONS.LinesRemove} inputs={{lineIds}}>
      {(fetcher) => (
        <button type="submit" aria-disabled={fetcher.state !== 'idle' || undefined} className="ml-4 min-h-11 text-sm underline" data-testid="cart-line-remove">
          {strings.cartRemove}
        </button>
      )}
    </CartForm>
  );
}

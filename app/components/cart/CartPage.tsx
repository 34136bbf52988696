import {CartForm} from './CartForm';
import {CART_ACTIONS} from './line-status';
import {useRouteContext} from '~/context/route-context';
import type {CartView} from './cart-data';
import {CartContents} from './CartContents';

type Cart = NonNullable<CartView['cart']>;

/** The /cart page: lines with quantity and remove forms, free gift, upsell, discount codes, totals and checkout. Works without JS. */
/** `message`: why the last cart form (posted without JavaScript) was refused, in the market's words. */
export function CartPage({data, message}: {data: CartView; message: string | null}) {
  const {strings} = useRouteContext();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 md:px-6">
      <h1 className="text-3xl font-extrabold md:text-4xl">{strings.cartTitle}</h1>
      {message ? (
        <p role="alert" className="mt-4 rounded-lg bg-sand px-4 py-3 font-semibold" data-testid="cart-problem">
          {message}
        </p>
      ) : null}
      <CartContents data={data} extra={data.cart ? <DiscountCodes cart={data.cart} /> : null} />
    </div>
  );
}

/** The code entry; the codes the cart holds are listed, with what they take off, in CartTotals. */
function DiscountCodes({cart}: {cart: Cart}) {
  const {strings, path} = useRouteContext();
  const codes = cart.discountCodes.map((discount) => discount.code);
  return (
    <CartForm route={path('/cart')} action={CART_ACTIONS.DiscountCodesUpdate} inputs={{discountCodes: codes}}>
      <label htmlFor="discount-code" className="block text-sm font-semibold">
        {strings.cartDiscountCode}
      </label>
      <div className="mt-1 flex gap-2">
        <input id="discount-code" name="discountCode" className="min-h-11 flex-1 rounded-full border-2 border-line px-4" />
        <button type="submit" className="rounded-full border-2 border-ink px-4 font-semibold">
          {strings.cartApply}
        </button>
      </div>
    </CartForm>
  );
}

import {Form} from '@remix-run/react';
import {CartForm, Image} from '@shopify/hydrogen';
import type {SerializeFrom} from '@shopify/remix-oxygen';
import type {CartApiQueryFragment} from '~graphql/storefront/storefront.generated';
import {LocalizedLink} from '~/components/ui/LocalizedLink';
import {Money} from '~/components/ui/Money';
import {useRouteContext} from '~/context/route-context';

type Cart = SerializeFrom<CartApiQueryFragment>;
type Line = Cart['lines']['nodes'][number];
type Problem = 'cartInvalidQuantity' | 'cartNoCart' | 'cartError' | null;

/** The /cart page: lines with quantity and remove forms, discount codes, subtotal and checkout. Works without JS. */
export function CartPage({cart, problem}: {cart: Cart | null; problem: Problem}) {
  const {strings, path} = useRouteContext();
  const lines = cart?.lines.nodes ?? [];
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 md:px-6">
      <h1 className="text-3xl font-extrabold md:text-4xl">{strings.cartTitle}</h1>
      {problem ? (
        <p role="alert" className="mt-4 rounded-lg bg-sand px-4 py-3 font-semibold">
          {strings[problem]}
        </p>
      ) : null}
      {!lines.length ? (
        <div className="mt-8">
          <p>{strings.cartEmpty}</p>
          <LocalizedLink to="/products" className="mt-6 inline-block rounded-full bg-ink px-6 py-3 font-semibold text-paper">
            {strings.cartContinue}
          </LocalizedLink>
        </div>
      ) : (
        <>
          <ul className="mt-8 divide-y divide-line border-y border-line" data-testid="cart-lines">
            {lines.map((line) => (
              <CartLine key={line.id} line={line} />
            ))}
          </ul>
          <div className="mt-8 grid gap-8 md:grid-cols-2">
            <DiscountCodes cart={cart!} />
            <div className="space-y-4">
              <p className="flex justify-between text-lg font-bold" data-testid="cart-subtotal">
                <span>{strings.cartSubtotal}</span>
                <Money data={cart!.cost.subtotalAmount} />
              </p>
              <Form method="post" action={path('/cart')}>
                <input type="hidden" name="intent" value="checkout" />
                <button type="submit" className="w-full rounded-full bg-accent px-6 py-3 font-bold text-paper" data-testid="checkout">
                  {strings.cartCheckout}
                </button>
              </Form>
            </div>
          </div>
        </>
      )}
    </div>
  );
}

function CartLine({line}: {line: Line}) {
  const {strings, path} = useRouteContext();
  const variant = line.merchandise;
  const options = variant.selectedOptions.filter((option) => !option.value.includes('Default'));
  return (
    <li className="flex gap-4 py-4" data-testid="cart-line">
      <div className="size-20 shrink-0 overflow-hidden rounded-lg bg-sand">
        {variant.image ? <Image data={variant.image} aspectRatio="1/1" sizes="80px" className="size-full object-cover" /> : null}
      </div>
      <div className="min-w-0 flex-1">
        <LocalizedLink to={`/products/all/${variant.product.handle}`} className="font-bold hover:text-accent">
          {variant.product.title}
        </LocalizedLink>
        {options.length ? <p className="text-sm text-muted">{options.map((option) => option.value).join(' · ')}</p> : null}
        {line.sellingPlanAllocation ? <p className="text-sm">{line.sellingPlanAllocation.sellingPlan.name}</p> : null}
        <div className="mt-2 flex items-center gap-2">
          <QuantityButton line={line} quantity={line.quantity - 1} label={strings.cartDecrease} symbol="−" />
          <span aria-label={strings.cartQuantity} className="min-w-8 text-center font-semibold" data-testid="line-quantity">
            {line.quantity}
          </span>
          <QuantityButton line={line} quantity={line.quantity + 1} label={strings.cartIncrease} symbol="+" />
          <CartForm route={path('/cart')} action={CartForm.ACTIONS.LinesRemove} inputs={{lineIds: [line.id]}}>
            <button type="submit" className="ml-4 text-sm underline">
              {strings.cartRemove}
            </button>
          </CartForm>
        </div>
      </div>
      <Money data={line.cost.totalAmount} className="font-semibold" />
    </li>
  );
}

function QuantityButton({line, quantity, label, symbol}: {line: Line; quantity: number; label: string; symbol: string}) {
  const {path} = useRouteContext();
  return (
    <CartForm route={path('/cart')} action={CartForm.ACTIONS.LinesUpdate} inputs={{lines: [{id: line.id, quantity}]}}>
      <button type="submit" aria-label={label} className="size-11 rounded-full border-2 border-line font-bold">
        {symbol}
      </button>
    </CartForm>
  );
}

function DiscountCodes({cart}: {cart: Cart}) {
  const {strings, path} = useRouteContext();
  const codes = cart.discountCodes.map((discount) => discount.code);
  return (
    <div>
      {cart.discountCodes.length ? (
        <ul className="mb-3 space-y-1 text-sm" data-testid="discount-codes">
          {cart.discountCodes.map((discount) => (
            <li key={discount.code}>
              <strong>{discount.code}</strong> ({discount.applicable ? strings.cartApplied : strings.cartNotApplied})
            </li>
          ))}
        </ul>
      ) : null}
      <CartForm route={path('/cart')} action={CartForm.ACTIONS.DiscountCodesUpdate} inputs={{discountCodes: codes}}>
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
    </div>
  );
}

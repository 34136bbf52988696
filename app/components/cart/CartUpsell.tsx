// The cart upsell block (spec §3 Content product `cartUpsellBlock`): products the cart's products suggest,
// each with its own add-to-cart.
import {AddToCartForm} from '~/components/product/purchase/AddToCartForm';
import {ContentImage} from '~/components/ui/ContentImage';
import {LocalizedLink} from '~/components/ui/LocalizedLink';
import {Money} from '~/components/ui/Money';
import {cartLineHref} from '~/commerce/cart-lines';
import {useRouteContext} from '~/context/route-context';
import type {CartView} from './cart-data';

export function CartUpsell({items}: {items: CartView['upsell']}) {
  const {strings} = useRouteContext();
  if (!items.length) return null;
  return (
    <section aria-labelledby="cart-upsell-heading" data-testid="cart-upsell">
      <h2 id="cart-upsell-heading" className="font-extrabold">
        {strings.cartUpsellHeading}
      </h2>
      <ul className="mt-3 space-y-3">
        {items.map(({product, variant}) => (
          <li key={product.id} className="flex items-center gap-3">
            <div className="size-16 shrink-0 overflow-hidden rounded-lg bg-sand">
              <ContentImage data={product.image?.responsiveImage} sizes="64px" cover />
            </div>
            <div className="min-w-0 flex-1">
              <LocalizedLink to={cartLineHref(product, null, variant.product.handle)} className="font-semibold hover:text-accent-strong">
                {product.title || variant.product.title}
              </LocalizedLink>
              <Money data={variant.price} className="block text-sm" />
            </div>
            <div className="shrink-0">
              <AddToCartForm lines={[{merchandiseId: variant.id, quantity: 1}]} className="min-h-11 rounded-full bg-ink px-4 text-sm font-semibold text-paper">
                {strings.cartUpsellAdd}
                <span className="sr-only">: {product.title || variant.product.title}</span>
              </AddToCartForm>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

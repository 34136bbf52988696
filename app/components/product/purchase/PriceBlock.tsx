import {Money} from '~/components/ui/Money';
import {useRouteContext} from '~/context/route-context';
import type {MoneyLike} from '~/markets/format';
import {format} from '~locales/index';

/**
 * The price in the market's format; a higher earlier price struck through (announced as "was"); for a
 * subscription the price per delivery and what it saves.
 */
export function PriceBlock({
  price,
  compareAtPrice,
  perDelivery = false,
  savingsPercent = 0,
  priceNote,
  discountNote,
}: {
  price: MoneyLike;
  compareAtPrice: MoneyLike | null;
  perDelivery?: boolean;
  savingsPercent?: number;
  priceNote: string | null;
  discountNote: string | null;
}) {
  const {strings} = useRouteContext();
  return (
    <div className="mt-4">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-2xl font-bold" data-testid="price">
        <span className="sr-only">{strings.price}: </span>
        <Money data={price} />
        {perDelivery ? <span className="text-base font-normal">{strings.purchasePerDelivery}</span> : null}
        {compareAtPrice ? (
          <s className="text-base font-normal opacity-70">
            <span className="sr-only">{strings.compareAtPrice} </span>
            <Money data={compareAtPrice} />
          </s>
        ) : null}
        {savingsPercent > 0 ? (
          <span className="rounded-full bg-[var(--product-accent)] px-2 py-0.5 text-xs text-[var(--product-accent-contrast)]">
            {format(strings.purchaseSave, {percent: savingsPercent})}
          </span>
        ) : null}
      </p>
      {priceNote ? <p className="text-sm opacity-80">{priceNote}</p> : null}
      {discountNote ? <p className="text-sm font-semibold text-[var(--product-accent-text,var(--color-accent-strong))]">{discountNote}</p> : null}
    </div>
  );
}

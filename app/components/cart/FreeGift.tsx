// Spec §4 Cart, free gift: progress towards the threshold, then the gift choices. Choosing posts the `gift`
// intent to the cart action, which replaces earlier gift lines with the chosen gift.
import {useFetcher} from '@remix-run/react';
import clsx from 'clsx';
import {ContentImage} from '~/components/ui/ContentImage';
import {useRouteContext} from '~/context/route-context';
import {formatMoney} from '~/markets/format';
import {format} from '~locales/index';
import type {CartView} from './cart-data';
import {cartFailureMessage, type CartAnswer} from './CartAnswerStatus';

type GiftStateView = CartView['giftState'];

export function FreeGift({giftState}: {giftState: GiftStateView}) {
  const {strings, market} = useRouteContext();
  const {threshold, subtotal, remaining} = giftState;
  if (threshold === null || !subtotal) return null;
  const progress = Math.min(100, Math.round((Number(subtotal.amount) / threshold) * 100));
  return (
    <section aria-labelledby="free-gift-heading" className="rounded-2xl bg-sand p-4" data-testid="free-gift">
      <h2 id="free-gift-heading" className="font-extrabold">
        {giftState.active ? giftState.heading || strings.cartGiftReached : strings.cartGiftLine}
      </h2>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-label={strings.cartGiftLine}
        className="mt-2 h-2 overflow-hidden rounded-full bg-paper"
      >
        <div className="h-full bg-accent transition-[width]" style={{width: `${progress}%`}} />
      </div>
      {!giftState.active && remaining ? (
        <p className="mt-2 text-sm" data-testid="free-gift-remaining">
          {format(strings.cartGiftRemaining, {amount: formatMoney(remaining, market.siteLocale)})}
        </p>
      ) : null}
      {giftState.active ? (
        <ul className="mt-3 grid grid-cols-3 gap-2" data-testid="gift-picker">
          {giftState.gifts.map((gift) => (
            <GiftChoice key={gift.id} gift={gift} chosen={gift.variantId === giftState.chosenGiftVariantId} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function GiftChoice({gift, chosen}: {gift: GiftStateView['gifts'][number]; chosen: boolean}) {
  const {strings, path} = useRouteContext();
  const fetcher = useFetcher<CartAnswer>();
  const pending = fetcher.state !== 'idle';
  const failure = pending ? null : cartFailureMessage(fetcher.data, strings);
  return (
    <li className={clsx('flex flex-col items-center gap-1 rounded-xl bg-paper p-2 text-center text-sm', chosen && 'ring-2 ring-accent')}>
      <div className="size-16 overflow-hidden rounded-lg">
        <ContentImage data={gift.image?.responsiveImage} sizes="64px" cover />
      </div>
      <span className="font-semibold">{gift.title}</span>
      <fetcher.Form method="post" action={path('/cart')}>
        <input type="hidden" name="intent" value="gift" />
        <button
          type="submit"
          name="variantId"
          value={gift.variantId ?? ''}
          disabled={chosen || pending}
          aria-pressed={chosen}
          className="min-h-11 rounded-full border-2 border-ink px-3 font-semibold disabled:opacity-60"
          data-testid="choose-gift"
        >
          {chosen ? strings.cartGiftChosen : strings.cartGiftChoose}
          <span className="sr-only">: {gift.title}</span>
        </button>
      </fetcher.Form>
      {failure ? (
        <p role="status" className="text-xs">
          {failure}
        </p>
      ) : null}
    </li>
  );
}

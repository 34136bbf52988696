import {useState, type ReactNode} from 'react';
import type {PurchaseTab} from '~/commerce/purchase';
import {useRouteContext} from '~/context/route-context';
import {AddToCartForm} from './AddToCartForm';
import {DeliveryCode} from './DeliveryCode';
import {Ksps} from './Ksps';
import {PaymentNotes, PreorderNote} from './Notes';
import {OptionPickers} from './OptionPicker';
import {PriceBlock} from './PriceBlock';
import {QuantitySelect} from './QuantitySelect';
import {Specs} from './Specs';
import {SubscriptionTabs} from './SubscriptionTabs';
import type {PurchaseData} from './types';

/**
 * The purchase panel of the product page: title, price, option pickers, one-time / subscription choice,
 * quantity and add to cart, notes, delivery promise and specs. It reads `--product-accent` (and
 * `--product-accent-contrast`) from the page wrapper, which applies `purchase.cssVariables`.
 * `rating` (the product's stars and count) and `intro` (e.g. the short description) go under the title.
 */
export function PurchasePanel({
  purchase,
  rating,
  intro,
}: {
  purchase: PurchaseData;
  rating?: ReactNode;
  intro?: ReactNode;
}) {
  const {strings} = useRouteContext();
  const {subscription, variant} = purchase;
  const plans = subscription?.groups.flatMap((group) => group.plans) ?? [];
  const [tab, setTab] = useState<PurchaseTab>(subscription?.initialTab ?? 'oneTime');
  const [planId, setPlanId] = useState<string | null>(plans[0]?.id ?? null);
  const [quantity, setQuantity] = useState(1);

  const subscribing = tab === 'subscription' && plans.length > 0;
  const plan = subscribing ? plans.find((candidate) => candidate.id === planId) ?? plans[0] : undefined;
  const lineQuantity = Math.min(quantity, purchase.maxQuantity);
  const lines = [{merchandiseId: variant.id, quantity: lineQuantity, ...(plan ? {sellingPlanId: plan.id} : {})}];
  // The subscription notes replace the payment notes while subscribing, when the editors wrote any.
  const notes =
    subscribing && purchase.subscriptionPaymentNotes.length ? purchase.subscriptionPaymentNotes : purchase.paymentNotes;
  const buttonLabel = !purchase.canBuy
    ? variant.soldOut
      ? strings.soldOut
      : strings.unavailable
    : variant.preorder
    ? strings.purchasePreorder
    : strings.purchaseAddToCart;

  return (
    <div data-testid="purchase-panel">
      {purchase.isNew ? (
        <span className="inline-block rounded-full bg-[var(--product-accent)] px-3 py-1 text-xs font-bold text-[var(--product-accent-contrast)]">
          {strings.new}
        </span>
      ) : null}
      <h1 className="mt-2 text-3xl font-extrabold md:text-4xl">{purchase.title}</h1>
      {purchase.variantName ? (
        <p className="mt-1 text-lg font-semibold" data-testid="variant-name">
          {purchase.variantName}
        </p>
      ) : null}
      {rating}
      {intro}

      <PriceBlock
        price={plan ? plan.price : variant.price}
        compareAtPrice={plan ? (plan.savingsPercent > 0 ? variant.price : null) : variant.compareAtPrice}
        perDelivery={Boolean(plan)}
        savingsPercent={plan?.savingsPercent ?? 0}
        priceNote={purchase.priceNote}
        discountNote={purchase.discountNote}
      />

      <OptionPickers options={purchase.options} footnote={purchase.footnote} />

      {subscription ? (
        <SubscriptionTabs
          subscription={subscription}
          tab={tab}
          onTabChange={setTab}
          planId={plan?.id ?? planId}
          onPlanChange={setPlanId}
          oneTimePrice={variant.price}
        />
      ) : null}

      <div className="mt-6 flex flex-wrap items-center gap-3">
        {purchase.canBuy ? (
          <QuantitySelect value={lineQuantity} max={purchase.maxQuantity} onChange={setQuantity} />
        ) : null}
        <div className="min-w-48 flex-1">
          <AddToCartForm
            lines={lines}
            disabled={!purchase.canBuy}
            className="min-h-11 w-full rounded-full bg-[var(--product-accent)] px-6 py-3 font-bold text-[var(--product-accent-contrast)] disabled:cursor-not-allowed disabled:opacity-50"
          >
            {buttonLabel}
          </AddToCartForm>
        </div>
      </div>
      {!purchase.canBuy ? (
        // Says why the button does nothing; sold out is also on the button, this line is what gets announced.
        <p className="mt-2 text-sm font-semibold" role="status">
          {variant.soldOut ? strings.soldOut : strings.purchaseCannotBuy}
        </p>
      ) : null}
      <div className="mt-3">
        <Ksps ksps={purchase.ksps} />
      </div>

      {purchase.canBuy && variant.preorder ? <PreorderNote /> : null}
      <DeliveryCode code={purchase.deliveryCode} />
      <PaymentNotes notes={notes} />
      <Specs specs={purchase.specs} />
    </div>
  );
}

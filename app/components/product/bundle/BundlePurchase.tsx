import {Money} from '~/components/ui/Money';
import {useRouteContext} from '~/context/route-context';
import {format} from '~locales/index';
import {BundleAddForm} from './BundleAddForm';
import type {BundleBuilder} from './useBundleBuilder';

/** Progress, the purchase mode (when every line offers the frequency), the total and the add-to-cart button. */
export function BundlePurchase({builder, buttonLabel}: {builder: BundleBuilder; buttonLabel: string | null | undefined}) {
  const {strings} = useRouteContext();
  const {progress, total} = builder;
  const discounted = Number(total.compareAtPrice.amount) > Number(total.price.amount);
  return (
    <div className="mt-6 rounded-xl border-2 border-line p-4 md:p-5">
      <p aria-live="polite" className="text-sm font-semibold" data-testid="bundle-progress">
        {format(strings.bundleProgress, {picked: progress.picked, required: progress.required})}
        {' · '}
        {progress.complete ? strings.bundleComplete : format(strings.bundleChooseMore, {remaining: progress.remaining})}
      </p>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-sand" aria-hidden="true">
        <div
          className="h-full rounded-full bg-[var(--product-accent,var(--color-accent))] transition-[width]"
          style={{width: `${Math.min(100, (progress.picked / progress.required) * 100)}%`}}
        />
      </div>
      <PurchaseMode builder={builder} />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-baseline gap-2 text-lg font-bold" data-testid="bundle-total">
          <span className="sr-only">{strings.bundleTotal}: </span>
          <Money data={total.price} />
          {discounted ? (
            <s className="text-sm font-normal text-muted">
              <span className="sr-only">{strings.compareAtPrice} </span>
              <Money data={total.compareAtPrice} />
            </s>
          ) : null}
        </p>
        <div className="w-full md:w-auto">
          <BundleAddForm
            productHandle={builder.productHandle}
            picks={builder.picks}
            frequency={builder.frequency}
            disabled={!builder.valid}
            className="w-full rounded-full bg-ink px-6 py-3 font-bold text-paper disabled:cursor-not-allowed disabled:opacity-40 md:w-auto"
          >
            {buttonLabel || strings.bundleAddToCart}
          </BundleAddForm>
        </div>
      </div>
    </div>
  );
}

function PurchaseMode({builder}: {builder: BundleBuilder}) {
  const {strings} = useRouteContext();
  if (!builder.planChoices.length) return null;
  const options = [
    ...(builder.oneTimeAllowed ? [{value: '', label: strings.bundleOneTime}] : []),
    ...builder.planChoices.map((choice) => ({value: choice.frequency, label: choice.name})),
  ];
  return (
    <fieldset className="mt-4">
      <legend className="mb-2 text-sm font-semibold">{strings.bundlePurchaseMode}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-full border-2 border-line px-4 py-2 text-sm has-[:checked]:border-ink"
          >
            <input
              type="radio"
              name="bundle-frequency"
              value={option.value}
              checked={(builder.frequency ?? '') === option.value}
              onChange={() => builder.chooseFrequency(option.value || null)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

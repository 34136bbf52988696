import {Money} from '~/components/ui/Money';
import {useRouteContext} from '~/context/route-context';
import type {BundleItem} from '~/commerce/bundle';
import {BundleItemImage} from './BundleItemImage';
import {BundleItemInfo} from './BundleItemInfo';

/** What every box holds regardless of the picks, labelled as such. */
export function FixedComponents({items}: {items: BundleItem[]}) {
  const {strings} = useRouteContext();
  if (!items.length) return null;
  return (
    <section aria-label={strings.bundleIncluded} className="mt-6">
      <ul className="grid gap-2">
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-3 rounded-xl bg-sand p-2" data-testid="bundle-fixed">
            <div className="h-16 w-16 shrink-0 overflow-hidden rounded-lg bg-paper">
              <BundleItemImage item={item} sizes="64px" />
            </div>
            <div className="min-w-0 flex-1">
              <p className="text-xs font-bold uppercase tracking-wide text-muted">{strings.bundleIncluded}</p>
              <p className="font-bold leading-tight">{item.title}</p>
              <BundleItemInfo item={item} />
            </div>
            <p className="text-sm">
              {item.variant.availableForSale ? <Money data={item.variant.price} /> : strings.soldOut}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

import clsx from 'clsx';
import {Money} from '~/components/ui/Money';
import {useRouteContext} from '~/context/route-context';
import type {BundleItem} from '~/commerce/bundle';
import {format} from '~locales/index';
import {BundleItemImage} from './BundleItemImage';
import {BundleItemInfo} from './BundleItemInfo';

type Props = {item: BundleItem; count: number; canAdd: boolean; onAdd: () => void; onRemove: () => void};

/** An eligible variant: picked with + and −, as often as the box has room (duplicates are allowed). */
export function BundleItemCard({item, count, canAdd, onAdd, onRemove}: Props) {
  const {strings} = useRouteContext();
  const soldOut = !item.variant.availableForSale;
  return (
    <article
      className={clsx(
        'flex h-full flex-col rounded-xl border-2 bg-paper p-2 transition-colors md:p-3',
        count > 0 ? 'border-[var(--product-accent,var(--color-accent))]' : 'border-line',
        soldOut && 'opacity-60',
      )}
      data-testid="bundle-item"
    >
      <div className="relative aspect-square overflow-hidden rounded-lg bg-sand">
        <BundleItemImage item={item} sizes="(min-width: 768px) 200px, 40vw" />
        {soldOut ? (
          <span className="absolute left-2 top-2 rounded-full bg-ink px-2 py-0.5 text-xs font-bold text-paper">
            {strings.soldOut}
          </span>
        ) : null}
      </div>
      <h3 className="mt-2 text-sm font-bold leading-tight md:text-base">{item.title}</h3>
      <p className="text-sm">
        <Money data={item.variant.price} />
      </p>
      <BundleItemInfo item={item} onChoose={onAdd} canChoose={canAdd} />
      <div className="mt-auto flex items-center justify-between gap-2 pt-2">
        <button
          type="button"
          onClick={onRemove}
          disabled={count === 0}
          aria-label={format(strings.bundleRemoveItem, {title: item.title})}
          className="flex h-11 w-11 items-center justify-center rounded-full border-2 border-line text-xl font-bold disabled:opacity-40"
        >
          <span aria-hidden="true">−</span>
        </button>
        <span className="min-w-6 text-center font-bold tabular-nums">
          <span aria-hidden="true">{count}</span>
          <span className="sr-only">{format(strings.bundleItemCount, {count})}</span>
        </span>
        <button
          type="button"
          onClick={onAdd}
          disabled={!canAdd}
          aria-label={format(strings.bundleAddItem, {title: item.title})}
          className="flex h-11 w-11 items-center justify-center rounded-full bg-ink text-xl font-bold text-paper disabled:opacity-40"
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </article>
  );
}

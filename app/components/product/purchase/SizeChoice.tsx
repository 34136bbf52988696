import clsx from 'clsx';
import {ContentImage} from '~/components/ui/ContentImage';
import {useRouteContext} from '~/context/route-context';
import {formatMoney} from '~/markets/format';
import {format} from '~locales/index';
import {ChoiceLink, frameClass, labelStyle} from './ChoiceLink';
import type {OptionChoiceData} from './types';

type SizeChoiceData = Extract<OptionChoiceData, {kind: 'size'}>;

/** A size: size + unit (or a pack of bars with the price per bar), servings, who it suits. */
export function SizeChoice({choice}: {choice: SizeChoiceData}) {
  const {strings, market} = useRouteContext();
  const label = choice.bars
    ? choice.bars === 1
      ? strings.purchaseBarsPackOne
      : format(strings.purchaseBarsPack, {count: choice.bars})
    : [choice.size, choice.unit].filter(Boolean).join(' ');
  const perBar =
    choice.bars && choice.bars > 1 && choice.price
      ? formatMoney(
          {amount: (Number(choice.price.amount) / choice.bars).toFixed(2), currencyCode: choice.price.currencyCode},
          market.siteLocale,
        )
      : null;
  return (
    <ChoiceLink
      choice={choice}
      className={clsx(
        'flex min-h-11 min-w-11 items-center gap-3 bg-paper px-4 py-2 text-left text-sm',
        frameClass(choice, {tall: true}),
      )}
      style={labelStyle(choice)}
    >
      {choice.look.thumbnail ? (
        <span className="block size-10 shrink-0 overflow-hidden rounded">
          <ContentImage data={{...choice.look.thumbnail, alt: null}} sizes="40px" cover />
        </span>
      ) : null}
      <span className="flex flex-col">
        <span className={clsx('font-semibold', choice.status === 'soldOut' && 'line-through')}>{label}</span>
        {choice.servings && choice.servings !== choice.bars ? (
          <span className="text-xs">
            {choice.servings} {choice.servingsLabel}
          </span>
        ) : null}
        {choice.suitableFor ? <span className="text-xs">{choice.suitableFor}</span> : null}
        {perBar ? <span className="text-xs">{format(strings.purchasePerBar, {price: perBar})}</span> : null}
      </span>
    </ChoiceLink>
  );
}

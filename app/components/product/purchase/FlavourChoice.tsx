import clsx from 'clsx';
import type {CSSProperties} from 'react';
import {ContentImage} from '~/components/ui/ContentImage';
import {ChoiceLink, frameClass, labelStyle} from './ChoiceLink';
import type {OptionChoiceData} from './types';

type FlavourChoiceData = Extract<OptionChoiceData, {kind: 'flavour'}>;

/** Two-colour flavours show both halves; without colours the product accent stands in. */
function swatchStyle(choice: FlavourChoiceData): CSSProperties {
  const colour = choice.colour ?? 'var(--product-accent)';
  return choice.secondaryColor
    ? {background: `linear-gradient(135deg, ${colour} 50%, ${choice.secondaryColor} 50%)`}
    : {backgroundColor: colour};
}

/** A flavour: its thumbnail (or colour swatch) in the select option's shape, its name below. */
export function FlavourChoice({choice}: {choice: FlavourChoiceData}) {
  const soldOut = choice.status === 'soldOut' || choice.status === 'unavailable';
  return (
    <ChoiceLink choice={choice} className="flex min-h-11 min-w-16 flex-col items-center gap-1 rounded-lg p-1 text-center text-xs">
      <span
        className={clsx('relative block size-12 overflow-hidden', frameClass(choice), choice.status === 'soldOut' && 'opacity-60')}
        style={swatchStyle(choice)}
      >
        {choice.look.thumbnail ? (
          <ContentImage data={{...choice.look.thumbnail, alt: null}} sizes="48px" cover />
        ) : null}
        {soldOut ? (
          // A diagonal stroke: the usual "not available" mark on swatches.
          <span
            aria-hidden="true"
            className="absolute inset-0 bg-[linear-gradient(135deg,transparent_47%,currentColor_47%,currentColor_53%,transparent_53%)]"
          />
        ) : null}
      </span>
      <span className={clsx('rounded px-1 font-semibold', labelStyle(choice) && 'py-0.5')} style={labelStyle(choice)}>
        {choice.name}
      </span>
    </ChoiceLink>
  );
}

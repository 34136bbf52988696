import clsx from 'clsx';
import {cn} from '~/components/ui/class-names';
import type {CSSProperties, ReactNode} from 'react';
import {LocalizedLink} from '~/components/ui/LocalizedLink';
import {readableTextColor} from '~/content/readable-color';
import {useRouteContext} from '~/context/route-context';
import type {Strings} from '~locales/index';
import type {OptionChoiceData} from './types';

const SHAPE_CLASS = {round: 'rounded-full', square: 'rounded-md', pill: 'rounded-full'} as const;
/** Frames of several lines (sizes) would turn into ovals when fully rounded. */
const TALL_SHAPE_CLASS = {round: 'rounded-3xl', square: 'rounded-md', pill: 'rounded-2xl'} as const;

/** The visible frame of a choice: its select option's shape, border and shadow, and the selection ring. */
export function frameClass(choice: OptionChoiceData, {tall = false} = {}): string {
  const {look} = choice;
  return clsx(
    (tall ? TALL_SHAPE_CLASS : SHAPE_CLASS)[look.shape],
    look.border && 'border-2',
    look.border && (choice.selected ? 'border-[var(--product-accent)]' : 'border-line'),
    look.border && (choice.status === 'unavailable' || choice.status === 'soldOut') && 'border-dashed',
    look.shadow && 'shadow-md',
    choice.selected && 'ring-2 ring-[var(--product-accent)] ring-offset-2',
  );
}

/** The editors' label colours for this choice, when set; the text made readable on the label (WCAG AA). */
export function labelStyle(choice: OptionChoiceData): CSSProperties | undefined {
  const {labelBackground, labelText} = choice.look;
  if (!labelBackground && !labelText) return undefined;
  return {backgroundColor: labelBackground ?? undefined, color: readableTextColor(labelBackground, labelText)};
}

function statusText(choice: OptionChoiceData, strings: Strings): string | null {
  switch (choice.status) {
    case 'unavailable':
      return strings.purchaseUnavailableCombination;
    case 'soldOut':
      return strings.soldOut;
    case 'preorder':
      return strings.purchasePreorder;
    default:
      return null;
  }
}

/**
 * A choice: a link to its variant's URL (replacing the history entry, keeping the scroll position), or, for a
 * combination no variant has, a disabled text that says so. Its status is spoken; the footnote mark is shown.
 */
export function ChoiceLink({
  choice,
  className,
  style,
  children,
}: {
  choice: OptionChoiceData;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const {strings} = useRouteContext();
  const status = statusText(choice, strings);
  const content = (
    <>
      {children}
      {choice.footnote ? <sup className="ml-0.5">*</sup> : null}
      {status ? <span className="sr-only"> ({status})</span> : null}
    </>
  );
  if (!choice.path) {
    return (
      <span aria-disabled="true" className={cn(className, 'cursor-not-allowed opacity-50')} style={style}>
        {content}
      </span>
    );
  }
  return (
    <LocalizedLink
      to={choice.path}
      replace
      preventScrollReset
      aria-current={choice.selected ? 'true' : undefined}
      // Sold out still links to its variant, so its text keeps full contrast: the mark is the strike-through
      // (sizes, values) or the stroke over the swatch (flavours), and a dashed frame.
      className={className}
      style={style}
    >
      {content}
    </LocalizedLink>
  );
}

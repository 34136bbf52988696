import clsx from 'clsx';
import {deferredPart, LoadWhenNear} from '~/components/ui/LoadWhenNear';
import {useRouteContext} from '~/context/route-context';
import {format} from '~locales/index';
import {ChoiceLink, frameClass, labelStyle} from './ChoiceLink';
import {FlavourChoice} from './FlavourChoice';
import {Footnote} from './Footnote';
import {SizeChoice} from './SizeChoice';
import type {OptionChoiceData, PurchaseData, PurchaseOptionData} from './types';

/**
 * The footnote is static text, but rich text: its renderer (with the media it can embed) is a third of the
 * product page's own code. The server's markup stays until the shopper uses it (or the variant changes).
 */
export const productFootnote = deferredPart(import.meta.env.SSR ? Footnote : null, () =>
  import('./Footnote').then((module) => module.Footnote),
);

function Choice({choice}: {choice: OptionChoiceData}) {
  if (choice.kind === 'flavour') return <FlavourChoice choice={choice} />;
  if (choice.kind === 'size') return <SizeChoice choice={choice} />;
  return (
    <ChoiceLink
      choice={choice}
      className={clsx('inline-flex min-h-11 min-w-11 items-center bg-paper px-4 py-2 text-sm font-semibold', frameClass(choice))}
      style={labelStyle(choice)}
    >
      <span className={clsx(choice.status === 'soldOut' && 'line-through')}>{choice.label}</span>
    </ChoiceLink>
  );
}

/** One option as a group of choices; a selected size's default note below it. */
export function OptionPicker({option}: {option: PurchaseOptionData}) {
  const {strings} = useRouteContext();
  const selected = option.choices.find((choice) => choice.selected);
  const note = selected?.kind === 'size' ? selected.defaultNote : null;
  return (
    <fieldset className="mt-6">
      <legend className="mb-2 font-semibold">{option.title ?? format(strings.chooseOption, {name: option.name})}</legend>
      <ul className="flex flex-wrap gap-2">
        {option.choices.map((choice) => (
          <li key={choice.value}>
            <Choice choice={choice} />
          </li>
        ))}
      </ul>
      {note ? <p className="mt-2 text-sm">{note}</p> : null}
    </fieldset>
  );
}

/** All pickers, then the editors' footnote ("*" when values carry the mark). */
export function OptionPickers({options, footnote}: {options: PurchaseData['options']; footnote: PurchaseData['footnote']}) {
  if (!options.length) return null;
  return (
    <div data-testid="option-pickers">
      {options.map((option) => (
        <OptionPicker key={option.name} option={option} />
      ))}
      {footnote ? (
        <LoadWhenNear
          name="product-footnote"
          className="mt-3 flex gap-1 text-xs"
          part={productFootnote}
          props={{footnote}}
          until="used"
        />
      ) : null}
    </div>
  );
}

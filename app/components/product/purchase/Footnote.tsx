import {RichText} from '~/components/content/RichText';
import type {PurchaseData} from './types';

/** The editors' footnote under the option pickers ("*" when values carry the mark). */
export function Footnote({footnote}: {footnote: NonNullable<PurchaseData['footnote']>}) {
  return (
    <>
      {footnote.addMark ? <span aria-hidden="true">*</span> : null}
      {/* The rich text's own paragraph spacing applies (a `space-y-1` here lost to it in the stylesheet). */}
      <RichText data={{value: footnote.value}} />
    </>
  );
}

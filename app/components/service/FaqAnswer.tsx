// One FAQ answer of a service page: rich text, a module of its own so the browser loads the rich-text and media
// code only when a shopper uses an answer (ServicePage; README "Service pages").
import {RichText, type RichTextData} from '~/components/content/RichText';

export function FaqAnswer({answer}: {answer: RichTextData | null | undefined}) {
  return <RichText data={answer} />;
}

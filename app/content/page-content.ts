// Content as pages send it to the browser, in one walk over the answer: every uploaded file reduced to what its
// kind renders, every button link resolved to where it goes, and no null fields (media.ts, link-targets.ts,
// slim.ts hold each rule).
import {essentialLinkOf} from './link-targets';
import {essentialMediaOf} from './media';
import {mapObjects, presentFields, type Slim} from './slim';

export function pageContent<T>(value: T): Slim<T> {
  return mapObjects(value, (object) => presentFields(essentialLinkOf(essentialMediaOf(object)))) as Slim<T>;
}

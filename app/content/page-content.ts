// Content as pages send it to the browser, in one walk over the answer: every uploaded file reduced to what its
// kind renders, every button link resolved to where it goes, and no null fields (media.ts, link-targets.ts,
// slim.ts hold each rule).
import {freezeDeep} from '~/upstream/memory-cache';
import {essentialLinkOf} from './link-targets';
import {essentialMediaOf} from './media';
import {mapObjects, presentFields, type Slim} from './slim';

export function pageContent<T>(value: T): Slim<T> {
  return mapObjects(value, (object) => presentFields(essentialLinkOf(essentialMediaOf(object)))) as Slim<T>;
}

const reducedFrom = new WeakMap<object, unknown>();

/**
 * `pageContent` of a content answer, made once per answer object: the same answer comes back for a few seconds
 * (app/upstream/memory-cache.ts) and a part every page sends (the layout) was reduced again on every view.
 * Frozen, since views share it.
 */
export function pageContentOnce<T extends object>(answer: T): Slim<T> {
  const known = reducedFrom.get(answer);
  if (known) return known as Slim<T>;
  const reduced = freezeDeep(pageContent(answer));
  reducedFrom.set(answer, reduced);
  return reduced;
}

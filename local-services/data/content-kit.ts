// Small helpers the demo content files share: stable record ids, image uploads on the local image service,
// and links (button blocks) to records or free URLs.
import {block, itemId, LocalizedValue, translated, type Block, type Upload} from '../datocms/records';
import {contentSize} from '../images/content';
import {CATALOGUE_SIZE} from '../images/packaging';
import type {Localized} from './catalogue';

/** The booking tool's URL: links to it open the booking popup (spec §2). */
export const CALENDLY_URL = 'https://calendly.com/original-fuel/consult';

/** Record ids by a readable key, so files can link to each other's records without importing them. */
export const ids = {
  collection: (handle: string) => itemId(`collection:${handle}`),
  product: (handle: string) => itemId(`product:${handle}`),
  variant: (handle: string, slug: string) => itemId(`variant:${handle}/${slug}`),
  tag: (slug: string) => itemId(`tag:${slug}`),
  article: (key: string) => itemId(`article:${key}`),
  recipe: (key: string) => itemId(`recipe:${key}`),
  /** Singletons and pages: one per model and key, e.g. page('contact_page', 'contact'). */
  page: (model: string, key = model) => itemId(`${model}:${key}`),
};

/** A catalogue text (five languages) as a localized field value. */
export function fromCatalogue(text: Localized): LocalizedValue<string> {
  return translated(text.nl, text.de, text.en, text.it, text.fr);
}

/** Product packshots (catalogue imagePath): the image service draws them in the product's colours. */
export function packshot(path: string, alt: LocalizedValue<string>, bgColor: string): Upload {
  return {path, ...CATALOGUE_SIZE, alt, bgColor};
}

/**
 * Lifestyle and editorial photos: /images/content/<name>.jpg. Their natural size is the one the image service
 * draws for that name (a 'hero-' prefix or a '-square' suffix changes the shape).
 */
export function photo(name: string, alt: LocalizedValue<string> | string, bgColor = '#e6e0d4'): Upload {
  return {path: `/images/content/${name}.jpg`, ...contentSize(name), alt, bgColor};
}

/** A button to a record (spec §2, Link targets from content records). */
export function linkTo(recordId: string, label: LocalizedValue<string> | string): Block {
  return block('button_link', {label, url: null, openInNewTab: false, useEntryLink: true, entryLink: recordId});
}

/** A button to a free URL. */
export function linkToUrl(url: string, label: LocalizedValue<string> | string, openInNewTab = false): Block {
  return block('button_link', {label, url, openInNewTab, useEntryLink: false, entryLink: null});
}

/** ISO timestamp on a fixed day, for deterministic record dates. */
export function at(date: string, time = '09:00:00'): string {
  return `${date}T${time}Z`;
}

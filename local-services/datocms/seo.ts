// _seoMetaTags of records and the _site root: the tags DatoCMS derives from a record's own texts and image,
// falling back to the site's global SEO settings.
import {SITE_SETTINGS} from '../data/content';
import {isUpload, itemId, SITE_LOCALES, type GlobalSeo, type SiteLocale, type Upload} from './records';
import type {FileNode, RecordNode, Scope} from './scope';
import {localize, type LocaleChoice} from './store';
import {assetUrl} from './uploads';

export type SeoTag = {tag: string; attributes: Record<string, string> | null; content: string | null};

/** Fields read, in order, for a record's title, description and image when it has no SEO field of its own. */
const TITLE_FIELDS = ['seoTitle', 'title', 'heading', 'name'];
const DESCRIPTION_FIELDS = ['seoDescription', 'intro', 'shortDescription', 'description', 'body'];
const IMAGE_FIELDS = ['mainImage', 'image', 'imageProductDetail'];
const ARTICLE_MODELS = new Set(['article', 'recipe']);

export function globalSeoFor(choice: LocaleChoice): GlobalSeo | undefined {
  return (localize(SITE_SETTINGS.globalSeo, choice) as unknown as GlobalSeo | undefined) ?? undefined;
}

export function seoMetaTags({record, scope}: RecordNode, locale?: SiteLocale | null): SeoTag[] {
  // Blocks have no SEO of their own.
  if (record.block) return [];
  const choice = locale ? {...scope, locale} : scope;
  // Tags are never left without a site name: a locale with no SEO settings uses the default locale's.
  const site = globalSeoFor(choice) ?? globalSeoFor({locale: SITE_LOCALES[0], fallbackLocales: []})!;
  const firstText = (names: string[]) =>
    names.map((name) => localize(record.fields[name], choice)).find((value) => typeof value === 'string' && value.trim());
  const title = (firstText(TITLE_FIELDS) as string | undefined) ?? site.fallbackSeo.title;
  const description = (firstText(DESCRIPTION_FIELDS) as string | undefined) ?? site.fallbackSeo.description;
  const image =
    (IMAGE_FIELDS.map((name) => localize(record.fields[name], choice)).find(isUpload) as Upload | undefined) ??
    site.fallbackSeo.image;

  const meta = (key: 'name' | 'property', name: string, content: string): SeoTag => ({
    tag: 'meta',
    attributes: {[key]: name, content},
    content: null,
  });
  const tags: SeoTag[] = [
    {tag: 'title', attributes: null, content: `${title}${site.titleSuffix}`},
    meta('property', 'og:title', title),
    meta('name', 'twitter:title', title),
    meta('name', 'description', description),
    meta('property', 'og:description', description),
    meta('name', 'twitter:description', description),
  ];
  if (image) {
    const url = assetUrl(image, scope.request.origin, {w: 1200, fit: 'max'});
    tags.push(
      meta('property', 'og:image', url),
      meta('property', 'og:image:width', String(Math.min(1200, image.width))),
      meta('property', 'og:image:height', String(Math.round((Math.min(1200, image.width) * image.height) / image.width))),
      meta('name', 'twitter:image', url),
    );
  }
  tags.push(
    meta('property', 'og:locale', choice.locale),
    meta('property', 'og:type', ARTICLE_MODELS.has(record.model) ? 'article' : 'website'),
    meta('property', 'og:site_name', site.siteName),
    meta('property', 'article:modified_time', record.updatedAt),
    meta('name', 'twitter:card', site.fallbackSeo.twitterCard ?? 'summary'),
  );
  if (site.twitterAccount) tags.push(meta('name', 'twitter:site', site.twitterAccount));
  if (record.fields.noIndex === true || SITE_SETTINGS.noIndex) tags.push(meta('name', 'robots', 'noindex'));
  return tags;
}

/** The `Site` object of `_site`; its fields resolve through SITE_FIELD_RESOLVERS. */
export type SiteNode = {scope: Scope};

export const SITE_FIELD_RESOLVERS: Record<string, (node: SiteNode, args: Record<string, unknown>) => unknown> = {
  id: () => itemId('site'),
  locales: () => [...SITE_LOCALES],
  noIndex: () => SITE_SETTINGS.noIndex ?? false,
  favicon: ({scope}): FileNode => ({upload: SITE_SETTINGS.favicon, scope}),
  faviconMetaTags: ({scope}) => faviconTags(scope.request.origin),
  globalSeo: ({scope}, args) => {
    const choice: LocaleChoice = {
      locale: (args.locale as SiteLocale | undefined) ?? scope.locale,
      fallbackLocales: (args.fallbackLocales as SiteLocale[] | undefined) ?? scope.fallbackLocales,
    };
    const seo = globalSeoFor(choice);
    if (!seo) return null;
    const {image, ...fallbackSeo} = seo.fallbackSeo;
    return {
      ...seo,
      fallbackSeo: {...fallbackSeo, noIndex: false, image: image ? {upload: image, scope} : null},
    };
  },
};

function faviconTags(origin: string): SeoTag[] {
  const icon = (rel: string, size: number): SeoTag => ({
    tag: 'link',
    attributes: {
      rel,
      sizes: `${size}x${size}`,
      href: assetUrl(SITE_SETTINGS.favicon, origin, {w: size, h: size, fit: 'crop', fm: 'png'}),
      ...(rel === 'icon' ? {type: 'image/png'} : {}),
    },
    content: null,
  });
  return [icon('icon', 16), icon('icon', 32), icon('icon', 96), icon('apple-touch-icon', 180)];
}

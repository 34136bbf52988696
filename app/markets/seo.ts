// Title, description, canonical URL and hreflang alternates of a page (x-default: the Dutch market).
import type {MetaDescriptor} from '@shopify/remix-oxygen';
import {absoluteUrl, alternatesFor, type Alternate, type MarketSites} from './links';
import type {MarketDefinition} from './markets';

export type PageSeo = {
  title: string;
  description?: string | null;
  canonical: string;
  alternates: Alternate[];
  noIndex?: boolean;
  /** Extra meta descriptors (e.g. Open Graph tags from content). */
  extra?: MetaDescriptor[];
  /** Structured data (schema.org JSON-LD), rendered by the page with <JsonLd> (escaped, unlike Remix meta). */
  jsonLd?: Record<string, unknown>;
};

type SeoContext = {
  routing: {market: MarketDefinition};
  /** Every market's configured site: absolute URLs never come from the request's Host. */
  sites: MarketSites;
};

export function pageSeo(
  context: SeoContext,
  page: {
    title: string;
    description?: string | null;
    canonicalPath: string;
    noIndex?: boolean | null;
    extra?: MetaDescriptor[];
    jsonLd?: Record<string, unknown>;
  },
): PageSeo {
  const {routing, sites} = context;
  return {
    title: page.title,
    description: page.description,
    canonical: absoluteUrl(page.canonicalPath, routing.market, sites[routing.market.id]),
    alternates: alternatesFor(page.canonicalPath, sites),
    noIndex: Boolean(page.noIndex),
    ...(page.extra?.length ? {extra: page.extra} : {}),
    ...(page.jsonLd ? {jsonLd: page.jsonLd} : {}),
  };
}

export function seoMeta(seo: PageSeo | undefined, brand = 'Original Fuel'): MetaDescriptor[] {
  if (!seo) return [{title: brand}];
  return [
    {title: seo.title ? `${seo.title} | ${brand}` : brand},
    ...(seo.description ? [{name: 'description', content: seo.description}] : []),
    ...(seo.noIndex ? [{name: 'robots', content: 'noindex'}] : []),
    {tagName: 'link', rel: 'canonical', href: seo.canonical},
    {property: 'og:url', content: seo.canonical},
    ...seo.alternates.map((alternate) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alternate.hrefLang,
      href: alternate.href,
    })),
    ...(seo.extra ?? []),
  ];
}

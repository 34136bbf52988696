// The product detail page: the Storefront product and its content record, fetched in parallel, then the
// purchase panel (./purchase.ts), the sections' Storefront data and the bundle builder's variants.
import type {AppLoadContext, SerializeFrom} from '@shopify/remix-oxygen';
import {PRODUCT_CONTENT_QUERY, PRODUCT_PAGE_BLOCKS_QUERY} from '~graphql/content/catalogue';
import {PRODUCT_QUERY} from '~graphql/storefront/products';
import {optionalContent} from '~/content/client.server';
import {framedSections, type ProductSectionsData} from '~/content/sections';
import {pageContent} from '~/content/page-content';
import {loadSectionData} from '~/content/sections.server';
import {contentDescription, contentMetaTags} from '~/content/seo-tags';
import {pageSeo} from '~/markets/seo';
import {ratingSku} from '~/reviews/rating';
import {peekProductRating} from '~/reviews/trustpilot.server';
import {loadBundle} from './bundle.server';
import type {ProductOffers} from './product-json-ld';
import {buildPurchase} from './purchase';
import {variantSlug} from './variants';

const ALL = 'all';

type Params = {collection: string; product: string; variant?: string};

/** The product page, or null for an unknown product, collection or variant (the route answers 404). */
export async function loadProductPage(context: AppLoadContext, params: Params) {
  const contentRequest = context.content.query(PRODUCT_CONTENT_QUERY, {variables: {slug: params.product}});
  const [{product}, content, blocks] = await Promise.all([
    context.storefront.query(PRODUCT_QUERY, {variables: {handle: params.product}}),
    optionalContent(contentRequest, 'product content'),
    optionalContent(context.content.query(PRODUCT_PAGE_BLOCKS_QUERY), 'product page blocks'),
  ]);
  if (!product) return null;

  const collection = product.collections.nodes.find((candidate) => candidate.handle === params.collection);
  if (params.collection !== ALL && !collection) return null;

  const record = content?.product ?? null;
  const productPath = `/products/${params.collection}/${product.handle}`;
  const purchase = buildPurchase(product, record, params.variant, productPath);
  if (!purchase) {
    // Variant slugs come from content: without it a real variant's URL cannot be told from a wrong one, so that
    // is the content outage (a 503 page), not a 404.
    if (params.variant && content === null) await contentRequest;
    return null;
  }

  const selectedContent = record?.variants.find((variant) => variant.variantId === purchase.variant.id);
  const sku = ratingSku(selectedContent?.trustpilotId, record?.trustpilotId, purchase.variant.sku);
  const [sectionData, bundle, rating] = await Promise.all([
    // The review sections show this product's reviews (spec §2 Reviews section): the same id as its rating.
    loadSectionData(context, record, product.id, blocks?.layout?.productPopup ?? null).then((data) => ({
      ...data,
      reviewSku: sku,
    })),
    loadBundle(context, record?.mixAndMatch ?? null, product.handle).catch((error: unknown) => {
      // The builder is one part of the page: without its variants the page still sells the product.
      context.log.error('[bundle]', error instanceof Error ? error.message : error);
      return null;
    }),
    sku ? peekProductRating(context, sku) : null,
  ]);

  const description = record?.shortDescription || contentDescription(record?.seo) || product.description;
  const seo = pageSeo(context, {
    title: purchase.title,
    description,
    canonicalPath: productPath,
    noIndex: Boolean(record?.noIndex || record?.noIndexLocalized),
    extra: contentMetaTags(record?.seo),
  });
  const contentVariants = record?.variants ?? [];
  const offers: ProductOffers = {
    gtin: record?.gtin ?? null,
    currencyCode: product.variants.nodes[0]?.price.currencyCode ?? 'EUR',
    variants: product.variants.nodes.map((variant) => ({
      sku: variant.sku,
      title: variant.title,
      price: variant.price.amount,
      available: variant.availableForSale && !record?.isSoldOut,
      slug: variantSlug(variant, contentVariants),
    })),
  };

  return {
    seo,
    offers,
    // null: not in the worker's cache yet (the browser asks, README "Reviews"); a rating of 0 reviews: none to show.
    rating: {sku, known: rating},
    breadcrumbs: {
      collection: {
        slug: params.collection,
        title: record?.collection?.slug === params.collection ? record.collection.title : collection?.title ?? null,
      },
    },
    purchase,
    shortDescription: record?.shortDescription ?? null,
    patterns: {desktop: record?.patternSvg?.url ?? null, mobile: record?.patternSvgMobile?.url ?? null},
    sticker: record?.sticker ?? null,
    // Only the sections fragment: the rest of the record (variants and their images above all) is already
    // digested into `purchase`, and sending it again would double the page's hydration data.
    sections: record ? sectionsOf(record) : null,
    sectionData,
    bundle,
    mixAndMatch: record?.mixAndMatch ?? null,
    upsell: record?.upsell ?? null,
    bookingConsult: record?.calendlyConsult ?? null,
    companyInfo: record?.showCompanyInfo ? blocks?.layout?.companyInfo ?? null : null,
    customerService: record?.showCustomerService ? blocks?.layout?.customerService ?? null : null,
  };
}

/**
 * The sections as the page renders them: no null fields, of each section's settings only what frames it, of
 * each uploaded file only what its kind shows, and each link resolved to where it goes.
 */
function sectionsOf<Record extends ProductSectionsData>(record: Record): ProductSectionsData {
  const {id, newPdpSectionsFormat, sections, summary, benefits, specificationGroups, faq} = record;
  const framed = framedSections(sections) as ProductSectionsData['sections'];
  return pageContent({id, newPdpSectionsFormat, sections: framed, summary, benefits, specificationGroups, faq});
}

type ProductPage = NonNullable<Awaited<ReturnType<typeof loadProductPage>>>;

/**
 * The page as its route sends it: the first screen (`top`: breadcrumbs, gallery, purchase panel, SEO), and what
 * only the part below it renders (`lower`: sections, their commerce data, the product-level blocks), which the
 * document renders but hands to the browser only when the shopper comes near it (app/http/unhydrated.ts).
 */
export function splitProductPage(page: ProductPage) {
  const {sections, sectionData, bundle, mixAndMatch, upsell, bookingConsult, companyInfo, customerService, ...top} =
    page;
  return {
    top,
    lower: {sections, sectionData, bundle, mixAndMatch, upsell, bookingConsult, companyInfo, customerService},
  };
}

type SplitPage = ReturnType<typeof splitProductPage>;
export type ProductLowerData = SerializeFrom<SplitPage['lower']>;

export type ProductPageData = SerializeFrom<SplitPage['top']>;

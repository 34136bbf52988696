import type {CSSProperties, ReactNode} from 'react';
import type {ProductPageData} from '~/commerce/products.server';
import {MixAndMatch} from '~/components/product/bundle/MixAndMatch';
import {DeliveryCode} from '~/components/product/purchase/DeliveryCode';
import {PreorderNote} from '~/components/product/purchase/Notes';
import {PurchaseGallery} from '~/components/product/purchase/PurchaseGallery';
import {PurchasePanel} from '~/components/product/purchase/PurchasePanel';
import {BookingConsult} from '~/components/product/sections/BookingConsult';
import {ContentBlock} from '~/components/product/sections/ContentBlock';
import {ProductSections} from '~/components/product/sections/ProductSections';
import {SECTION_CONTAINER} from '~/components/product/sections/SectionFrame';
import {ContentImage} from '~/components/ui/ContentImage';
import {JsonLd} from '~/components/ui/JsonLd';
import {LocalizedLink} from '~/components/ui/LocalizedLink';
import {useRouteContext} from '~/context/route-context';
import {readablePageVariables} from './page-colors';
import {Sticker} from './Sticker';
import {Upsell} from './Upsell';

/**
 * The product detail page: breadcrumbs, gallery and purchase panel in the product's colours, then the content
 * sections in the editors' order. Product-level blocks (bundle, upsell, booking, company info, ...) appear
 * where the editors placed their marker sections; in the legacy layout they follow the fixed sections.
 */
export function ProductDetail({page}: {page: ProductPageData}) {
  const {strings} = useRouteContext();
  const {purchase} = page;
  const style = {
    ...readablePageVariables(purchase.cssVariables),
    backgroundColor: 'var(--page-bg)',
    color: 'var(--page-text)',
  } as CSSProperties;

  const slots = productSlots(page);
  const legacy = !page.sections?.newPdpSectionsFormat;

  return (
    <div style={style} className="relative pb-12" data-testid="product-page">
      <PagePattern desktop={page.patterns.desktop} mobile={page.patterns.mobile} />
      <nav aria-label={strings.breadcrumbs} className="relative mx-auto max-w-7xl px-4 pt-4 text-sm md:px-6">
        <ol className="flex flex-wrap gap-2" style={{color: 'var(--breadcrumbs, inherit)'}}>
          <li>
            <LocalizedLink to="/products">{strings.products}</LocalizedLink> ›
          </li>
          <li>
            <LocalizedLink to={`/products/${page.breadcrumbs.collection.slug}`}>
              {page.breadcrumbs.collection.title ?? strings.allProducts}
            </LocalizedLink>{' '}
            ›
          </li>
          <li aria-current="page">{purchase.title}</li>
        </ol>
      </nav>
      <div className="relative mx-auto grid max-w-7xl gap-8 px-4 pt-6 md:grid-cols-2 md:px-6">
        <div className="relative">
          <Sticker sticker={page.sticker} />
          <PurchaseGallery images={purchase.images} alt={purchase.title} />
        </div>
        <PurchasePanel purchase={purchase} intro={page.shortDescription} />
      </div>
      <div className="relative mt-12">
        <ProductSections record={page.sections} data={page.sectionData} slots={slots} />
        {legacy ? (
          <div className="flex flex-col gap-12">
            {slots.mixAndMatch}
            {slots.upsell}
            {slots.bookingConsult}
            {slots.companyInfo}
            {slots.customerService}
          </div>
        ) : null}
      </div>
      <JsonLd data={page.seo.jsonLd} />
    </div>
  );
}

/** What the marker sections (spec §2 "Product page sections") show, from the product's own fields. */
function productSlots(page: ProductPageData): Partial<Record<SlotName, ReactNode>> {
  const {purchase} = page;
  const boxed = (node: ReactNode) => (node ? <div className={SECTION_CONTAINER}>{node}</div> : null);
  return {
    sticker: page.sticker?.value ? boxed(<div className="relative h-32"><Sticker sticker={page.sticker} /></div>) : null,
    mixAndMatch: page.mixAndMatch && page.bundle ? <MixAndMatch mixAndMatch={page.mixAndMatch} bundle={page.bundle} /> : null,
    upsell: page.upsell ? boxed(<Upsell upsell={page.upsell} />) : null,
    bookingConsult: page.bookingConsult ? boxed(<BookingConsult consult={page.bookingConsult} />) : null,
    subscription: purchase.subscription?.copy
      ? boxed(
          <div className="grid items-center gap-6 md:grid-cols-2">
            <p className="text-lg">{purchase.subscription.copy}</p>
            {purchase.subscription.image ? <ContentImage data={purchase.subscription.image} sizes="(min-width: 768px) 50vw, 100vw" className="rounded-2xl" /> : null}
          </div>,
        )
      : null,
    deliveryCode: purchase.deliveryCode ? boxed(<DeliveryCode code={purchase.deliveryCode} />) : null,
    preorder: purchase.variant.preorder ? boxed(<PreorderNote />) : null,
    companyInfo: page.companyInfo ? boxed(<ContentBlock block={page.companyInfo} />) : null,
    customerService: page.customerService ? boxed(<ContentBlock block={page.customerService} />) : null,
  };
}

type SlotName =
  | 'sticker'
  | 'mixAndMatch'
  | 'upsell'
  | 'bookingConsult'
  | 'subscription'
  | 'deliveryCode'
  | 'preorder'
  | 'companyInfo'
  | 'customerService';

/**
 * The product's background pattern, faint behind the top of the page. A picture rather than a CSS background:
 * it is often the page's largest paint, and an <img> in the HTML is fetched at once, with high priority,
 * instead of after the stylesheet has been applied.
 */
function PagePattern({desktop, mobile}: {desktop: string | null; mobile: string | null}) {
  const fallback = mobile ?? desktop;
  if (!fallback) return null;
  return (
    <picture aria-hidden className="pointer-events-none absolute inset-x-0 top-0 h-[32rem] opacity-15">
      {desktop && mobile ? <source media="(min-width: 768px)" srcSet={desktop} /> : null}
      {/* React 18 knows no fetchPriority prop: the attribute is passed as the browser spells it. */}
      <img src={fallback} alt="" {...{fetchpriority: 'high'}} className="size-full object-cover object-top" />
    </picture>
  );
}

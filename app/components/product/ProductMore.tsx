import type {ReactNode} from 'react';
import type {ProductLowerData, ProductPageData} from '~/commerce/products.server';
import {MixAndMatch} from '~/components/product/bundle/MixAndMatch';
import {DeliveryCode} from '~/components/product/purchase/DeliveryCode';
import {PreorderNote} from '~/components/product/purchase/Notes';
import {BookingConsult} from '~/components/sections/BookingConsult';
import {ContentBlock} from '~/components/sections/ContentBlock';
import {SECTION_CONTAINER} from '~/components/sections/SectionFrame';
import {ContentImage} from '~/components/ui/ContentImage';
import {ProductSections} from './ProductSections';
import {Sticker} from './Sticker';
import {Upsell} from './Upsell';

/**
 * Everything below the gallery and the purchase panel: the content sections in the editors' order, with the
 * product-level blocks (bundle, upsell, booking, company info, ...) where the editors placed their marker
 * sections; in the legacy layout they follow the fixed sections. Its code is loaded when it is scrolled near
 * (ProductDetail).
 */
export function ProductMore({page, lower}: {page: ProductPageData; lower: ProductLowerData | null | undefined}) {
  // Rendered only once its data is here (LoadWhenNear keeps the server's markup until then).
  if (!lower) return null;
  const slots = productSlots(page, lower);
  const legacy = !lower.sections?.newPdpSectionsFormat;
  return (
    <>
      <ProductSections record={lower.sections} data={lower.sectionData} slots={slots} />
      {legacy ? (
        <div className="flex flex-col gap-12">
          {slots.mixAndMatch}
          {slots.upsell}
          {slots.bookingConsult}
          {slots.companyInfo}
          {slots.customerService}
        </div>
      ) : null}
    </>
  );
}

/** What the marker sections (spec §2 "Product page sections") show, from the product's own fields. */
function productSlots(page: ProductPageData, lower: ProductLowerData): Partial<Record<SlotName, ReactNode>> {
  const {purchase} = page;
  const boxed = (node: ReactNode) => (node ? <div className={SECTION_CONTAINER}>{node}</div> : null);
  return {
    sticker: page.sticker?.value ? boxed(<div className="relative h-32"><Sticker sticker={page.sticker} /></div>) : null,
    mixAndMatch: lower.mixAndMatch && lower.bundle ? <MixAndMatch mixAndMatch={lower.mixAndMatch} bundle={lower.bundle} /> : null,
    upsell: lower.upsell ? boxed(<Upsell upsell={lower.upsell} />) : null,
    bookingConsult: lower.bookingConsult ? boxed(<BookingConsult consult={lower.bookingConsult} />) : null,
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
    companyInfo: lower.companyInfo ? boxed(<ContentBlock block={lower.companyInfo} />) : null,
    customerService: lower.customerService ? boxed(<ContentBlock block={lower.customerService} />) : null,
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

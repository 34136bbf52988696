import type {ProductCardData} from '~/commerce/product-card';
import {ProductCard} from '~/components/product/ProductCard';
import {ProductPopupTrigger} from '~/components/product/popup/ProductPopup';
import {ContentLink} from '~/components/ui/ContentLink';
import {recordPath} from '~/content/link-targets';
import type {SectionData, SectionOf} from '~/content/sections';
import {useRouteContext} from '~/context/route-context';
import {Carousel} from './Carousel';
import {SECTION_CONTAINER} from './SectionFrame';
import {SectionHeading} from './SectionHeading';

/** A content product as a card, priced from the Storefront (`data.prices`); null without a page to link to. */
type SectionProduct = SectionOf<'ProductCarouselSectionRecord'>['products'][number];

export function sectionProductCard(product: SectionProduct, prices: SectionData['prices']): ProductCardData | null {
  const path = recordPath({__typename: 'ProductRecord', slug: product.slug, collection: product.collection});
  if (!path || !product.title) return null;
  const commerce = product.productId ? prices[product.productId] : undefined;
  return {
    id: product.id,
    path,
    title: product.title,
    // Cards show imageProductOverall, with image as the fallback.
    image: (product.imageProductOverall ?? product.image)?.responsiveImage
      ? {content: (product.imageProductOverall ?? product.image)!.responsiveImage!}
      : null,
    price: commerce?.price ?? null,
    compareAtPrice: commerce?.compareAtPrice ?? null,
    // Unknown without Storefront data: not shown as sold out on a guess.
    availableForSale: commerce?.availableForSale ?? true,
    isNew: Boolean(product.new),
    shortDescription: product.shortDescription,
    color: product.backgroundColor?.hex,
  };
}

/** The quick-view button on a content product's card: one with a Shopify product and a page, when labels exist. */
export function QuickView({content, data}: {content: SectionProduct | undefined; data: SectionData}) {
  if (!content?.productId || !content.slug || !data.popupLabels) return null;
  return <ProductPopupTrigger card={content} labels={data.popupLabels} />;
}

export const CARD_WIDTH = 'carousel-card';
/** The slot of a card `CARD_WIDTH` wide: 70% of a phone's width, a third from 768px, a quarter from 1260px. */
export const CARD_SIZES = '(min-width: 1260px) 25vw, (min-width: 768px) 33vw, 70vw';

/**
 * Spec §2 Product carousel: the editors' products, or with `useRecommendations` the Storefront's
 * recommendations for this product (the editors' products when there are none).
 */
export function productCarouselCards(section: SectionOf<'ProductCarouselSectionRecord'>, data: SectionData): ProductCardData[] {
  if (section.useRecommendations && data.recommendations.length) return data.recommendations;
  return section.products.flatMap((product) => sectionProductCard(product, data.prices) ?? []);
}

export function ProductCarouselSection({
  section,
  cards,
  data,
}: {
  section: SectionOf<'ProductCarouselSectionRecord'>;
  cards: ProductCardData[];
  data: SectionData;
}) {
  const {strings} = useRouteContext();
  return (
    <div className={SECTION_CONTAINER}>
      {section.heading ? <SectionHeading className="mb-6">{section.heading}</SectionHeading> : null}
      <Carousel
        label={section.heading || strings.products}
        itemClassName={CARD_WIDTH}
        items={cards.map((card) => ({
          key: card.id,
          node: (
            <ProductCard
              product={card}
              sizes={CARD_SIZES}
              overlay={<QuickView content={section.products.find((product) => product.id === card.id)} data={data} />}
            />
          ),
        }))}
      />
      <ContentLink link={section.button} className="mt-4 inline-block font-bold underline underline-offset-2" />
    </div>
  );
}

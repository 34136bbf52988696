import {useEffect, useState} from 'react';
import type {ProductCardData} from '~/commerce/product-card';
import {recommendationsPath, recommendedCards} from '~/commerce/recommendations';
import {ProductCard} from '~/components/product/ProductCard';
import {ProductPopupTrigger} from '~/components/product/popup/ProductPopup';
import {ContentLink} from '~/components/ui/ContentLink';
import {recordPath} from '~/content/link-targets';
import type {SectionData, SectionOf} from '~/content/sections';
import {useRouteContext} from '~/context/route-context';
import {Carousel} from './Carousel';
import {SECTION_CONTAINER, SectionFrame, type SectionProps} from './SectionFrame';
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
    ...(product.trustpilotId ? {ratingSku: product.trustpilotId} : {}),
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
 * recommendations for this product (the editors' products when there are none). The page renders with the
 * editors' products (no carousel without any) and shows recommendations when they arrive, in their place: so
 * it draws its frame itself, only around cards.
 */
export function RecommendingCarousel({section, data, frame}: SectionProps<'ProductCarouselSectionRecord'>) {
  const recommended = useRecommendations(data.productId, Boolean(section.useRecommendations));
  const cards = recommended?.length ? recommended : productCarouselCards(section, data);
  if (!cards.length) return null;
  return (
    <SectionFrame {...frame}>
      <ProductCarouselSection section={section} cards={cards} data={data} />
    </SectionFrame>
  );
}

/** A product carousel: its heading, cards and button. */
/** The editors' products of a carousel as cards, priced from the Storefront. */
export function productCarouselCards(
  section: SectionOf<'ProductCarouselSectionRecord'>,
  data: SectionData,
): ProductCardData[] {
  return section.products.flatMap((product) => sectionProductCard(product, data.prices) ?? []);
}

/**
 * The Storefront's recommendations for `productId`, asked for once the page is interactive: null until they
 * arrive, and when they cannot be had (logged), so the carousel keeps what it shows.
 */
export function useRecommendations(productId: string | null | undefined, wanted: boolean): ProductCardData[] | null {
  const {basePath} = useRouteContext();
  const [cards, setCards] = useState<ProductCardData[] | null>(null);
  const path = wanted && productId ? recommendationsPath(basePath, productId) : null;
  useEffect(() => {
    setCards(null);
    if (!path) return;
    const controller = new AbortController();
    fetch(path, {headers: {Accept: 'application/json'}, signal: controller.signal})
      .then(async (response) => {
        if (!response.ok) throw new Error(`${path}: ${response.status} ${response.statusText}`);
        const answer = recommendedCards(await response.json());
        if (!answer) throw new Error(`${path}: not a recommendations answer`);
        // A body read to the end can still resolve after the page moved on to another product.
        if (!controller.signal.aborted) setCards(answer);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[recommendations]', error instanceof Error ? error.message : error);
      });
    return () => controller.abort();
  }, [path]);
  return cards;
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

import {ProductCard} from '~/components/product/ProductCard';
import type {SectionData, SectionOf} from '~/content/sections';
import {useRouteContext} from '~/context/route-context';
import {Carousel, type CarouselItem} from './Carousel';
import {CARD_SIZES, CARD_WIDTH, QuickView, sectionProductCard} from './ProductCarouselSection';
import {SectionArticleCard, articlePath} from './SectionArticleCard';
import {SECTION_CONTAINER} from './SectionFrame';
import {SectionHeading} from './SectionHeading';

/** Spec §2 Product and article carousel: the editors' products, then their articles, in one row. */
export function ProductAndArticleCarouselSection({
  section,
  data,
}: {
  section: SectionOf<'ProductAndArticleCarouselSectionRecord'>;
  data: SectionData;
}) {
  const {strings} = useRouteContext();
  const items: CarouselItem[] = [
    ...section.products.flatMap((product) => {
      const card = sectionProductCard(product, data.prices);
      return card
        ? [{key: `product-${card.id}`, node: <ProductCard product={card} sizes={CARD_SIZES} overlay={<QuickView content={product} data={data} />} />}]
        : [];
    }),
    ...section.articles
      .filter((article) => articlePath(article) && article.heading)
      .map((article) => ({key: `article-${article.id}`, node: <SectionArticleCard article={article} sizes={CARD_SIZES} />})),
  ];
  if (!items.length) return null;
  return (
    <div className={SECTION_CONTAINER}>
      {section.heading ? <SectionHeading className="mb-6">{section.heading}</SectionHeading> : null}
      <Carousel label={section.heading || strings.products} itemClassName={CARD_WIDTH} items={items} />
    </div>
  );
}

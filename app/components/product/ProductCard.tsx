import {StorefrontImage} from '~/components/media/StorefrontImage';
import clsx from 'clsx';
import type {ReactNode} from 'react';
import {CardRating} from '~/components/reviews/CardRating';
import {ContentImage} from '~/components/ui/ContentImage';
import {LocalizedLink} from '~/components/ui/LocalizedLink';
import {Money} from '~/components/ui/Money';
import {useRouteContext} from '~/context/route-context';
import {isDiscount, type ProductCardData} from '~/commerce/product-card';

/** A card's image slot in ProductGrid: two columns, three from 768px, four from 1260px. */
const GRID_CARD_SIZES = '(min-width: 1260px) 25vw, (min-width: 768px) 33vw, 50vw';

/**
 * `overlay` (a quick-view button) sits in the image's bottom-right corner, above the card's full-size link. The
 * card places it, so the overlay brings no position of its own. `sizes` is the card's slot in its list.
 */
export function ProductCard({
  product,
  priority = false,
  overlay,
  sizes = GRID_CARD_SIZES,
}: {
  product: ProductCardData;
  priority?: boolean;
  overlay?: ReactNode;
  sizes?: string;
}) {
  const {strings} = useRouteContext();
  const discounted = isDiscount(product.price, product.compareAtPrice);
  return (
    <article className="group card">
      <div className="card-media" style={product.color ? {backgroundColor: product.color} : undefined}>
        {product.image && 'content' in product.image ? (
          <ContentImage data={product.image.content} sizes={sizes} priority={priority} className="card-zoom" />
        ) : product.image ? (
          <StorefrontImage
            data={product.image.storefront}
            aspectRatio="1/1"
            sizes={sizes}
            loading={priority ? 'eager' : 'lazy'}
            className="h-full w-full object-cover card-zoom"
          />
        ) : null}
        {overlay ? <div className="absolute bottom-2 right-2 z-10">{overlay}</div> : null}
        <div className="card-badges">
          {product.isNew ? (
            <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-on-accent">{strings.new}</span>
          ) : null}
          {!product.availableForSale ? (
            <span className="rounded-full bg-ink px-2 py-0.5 text-xs font-bold text-paper">{strings.soldOut}</span>
          ) : null}
        </div>
      </div>
      <h3 className="card-title">
        <LocalizedLink to={product.path} className="card-link">
          {product.title}
        </LocalizedLink>
      </h3>
      {product.shortDescription ? (
        <p className="mt-1 line-clamp-2 text-sm text-muted">{product.shortDescription}</p>
      ) : null}
      {product.ratingSku ? <CardRating sku={product.ratingSku} /> : null}
      {product.price ? (
        <p className="card-price">
          <Money data={product.price} className={clsx('font-semibold', discounted && 'text-accent-strong')} />
          {discounted ? (
            <s className="text-sm text-muted">
              <span className="sr-only">{strings.compareAtPrice} </span>
              <Money data={product.compareAtPrice!} />
            </s>
          ) : null}
        </p>
      ) : null}
    </article>
  );
}

export function ProductGrid({products, eager = 0}: {products: ProductCardData[]; eager?: number}) {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 xl:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < eager} />
        </li>
      ))}
    </ul>
  );
}

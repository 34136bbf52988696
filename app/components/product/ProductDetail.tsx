import {Image} from '@shopify/hydrogen';
import clsx from 'clsx';
import type {CSSProperties} from 'react';
import {LocalizedLink} from '~/components/ui/LocalizedLink';
import {Money} from '~/components/ui/Money';
import {useRouteContext} from '~/context/route-context';
import type {ProductPageData} from '~/commerce/products.server';
import {format} from '~locales/index';

export function ProductDetail({page}: {page: ProductPageData}) {
  const {strings} = useRouteContext();
  const {product, selectedVariant: variant, colors} = page;
  const discounted = variant.compareAtPrice && Number(variant.compareAtPrice.amount) > Number(variant.price.amount);
  const style = {
    '--product-accent': colors.accent,
    backgroundColor: colors.background ?? undefined,
    color: colors.text ?? undefined,
  } as CSSProperties;

  return (
    <div style={style} className="pb-12">
      <nav aria-label={strings.breadcrumbs} className="mx-auto max-w-7xl px-4 pt-4 text-sm md:px-6">
        <ol className="flex flex-wrap gap-2">
          <li>
            <LocalizedLink to="/products">{strings.products}</LocalizedLink> ›
          </li>
          <li>
            <LocalizedLink to={`/products/${page.collection.slug}`}>{page.collection.title ?? strings.allProducts}</LocalizedLink> ›
          </li>
          <li aria-current="page">{product.title}</li>
        </ol>
      </nav>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 pt-6 md:grid-cols-2 md:px-6">
        {/* Phone: a swipeable row; desktop: the images stacked beside the details. */}
        <ul className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 md:mx-0 md:grid md:gap-4 md:overflow-visible md:px-0">
          {page.images.slice(0, 4).map((image, index) => (
            <li key={image.url} className="w-[85%] shrink-0 snap-center md:w-full">
              <Image
                data={{...image, altText: image.altText || product.title}}
                aspectRatio="1/1"
                sizes="(min-width: 768px) 50vw, 85vw"
                loading={index === 0 ? 'eager' : 'lazy'}
                className="w-full rounded-2xl bg-sand"
              />
            </li>
          ))}
        </ul>
        <div>
          {product.isNew ? (
            <span className="inline-block rounded-full bg-[var(--product-accent)] px-3 py-1 text-xs font-bold text-paper">{strings.new}</span>
          ) : null}
          <h1 className="mt-2 text-3xl font-extrabold md:text-4xl">{product.title}</h1>
          {product.shortDescription ? <p className="mt-2 text-lg">{product.shortDescription}</p> : null}
          <p className="mt-4 flex items-baseline gap-3 text-2xl font-bold" data-testid="price">
            <span className="sr-only">{strings.price}: </span>
            <Money data={variant.price} />
            {discounted ? (
              <s className="text-base font-normal text-muted">
                <span className="sr-only">{strings.compareAtPrice} </span>
                <Money data={variant.compareAtPrice!} />
              </s>
            ) : null}
          </p>
          {product.priceNote ? <p className="text-sm text-muted">{product.priceNote}</p> : null}
          {page.options.map((option) => (
            <fieldset key={option.name} className="mt-6">
              <legend className="mb-2 font-semibold">{format(strings.chooseOption, {name: option.name})}</legend>
              <ul className="flex flex-wrap gap-2">
                {option.values.map((choice) => (
                  <li key={choice.value}>
                    {choice.path ? (
                      <LocalizedLink
                        to={choice.path}
                        replace
                        preventScrollReset
                        aria-current={choice.selected ? 'true' : undefined}
                        className={clsx(
                          'inline-block rounded-full border-2 px-4 py-2 text-sm font-semibold',
                          choice.selected ? 'border-[var(--product-accent)] bg-[var(--product-accent)] text-paper' : 'border-line',
                          !choice.available && 'line-through opacity-60',
                        )}
                      >
                        {choice.value}
                        {!choice.available ? <span className="sr-only"> ({strings.soldOut})</span> : null}
                      </LocalizedLink>
                    ) : (
                      <span className="inline-block cursor-not-allowed rounded-full border-2 border-dashed border-line px-4 py-2 text-sm text-muted">
                        {choice.value}
                        <span className="sr-only"> ({strings.unavailable})</span>
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </fieldset>
          ))}
          {product.soldOut || variant.soldOut ? (
            <p className="mt-6 font-bold text-accent" role="status">
              {strings.soldOut}
            </p>
          ) : null}
          {product.hasSubscription ? <p className="mt-4 text-sm">{strings.subscriptionAvailable}</p> : null}
          {product.description ? <p className="mt-8 leading-relaxed">{product.description}</p> : null}
        </div>
      </div>
    </div>
  );
}

import type {HomeSection} from '~/content/home.server';
import type {ProductCardData} from '~/commerce/product-card';
import {ProductGrid} from '~/components/product/ProductCard';
import {ContentImage} from '~/components/ui/ContentImage';
import {ContentLink} from '~/components/ui/ContentLink';
import {LocalizedLink} from '~/components/ui/LocalizedLink';
import {recordPath} from '~/content/link-targets';
import {readableColors, readableTextColor} from '~/content/readable-color';

/** The home page's sections in the editors' order; the first image on the page loads with priority. */
export function HomeSections({sections}: {sections: HomeSection[]}) {
  return (
    <>
      {sections.map((section, index) => {
        switch (section.__typename) {
          case 'HeroSectionRecord':
            return (
              <section
                key={section.id}
                className="relative overflow-hidden"
                style={readableColors(section.backgroundColor?.hex, section.textColor?.hex)}
              >
                <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 md:grid-cols-2 md:px-6 md:py-16">
                  <div>
                    {section.headline ? <p className="font-bold uppercase tracking-wide">{section.headline}</p> : null}
                    {index === 0 ? (
                      <h1 className="mt-2 text-4xl font-extrabold md:text-6xl">{section.heading}</h1>
                    ) : (
                      <h2 className="mt-2 text-4xl font-extrabold md:text-5xl">{section.heading}</h2>
                    )}
                    {section.body ? <p className="mt-4 text-lg">{section.body}</p> : null}
                    <ContentLink
                      link={section.button}
                      className="mt-6 inline-block rounded-full bg-accent px-6 py-3 font-bold text-on-accent"
                    />
                  </div>
                  <ContentImage data={section.image?.responsiveImage} sizes="100vw" priority={index === 0} className="rounded-2xl" />
                </div>
              </section>
            );
          case 'CollectionGridSectionRecord':
            return (
              <section key={section.id} className="mx-auto max-w-7xl px-4 py-10 md:px-6">
                {section.heading ? <h2 className="heading-2 mb-6">{section.heading}</h2> : null}
                <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
                  {section.collections.map((collection) =>
                    collection.slug ? (
                      <li key={collection.id}>
                        <LocalizedLink
                          to={`/products/${collection.slug}`}
                          className="block overflow-hidden rounded-xl"
                          style={{backgroundColor: collection.backgroundColor?.hex}}
                        >
                          {/* The link's text names the collection: the picture is decoration (no repeated alt). */}
                          <ContentImage
                            data={collection.image?.responsiveImage ? {...collection.image.responsiveImage, alt: ''} : null}
                            sizes="(min-width: 768px) 25vw, 50vw"
                          />
                          <span
                            className="block p-3 font-bold"
                            style={{color: readableTextColor(collection.backgroundColor?.hex, collection.color?.hex)}}
                          >
                            {collection.title}
                          </span>
                        </LocalizedLink>
                      </li>
                    ) : null,
                  )}
                </ul>
              </section>
            );
          case 'ProductCarouselSectionRecord':
            return (
              <section key={section.id} className="mx-auto max-w-7xl px-4 py-10 md:px-6">
                {section.heading ? <h2 className="heading-2 mb-6">{section.heading}</h2> : null}
                <ProductGrid products={section.products.flatMap((product) => contentCard(product))} />
                <ContentLink link={section.button} className="mt-6 inline-block font-bold underline" />
              </section>
            );
          case 'ArticleCarouselSectionRecord':
            return (
              <section key={section.id} className="mx-auto max-w-7xl px-4 py-10 md:px-6">
                {section.heading ? <h2 className="heading-2 mb-6">{section.heading}</h2> : null}
                <ul className="grid gap-6 md:grid-cols-3">
                  {section.articles.map((article) => {
                    const path = recordPath({__typename: 'ArticleRecord', slug: article.slug, tags: article.tags});
                    return (
                      <li key={article.id}>
                        <article>
                          {/* The heading names the article: the picture is decoration (no repeated alt). */}
                          <ContentImage
                            data={article.mainImage?.responsiveImage ? {...article.mainImage.responsiveImage, alt: ''} : null}
                            sizes="(min-width: 768px) 33vw, 80vw"
                            className="rounded-xl"
                          />
                          <h3 className="mt-3 font-bold">
                            {path ? <LocalizedLink to={path}>{article.heading}</LocalizedLink> : article.heading}
                          </h3>
                        </article>
                      </li>
                    );
                  })}
                </ul>
              </section>
            );
          case 'UspSectionRecord':
            return (
              <section key={section.id} className="bg-sand">
                <ul className="mx-auto flex max-w-7xl flex-wrap justify-center gap-x-8 gap-y-2 px-4 py-4 text-sm font-semibold">
                  {section.items.map((item) => (
                    <li key={item}>✓ {item}</li>
                  ))}
                </ul>
              </section>
            );
          default:
            return null;
        }
      })}
    </>
  );
}

type CarouselProduct = Extract<HomeSection, {__typename: 'ProductCarouselSectionRecord'}>['products'][number];

function contentCard(product: CarouselProduct): ProductCardData[] {
  const path = recordPath({__typename: 'ProductRecord', slug: product.slug, collection: product.collection});
  if (!path || !product.title) return [];
  return [
    {
      id: product.id,
      path,
      title: product.title,
      image: product.image?.responsiveImage ? {content: product.image.responsiveImage} : null,
      price: product.price,
      compareAtPrice: product.compareAtPrice,
      availableForSale: product.availableForSale,
      isNew: Boolean(product.new),
      shortDescription: product.shortDescription,
      color: product.backgroundColor?.hex,
    },
  ];
}

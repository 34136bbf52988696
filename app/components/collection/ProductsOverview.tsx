import type {ProductsOverviewData} from '~/commerce/collections.server';
import {ContentImage} from '~/components/ui/ContentImage';
import {LocalizedLink} from '~/components/ui/LocalizedLink';
import {readableTextColor} from '~/content/readable-color';
import {useRouteContext} from '~/context/route-context';
import {format} from '~locales/index';

/** A collection's image slot in the grid below: two columns, three from 768px, four from 1260px. */
const COLLECTION_IMAGE_SIZES = '(min-width: 1260px) 25vw, (min-width: 768px) 33vw, 50vw';

export function ProductsOverview({page}: {page: ProductsOverviewData}) {
  const {strings} = useRouteContext();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 md:px-6">
      <h1 className="text-3xl font-extrabold md:text-5xl">{page.heading || page.title || strings.products}</h1>
      {page.intro ? <p className="mt-3 max-w-2xl text-lg">{page.intro}</p> : null}
      <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-4">
        {page.collections.map((collection, index) => (
          <li key={collection.id}>
            <LocalizedLink
              to={`/products/${collection.slug}`}
              className="block h-full overflow-hidden rounded-xl"
              style={{backgroundColor: collection.backgroundColor?.hex}}
            >
              <ContentImage data={collection.image?.responsiveImage} sizes={COLLECTION_IMAGE_SIZES} priority={index < 2} />
              <span className="block p-3" style={{color: readableTextColor(collection.backgroundColor?.hex)}}>
                <span
                  className="block font-bold"
                  style={{color: readableTextColor(collection.backgroundColor?.hex, collection.color?.hex)}}
                >
                  {collection.title}
                </span>
                <span className="text-sm">{collection.productCount === 1 ? strings.collectionCountOne : format(strings.productCount, {count: collection.productCount})}</span>
              </span>
            </LocalizedLink>
          </li>
        ))}
        <li>
          <LocalizedLink to="/products/all" className="flex h-full flex-col justify-end rounded-xl bg-ink p-3 text-paper">
            <span className="font-bold">{strings.allProducts}</span>
            {page.allCount !== null ? (
              <span className="text-sm">{page.allCount === 1 ? strings.collectionCountOne : format(strings.productCount, {count: page.allCount})}</span>
            ) : null}
          </LocalizedLink>
        </li>
      </ul>
    </div>
  );
}

import {ContentImage} from '~/components/ui/ContentImage';
import {LocalizedLink} from '~/components/ui/LocalizedLink';
import {readableTextColor} from '~/content/readable-color';
import {SECTION_CONTAINER, type SectionProps} from './SectionFrame';

/** The collections as a grid of tiles in their colours, each linking to its collection page. */
export function CollectionGridSection({section}: SectionProps<'CollectionGridSectionRecord'>) {
  return (
    <div className={SECTION_CONTAINER}>
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
    </div>
  );
}

import {ContentImage} from '~/components/ui/ContentImage';
import {LocalizedLink} from '~/components/ui/LocalizedLink';
import {recordPath} from '~/content/link-targets';
import {SECTION_CONTAINER, type SectionProps} from './SectionFrame';

/** Articles as cards (image and heading), three in a row from 768px. */
export function ArticleCarouselSection({section}: SectionProps<'ArticleCarouselSectionRecord'>) {
  return (
    <div className={SECTION_CONTAINER}>
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
    </div>
  );
}

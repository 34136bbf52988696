import type {SectionArticleFragment} from '~graphql/content/content.generated';
import type {Loaded} from '~/content/sections';
import {Media, type MediaFile} from '~/components/media/Media';
import {LocalizedLink} from '~/components/ui/LocalizedLink';
import {recordPath} from '~/content/link-targets';
import {useRouteContext} from '~/context/route-context';
import {format} from '~locales/index';

export type SectionArticle = Loaded<SectionArticleFragment> & {mainImage?: MediaFile | null};

/** The path of an article, or null when it lacks a slug (then it is not shown). */
export function articlePath(article: Pick<SectionArticle, 'slug' | 'tags'>): string | null {
  return recordPath({__typename: 'ArticleRecord', slug: article.slug, tags: article.tags});
}

/**
 * An article in a carousel: image, heading linked to the article (the whole card is the link's target).
 * `sizes` is the card's slot in its carousel.
 */
export function SectionArticleCard({article, sizes}: {article: SectionArticle; sizes: string}) {
  const {strings} = useRouteContext();
  const path = articlePath(article);
  if (!path || !article.heading) return null;
  return (
    <article className="group card">
      <div className="card-media">
        <Media file={article.mainImage} fill alt="" sizes={sizes} />
      </div>
      {article.tags[0]?.name ? <p className="mt-3 text-xs font-bold uppercase tracking-wide">{article.tags[0].name}</p> : null}
      <h3 className="mt-1 font-bold leading-tight">
        <LocalizedLink to={path} className="card-link">
          {article.heading}
        </LocalizedLink>
      </h3>
      {article.timeToRead ? (
        <p className="mt-1 text-sm text-muted">{format(strings.minutesToRead, {minutes: article.timeToRead})}</p>
      ) : null}
    </article>
  );
}

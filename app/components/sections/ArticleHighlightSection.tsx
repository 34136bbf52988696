import {Media} from '~/components/media/Media';
import {LocalizedLink} from '~/components/ui/LocalizedLink';
import type {SectionOf} from '~/content/sections';
import {useRouteContext} from '~/context/route-context';
import {articlePath} from './SectionArticleCard';
import {SECTION_CONTAINER} from './SectionFrame';
import {Headline, SectionHeading} from './SectionHeading';

/** Spec §2 Article highlight: one article with its image, intro and a link to read it. */
export function ArticleHighlightSection({section}: {section: SectionOf<'ArticleHighlightSectionRecord'>}) {
  const {strings} = useRouteContext();
  const article = section.article;
  const path = article ? articlePath(article) : null;
  if (!article || !path) return null;
  return (
    <div className={SECTION_CONTAINER}>
      <article className="grid items-center gap-6 md:grid-cols-2 md:gap-10">
        <div className="overflow-hidden rounded-2xl bg-sand">
          <Media file={article.mainImage} alt="" sizes="(min-width: 1260px) 600px, (min-width: 768px) 50vw, 100vw" />
        </div>
        <div>
          {section.headline ? <Headline>{section.headline}</Headline> : null}
          <SectionHeading>{article.heading}</SectionHeading>
          {article.intro ? <p className="mt-3">{article.intro}</p> : null}
          <LocalizedLink
            to={path}
            className="mt-5 inline-block rounded-full border-2 border-current px-6 py-3 font-bold"
          >
            {section.buttonLabel || strings.readArticle}
          </LocalizedLink>
        </div>
      </article>
    </div>
  );
}

import type {SectionOf} from '~/content/sections';
import {useRouteContext} from '~/context/route-context';
import {Carousel} from './Carousel';
import {SectionArticleCard, articlePath} from './SectionArticleCard';
import {SECTION_CONTAINER} from './SectionFrame';
import {SectionHeading} from './SectionHeading';

/** Spec §2 Old article carousel: large article slides (1200x1200 desktop, 700x700 mobile). */
export function OldArticleCarouselSection({section}: {section: SectionOf<'OldArticleCarouselSectionRecord'>}) {
  const {strings} = useRouteContext();
  const articles = section.articles.filter((article) => articlePath(article) && article.heading);
  if (!articles.length) return null;
  return (
    <div className={SECTION_CONTAINER}>
      {section.heading ? <SectionHeading className="mb-6">{section.heading}</SectionHeading> : null}
      <Carousel
        label={section.heading || strings.imageGallery}
        itemClassName="w-[85%] md:w-[calc((100%-1rem)/2)]"
        items={articles.map((article) => ({key: article.id, node: <SectionArticleCard article={article} sizes="(min-width: 768px) 50vw, 85vw" />}))}
      />
    </div>
  );
}

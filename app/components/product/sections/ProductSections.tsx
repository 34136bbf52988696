import type {ReactNode} from 'react';
import {
  isSlotSection,
  NO_SECTION_DATA,
  sectionAnchors,
  sectionProblem,
  SLOT_SECTIONS,
  type ProductSection,
  type ProductSectionsData,
  type SectionData,
  type SectionSlot,
} from '~/content/sections';
import {ArticleHighlightSection} from './ArticleHighlightSection';
import {BenefitsSection} from './BenefitsSection';
import {ContentImageSection} from './ContentImageSection';
import {FaqSection} from './FaqSection';
import {HeroGridSection} from './HeroGridSection';
import {LifestyleCarouselSection} from './LifestyleCarouselSection';
import {NavigationAnchorsSection} from './NavigationAnchorsSection';
import {OldArticleCarouselSection} from './OldArticleCarouselSection';
import {ProductAndArticleCarouselSection} from './ProductAndArticleCarouselSection';
import {RecommendingCarousel} from './ProductCarouselSection';
import {ReviewsAnimationSection, ReviewsListSection, ReviewsSection, ReviewsTrustWidgetSection} from './ReviewsSections';
import {reportSectionFailure, SectionBoundary} from './SectionBoundary';
import {SectionFrame} from './SectionFrame';
import {SpacerSection} from './SpacerSection';
import {SpecificationGroupsSection} from './SpecificationGroupsSection';
import {SummarySection} from './SummarySection';
import {VideoPopupSection} from './VideoPopupSection';
import {VideoSection} from './VideoSection';

/** Product-level content the page renders itself, placed where the editors put its marker section. */
export type SectionSlots = Partial<Record<SectionSlot, ReactNode>>;

type Props = {
  /** The ProductSections fragment of the content product. */
  record: ProductSectionsData | null | undefined;
  /** Commerce data from loadSectionData (prices, recommendations). */
  data?: SectionData;
  slots?: SectionSlots;
};

/**
 * The product page's content sections (spec §2): the editors' list in their order when the product uses the
 * new format, else the legacy layout (summary, benefits, specification groups, FAQ). Each section sits in its
 * settings' frame and its own error boundary.
 */
export function ProductSections({record, data = NO_SECTION_DATA, slots = {}}: Props) {
  if (!record) return null;
  const sections = record.newPdpSectionsFormat ? record.sections : legacySections(record);
  const anchors = sectionAnchors(sections);
  return (
    <div className="flex flex-col">
      {sections.map((section) => (
        <SectionBoundary key={section.id} typename={section.__typename} id={section.id}>
          <SectionEntry section={section} anchors={anchors.get(section.id) ?? []} data={data} slots={slots} />
        </SectionBoundary>
      ))}
    </div>
  );
}

function legacySections(record: ProductSectionsData): ProductSection[] {
  return [record.summary, record.benefits, record.specificationGroups, record.faq].filter(
    (section): section is NonNullable<typeof section> => Boolean(section),
  );
}

/** Sections already reported as unrenderable (per record object: once per request on the server). */
const reported = new WeakSet<object>();

function SectionEntry({
  section,
  anchors,
  data,
  slots,
}: {
  section: ProductSection;
  anchors: string[];
  data: SectionData;
  slots: SectionSlots;
}) {
  const problem = sectionProblem(section);
  if (problem) {
    if (!reported.has(section)) {
      reported.add(section);
      reportSectionFailure(section.__typename, section.id, problem);
    }
    return null;
  }
  const frame = (body: ReactNode) => (
    <SectionFrame id={section.id} settings={section.settings} anchors={anchors} typename={section.__typename}>
      {body}
    </SectionFrame>
  );
  // Its cards can change once the page is interactive: it frames itself, or leaves itself out without cards.
  if (section.__typename === 'ProductCarouselSectionRecord') return <RecommendingCarousel section={section} data={data} frame={frame} />;
  // A marker without its content (no sticker on this product, say) is simply empty, not an error.
  const body = isSlotSection(section) ? slots[SLOT_SECTIONS[section.__typename]] : sectionBody(section, data);
  if (body === null || body === undefined || body === false) return null;
  return frame(body);
}

function sectionBody(section: ProductSection, data: SectionData): ReactNode {
  switch (section.__typename) {
    case 'SummarySectionRecord':
      return <SummarySection section={section} />;
    case 'BenefitsSectionRecord':
      return <BenefitsSection section={section} />;
    case 'SpecificationGroupsSectionRecord':
      return <SpecificationGroupsSection section={section} />;
    case 'NavigationAnchorsSectionRecord':
      return <NavigationAnchorsSection section={section} />;
    case 'HeroGridSectionRecord':
      return <HeroGridSection section={section} />;
    case 'LifestyleCarouselSectionRecord':
      return <LifestyleCarouselSection section={section} />;
    case 'ProductAndArticleCarouselSectionRecord':
      return <ProductAndArticleCarouselSection section={section} data={data} />;
    case 'ArticleHighlightSectionRecord':
      return <ArticleHighlightSection section={section} />;
    case 'ContentImageSectionRecord':
      return <ContentImageSection section={section} />;
    case 'SpacerSectionRecord':
      return <SpacerSection section={section} />;
    case 'OldArticleCarouselSectionRecord':
      return <OldArticleCarouselSection section={section} />;
    case 'ReviewsTrustWidgetSectionRecord':
      return <ReviewsTrustWidgetSection section={section} />;
    case 'FaqSectionRecord':
      return <FaqSection section={section} />;
    case 'ReviewsSectionRecord':
      return <ReviewsSection section={section} />;
    case 'ReviewsListSectionRecord':
      return <ReviewsListSection section={section} />;
    case 'ReviewsAnimationSectionRecord':
      return <ReviewsAnimationSection section={section} />;
    case 'VideoSectionRecord':
      return <VideoSection section={section} />;
    case 'VideoPopupSectionRecord':
      return <VideoPopupSection section={section} />;
    default:
      // Slot sections are handled by the caller; a type added to the content model later renders nothing.
      return null;
  }
}

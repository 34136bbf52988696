// Every section type's component, by its record type: the one list the dispatcher (Sections) renders from, so a
// type added to the content model's SectionUnion and here renders wherever editors place it. Each type's code is
// its own chunk in the browser: a page loads the code of the types it has (`loadSectionTypes`) when its sections
// come near, or with its data on a client-side navigation. The server build bundles them all. Pages import this
// module on demand: its list of chunks is no part of any first view.
import type {DeferredPart} from '~/components/ui/LoadWhenNear';
import {deferredPart} from '~/components/ui/LoadWhenNear';
import {
  productSectionList,
  type ProductSectionsData,
  type Section,
  type SectionTypename,
  type SlotSectionTypename,
} from '~/content/sections';
import type {SectionProps} from './SectionFrame';
import {ArticleCarouselSection} from './ArticleCarouselSection';
import {ArticleHighlightSection} from './ArticleHighlightSection';
import {BenefitsSection} from './BenefitsSection';
import {CollectionGridSection} from './CollectionGridSection';
import {ContentBlockSection} from './ContentBlockSection';
import {ContentImageSection} from './ContentImageSection';
import {FaqSection} from './FaqSection';
import {HeroGridSection} from './HeroGridSection';
import {HeroSection} from './HeroSection';
import {LifestyleCarouselSection} from './LifestyleCarouselSection';
import {NavigationAnchorsSection} from './NavigationAnchorsSection';
import {OldArticleCarouselSection} from './OldArticleCarouselSection';
import {ProductAndArticleCarouselSection} from './ProductAndArticleCarouselSection';
import {RecommendingCarousel} from './ProductCarouselSection';
import {
  ReviewsAnimationSection,
  ReviewsListSection,
  ReviewsSection,
  ReviewsTrustWidgetSection,
} from './ReviewsSections';
import {SpacerSection} from './SpacerSection';
import {SpecificationGroupsSection} from './SpecificationGroupsSection';
import {SummarySection} from './SummarySection';
import {UspSection} from './UspSection';
import {VideoPopupSection} from './VideoPopupSection';
import {VideoSection} from './VideoSection';

/** Types with a component of their own (marker sections show what the page passes in: Sections' slots). */
export type RenderedTypename = Exclude<SectionTypename, SlotSectionTypename>;

export const SECTION_TYPES = {
  HeroSectionRecord: deferredPart<SectionProps<'HeroSectionRecord'>>(import.meta.env.SSR ? HeroSection : null, () =>
    import('./HeroSection').then((module) => module.HeroSection),
  ),
  CollectionGridSectionRecord: deferredPart<SectionProps<'CollectionGridSectionRecord'>>(
    import.meta.env.SSR ? CollectionGridSection : null,
    () => import('./CollectionGridSection').then((module) => module.CollectionGridSection),
  ),
  ArticleCarouselSectionRecord: deferredPart<SectionProps<'ArticleCarouselSectionRecord'>>(
    import.meta.env.SSR ? ArticleCarouselSection : null,
    () => import('./ArticleCarouselSection').then((module) => module.ArticleCarouselSection),
  ),
  UspSectionRecord: deferredPart<SectionProps<'UspSectionRecord'>>(import.meta.env.SSR ? UspSection : null, () =>
    import('./UspSection').then((module) => module.UspSection),
  ),
  ContentBlockSectionRecord: deferredPart<SectionProps<'ContentBlockSectionRecord'>>(
    import.meta.env.SSR ? ContentBlockSection : null,
    () => import('./ContentBlockSection').then((module) => module.ContentBlockSection),
  ),
  SummarySectionRecord: deferredPart<SectionProps<'SummarySectionRecord'>>(
    import.meta.env.SSR ? SummarySection : null,
    () => import('./SummarySection').then((module) => module.SummarySection),
  ),
  BenefitsSectionRecord: deferredPart<SectionProps<'BenefitsSectionRecord'>>(
    import.meta.env.SSR ? BenefitsSection : null,
    () => import('./BenefitsSection').then((module) => module.BenefitsSection),
  ),
  SpecificationGroupsSectionRecord: deferredPart<SectionProps<'SpecificationGroupsSectionRecord'>>(
    import.meta.env.SSR ? SpecificationGroupsSection : null,
    () => import('./SpecificationGroupsSection').then((module) => module.SpecificationGroupsSection),
  ),
  NavigationAnchorsSectionRecord: deferredPart<SectionProps<'NavigationAnchorsSectionRecord'>>(
    import.meta.env.SSR ? NavigationAnchorsSection : null,
    () => import('./NavigationAnchorsSection').then((module) => module.NavigationAnchorsSection),
  ),
  HeroGridSectionRecord: deferredPart<SectionProps<'HeroGridSectionRecord'>>(
    import.meta.env.SSR ? HeroGridSection : null,
    () => import('./HeroGridSection').then((module) => module.HeroGridSection),
  ),
  LifestyleCarouselSectionRecord: deferredPart<SectionProps<'LifestyleCarouselSectionRecord'>>(
    import.meta.env.SSR ? LifestyleCarouselSection : null,
    () => import('./LifestyleCarouselSection').then((module) => module.LifestyleCarouselSection),
  ),
  ProductCarouselSectionRecord: deferredPart<SectionProps<'ProductCarouselSectionRecord'>>(
    import.meta.env.SSR ? RecommendingCarousel : null,
    () => import('./ProductCarouselSection').then((module) => module.RecommendingCarousel),
  ),
  ProductAndArticleCarouselSectionRecord: deferredPart<SectionProps<'ProductAndArticleCarouselSectionRecord'>>(
    import.meta.env.SSR ? ProductAndArticleCarouselSection : null,
    () => import('./ProductAndArticleCarouselSection').then((module) => module.ProductAndArticleCarouselSection),
  ),
  ArticleHighlightSectionRecord: deferredPart<SectionProps<'ArticleHighlightSectionRecord'>>(
    import.meta.env.SSR ? ArticleHighlightSection : null,
    () => import('./ArticleHighlightSection').then((module) => module.ArticleHighlightSection),
  ),
  ContentImageSectionRecord: deferredPart<SectionProps<'ContentImageSectionRecord'>>(
    import.meta.env.SSR ? ContentImageSection : null,
    () => import('./ContentImageSection').then((module) => module.ContentImageSection),
  ),
  SpacerSectionRecord: deferredPart<SectionProps<'SpacerSectionRecord'>>(
    import.meta.env.SSR ? SpacerSection : null,
    () => import('./SpacerSection').then((module) => module.SpacerSection),
  ),
  OldArticleCarouselSectionRecord: deferredPart<SectionProps<'OldArticleCarouselSectionRecord'>>(
    import.meta.env.SSR ? OldArticleCarouselSection : null,
    () => import('./OldArticleCarouselSection').then((module) => module.OldArticleCarouselSection),
  ),
  ReviewsTrustWidgetSectionRecord: deferredPart<SectionProps<'ReviewsTrustWidgetSectionRecord'>>(
    import.meta.env.SSR ? ReviewsTrustWidgetSection : null,
    () => import('./ReviewsSections').then((module) => module.ReviewsTrustWidgetSection),
  ),
  FaqSectionRecord: deferredPart<SectionProps<'FaqSectionRecord'>>(import.meta.env.SSR ? FaqSection : null, () =>
    import('./FaqSection').then((module) => module.FaqSection),
  ),
  ReviewsSectionRecord: deferredPart<SectionProps<'ReviewsSectionRecord'>>(
    import.meta.env.SSR ? ReviewsSection : null,
    () => import('./ReviewsSections').then((module) => module.ReviewsSection),
  ),
  ReviewsListSectionRecord: deferredPart<SectionProps<'ReviewsListSectionRecord'>>(
    import.meta.env.SSR ? ReviewsListSection : null,
    () => import('./ReviewsSections').then((module) => module.ReviewsListSection),
  ),
  ReviewsAnimationSectionRecord: deferredPart<SectionProps<'ReviewsAnimationSectionRecord'>>(
    import.meta.env.SSR ? ReviewsAnimationSection : null,
    () => import('./ReviewsSections').then((module) => module.ReviewsAnimationSection),
  ),
  VideoSectionRecord: deferredPart<SectionProps<'VideoSectionRecord'>>(import.meta.env.SSR ? VideoSection : null, () =>
    import('./VideoSection').then((module) => module.VideoSection),
  ),
  VideoPopupSectionRecord: deferredPart<SectionProps<'VideoPopupSectionRecord'>>(
    import.meta.env.SSR ? VideoPopupSection : null,
    () => import('./VideoPopupSection').then((module) => module.VideoPopupSection),
  ),
} satisfies {[T in RenderedTypename]: DeferredPart<SectionProps<T>>};

/** Types that draw their own frame: the product carousel frames only cards, which can change once it is live. */
export const SELF_FRAMED: ReadonlySet<string> = new Set<RenderedTypename>(['ProductCarouselSectionRecord']);

/** The component part of a section's type, or null for a marker section or a type this build does not know. */
export function sectionPart(typename: string): DeferredPart<SectionProps<SectionTypename>> | null {
  return typename in SECTION_TYPES
    ? (SECTION_TYPES[typename as RenderedTypename] as DeferredPart<SectionProps<SectionTypename>>)
    : null;
}

/** Loads the code of every type among `sections` (a failed chunk is logged: its sections stay as the server sent them). */
export async function loadSectionTypes(
  sections: readonly Pick<Section, '__typename'>[] | null | undefined,
): Promise<void> {
  const parts = new Set((sections ?? []).flatMap((section) => sectionPart(section.__typename) ?? []));
  await Promise.all(
    [...parts].map((part) =>
      part.load().catch((error: unknown) => console.error('[chunk]', error instanceof Error ? error.message : error)),
    ),
  );
}

/** The sections (their types) in the server's markup of a deferred part: known before the part's data is. */
export function renderedSections(part: string): Pick<Section, '__typename'>[] {
  if (typeof document === 'undefined') return [];
  return [...document.querySelectorAll(`[data-part="${part}"] [data-section]`)].map(
    (element) => ({__typename: element.getAttribute('data-section')} as Pick<Section, '__typename'>),
  );
}

/** The code of the section types a product page's lower part shows (its sections record, as loaders send it). */
export function loadProductSectionTypes(record: ProductSectionsData | null | undefined): Promise<void> {
  return loadSectionTypes(record ? productSectionList(record) : []);
}

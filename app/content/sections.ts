// Rules of the content sections of every page that has them (home, generic pages, product pages: one union;
// spec §2 "Product page sections", §3 Section settings and FAQ) as plain functions: the frame a section's
// settings give it, its anchors, FAQ paging, summary truncation, and what a section needs before it can render.
import type {SerializeFrom} from '@shopify/remix-oxygen';
import type {CSSProperties} from 'react';
import type {
  ProductPopupLabelsFragment,
  ProductSectionsFragment,
  SectionSettingsFragment,
} from '~graphql/content/content.generated';
import type {MoneyLike} from '~/markets/format';
import {slugify} from '~/markets/paths';
import {isStructuredTextValue} from './rich-text';
import type {Slim} from './slim';
import {videoSource} from './video-source';
import {SECTION_SPACING_DEFAULTS} from '~styles/tokens';

/**
 * Content as components receive it: the fragment's data after the loader's JSON round trip, its null fields
 * possibly left out (`withoutNulls`). The fragment's own type is assignable to it, so components take both
 * (tests pass fixtures, routes pass loader data).
 */
export type Loaded<T> = Slim<SerializeFrom<T>>;

type LoadedSections = Loaded<ProductSectionsFragment>;

/** A section whose settings may arrive as a frame code (`frameCode`): pages send them so, fixtures as records. */
type Coded<Section> = Section extends {settings?: unknown} ? Omit<Section, 'settings'> & {settings?: SectionSettings | string} : Section;

type LegacySectionField = 'summary' | 'benefits' | 'specificationGroups' | 'faq';

export type ProductSectionsData = Omit<LoadedSections, 'sections' | LegacySectionField> & {
  sections: Coded<LoadedSections['sections'][number]>[];
} & {[Field in LegacySectionField]?: Coded<NonNullable<LoadedSections[Field]>> | null};
/** One section of any page (SectionUnion): home, generic pages and product pages share the types. */
export type Section = ProductSectionsData['sections'][number];
export type SectionTypename = Section['__typename'];
export type SectionOf<T extends SectionTypename> = Extract<Section, {__typename: T}>;

/** Section settings as the content fragment selects them (every field optional: old records lack some). */
export type SectionSettings = Partial<Loaded<SectionSettingsFragment>> | null | undefined;

/** Live commerce data the sections show, loaded by `loadSectionData` (sections.server.ts); JSON-safe. */
export type SectionData = {
  /** Prices of the content products in carousels, keyed by Shopify product gid. */
  prices: Record<string, SectionPrice>;
  /**
   * The page's Shopify product (gid): product carousels that ask for recommendations load them for it. Pages
   * that are no product page have none, and their carousels show the editors' products.
   */
  productId: string | null;
  /**
   * The review service's id of the page's product (spec §2 Reviews section: the selected variant's trustpilotId
   * over the product's): review sections show its reviews when it has any. Null elsewhere.
   */
  reviewSku?: string | null;
  /** The quick view's labels (layout.productPopup); without them no quick view is offered. */
  popupLabels: ProductPopupLabelsFragment | null;
};

export type SectionPrice = {price: MoneyLike; compareAtPrice: MoneyLike | null; availableForSale: boolean};

export const NO_SECTION_DATA: SectionData = {productId: null, prices: {}, popupLabels: null};

export type SectionVisibility = 'all' | 'mobile' | 'desktop';

type Spacing = {mobile?: number | null; desktop?: number | null};

// Each spacing property's custom properties (mobile, and `-md` from 768px), read by `.section-frame` in
// styles/app.css with SECTION_SPACING_DEFAULTS as their fallbacks: only values other than those are inlined.
const SPACING_VARS = {
  marginTop: '--section-mt',
  marginBottom: '--section-mb',
  paddingTop: '--section-pt',
  paddingBottom: '--section-pb',
} as const satisfies Record<keyof typeof SECTION_SPACING_DEFAULTS, string>;

/** Spec §2: hidden on desktop or on mobile only, by CSS (breakpoint 768px) so first paint is already right. */
const VISIBILITY_CLASS: Record<SectionVisibility, string | null> = {
  all: null,
  mobile: 'md:hidden',
  desktop: 'hidden md:block',
};

export function sectionVisibility(settings: SectionSettings | string): SectionVisibility {
  const value = settingsOf(settings)?.visibility?.trim().toLowerCase();
  return value === 'mobile' || value === 'desktop' ? value : 'all';
}

export type SectionFrame = {className: string; style: CSSProperties & Record<`--${string}`, string>};

/** Each spacing setting per breakpoint, by the property it sets. */
function spacingOf(settings: SectionSettings): Record<keyof typeof SPACING_VARS, Spacing> {
  return {
    marginTop: {mobile: settings?.marginTopMobile, desktop: settings?.marginTopDesktop},
    marginBottom: {mobile: settings?.marginBottomMobile, desktop: settings?.marginBottomDesktop},
    paddingTop: {mobile: settings?.paddingTopMobile, desktop: settings?.paddingTopDesktop},
    paddingBottom: {mobile: settings?.paddingBottomMobile, desktop: settings?.paddingBottomDesktop},
  };
}

/**
 * The spacing settings `appliedSpacing` needs to give what the whole record gives: a mobile value other than 0
 * (what a missing one means), and a desktop value other than what already applies there (the mobile value, or
 * 0). Values that are no finite number of px are left out.
 */
function effectiveSpacing({mobile, desktop}: Spacing): Spacing {
  const base = isPx(mobile) ? mobile : 0;
  return {mobile: isPx(mobile) && mobile !== 0 ? mobile : null, desktop: isPx(desktop) && desktop !== base ? desktop : null};
}

/**
 * The classes and inline custom properties a section's settings (or their frame code) give its wrapper (px
 * values from content), besides its `.section-frame`: a spacing is inlined only where it differs from the
 * stylesheet's default.
 */
export function sectionFrame(given: SectionSettings | string): SectionFrame {
  if (typeof given !== 'string') return frameOf(given);
  // Pages repeat a handful of codes across their sections and every render: each is worked out once.
  let frame = framesByCode.get(given);
  if (!frame) {
    if (framesByCode.size >= MAX_CACHED_FRAMES) framesByCode.clear();
    frame = frameOf(settingsOfFrameCode(given));
    framesByCode.set(given, frame);
  }
  return frame;
}

const MAX_CACHED_FRAMES = 500;
const framesByCode = new Map<string, SectionFrame>();

function frameOf(settings: SectionSettings): SectionFrame {
  const classes: string[] = [];
  const style: SectionFrame['style'] = {};
  const spacing = spacingOf(settings);
  for (const key of Object.keys(SPACING_VARS) as (keyof typeof SPACING_VARS)[]) {
    const {mobile, desktop} = appliedSpacing(spacing[key]);
    const defaults = SECTION_SPACING_DEFAULTS[key];
    if (mobile !== defaults.mobile) style[SPACING_VARS[key]] = `${mobile}px`;
    if (desktop !== defaults.desktop) style[`${SPACING_VARS[key]}-md`] = `${desktop}px`;
  }
  const visibility = VISIBILITY_CLASS[sectionVisibility(settings)];
  if (visibility) classes.push(visibility);
  if (settings?.backgroundColor?.hex) style.backgroundColor = settings.backgroundColor.hex;
  if (settings?.textColor?.hex) style.color = settings.textColor.hex;
  return {className: classes.join(' '), style};
}

/** The px a spacing setting gives each breakpoint: the mobile value (or 0), on desktop its own or the mobile one. */
function appliedSpacing({mobile, desktop}: Spacing): {mobile: number; desktop: number} {
  const applied = isPx(mobile) ? mobile : 0;
  return {mobile: applied, desktop: isPx(desktop) ? desktop : applied};
}

const SPACING_FIELDS = {
  marginTop: ['marginTopMobile', 'marginTopDesktop'],
  marginBottom: ['marginBottomMobile', 'marginBottomDesktop'],
  paddingTop: ['paddingTopMobile', 'paddingTopDesktop'],
  paddingBottom: ['paddingBottomMobile', 'paddingBottomDesktop'],
} as const satisfies Record<keyof typeof SPACING_VARS, readonly [string, string]>;

/**
 * Only the settings that change a section's frame, for the loader data: `sectionFrame` gives the same frame
 * for these as for the whole record (no id, no nulls, no spacing that repeats what applies, no "all").
 */
export function essentialSettings(settings: SectionSettings): NonNullable<SectionSettings> {
  const essential: NonNullable<SectionSettings> = {};
  const spacing = spacingOf(settings);
  for (const key of Object.keys(SPACING_FIELDS) as (keyof typeof SPACING_FIELDS)[]) {
    const {mobile, desktop} = effectiveSpacing(spacing[key]);
    const [mobileField, desktopField] = SPACING_FIELDS[key];
    if (isPx(mobile)) essential[mobileField] = mobile;
    if (isPx(desktop)) essential[desktopField] = desktop;
  }
  const visibility = sectionVisibility(settings);
  if (visibility !== 'all') essential.visibility = visibility;
  if (settings?.backgroundColor?.hex) essential.backgroundColor = {hex: settings.backgroundColor.hex};
  if (settings?.textColor?.hex) essential.textColor = {hex: settings.textColor.hex};
  return essential;
}

// --- Frame codes --------------------------------------------------------------------------------------------
//
// Pages send each section's settings as one short string: 29 sections' settings objects were 3.4 KB of the
// product page's loader data, mostly field names. Space-separated tokens, each a field of `essentialSettings`:
// `pt32/64` (padding top 32 mobile, 64 desktop; `pt/64` desktop only), likewise `pb`, `mt`, `mb`; `bg#1d1d1b`,
// `fg#ffffff` (background and text colour); `vmobile` / `vdesktop`. Unknown tokens are ignored.

const CODE_SPACING = {pt: SPACING_FIELDS.paddingTop, pb: SPACING_FIELDS.paddingBottom, mt: SPACING_FIELDS.marginTop, mb: SPACING_FIELDS.marginBottom};
const CODE_COLOURS = {bg: 'backgroundColor', fg: 'textColor'} as const;

/** `essentialSettings(settings)` as a frame code; `settingsOfFrameCode` reads it back. */
export function frameCode(settings: SectionSettings | string): string {
  const essential = essentialSettings(settingsOf(settings));
  const tokens: string[] = [];
  for (const [code, [mobileField, desktopField]] of Object.entries(CODE_SPACING)) {
    const mobile = essential[mobileField];
    const desktop = essential[desktopField];
    if (isPx(mobile) || isPx(desktop)) tokens.push(`${code}${isPx(mobile) ? mobile : ''}${isPx(desktop) ? `/${desktop}` : ''}`);
  }
  for (const [code, field] of Object.entries(CODE_COLOURS)) {
    const hex = essential[field]?.hex;
    // A colour with a space in it could not be read back; content colours are hex codes, so none is lost.
    if (hex && !/\s/.test(hex)) tokens.push(`${code}${hex}`);
  }
  if (essential.visibility) tokens.push(`v${essential.visibility}`);
  return tokens.join(' ');
}

const SPACING_TOKEN = /^(pt|pb|mt|mb)(-?\d+(?:\.\d+)?)?(?:\/(-?\d+(?:\.\d+)?))?$/;

/** The settings a frame code stands for (see `frameCode`). */
export function settingsOfFrameCode(code: string): NonNullable<SectionSettings> {
  const settings: NonNullable<SectionSettings> = {};
  for (const token of code.split(' ')) {
    const spacing = SPACING_TOKEN.exec(token);
    if (spacing) {
      const [mobileField, desktopField] = CODE_SPACING[spacing[1] as keyof typeof CODE_SPACING];
      if (spacing[2] !== undefined) settings[mobileField] = Number(spacing[2]);
      if (spacing[3] !== undefined) settings[desktopField] = Number(spacing[3]);
      continue;
    }
    const colour = token.slice(0, 2);
    if ((colour === 'bg' || colour === 'fg') && token.length > 2) settings[CODE_COLOURS[colour]] = {hex: token.slice(2)};
    else if (token === 'vmobile' || token === 'vdesktop') settings.visibility = token.slice(1);
  }
  return settings;
}

function settingsOf(settings: SectionSettings | string): SectionSettings {
  return typeof settings === 'string' ? settingsOfFrameCode(settings) : settings;
}

const isPx = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

// --- Anchors -----------------------------------------------------------------------------------------------
//
// Convention (no coordinates, nothing editors must keep in sync by hand): a section can be reached at
//   1. `#<record id>` — the section element's own id;
//   2. `#<model name>` — its model without "Section", kebab case (`SpecificationGroupsSectionRecord` →
//      `specification-groups`, the model API key `specification_groups_section` without `_section`); the
//      second section of the same model on the page is `<model name>-2`, and so on;
//   3. `#<heading slug>` — its heading (or headline) slugified (`Veelgestelde vragen` → `veelgestelde-vragen`).
// 2 and 3 are empty elements at the top of the section. A name already taken (by an id or an earlier
// anchor) is left out, so ids stay unique and the first section keeps a name. Navigation anchor items link
// to `#${slug}`; a slug typed with spaces (the heading itself) is slugified first.

/** `Veelgestelde vragen (FAQ)` → `veelgestelde-vragen-faq`. */
export const anchorSlug = slugify;

/** `ProductAndArticleCarouselSectionRecord` → `product-and-article-carousel`. */
export function modelAnchor(typename: string): string {
  return typename
    .replace(/SectionRecord$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}

/** The fragment an anchor item points to, or null when it has no usable slug. */
export function anchorHref(slug: string | null | undefined): string | null {
  const text = slug?.trim().replace(/^#+/, '') ?? '';
  if (!text) return null;
  const id = /\s/.test(text) ? anchorSlug(text) : text;
  return id ? `#${id}` : null;
}

/** The heading a section is known by, when it has one. */
export function sectionHeading(section: Section): string | null {
  const heading =
    ('heading' in section && section.heading) ||
    ('headline' in section && section.headline) ||
    (section.__typename === 'ReviewsListSectionRecord' && section.labelReviews) ||
    (section.__typename === 'ContentBlockSectionRecord' && (section.content?.heading || section.content?.headline)) ||
    null;
  return typeof heading === 'string' && heading.trim() ? heading : null;
}

/** The extra anchors of each section (model name, heading slug), keyed by record id. */
export function sectionAnchors(sections: readonly Section[]): Map<string, string[]> {
  const taken = new Set(sections.map((section) => section.id));
  const anchors = new Map<string, string[]>(sections.map((section) => [section.id, []]));
  const claim = (section: Section, name: string) => {
    if (!name || taken.has(name)) return;
    taken.add(name);
    anchors.get(section.id)!.push(name);
  };
  // Model names first: they are what navigation anchors are written against, so they win over headings.
  const seen = new Map<string, number>();
  for (const section of sections) {
    const model = modelAnchor(section.__typename);
    const occurrence = (seen.get(model) ?? 0) + 1;
    seen.set(model, occurrence);
    claim(section, occurrence > 1 ? `${model}-${occurrence}` : model);
  }
  for (const section of sections) {
    const heading = sectionHeading(section);
    if (heading) claim(section, anchorSlug(heading));
  }
  return anchors;
}

// --- FAQ -----------------------------------------------------------------------------------------------------

export type FaqPaging = {initialAmount?: number | null; paginateAmount?: number | null};

/**
 * Spec §3 FAQ: `initialAmount` questions first, then `paginateAmount` more per "show more" click. Without an
 * initial amount everything shows; without a page size one click shows the rest.
 */
export function faqVisibleCount(total: number, paging: FaqPaging, clicks: number): number {
  const initial = paging.initialAmount ?? 0;
  if (initial <= 0) return total;
  const page = paging.paginateAmount ?? 0;
  if (clicks > 0 && page <= 0) return total;
  return Math.min(total, initial + clicks * page);
}

// --- Summary -------------------------------------------------------------------------------------------------

/** How far back from the limit a word boundary may be, so a long word is cut rather than losing a line. */
const WORD_BOUNDARY_SLACK = 20;

/**
 * Spec §2 Summary: the text cut after `limit` characters (at a word boundary when one is close) with an
 * ellipsis, or null when it fits or no limit is set.
 */
export function truncateText(text: string, limit: number | null | undefined): string | null {
  if (!limit || limit <= 0) return null;
  const normalized = text.replace(/\s+/g, ' ').trim();
  if (normalized.length <= limit) return null;
  const cut = normalized.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  const preview = space >= limit - WORD_BOUNDARY_SLACK && space > 0 ? cut.slice(0, space) : cut;
  return `${preview.replace(/[\s,.;:–-]+$/, '')}…`;
}

// --- Required data -------------------------------------------------------------------------------------------

/** Placement markers: sections whose content is product-level data the page passes in as slots. */
export const SLOT_SECTIONS = {
  StickerSectionRecord: 'sticker',
  MixAndMatchSectionRecord: 'mixAndMatch',
  ProductUpsellSectionRecord: 'upsell',
  BookingConsultSectionRecord: 'bookingConsult',
  SubscriptionSectionRecord: 'subscription',
  DeliveryCodeSectionRecord: 'deliveryCode',
  PreorderSectionRecord: 'preorder',
  CompanyInfoSectionRecord: 'companyInfo',
  CustomerServiceSectionRecord: 'customerService',
} as const satisfies Partial<Record<SectionTypename, string>>;

export type SlotSectionTypename = keyof typeof SLOT_SECTIONS;
export type SectionSlot = (typeof SLOT_SECTIONS)[SlotSectionTypename];

/**
 * The sections a product page shows: the editors' list in their order when the product uses the new format,
 * else the legacy layout (summary, benefits, specification groups, FAQ).
 */
export function productSectionList(record: ProductSectionsData): Section[] {
  if (record.newPdpSectionsFormat) return record.sections;
  return [record.summary, record.benefits, record.specificationGroups, record.faq].filter(
    (section): section is NonNullable<typeof section> => Boolean(section),
  );
}

/**
 * The sections as pages send them (before `pageContent`): each one's settings as its frame code, and a carousel
 * product whose overall image is its image (the usual case) with that image once: cards fall back from
 * `imageProductOverall` to `image` (ProductCarouselSection), and the quick view reads `image`.
 */
export function framedSections<Given extends {settings?: unknown}>(sections: readonly Given[]): Given[] {
  return sections.map((section) => {
    const coded = 'settings' in section ? {...section, settings: frameCode(section.settings as SectionSettings)} : section;
    return 'products' in coded && Array.isArray(coded.products)
      ? {...coded, products: coded.products.map(withoutRepeatedOverallImage)}
      : coded;
  });
}

function withoutRepeatedOverallImage<Product extends {image?: unknown; imageProductOverall?: unknown}>(product: Product): Product {
  if (!product.imageProductOverall || JSON.stringify(product.imageProductOverall) !== JSON.stringify(product.image)) return product;
  const {imageProductOverall: _repeated, ...rest} = product;
  return rest as Product;
}

export function isSlotSection(section: Section): section is SectionOf<SlotSectionTypename> {
  return section.__typename in SLOT_SECTIONS;
}

/**
 * Why a section cannot render (its required content is missing), or null when it can. Such a section renders
 * nothing and is logged, like one that fails while rendering.
 */
export function sectionProblem(section: Section): string | null {
  switch (section.__typename) {
    case 'HeroSectionRecord':
      return section.heading ? null : 'no heading';
    case 'CollectionGridSectionRecord':
      return section.collections.some((collection) => collection.slug) ? null : 'no collections';
    case 'ArticleCarouselSectionRecord':
      return section.articles.length ? null : 'no articles';
    case 'UspSectionRecord':
      return section.usps.length ? null : 'no items';
    case 'ContentBlockSectionRecord':
      return section.content || section.media ? null : 'no content block or media';
    case 'SummarySectionRecord':
      return isStructuredTextValue(section.content?.value) ? null : 'no content';
    case 'BenefitsSectionRecord':
      return section.items.some((item) => item.title || item.text) ? null : 'no benefits';
    case 'SpecificationGroupsSectionRecord':
      return section.groups.some((group) => group.items.length) ? null : 'no specification groups with items';
    case 'NavigationAnchorsSectionRecord':
      return section.items.some((item) => item.label && anchorHref(item.slug)) ? null : 'no anchors';
    case 'HeroGridSectionRecord':
      return section.mainItem || section.items.length ? null : 'no items';
    case 'LifestyleCarouselSectionRecord':
      return section.images.length ? null : 'no images';
    case 'ProductCarouselSectionRecord':
      return section.products.length || section.useRecommendations ? null : 'no products';
    case 'ProductAndArticleCarouselSectionRecord':
      return section.products.length || section.articles.length ? null : 'no products or articles';
    case 'ArticleHighlightSectionRecord':
      return section.article?.slug && section.article.heading ? null : 'no article';
    case 'ContentImageSectionRecord':
      return section.image || section.imageMobile || section.heading || section.body ? null : 'no image or text';
    case 'OldArticleCarouselSectionRecord':
      return section.articles.length ? null : 'no articles';
    case 'FaqSectionRecord':
      return section.blocks.some((block) => block.question) ? null : 'no questions';
    case 'VideoSectionRecord':
      return section.video?.video || videoSource(section.video?.url) ? null : 'no playable video';
    case 'VideoPopupSectionRecord':
      return videoSource(section.videoUrl) ? null : `unsupported video url ${JSON.stringify(section.videoUrl ?? null)}`;
    default:
      return null;
  }
}

import {renderInRoute} from '../../support/render';
// Product page sections (spec §2 "Product page sections", §3 Section settings / FAQ, §9 sizes): the rules as
// plain functions, the rendered sections on fixtures shaped like the content fragment, the fragment against
// the content model and the stand-in's demo data, and the Storefront data the sections load.
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {requestLogger} from '~/observability/log.server';
import {readFileSync} from 'node:fs';
import {buildSchema, parse, validate, type FragmentDefinitionNode, type GraphQLUnionType, type SelectionSetNode} from 'graphql';
import type {ReactElement} from 'react';
import {afterEach, beforeEach, describe, expect, test, vi, type MockInstance} from 'vitest';
import type {ProductSectionsFragment} from '~graphql/content/content.generated';
import {BUTTON_LINK_FRAGMENT, RESPONSIVE_IMAGE_FRAGMENT} from '~graphql/content/fragments';
import {
  BOOKING_CONSULT_FRAGMENT,
  CONTENT_BLOCK_FRAGMENT,
  PRODUCT_SECTIONS_FRAGMENT,
  RICH_TEXT_FRAGMENT,
} from '~graphql/content/sections';
import {PRODUCT_RECOMMENDATIONS_QUERY} from '~graphql/storefront/recommendations';
import {PRODUCTS_BY_IDS_QUERY} from '~graphql/storefront/products';
import {handleDatocms} from '../../../local-services/datocms';
import {mediaKind} from '~/components/media/Media';
import {ProductSections, type SectionSlots} from '~/components/product/ProductSections';
import {SectionBoundary} from '~/components/sections/SectionBoundary';
import {
  anchorHref,
  anchorSlug,
  faqVisibleCount,
  modelAnchor,
  NO_SECTION_DATA,
  sectionAnchors,
  essentialSettings,
  frameCode,
  sectionFrame,
  settingsOfFrameCode,
  SLOT_SECTIONS,
  truncateText,
  type Section,
  type ProductSectionsData,
  type SectionData,
  type SectionOf,
  type SectionSettings,
} from '~/content/sections';
import {loadSectionData} from '~/content/sections.server';

// --- Fixtures ------------------------------------------------------------------------------------------------

const span = (value: string) => ({type: 'span', value});
const paragraph = (...children: object[]) => ({type: 'paragraph', children});
const dast = (...children: object[]) => ({schema: 'dast', document: {type: 'root', children}});
const richText = (...children: object[]) => ({value: dast(...children), blocks: [], links: []});

const LONG_SUMMARY =
  'Whey protein gives you 24 grams of protein per serving from grass-fed milk. It dissolves at once and tastes great.';

function summary(id = 'summary-1', overrides: Partial<SectionOf<'SummarySectionRecord'>> = {}): SectionOf<'SummarySectionRecord'> {
  return {
    __typename: 'SummarySectionRecord',
    id,
    heading: 'About whey',
    content: richText(paragraph(span(LONG_SUMMARY))),
    truncateAfter: 40,
    readMoreLabel: 'Read on',
    readLessLabel: 'Less',
    ...overrides,
  };
}

function faq(id = 'faq-1', overrides: Partial<SectionOf<'FaqSectionRecord'>> = {}): SectionOf<'FaqSectionRecord'> {
  return {
    __typename: 'FaqSectionRecord',
    id,
    headline: 'Questions',
    heading: 'Frequently asked',
    headingTag: 'h3',
    initialAmount: 2,
    paginateAmount: 2,
    responsive: false,
    showMoreLabel: 'More questions',
    blocks: [1, 2, 3, 4, 5].map((n) => ({id: `q${n}`, question: `Question ${n}?`, answer: richText(paragraph(span(`Answer ${n}.`)))})),
    ...overrides,
  };
}

const specificationGroups: SectionOf<'SpecificationGroupsSectionRecord'> = {
  __typename: 'SpecificationGroupsSectionRecord',
  id: 'specs-1',
  heading: 'What is in it',
  selectLabel: 'Choose a part',
  groups: [
    {id: 'g1', label: 'Ingredients', defaultOpen: false, items: [{id: 'i1', label: 'Whey', value: '98%'}]},
    {id: 'g2', label: 'Nutrition', defaultOpen: true, items: [{id: 'i2', label: 'Protein', value: '24 g'}]},
  ],
};

const benefits: SectionOf<'BenefitsSectionRecord'> = {
  __typename: 'BenefitsSectionRecord',
  id: 'benefits-1',
  heading: 'Why whey',
  openByDefault: false,
  readMoreLabel: null,
  readLessLabel: null,
  items: [1, 2, 3, 4].map((n) => ({id: `b${n}`, title: `Benefit ${n}`, text: `Text ${n}`})),
};

const anchors: SectionOf<'NavigationAnchorsSectionRecord'> = {
  __typename: 'NavigationAnchorsSectionRecord',
  id: 'nav-1',
  items: [
    {id: 'a1', label: 'Summary', slug: 'summary'},
    {id: 'a2', label: 'FAQ', slug: '#faq'},
    {id: 'a3', label: 'By heading', slug: 'Frequently asked'},
    {id: 'a4', label: 'No slug', slug: ''},
  ],
};

function marker<T extends keyof typeof SLOT_SECTIONS>(typename: T, id: string, visibility = 'all'): Section {
  return {__typename: typename, id, settings: {id: `${id}-settings`, visibility}} as Section;
}

function record(sections: Section[], overrides: Partial<ProductSectionsData> = {}): ProductSectionsData {
  return {id: 'product-1', newPdpSectionsFormat: true, sections, ...overrides};
}

// --- Rendering -------------------------------------------------------------------------------------------------

/** Renders inside the route context (Dutch market) and a data router, as the product route does. */
async function render(ui: ReactElement): Promise<string> {
  return renderInRoute(ui, {url: '/producten/protein/whey-protein'});
}

/** The opening tag of the element with this id. */
function tagWithId(html: string, id: string): string | undefined {
  return new RegExp(`<[a-z0-9]+ [^>]*id="${id}"[^>]*>`).exec(html)?.[0];
}

let consoleError: MockInstance;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
});

// --- Section settings ----------------------------------------------------------------------------------------

describe('section settings → frame (spec §3 Section settings, §2 hidden on desktop or mobile)', () => {
  test('no settings: no classes, and no spacing (the stylesheet’s defaults set to 0)', () => {
    expect(sectionFrame(null)).toEqual({
      className: '',
      style: {'--section-pt': '0px', '--section-pt-md': '0px', '--section-pb': '0px', '--section-pb-md': '0px'},
    });
  });

  test('the usual spacing (32px, 64px from 768px; no margins) is the stylesheet’s: nothing inline', () => {
    const usual = {paddingTopMobile: 32, paddingTopDesktop: 64, paddingBottomMobile: 32, paddingBottomDesktop: 64};
    expect(sectionFrame(usual)).toEqual({className: '', style: {}});
    expect(sectionFrame({...usual, marginTopMobile: 0, marginTopDesktop: 0})).toEqual({className: '', style: {}});
  });

  test('visibility is CSS at 768px: mobile only hides from 768px, desktop only hides below', () => {
    expect(sectionFrame({visibility: 'mobile'}).className).toBe('md:hidden');
    expect(sectionFrame({visibility: 'desktop'}).className).toBe('hidden md:block');
    expect(sectionFrame({visibility: 'all'}).className).toBe('');
    expect(sectionFrame({visibility: 'tablet'}).className).toBe('');
  });

  test('spacing other than the defaults becomes custom properties, per breakpoint', () => {
    const frame = sectionFrame({
      marginTopMobile: 16,
      marginTopDesktop: 48,
      paddingTopMobile: 32,
      paddingTopDesktop: 96,
      paddingBottomMobile: 8,
      paddingBottomDesktop: 64,
    });
    expect(frame).toEqual({className: '', style: {'--section-mt': '16px', '--section-mt-md': '48px', '--section-pt-md': '96px', '--section-pb': '8px'}});
  });

  test('a mobile value without a desktop one applies at every width', () => {
    expect(sectionFrame({marginBottomMobile: 24, paddingTopMobile: 32, paddingBottomMobile: 32}).style).toEqual({
      '--section-mb': '24px',
      '--section-mb-md': '24px',
      '--section-pt-md': '32px',
      '--section-pb-md': '32px',
    });
    // A desktop 0 under a mobile value removes the mobile spacing from 768px.
    expect(sectionFrame({paddingTopMobile: 32, paddingTopDesktop: 64, paddingBottomMobile: 24, paddingBottomDesktop: 0}).style).toEqual({
      '--section-pb': '24px',
      '--section-pb-md': '0px',
    });
  });

  test('colours', () => {
    const usual = {paddingTopMobile: 32, paddingTopDesktop: 64, paddingBottomMobile: 32, paddingBottomDesktop: 64};
    expect(sectionFrame({...usual, backgroundColor: {hex: '#1d1d1b'}, textColor: {hex: '#ffffff'}}).style).toEqual({
      backgroundColor: '#1d1d1b',
      color: '#ffffff',
    });
  });
});

describe('essential settings: what the loader sends of a section\'s settings', () => {
  const record = {
    id: '98111359',
    backgroundColor: null,
    textColor: {hex: '#ffffff', alpha: 255},
    marginTopMobile: 0,
    marginBottomMobile: 0,
    marginTopDesktop: 40,
    marginBottomDesktop: 0,
    paddingTopMobile: 32,
    paddingBottomMobile: 32,
    paddingTopDesktop: 64,
    paddingBottomDesktop: 32,
    visibility: 'all',
  };

  test('keeps only the fields that change the frame', () => {
    expect(essentialSettings(record)).toEqual({
      textColor: {hex: '#ffffff'},
      marginTopDesktop: 40,
      paddingTopMobile: 32,
      paddingTopDesktop: 64,
      paddingBottomMobile: 32,
    });
    expect(essentialSettings({visibility: ' Mobile '})).toEqual({visibility: 'mobile'});
    expect(essentialSettings(null)).toEqual({});
  });

  test('frames every section exactly as the whole record does', () => {
    const values = [null, undefined, 0, 8, 32, Number.NaN];
    const samples = [
      record,
      {...record, visibility: 'desktop', backgroundColor: {hex: '#1d1d1b'}},
      ...values.flatMap((mobile) => values.map((desktop) => ({marginTopMobile: mobile, marginTopDesktop: desktop, paddingBottomDesktop: desktop}))),
    ];
    for (const settings of samples) {
      expect(sectionFrame(essentialSettings(settings))).toEqual(sectionFrame(settings));
    }
  });
});

describe('frame codes: section settings as the product page sends them', () => {
  test('a short string per section: spacing per breakpoint, colours, visibility', () => {
    expect(frameCode({paddingTopMobile: 32, paddingTopDesktop: 64, paddingBottomMobile: 32, paddingBottomDesktop: 64})).toBe(
      'pt32/64 pb32/64',
    );
    expect(frameCode({marginTopDesktop: 48, backgroundColor: {hex: '#1d1d1b'}, textColor: {hex: '#fff1e8'}, visibility: 'desktop'})).toBe(
      'mt/48 bg#1d1d1b fg#fff1e8 vdesktop',
    );
    expect(frameCode(null)).toBe('');
    expect(settingsOfFrameCode('mb16 pb-4/0.5')).toEqual({marginBottomMobile: 16, paddingBottomMobile: -4, paddingBottomDesktop: 0.5});
  });

  test('read back, a code frames the section exactly as its record does', () => {
    const values = [null, 0, -8, 2.5, 32, Number.NaN];
    const samples: NonNullable<SectionSettings>[] = [
      {visibility: ' Mobile ', textColor: {hex: '#ffffff'}, backgroundColor: {hex: '#1d1d1b'}},
      {visibility: 'desktop', backgroundColor: {hex: 'rgb(0, 0, 0)'}},
      ...values.flatMap((mobile) =>
        values.map((desktop) => ({marginTopMobile: mobile, marginBottomDesktop: desktop, paddingTopMobile: desktop, paddingBottomDesktop: mobile})),
      ),
    ];
    for (const settings of samples) {
      const frame = sectionFrame(settings);
      // Colours that are not hex codes (none in content) are the one thing a code leaves out.
      if (settings.backgroundColor?.hex?.includes(' ')) delete frame.style.backgroundColor;
      expect(sectionFrame(frameCode(settings))).toEqual(frame);
    }
  });

  test('unknown or malformed tokens are ignored', () => {
    expect(settingsOfFrameCode('zz12 pt pt12/ bg vtablet  ')).toEqual({});
    expect(sectionFrame('pt12 junk')).toEqual(sectionFrame({paddingTopMobile: 12}));
  });
});

// --- Anchors ---------------------------------------------------------------------------------------------------

describe('anchors', () => {
  test('slugs, model names and hrefs', () => {
    expect(anchorSlug('Veelgestelde vragen (FAQ)')).toBe('veelgestelde-vragen-faq');
    expect(anchorSlug('Über Proteïne')).toBe('uber-proteine');
    expect(modelAnchor('SpecificationGroupsSectionRecord')).toBe('specification-groups');
    expect(modelAnchor('FaqSectionRecord')).toBe('faq');
    expect(anchorHref('faq')).toBe('#faq');
    expect(anchorHref('#faq')).toBe('#faq');
    expect(anchorHref('Veelgestelde vragen')).toBe('#veelgestelde-vragen');
    expect(anchorHref('  ')).toBeNull();
  });

  test('each section: model name (numbered from the second), then heading slug; taken names are skipped', () => {
    const sections = [faq('faq-a', {heading: 'Summary'}), faq('faq-b', {heading: 'Frequently asked'}), summary('s1', {heading: 'faq'})];
    expect(Object.fromEntries(sectionAnchors(sections))).toEqual({
      'faq-a': ['faq'],
      'faq-b': ['faq-2', 'frequently-asked'],
      s1: ['summary'],
    });
  });
});

// --- FAQ paging and summary truncation -------------------------------------------------------------------------

describe('FAQ paging (spec §3 FAQ)', () => {
  test('initial amount first, then a page per click, never more than there are', () => {
    const paging = {initialAmount: 3, paginateAmount: 2};
    expect(faqVisibleCount(8, paging, 0)).toBe(3);
    expect(faqVisibleCount(8, paging, 1)).toBe(5);
    expect(faqVisibleCount(8, paging, 3)).toBe(8);
    expect(faqVisibleCount(8, paging, 9)).toBe(8);
  });

  test('without an initial amount everything shows; without a page size one click shows the rest', () => {
    expect(faqVisibleCount(8, {initialAmount: null, paginateAmount: 2}, 0)).toBe(8);
    expect(faqVisibleCount(8, {initialAmount: 0}, 0)).toBe(8);
    expect(faqVisibleCount(8, {initialAmount: 2, paginateAmount: null}, 0)).toBe(2);
    expect(faqVisibleCount(8, {initialAmount: 2, paginateAmount: 0}, 1)).toBe(8);
  });
});

describe('summary truncation (spec §2 Summary)', () => {
  test('cut at a word boundary before the limit, with an ellipsis', () => {
    expect(truncateText(LONG_SUMMARY, 40)).toBe('Whey protein gives you 24 grams of…');
  });

  test('a long word is cut rather than losing most of the line', () => {
    expect(truncateText('Supercalifragilisticexpialidocious-protein-blend is here', 30)).toBe('Supercalifragilisticexpialidoc…');
  });

  test('text that fits, or no limit, is not truncated', () => {
    expect(truncateText('Short.', 40)).toBeNull();
    expect(truncateText(LONG_SUMMARY, null)).toBeNull();
    expect(truncateText(LONG_SUMMARY, 0)).toBeNull();
  });
});

// --- Rendering ---------------------------------------------------------------------------------------------------

describe('<ProductSections>', () => {
  test('new format: the editors’ order, each section framed with its id and anchors', async () => {
    const html = await render(
      <ProductSections record={record([anchors, summary(), faq(), {...specificationGroups, settings: {id: 'x', visibility: 'desktop'}}])} />,
    );
    const order = ['nav-1', 'summary-1', 'faq-1', 'specs-1'].map((id) => html.indexOf(`id="${id}"`));
    expect(order.every((position) => position >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain('<span id="summary" class="section-anchor"></span><span id="about-whey"');
    expect(html).toContain('<span id="faq" class="section-anchor"></span>');
    expect(tagWithId(html, 'specs-1')).toContain('class="section-frame hidden md:block"');
    // Navigation: in-page links; an item without a slug is left out.
    expect(html).toContain('<nav aria-label="Op deze pagina"');
    expect(html).toContain('href="#summary"');
    expect(html).toContain('href="#faq"');
    expect(html).toContain('href="#frequently-asked"');
    expect(html).not.toContain('No slug');
    expect(consoleError).not.toHaveBeenCalled();
  });

  test('legacy layout: summary, benefits, specification groups, FAQ — in that order, sections list ignored', async () => {
    const html = await render(
      <ProductSections
        record={record([anchors], {
          newPdpSectionsFormat: false,
          faq: faq(),
          specificationGroups,
          benefits,
          summary: summary(),
        })}
      />,
    );
    const order = ['summary-1', 'benefits-1', 'specs-1', 'faq-1'].map((id) => html.indexOf(`id="${id}"`));
    expect(order.every((position) => position >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).not.toContain('id="nav-1"');
  });

  test('placement markers show the page’s slots in their frame; a marker without a slot shows nothing', async () => {
    const slots: SectionSlots = {sticker: <p>sticker content</p>, bookingConsult: <p>booking content</p>};
    const html = await render(
      <ProductSections
        record={record([
          marker('StickerSectionRecord', 'sticker-1', 'mobile'),
          summary(),
          marker('BookingConsultSectionRecord', 'booking-1'),
          marker('PreorderSectionRecord', 'preorder-1'),
        ])}
        slots={slots}
      />,
    );
    expect(html).toMatch(/<section id="sticker-1" data-section="StickerSectionRecord" class="section-frame md:hidden"[^>]*>.*<p>sticker content<\/p><\/section>/);
    expect(html.indexOf('sticker content')).toBeLessThan(html.indexOf('id="summary-1"'));
    expect(html.indexOf('booking content')).toBeGreaterThan(html.indexOf('id="summary-1"'));
    expect(html).not.toContain('preorder-1');
  });

  test('summary: a preview with read more; the full text is in the HTML, hidden', async () => {
    const html = await render(<ProductSections record={record([summary()])} />);
    expect(html).toContain('<p class="leading-relaxed">Whey protein gives you 24 grams of…</p>');
    expect(html).toMatch(/<div id="[^"]+" class="hidden"><div [^>]*><p>Whey protein gives you 24 grams of protein per serving/);
    expect(html).toMatch(/<button type="button" aria-expanded="false" aria-controls="[^"]+"[^>]*>Read on<\/button>/);
  });

  test('FAQ: heading in its tag, the first questions shown, the rest hidden (on mobile only when responsive)', async () => {
    const plain = await render(<ProductSections record={record([faq()])} />);
    expect(plain).toContain('<h3 class="heading-3 mb-4">Frequently asked</h3>');
    expect(plain.match(/<li class="hidden">/g)).toHaveLength(3);
    expect(plain).toContain('Answer 5.');
    expect(plain).toMatch(/<button type="button" aria-controls="[^"]+" class="mt-4 font-bold underline underline-offset-2">More questions<\/button>/);

    const responsive = await render(<ProductSections record={record([faq('faq-r', {responsive: true})])} />);
    expect(responsive.match(/<li class="hidden md:block">/g)).toHaveLength(3);
    expect(responsive).toContain('md:hidden">More questions</button>');
  });

  test('specification groups: a labelled select with the default-open group chosen; other groups hidden', async () => {
    const html = await render(<ProductSections record={record([specificationGroups])} />);
    expect(html).toMatch(/<label for="([^"]+)"[^>]*>Choose a part<\/label><select id="\1"/);
    expect(html).toContain('<option value="g2" selected="">Nutrition</option>');
    expect(html).toMatch(/<div class="hidden"><dl[^>]*><div[^>]*><dt[^>]*>Whey<\/dt>/);
    expect(html).toMatch(/<div class=""><dl[^>]*><div[^>]*><dt[^>]*>Protein<\/dt>/);
  });

  test('benefits: read more reveals the items past the first three', async () => {
    const html = await render(<ProductSections record={record([benefits])} />);
    expect(html.match(/<li class="flex gap-4 md:flex-col hidden">/g)).toHaveLength(1);
    expect(html).toMatch(/aria-expanded="false"[^>]*>Lees meer<\/button>/);
  });

  test('product carousel: content products priced from the Storefront, also while recommendations load', async () => {
    const carousel: SectionOf<'ProductCarouselSectionRecord'> = {
      __typename: 'ProductCarouselSectionRecord',
      id: 'carousel-1',
      heading: 'You may also like',
      useRecommendations: false,
      products: [
        {id: 'c1', productId: 'gid://shopify/Product/1', slug: 'creatine', title: 'Creatine', collection: {slug: 'sports'}},
      ],
    };
    const data: SectionData = {
      productId: 'gid://shopify/Product/9',
      prices: {'gid://shopify/Product/1': {price: {amount: '19.95', currencyCode: 'EUR'}, compareAtPrice: null, availableForSale: true}},
      popupLabels: null,
    };
    const content = await render(<ProductSections record={record([carousel])} data={data} />);
    expect(content).toContain('href="/producten/sports/creatine"');
    expect(content).toContain('€\u00a019,95');
    expect(content).toContain('role="region" aria-label="You may also like" tabindex="0"');
    expect(content).toContain('aria-label="Vorige"');

    // Recommendations arrive once the page is interactive (e2e product-page.spec.ts): the page has the editors' products.
    const recommended = await render(<ProductSections record={record([{...carousel, useRecommendations: true}])} data={data} />);
    expect(recommended).toContain('href="/producten/sports/creatine"');

    // Recommendations asked for, none yet, no products of its own: no section at all.
    const empty = await render(
      <ProductSections record={record([{...carousel, useRecommendations: true, products: []}])} data={NO_SECTION_DATA} />,
    );
    expect(empty).not.toContain('carousel-1');
  });
});

describe('a broken section renders nothing and is logged by record', () => {
  test('missing required data', async () => {
    const html = await render(
      <ProductSections
        record={record([
          faq('faq-empty', {blocks: []}),
          summary(),
          {__typename: 'VideoPopupSectionRecord', id: 'popup-1', videoUrl: 'https://example.com/watch'},
        ])}
      />,
    );
    expect(html).not.toContain('faq-empty');
    expect(html).not.toContain('popup-1');
    expect(html).toContain('id="summary-1"');
    expect(consoleError).toHaveBeenCalledWith('[sections] FaqSectionRecord faq-empty failed: no questions');
    expect(consoleError).toHaveBeenCalledWith(
      '[sections] VideoPopupSectionRecord popup-1 failed: unsupported video url "https://example.com/watch"',
    );
  });

  test('an error while rendering leaves the section out of the server HTML, the rest of the page intact', async () => {
    // A document pointing at a block it does not carry: the structured-text renderer throws.
    const broken = summary('summary-broken', {content: {value: dast({type: 'block', item: 'missing'}), blocks: [], links: []}});
    const html = await render(<ProductSections record={record([broken, faq()])} />);
    expect(html).not.toContain('summary-broken');
    expect(html).toContain('id="faq-1"');
  });

  test('in the browser the boundary catches it, renders nothing and logs the record', () => {
    const boundary = new SectionBoundary({typename: 'SummarySectionRecord', id: 'summary-broken', children: null});
    expect(SectionBoundary.getDerivedStateFromError()).toEqual({failed: true});
    boundary.componentDidCatch(new Error('cannot find a record with ID missing'), {componentStack: ''});
    expect(consoleError).toHaveBeenCalledWith('[sections] SummarySectionRecord summary-broken failed: cannot find a record with ID missing');
    boundary.state = {failed: true};
    expect(boundary.render()).toBeNull();
  });
});

describe('media display (spec §2)', () => {
  const image = {src: 'x.jpg', width: 100, height: 100};
  test('an uploaded video first, then a responsive image, then the plain file', () => {
    expect(mediaKind({video: {mp4Low: 'low.mp4'}, responsiveImage: image})).toBe('video');
    expect(mediaKind({url: 'clip.mp4', mimeType: 'video/mp4'})).toBe('video');
    expect(mediaKind({responsiveImage: image, url: 'x.jpg'})).toBe('responsive-image');
    expect(mediaKind({desktop: image, mobile: image})).toBe('responsive-image');
    expect(mediaKind({url: 'logo.svg', mimeType: 'image/svg+xml'})).toBe('image');
    expect(mediaKind({url: 'manual.pdf', mimeType: 'application/pdf'})).toBeNull();
    expect(mediaKind(null)).toBeNull();
  });
});

// --- The fragment against the content model ----------------------------------------------------------------

const SCHEMA = buildSchema(readFileSync('local-services/datocms/schema.graphql', 'utf8'));
const SECTIONS_DOCUMENT = `query ProductSectionsTest($locale: SiteLocale!) {
  allProducts(locale: $locale, first: 100) { slug ...ProductSections }
}
${PRODUCT_SECTIONS_FRAGMENT} ${BUTTON_LINK_FRAGMENT} ${RESPONSIVE_IMAGE_FRAGMENT}`;
const BLOCKS_DOCUMENT = `query ContentBlocksTest($locale: SiteLocale!) {
  layout(locale: $locale) { companyInfo { ...ContentBlock } customerService { ...ContentBlock } }
  allProducts(locale: $locale, first: 100) { calendlyConsult { ...BookingConsult } }
}
${CONTENT_BLOCK_FRAGMENT} ${RICH_TEXT_FRAGMENT} ${BOOKING_CONSULT_FRAGMENT} ${BUTTON_LINK_FRAGMENT} ${RESPONSIVE_IMAGE_FRAGMENT}`;

describe('content fragments', () => {
  test('are valid against the content model, composed with the shared fragments once', () => {
    expect(validate(SCHEMA, parse(SECTIONS_DOCUMENT)).map(String)).toEqual([]);
    expect(validate(SCHEMA, parse(BLOCKS_DOCUMENT)).map(String)).toEqual([]);
  });

  test('select every field of every member of SectionUnion', () => {
    const document = parse(SECTIONS_DOCUMENT);
    const fragments = new Map(
      document.definitions
        .filter((definition): definition is FragmentDefinitionNode => definition.kind === 'FragmentDefinition')
        .map((fragment) => [fragment.name.value, fragment]),
    );
    const fieldsFor = (selectionSet: SelectionSetNode, typename: string): Set<string> => {
      const names = new Set<string>();
      for (const selection of selectionSet.selections) {
        if (selection.kind === 'Field') names.add(selection.name.value);
        // A localized field read in every locale at once (`_allCaptionsLocales`) is read all the same.
        const allLocales = selection.kind === 'Field' ? /^_all(\w+)Locales$/.exec(selection.name.value)?.[1] : undefined;
        if (allLocales) names.add(allLocales.charAt(0).toLowerCase() + allLocales.slice(1));
        const nested =
          selection.kind === 'InlineFragment'
            ? selection.typeCondition?.name.value === typename || !selection.typeCondition
              ? selection.selectionSet
              : null
            : selection.kind === 'FragmentSpread'
              ? [typename, 'SectionUnion'].includes(fragments.get(selection.name.value)?.typeCondition.name.value ?? '')
                ? fragments.get(selection.name.value)!.selectionSet
                : null
              : null;
        if (nested) fieldsFor(nested, typename).forEach((name) => names.add(name));
      }
      return names;
    };
    const sections = fragments
      .get('ProductSections')!
      .selectionSet.selections.find((selection) => selection.kind === 'Field' && selection.name.value === 'sections');
    if (sections?.kind !== 'Field' || !sections.selectionSet) throw new Error('no sections selection');
    const union = SCHEMA.getType('SectionUnion') as GraphQLUnionType;
    const missing = union.getTypes().flatMap((member) => {
      const selected = fieldsFor(sections.selectionSet!, member.name);
      return Object.keys(member.getFields())
        .filter((field) => !field.startsWith('_') && !selected.has(field))
        .map((field) => `${member.name}.${field}`);
    });
    expect(missing).toEqual([]);
    // The product page's 28 types and the home page's and generic pages' 5 (hero, collection grid, article
    // carousel, USPs, content block).
    expect(union.getTypes()).toHaveLength(33);
  });
});

// --- The stand-in's demo content, end to end ------------------------------------------------------------------

async function standIn<T>(query: string): Promise<T> {
  const response = await handleDatocms(
    new Request('http://127.0.0.1:4100/datocms/', {
      method: 'POST',
      body: JSON.stringify({query, variables: {locale: 'nl'}}),
      headers: {authorization: 'Bearer local-datocms-token'},
    }),
    {origin: 'http://127.0.0.1:4100'},
  );
  const body = (await response.json()) as {data?: T; errors?: unknown[]};
  expect(body.errors).toBeUndefined();
  return body.data!;
}

describe('the demo content through the fragments', () => {
  test('the content blocks and booking consult resolve', async () => {
    await standIn(BLOCKS_DOCUMENT);
  });

  test('every product’s sections render without a failure, and navigation anchors reach their sections', async () => {
    const {allProducts} = await standIn<{allProducts: (ProductSectionsFragment & {slug: string})[]}>(SECTIONS_DOCUMENT);
    const slots = Object.fromEntries(Object.values(SLOT_SECTIONS).map((key) => [key, <p key={key}>{key}</p>])) as SectionSlots;
    const data: SectionData = {productId: 'gid://shopify/Product/9', prices: {}, popupLabels: null};
    let rendered = 0;
    for (const product of allProducts) {
      const html = await render(<ProductSections record={product} data={data} slots={slots} />);
      expect(consoleError, product.slug).not.toHaveBeenCalled();
      const sections = product.newPdpSectionsFormat
        ? product.sections
        : [product.summary, product.benefits, product.specificationGroups, product.faq];
      for (const section of sections) {
        if (!section) continue;
        // A carousel of recommendations alone (no products of its own) appears when they arrive in the browser.
        if (section.__typename === 'ProductCarouselSectionRecord' && section.useRecommendations && !section.products.length) continue;
        rendered += 1;
        expect(html.includes(`id="${section.id}"`), `${product.slug} ${section.__typename} ${section.id}`).toBe(true);
      }
      for (const section of product.sections) {
        if (section.__typename !== 'NavigationAnchorsSectionRecord') continue;
        for (const item of section.items) {
          expect(tagWithId(html, anchorHref(item.slug)!.slice(1)), `${product.slug} #${item.slug}`).toBeDefined();
        }
      }
    }
    expect(rendered).toBeGreaterThan(0);
  });
});

// --- Storefront data -------------------------------------------------------------------------------------------

describe('loadSectionData', () => {
  const carousel = (id: string, productIds: string[], useRecommendations = false): Section => ({
    __typename: 'ProductCarouselSectionRecord',
    id,
    useRecommendations,
    products: productIds.map((productId, index) => ({id: `${id}-${index}`, productId, variants: []})),
  });
  const storefrontProduct = (id: string, handle: string) => ({
    id,
    handle,
    title: handle,
    availableForSale: true,
    collections: {nodes: [{handle: 'protein'}]},
    featuredImage: null,
    priceRange: {minVariantPrice: {amount: '24.95', currencyCode: 'EUR'}},
    compareAtPriceRange: {minVariantPrice: {amount: '29.95', currencyCode: 'EUR'}},
  });

  function fakeContext(fail = false) {
    const query = vi.fn(async (document: string, options: {variables: Record<string, unknown>}) => {
      if (fail) throw new Error('Storefront down');
      if (document === PRODUCTS_BY_IDS_QUERY) {
        return {nodes: (options.variables.ids as string[]).map((id) => storefrontProduct(id, id.split('/').pop()!))};
      }
      if (document === PRODUCT_RECOMMENDATIONS_QUERY) {
        return {productRecommendations: [storefrontProduct('gid://shopify/Product/self', 'self'), storefrontProduct('gid://shopify/Product/9', 'casein')]};
      }
      throw new Error('unexpected document');
    });
    return {context: {storefront: {query}, log: requestLogger(undefined)} as unknown as AppLoadContext, query};
  }

  test('one request for all carousel prices, none for recommendations (they load once the page is interactive)', async () => {
    const {context, query} = fakeContext();
    const sections = [
      carousel('c1', ['gid://shopify/Product/1', 'gid://shopify/Product/2'], true),
      {...carousel('c2', ['gid://shopify/Product/2', 'gid://shopify/Product/3']), __typename: 'ProductAndArticleCarouselSectionRecord', articles: []} as Section,
    ];
    const data = await loadSectionData(context, {newPdpSectionsFormat: true, sections}, 'gid://shopify/Product/self');
    expect(query).toHaveBeenCalledTimes(1);
    expect(query).toHaveBeenCalledWith(PRODUCTS_BY_IDS_QUERY, {
      variables: {ids: ['gid://shopify/Product/1', 'gid://shopify/Product/2', 'gid://shopify/Product/3']},
    });
    expect(data.prices['gid://shopify/Product/2']).toEqual({
      price: {amount: '24.95', currencyCode: 'EUR'},
      compareAtPrice: {amount: '29.95', currencyCode: 'EUR'},
      availableForSale: true,
    });
    expect(data.productId).toBe('gid://shopify/Product/self');
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  test('nothing to load: no request (legacy layout, no carousels)', async () => {
    const {context, query} = fakeContext();
    const nothing = {...NO_SECTION_DATA, productId: 'p'};
    expect(await loadSectionData(context, {newPdpSectionsFormat: false, sections: [carousel('c1', ['gid://shopify/Product/1'], true)]}, 'p')).toEqual(
      nothing,
    );
    expect(await loadSectionData(context, {newPdpSectionsFormat: true, sections: [summary()]}, 'p')).toEqual(nothing);
    expect(await loadSectionData(context, null, 'p')).toEqual(nothing);
    expect(query).not.toHaveBeenCalled();
  });

  test('a Storefront failure leaves the data out instead of failing the page', async () => {
    const {context} = fakeContext(true);
    const data = await loadSectionData(context, {newPdpSectionsFormat: true, sections: [carousel('c1', ['gid://shopify/Product/1'], true)]}, 'p');
    expect(data).toEqual({...NO_SECTION_DATA, productId: 'p'});
    expect(consoleError).toHaveBeenCalledWith('[sections] carousel prices unavailable:', 'Storefront down');
  });
});

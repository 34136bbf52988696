// One section renderer for every page (issue 11 item 1): a section type renders alike on the home page, a generic
// page and a product page; its settings' visibility hides it per breakpoint (768px) in CSS; content block buttons
// carry the editors' variant, size, colour and uppercase, and go where their link points (an entry link in the
// market's words, a url in a new tab, /cart as the cart overlay on the current page).
import {describe, expect, test} from 'vitest';
import {buildSchema, type GraphQLUnionType} from 'graphql';
import {readFileSync} from 'node:fs';
import {renderInRoute} from '../../support/render';
import {ContentPageView} from '~/components/content/ContentPageView';
import {ProductSections} from '~/components/product/ProductSections';
import {SECTION_TYPES} from '~/components/sections/section-types';
import {PageSections} from '~/components/sections/PageSections';
import {Sections} from '~/components/sections/Sections';
import {SLOT_SECTIONS, type Section, type SectionOf} from '~/content/sections';

const dast = (...parts: object[]) => ({
  schema: 'dast',
  document: {type: 'root', children: [{type: 'paragraph', children: parts}]},
});

type ButtonLink = {url?: string | null; openInNewTab?: boolean; useEntryLink?: boolean; entryLink?: object | null};

function contentBlockSection(
  id: string,
  {visibility, link, button = {}}: {visibility?: string; link?: ButtonLink; button?: Record<string, unknown>} = {},
): SectionOf<'ContentBlockSectionRecord'> {
  return {
    __typename: 'ContentBlockSectionRecord',
    id,
    settings: visibility ? {id: `${id}-settings`, visibility} : null,
    content: {
      id: `${id}-block`,
      headline: 'Ons verhaal',
      heading: 'Begonnen in een keuken',
      headingDesktop: 'Begonnen in een Amsterdamse keuken',
      body: {
        value: dast({type: 'span', value: 'Eerlijke '}, {type: 'span', marks: ['strong'], value: 'ingrediënten'}),
        blocks: [],
        links: [],
      },
      bodyFontWeight: 'medium',
      primaryButton: {
        id: `${id}-button`,
        label: 'Bekijk de producten',
        color: 'black',
        variant: 'filled',
        size: 'large',
        uppercase: true,
        ...button,
        link: {
          id: `${id}-link`,
          label: 'Producten',
          ...(link ?? {useEntryLink: true, entryLink: {__typename: 'ProductsOverviewRecord', id: 'po'}}),
        },
      },
    },
  } as SectionOf<'ContentBlockSectionRecord'>;
}

/** The markup of the section with `id`: its <section> element and everything in it. */
function sectionMarkup(html: string, id: string): string {
  const start = html.indexOf(`<section id="${id}"`);
  expect(start, `section ${id} in ${html.slice(0, 300)}`).toBeGreaterThanOrEqual(0);
  const end = html.indexOf('</section>', start);
  return html.slice(start, end + '</section>'.length);
}

/** The attributes of the first element matching `tag` whose markup contains `text`. */
function element(html: string, tag: string, text: string): Record<string, string> {
  const match = [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>([^<]*)`, 'g'))].find(([, , inner]) =>
    inner!.includes(text),
  );
  expect(match, `<${tag}> with ${text}`).toBeDefined();
  return Object.fromEntries([...match![1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]));
}

describe('one section type on every page', () => {
  test('a content block section renders the same on the home page, a generic page and a product page', async () => {
    const section = contentBlockSection('block-1');
    const home = await renderInRoute(<PageSections sections={[section]} titled={false} />, {url: '/'});
    const page = await renderInRoute(
      <ContentPageView page={{title: 'Over ons', intro: 'Intro', body: null, sections: [section]}} />,
      {url: '/about-us'},
    );
    const product = await renderInRoute(
      <ProductSections record={{id: 'p1', newPdpSectionsFormat: true, sections: [section]}} />,
      {url: '/producten/protein/whey-protein'},
    );
    const onHome = sectionMarkup(home, 'block-1');
    expect(onHome).toContain('data-section="ContentBlockSectionRecord"');
    expect(onHome).toContain('Begonnen in een Amsterdamse keuken');
    expect(onHome).toContain('<strong>ingrediënten</strong>');
    expect(sectionMarkup(page, 'block-1')).toBe(onHome);
    // Home and generic pages render the list as one part of the page, whose code loads when it is near.
    expect(home).toContain('<div data-part="sections">');
    expect(sectionMarkup(product, 'block-1')).toBe(onHome);
    // A generic page with sections keeps its title as the page's heading (for assistive tech), not its intro.
    expect(page).toMatch(/<h1 class="sr-only">Over ons<\/h1>/);
    expect(page).not.toContain('Intro');
  });

  test("the body keeps its rich text as elements, in the editors' font weight; the heading has its desktop copy", async () => {
    const html = await renderInRoute(<Sections sections={[contentBlockSection('block-1')]} />);
    expect(html).toMatch(/<div class="rich-text mt-3 font-medium">/);
    expect(html).toContain('<span class="md:hidden">Begonnen in een keuken</span>');
    expect(html).toContain('<span class="hidden md:inline">Begonnen in een Amsterdamse keuken</span>');
  });

  test('a generic page without sections shows its title, intro and body', async () => {
    const html = await renderInRoute(
      <ContentPageView page={{title: 'Vitaminetest', intro: 'In twee minuten', body: 'Tekst', sections: []}} />,
    );
    expect(html).toContain('<h1 class="text-3xl font-extrabold md:text-5xl">Vitaminetest</h1>');
    expect(html).toContain('In twee minuten');
    expect(html).toContain('Tekst');
  });

  test('every type of the content model has a component (marker sections excepted), and the home page its hero as h1', async () => {
    const schema = buildSchema(readFileSync('local-services/datocms/schema.graphql', 'utf8'));
    const members = (schema.getType('SectionUnion') as GraphQLUnionType).getTypes().map((type) => type.name);
    expect(new Set([...Object.keys(SECTION_TYPES), ...Object.keys(SLOT_SECTIONS)])).toEqual(new Set(members));
    const hero = {__typename: 'HeroSectionRecord', id: 'hero-1', heading: 'Brandstof', settings: null} as Section;
    expect(await renderInRoute(<PageSections sections={[hero]} titled={false} />)).toContain(
      '<h1 class="mt-2 text-4xl',
    );
    expect(await renderInRoute(<PageSections sections={[hero]} />)).toContain('<h2 class="mt-2 text-4xl');
  });
});

describe('visibility per breakpoint', () => {
  test('hidden on desktop (from 768px), hidden on mobile (below it), or shown everywhere: in CSS', async () => {
    const sections = [
      contentBlockSection('on-phones', {visibility: 'mobile'}),
      contentBlockSection('on-desktops', {visibility: 'desktop'}),
      contentBlockSection('everywhere', {visibility: 'all'}),
    ];
    for (const html of [
      await renderInRoute(<PageSections sections={sections} />),
      await renderInRoute(<ProductSections record={{id: 'p', newPdpSectionsFormat: true, sections}} />),
    ]) {
      expect(sectionMarkup(html, 'on-phones')).toMatch(
        /^<section id="on-phones" data-section="ContentBlockSectionRecord" class="section-frame md:hidden"/,
      );
      expect(sectionMarkup(html, 'on-desktops')).toMatch(
        /^<section id="on-desktops" [^>]*class="section-frame hidden md:block"/,
      );
      expect(sectionMarkup(html, 'everywhere')).toMatch(/^<section id="everywhere" [^>]*class="section-frame"/);
    }
  });
});

describe('content block buttons', () => {
  test('variant, size, colour and uppercase as the editors set them; unknown values get the default', async () => {
    const filled = element(
      await renderInRoute(<Sections sections={[contentBlockSection('b')]} />),
      'a',
      'Bekijk de producten',
    );
    expect(filled.class!.split(' ')).toEqual(
      expect.arrayContaining(['px-8', 'py-4', 'text-lg', 'bg-ink', 'text-paper', 'uppercase']),
    );
    const outline = element(
      await renderInRoute(
        <Sections
          sections={[contentBlockSection('b', {button: {variant: 'Outline', size: 'small', uppercase: false}})]}
        />,
      ),
      'a',
      'Bekijk de producten',
    );
    expect(outline.class!.split(' ')).toEqual(
      expect.arrayContaining(['px-4', 'py-2', 'text-sm', 'border-current', 'bg-transparent']),
    );
    expect(outline.class).not.toContain('uppercase');
    const fallback = element(
      await renderInRoute(
        <Sections sections={[contentBlockSection('b', {button: {color: 'plaid', size: 'huge', variant: 'x'}})]} />,
      ),
      'a',
      'Bekijk de producten',
    );
    expect(fallback.class!.split(' ')).toEqual(
      expect.arrayContaining(['px-6', 'py-3', 'bg-[var(--product-accent,var(--color-accent))]']),
    );
  });

  test("an entry link goes to the record's page in the market's words", async () => {
    const link = {
      useEntryLink: true,
      entryLink: {__typename: 'ProductRecord', id: 'p', slug: 'whey-protein', collection: {slug: 'protein'}},
    };
    const nl = element(await renderInRoute(<Sections sections={[contentBlockSection('b', {link})]} />), 'a', 'Bekijk');
    expect(nl.href).toBe('/producten/protein/whey-protein');
    expect(nl.target).toBeUndefined();
    const de = element(
      await renderInRoute(<Sections sections={[contentBlockSection('b', {link})]} />, {marketId: 'de_de'}),
      'a',
      'Bekijk',
    );
    expect(de.href).toBe('/de/produkte/protein/whey-protein');
  });

  test('a url marked for a new tab opens one without the opener or referrer; other urls stay in the tab', async () => {
    const newTab = element(
      await renderInRoute(
        <Sections
          sections={[
            contentBlockSection('b', {link: {url: 'https://www.strava.com/clubs/original-fuel', openInNewTab: true}}),
          ]}
        />,
      ),
      'a',
      'Bekijk',
    );
    expect(newTab).toMatchObject({
      href: 'https://www.strava.com/clubs/original-fuel',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    const sameTab = element(
      await renderInRoute(
        <Sections
          sections={[contentBlockSection('b', {link: {url: 'https://www.strava.com/', openInNewTab: false}})]}
        />,
      ),
      'a',
      'Bekijk',
    );
    expect(sameTab.target).toBeUndefined();
  });

  test('a link to the cart keeps the current page and opens the cart overlay (?cart=1)', async () => {
    const link = {useEntryLink: true, entryLink: {__typename: 'CartPageRecord', id: 'cart'}};
    const html = await renderInRoute(
      <ContentPageView page={{title: 'Over ons', sections: [contentBlockSection('b', {link})]}} />,
      {
        url: '/about-us?ref=menu',
      },
    );
    expect(element(html, 'a', 'Bekijk').href).toBe('/about-us?ref=menu&amp;cart=1');
  });
});

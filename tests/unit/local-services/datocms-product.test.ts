// The DatoCMS stand-in's product page content (issue 3): sections of every kind, structured text, uploaded and
// external video, variant display settings, bundle, layout blocks, and the /videos route with byte ranges.
import type {GraphQLUnionType} from 'graphql';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {productByHandle} from '../../../local-services/data/catalogue';
import {handleDatocms} from '../../../local-services/datocms';
import {SCHEMA} from '../../../local-services/datocms/schema';
import {byteRange} from '../../../local-services/datocms/videos';
import {startLocalServices, type LocalServices} from '../../../local-services/server';
import {DEMO_METAFIELDS} from '../../../local-services/storefront/demo-content';

const ORIGIN = 'http://127.0.0.1:4100';

async function data(query: string, variables?: Record<string, unknown>) {
  const request = new Request(`${ORIGIN}/datocms/`, {
    method: 'POST',
    body: JSON.stringify({query, variables}),
    headers: {authorization: 'Bearer local-datocms-token'},
  });
  const body = (await (await handleDatocms(request, {origin: ORIGIN})).json()) as {data?: any; errors?: unknown[]};
  expect(body.errors).toBeUndefined();
  return body.data;
}

// The product page's section types: every member of the shared SectionUnion but those the demo content places on
// the home page and the generic pages (any page can have any type: tests/unit/components/sections.test.tsx).
const PAGE_SECTION_TYPES = ['HeroSectionRecord', 'CollectionGridSectionRecord', 'ArticleCarouselSectionRecord', 'UspSectionRecord', 'ContentBlockSectionRecord'];
const SECTION_TYPES = (SCHEMA.getType('SectionUnion') as GraphQLUnionType)
  .getTypes()
  .map((type) => type.name)
  .filter((name) => !PAGE_SECTION_TYPES.includes(name));

async function wheySections(locale = 'en', fallbackLocales: string[] = [], selection = '') {
  const spreads = SECTION_TYPES.map((name) => `... on ${name} { id _modelApiKey settings { visibility } }`).join('\n');
  const {product} = await data(
    `query ($locale: SiteLocale, $fallbackLocales: [SiteLocale!]) {
      product(filter: {slug: {eq: "whey-protein"}}, locale: $locale, fallbackLocales: $fallbackLocales) {
        newPdpSectionsFormat
        sections { __typename ${spreads} ${selection} }
      }
    }`,
    {locale, fallbackLocales},
  );
  return product as {newPdpSectionsFormat: boolean; sections: any[]};
}

const RICH_TEXT = `value blocks { __typename ... on RecordInterface { id } ... on TableBlockRecord { table } } links { __typename ... on RecordInterface { id } ... on ArticleRecord { slug } }`;

describe('whey-protein sections', () => {
  test('the new format lists at least one section of every product page section type', async () => {
    const {newPdpSectionsFormat, sections} = await wheySections();
    expect(newPdpSectionsFormat).toBe(true);
    expect(SECTION_TYPES.length).toBeGreaterThanOrEqual(28);
    expect(new Set(sections.map((section) => section.__typename))).toEqual(new Set(SECTION_TYPES));
    // Blocks have stable, distinct ids.
    expect(new Set(sections.map((section) => section.id)).size).toBe(sections.length);
  });

  test('one section is mobile-only and one desktop-only, each with its own heading', async () => {
    const {sections} = await wheySections('nl', [], '... on ReviewsAnimationSectionRecord { heading } ... on OldArticleCarouselSectionRecord { heading }');
    const byVisibility = (visibility: string) => sections.filter((section) => section.settings.visibility === visibility);
    expect(byVisibility('mobile').map((section) => [section.__typename, section.heading])).toEqual([
      ['ReviewsAnimationSectionRecord', 'Geliefd onderweg'],
    ]);
    expect(byVisibility('desktop').map((section) => [section.__typename, section.heading])).toEqual([
      ['OldArticleCarouselSectionRecord', 'Lees verder op het fitblog'],
    ]);
  });

  test('navigation anchors point at sections by model name (summary_section → summary)', async () => {
    const {sections} = await wheySections('en', [], '... on NavigationAnchorsSectionRecord { items { label slug } }');
    const anchors = sections.find((section) => section.__typename === 'NavigationAnchorsSectionRecord').items;
    const names = new Set(sections.map((section) => section._modelApiKey.replace(/_section$/, '').replace(/_/g, '-')));
    expect(anchors.map((anchor: {slug: string}) => anchor.slug)).toEqual(['summary', 'benefits', 'specification-groups', 'reviews', 'faq']);
    for (const anchor of anchors) expect(names.has(anchor.slug)).toBe(true);
  });

  test('section headings fall back from nl_BE to nl, and are empty without fallbacks', async () => {
    const selection = '... on FaqSectionRecord { heading }';
    const faq = (sections: any[]) => sections.find((section) => section.__typename === 'FaqSectionRecord');
    expect(faq((await wheySections('nl_BE', ['nl'], selection)).sections).heading).toBe('Veelgestelde vragen');
    expect(faq((await wheySections('nl_BE', [], selection)).sections).heading).toBeNull();
    expect(faq((await wheySections('de', [], selection)).sections).heading).toBe('Häufige Fragen');
  });

  test('sections carry non-default colours, margins and paddings', async () => {
    const {sections} = await wheySections(
      'en',
      [],
      '... on ContentImageSectionRecord { settings { backgroundColor { hex } textColor { hex } marginTopDesktop paddingBottomDesktop } }',
    );
    const contentImage = sections.find((section) => section.__typename === 'ContentImageSectionRecord');
    expect(contentImage.settings).toMatchObject({
      backgroundColor: {hex: '#1d1d1b'},
      textColor: {hex: '#fff1e8'},
      marginTopDesktop: 48,
      paddingBottomDesktop: 120,
    });
  });

  test('FAQ: eight answers in structured text, paged 3 + 3, h2 heading', async () => {
    const {sections} = await wheySections(
      'en',
      [],
      '... on FaqSectionRecord { headingTag initialAmount paginateAmount responsive blocks { id question answer { value links { __typename } } } }',
    );
    const faq = sections.find((section) => section.__typename === 'FaqSectionRecord');
    expect(faq).toMatchObject({headingTag: 'h2', initialAmount: 3, paginateAmount: 3, responsive: true});
    expect(faq.blocks).toHaveLength(8);
    expect(faq.blocks[0].answer.value.schema).toBe('dast');
    expect(faq.blocks[1].answer.links).toEqual([{__typename: 'ArticleRecord'}]);
  });
});

describe('structured text', () => {
  test('the summary is a DAST document whose block and itemLink ids resolve in blocks and links', async () => {
    const {sections} = await wheySections('en', [], `... on SummarySectionRecord { content { ${RICH_TEXT} } }`);
    const {content} = sections.find((section) => section.__typename === 'SummarySectionRecord');
    expect(content.value.schema).toBe('dast');
    expect(content.value.document.type).toBe('root');
    const nodes: any[] = [];
    const walk = (node: any) => {
      nodes.push(node);
      node.children?.forEach(walk);
    };
    walk(content.value.document);

    expect(nodes.find((node) => node.type === 'span' && node.marks?.includes('strong'))).toBeDefined();
    const external = nodes.find((node) => node.type === 'link');
    expect(external.url).toMatch(/^https:\/\/www\.efsa\.europa\.eu\//);
    expect(nodes.find((node) => node.type === 'list')?.style).toBe('bulleted');

    const blockNode = nodes.find((node) => node.type === 'block');
    expect(content.blocks).toEqual([
      {__typename: 'TableBlockRecord', id: blockNode.item, table: {columns: expect.any(Array), data: expect.any(Array)}},
    ]);
    const table = content.blocks[0].table;
    expect(table.columns).toEqual(['Nutrition', 'Per 100 g', 'Per serving (30 g)']);
    expect(table.data[1]).toEqual({Nutrition: 'Protein', 'Per 100 g': '80 g', 'Per serving (30 g)': '24 g'});

    const itemLink = nodes.find((node) => node.type === 'itemLink');
    expect(content.links).toEqual([{__typename: 'ArticleRecord', id: itemLink.item, slug: 'protein-after-training'}]);
  });

  test('the same text is localized, with the same block ids in every locale', async () => {
    const selection = `... on SummarySectionRecord { content { ${RICH_TEXT} } }`;
    const summary = async (locale: string) =>
      (await wheySections(locale, [], selection)).sections.find((section) => section.__typename === 'SummarySectionRecord').content;
    const [en, fr] = [await summary('en'), await summary('fr')];
    expect(fr.blocks[0].table.columns[0]).toBe('Valeurs nutritionnelles');
    expect(fr.blocks[0].id).toBe(en.blocks[0].id);
  });
});

describe('video', () => {
  let services: LocalServices;
  beforeAll(async () => {
    services = await startLocalServices({port: 0});
  });
  afterAll(() => services.close());

  test('an uploaded video has mp4 renditions, a poster and no HLS stream; it has no responsive image', async () => {
    const {sections} = await wheySections(
      'en',
      [],
      `... on VideoSectionRecord { video { mimeType responsiveImage { src } video {
        low: mp4Url(res: low) medium: mp4Url(res: medium) high: mp4Url(res: high) thumbnailUrl png: thumbnailUrl(format: png)
        streamingUrl duration framerate } } }`,
    );
    const {video} = sections.find((section) => section.__typename === 'VideoSectionRecord');
    expect(video.mimeType).toBe('video/mp4');
    expect(video.responsiveImage).toBeNull();
    expect(video.video).toEqual({
      low: `${ORIGIN}/videos/brand-loop-low.mp4`,
      medium: `${ORIGIN}/videos/brand-loop-medium.mp4`,
      high: `${ORIGIN}/videos/brand-loop-high.mp4`,
      thumbnailUrl: expect.stringMatching(new RegExp(`^${ORIGIN}/images/content/[\\w-]+\\.jpg\\?`)),
      png: expect.stringMatching(/\.png\?/),
      streamingUrl: null,
      duration: 4,
      framerate: 25,
    });
  });

  test('GET of an mp4 url serves video/mp4, whole or in byte ranges (206)', async () => {
    const url = `${services.url}/videos/brand-loop-low.mp4`;
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = new Uint8Array(await whole.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(1000);
    // An mp4 starts with its ftyp box.
    expect(new TextDecoder().decode(bytes.slice(4, 8))).toBe('ftyp');

    const partial = await fetch(url, {headers: {range: 'bytes=100-199'}});
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(new Uint8Array(await partial.arrayBuffer())).toEqual(bytes.slice(100, 200));

    const open = await fetch(url, {headers: {range: 'bytes=0-'}});
    expect(open.status).toBe(206);
    expect(Number(open.headers.get('content-length'))).toBe(bytes.length);
    await open.arrayBuffer();

    const beyond = await fetch(url, {headers: {range: `bytes=${bytes.length}-`}});
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    await beyond.arrayBuffer();

    expect((await fetch(`${services.url}/videos/nope-low.mp4`)).status).toBe(404);
    const counters = (await (await fetch(`${services.url}/__admin/counters`)).json()) as {videos: {total: number}};
    expect(counters.videos.total).toBeGreaterThanOrEqual(5);
  });

  test('every rendition exists and all together stay small', async () => {
    let total = 0;
    for (const res of ['low', 'medium', 'high']) {
      const response = await fetch(`${services.url}/videos/brand-loop-${res}.mp4`, {method: 'HEAD'});
      expect(response.status).toBe(200);
      total += Number(response.headers.get('content-length'));
    }
    expect(total).toBeLessThan(600_000);
  });

  test('byte ranges: explicit, open-ended, suffix, clamped and unsatisfiable', () => {
    expect(byteRange('bytes=0-9', 100)).toEqual([0, 9]);
    expect(byteRange('bytes=90-', 100)).toEqual([90, 99]);
    expect(byteRange('bytes=-10', 100)).toEqual([90, 99]);
    expect(byteRange('bytes=50-500', 100)).toEqual([50, 99]);
    expect(byteRange('bytes=100-', 100)).toBeUndefined();
    expect(byteRange('bytes=9-1', 100)).toBeUndefined();
    expect(byteRange('items=0-1', 100)).toBeUndefined();
  });

  test('the product video is an external YouTube video; a video popup links one too', async () => {
    const {product} = await data(`{ product(filter: {slug: {eq: "whey-protein"}}) {
      video { url provider providerUid thumbnailUrl width height title }
      videoCover { url }
      sections { ... on VideoPopupSectionRecord { videoUrl } }
    } }`);
    expect(product.video).toMatchObject({provider: 'youtube', providerUid: expect.any(String), width: 480, height: 270});
    expect(product.video.url).toContain(product.video.providerUid);
    const popups = product.sections.filter((section: {videoUrl?: string}) => section.videoUrl).map((section: {videoUrl: string}) => section.videoUrl);
    expect(popups).toEqual([expect.stringMatching(/^https:\/\/www\.youtube\.com\/watch\?v=/), expect.stringMatching(/^https:\/\/vimeo\.com\/\d+$/)]);
  });
});

describe('product-level fields', () => {
  const PRODUCT_FIELDS = `
    slug newPdpSectionsFormat initialTab preorderProduct variantsHidden proteinBarPackage showCompanyInfo showCustomerService
    patternSvg { url } patternSvgMobile { url } lifestyleCarousel { url } buttonKsps { text icon { url } }
    variantsFootnoteContent { value } sticker { value copy backgroundColor { hex } }
    selectTitleVariantSize specsSubheading specs { unitName unitMeasurement unitAmount }
    paymentNotes { label productPage } paymentSubscriptionNotes { label productPage }
    calendlyConsult { url } subscriptionCopy subscriptionImage { url }
    deliveryCode { setting enabled regularDeliveryLabel nextBusinessDayDeliveryLabel icon { url } }
    cartUpsellBlock { slug } upsell { title link { entryLink { __typename ... on ProductRecord { slug } } } }
    mixAndMatch { heading pickAmount useCollapse eligibleVariants { variantId popup { heading } } fixedComponents { variantId } }
    sections { __typename }
    summary { content { value } } benefits { items { title } } specificationGroups { groups { label } } faq { blocks { question } }
    variants { slug isSoldOut isRepeatHidden preorderProduct trustpilotId
      optionsDisplaySettings { __typename
        ... on FlavourRecord { addFootnote selectOption { shape showBorder showShadow media { url } } }
        ... on SizeRecord { size unit servings suitableFor defaultNote addFootnote selectOption { shape } } } }`;

  test('every product resolves every new field; products without page content get empty lists and nulls', async () => {
    const {allProducts} = await data(`{ allProducts(first: 100) { ${PRODUCT_FIELDS} } }`);
    expect(allProducts.length).toBeGreaterThan(70);
    const creatine = allProducts.find((product: {slug: string}) => product.slug === 'creatine');
    expect(creatine).toMatchObject({sections: [], buttonKsps: [], specs: [], mixAndMatch: null, upsell: null, summary: null});
  });

  test('whey-protein fills every product-level field', async () => {
    const {product} = await data(`{ product(filter: {slug: {eq: "whey-protein"}}) { ${PRODUCT_FIELDS} } }`);
    expect(product).toMatchObject({
      initialTab: 'subscription',
      variantsHidden: false,
      showCompanyInfo: true,
      showCustomerService: true,
      specs: [{unitName: 'per 30 g', unitMeasurement: 'g', unitAmount: '24'}, expect.anything()],
      calendlyConsult: {url: 'https://calendly.com/original-fuel/consult'},
      deliveryCode: {setting: 'next_business_day', enabled: true},
      upsell: {link: {entryLink: {__typename: 'ProductRecord', slug: 'creatine'}}},
      mixAndMatch: null,
    });
    expect(product.patternSvg.url).toBeTruthy();
    expect(product.patternSvgMobile.url).toBeTruthy();
    expect(product.lifestyleCarousel).toHaveLength(4);
    expect(product.buttonKsps).toHaveLength(3);
    expect(product.buttonKsps.every((ksp: {icon: unknown}) => ksp.icon)).toBe(true);
    expect(product.cartUpsellBlock).toHaveLength(3);
    expect(product.paymentNotes.map((note: {productPage: boolean}) => note.productPage)).toEqual([true, false]);
    expect(product.paymentSubscriptionNotes.map((note: {productPage: boolean}) => note.productPage)).toEqual([true, false]);
    expect(product.subscriptionCopy).toBeTruthy();
    expect(product.variantsFootnoteContent.value.document.children[0].children[0].value).toMatch(/^\* /);
  });

  test('variant display settings: select options, footnote mark, size notes, editor flags', async () => {
    const {product} = await data(`{ product(filter: {slug: {eq: "whey-protein"}}) { ${PRODUCT_FIELDS} } }`);
    const variant = (slug: string) => product.variants.find((v: {slug: string}) => v.slug === slug);
    const [flavour, size] = variant('strawberry-500g').optionsDisplaySettings;
    expect(flavour).toMatchObject({__typename: 'FlavourRecord', addFootnote: true, selectOption: {shape: 'round', media: {url: expect.any(String)}}});
    expect(size).toMatchObject({__typename: 'SizeRecord', size: '500', unit: 'g', servings: 17, selectOption: {shape: 'pill'}});
    expect(variant('chocolate-1kg').optionsDisplaySettings[1].defaultNote).toBe('Meest gekozen');
    expect(variant('chocolate-500g').isRepeatHidden).toBe(true);
    expect(variant('vanilla-500g').preorderProduct).toBe(true);
  });

  test('selecting a flavour has page colours of its own', async () => {
    const {product} = await data(`{ product(filter: {slug: {eq: "whey-protein"}}) {
      variants { slug pageBackgroundColor { hex } pageForegroundColor { hex } } } }`);
    const colours = new Set(product.variants.map((v: any) => v.pageForegroundColor.hex));
    expect(colours.size).toBe(3);
  });

  test('imageLocalized is set in de only; editors can mark an available variant sold out', async () => {
    const query = `query ($locale: SiteLocale) { product(filter: {slug: {eq: "whey-protein"}}, locale: $locale, fallbackLocales: [nl]) {
      variants { slug image { url } imageLocalized { url } } } }`;
    const chocolate = async (locale: string) =>
      (await data(query, {locale})).product.variants.find((v: {slug: string}) => v.slug === 'chocolate-1kg');
    expect((await chocolate('de')).imageLocalized.url).toContain('de-square');
    expect((await chocolate('nl')).imageLocalized).toBeNull();

    const shopify = productByHandle('whey-isolate')!.variants.find((v) => v.slug === 'vanilla-500g')!;
    expect(shopify.availableForSale).toBe(true);
    const {product} = await data(`{ product(filter: {slug: {eq: "whey-isolate"}}) { variants { slug isSoldOut } } }`);
    expect(product.variants.find((v: {slug: string}) => v.slug === 'vanilla-500g').isSoldOut).toBe(true);
  });

  test('protein-bar variants have a custom select thumbnail and label colours', async () => {
    const {product} = await data(`{ product(filter: {slug: {eq: "protein-bar"}}) {
      variants { customSelectThumbnail { url } labelBackgroundColor { hex } labelTextColor { hex } } } }`);
    for (const variant of product.variants) {
      expect(variant.customSelectThumbnail.url).toMatch(/select-protein-bar-/);
      expect(variant.labelBackgroundColor.hex).toBe('#8b3a62');
      expect(variant.labelTextColor.hex).toBe('#ffffff');
    }
  });
});

describe('special products', () => {
  test('protein-bar is a bundle whose eligible and fixed variants are the mix-and-match metafield references', async () => {
    const {product} = await data(`{ product(filter: {slug: {eq: "protein-bar"}}) {
      proteinBarPackage sections { __typename }
      mixAndMatch { headerMedia { url } heading subheading buttonLabel useCollapse buttonCollapseLabel pickAmount
        eligibleVariants { id title thumbnail { url } variantId popup { buttonLabel heading body } }
        fixedComponents { id title variantId popup { heading } } } } }`);
    const {mixAndMatch} = product;
    expect(product.proteinBarPackage).toBe(true);
    expect(product.sections.map((section: {__typename: string}) => section.__typename)).toContain('MixAndMatchSectionRecord');
    expect(mixAndMatch).toMatchObject({useCollapse: true, pickAmount: 3, buttonCollapseLabel: expect.any(String)});
    const metafield = DEMO_METAFIELDS.find((field) => field.key === 'mix_and_match')!;
    const bundleVariants = [...mixAndMatch.eligibleVariants, ...mixAndMatch.fixedComponents];
    expect(bundleVariants.map((item: {variantId: string}) => item.variantId)).toEqual(metafield.references);
    expect(mixAndMatch.fixedComponents.map((item: {variantId: string}) => item.variantId)).toEqual([productByHandle('shaker')!.variants[0]!.id]);
    expect(mixAndMatch.eligibleVariants.length + mixAndMatch.fixedComponents.length).toBeLessThanOrEqual(20);
    expect(mixAndMatch.eligibleVariants.every((item: any) => item.popup.heading && item.thumbnail.url)).toBe(true);
  });

  test('vegan-protein uses the legacy layout fields', async () => {
    const {product} = await data(`{ product(filter: {slug: {eq: "vegan-protein"}}) {
      newPdpSectionsFormat sections { __typename }
      summary { heading content { value } } benefits { items { title } } specificationGroups { groups { label defaultOpen } }
      faq { blocks { question answer { value } } } } }`);
    expect(product.newPdpSectionsFormat).toBe(false);
    expect(product.sections).toEqual([]);
    expect(product.summary.content.value.schema).toBe('dast');
    expect(product.benefits.items).toHaveLength(3);
    expect(product.specificationGroups.groups.length).toBeGreaterThanOrEqual(2);
    expect(product.faq.blocks.length).toBeGreaterThan(0);
  });

  test('protein-coffee is a preorder product; vitamin-box-monthly is subscription only', async () => {
    const {preorder, subscription} = await data(`{
      preorder: product(filter: {slug: {eq: "protein-coffee"}}) { preorderProduct sections { __typename } }
      subscription: product(filter: {slug: {eq: "vitamin-box-monthly"}}) { initialTab subscriptionCopy subscriptionImage { url } sections { __typename } }
    }`);
    expect(preorder.preorderProduct).toBe(true);
    expect(preorder.sections.map((s: {__typename: string}) => s.__typename)).toContain('PreorderSectionRecord');
    expect(productByHandle('vitamin-box-monthly')!.requiresSellingPlan).toBe(true);
    expect(subscription).toMatchObject({initialTab: 'subscription', subscriptionImage: {url: expect.any(String)}});
    expect(subscription.sections.map((s: {__typename: string}) => s.__typename)).toContain('SubscriptionSectionRecord');
  });
});

describe('layout', () => {
  test('company info and customer service blocks and the product popup labels', async () => {
    const block = `headline heading headingDesktop body { value links { __typename } } primaryButton { label link { entryLink { __typename } } }`;
    const {layout} = await data(`{ layout(locale: fr) {
      companyInfo { ${block} } customerService { ${block} } productPopup { buttonAddToCartLabel buttonLearnMoreLabel } } }`);
    expect(layout.companyInfo).toMatchObject({
      headline: 'À propos',
      headingDesktop: expect.stringContaining('Amsterdam'),
      body: {value: {schema: 'dast'}},
      primaryButton: {link: {entryLink: {__typename: 'PageRecord'}}},
    });
    expect(layout.customerService.primaryButton.link.entryLink.__typename).toBe('ContactPageRecord');
    expect(layout.productPopup).toEqual({buttonAddToCartLabel: 'Ajouter au panier', buttonLearnMoreLabel: 'En savoir plus'});
  });
});

// The DatoCMS CDA stand-in: wire shapes (API-SHAPES.md §5), locale fallbacks, list arguments and drafts.
import {describe, expect, test} from 'vitest';
import {PRODUCTS} from '../../../local-services/data/catalogue';
import {handleDatocms} from '../../../local-services/datocms';

const ORIGIN = 'http://127.0.0.1:4100';
const TOKEN = 'local-datocms-token';

type Options = {variables?: Record<string, unknown>; headers?: Record<string, string>; path?: string};

async function post(query: string, {variables, headers = {}, path = '/datocms/'}: Options = {}) {
  const request = new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    // No Content-Type, as cda-client sends it.
    body: JSON.stringify({query, variables}),
    headers: {authorization: `Bearer ${TOKEN}`, accept: 'application/json', ...headers},
  });
  const response = await handleDatocms(request, {origin: ORIGIN});
  return {response, body: (await response.json()) as {data?: any; errors?: any[]}};
}

async function data(query: string, options?: Options) {
  const {body} = await post(query, options);
  expect(body.errors).toBeUndefined();
  return body.data;
}

async function tagId(slug: string): Promise<string> {
  const {tag} = await data(`query { tag(filter: {slug: {eq: "${slug}"}}) { id } }`);
  return tag.id;
}

describe('requests', () => {
  test('a missing or unknown token gets 401 with the api_error envelope', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token']) {
      const response = await handleDatocms(
        new Request(`${ORIGIN}/datocms/`, {
          method: 'POST',
          body: JSON.stringify({query: '{ _site { locales } }'}),
          headers: authorization ? {authorization} : {},
        }),
        {origin: ORIGIN},
      );
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toBe('application/json');
      const body = await response.json();
      expect(body).toEqual({
        data: [{id: expect.any(String), type: 'api_error', attributes: {code: 'INVALID_AUTHORIZATION_HEADER', details: {}}}],
      });
    }
  });

  test('answers JSON with charset on success', async () => {
    const {response, body} = await post('{ _site { locales } }');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(body.data._site.locales).toEqual(['nl', 'de', 'en', 'it', 'fr', 'nl_BE', 'fr_BE']);
  });

  test('only the main environment exists, by header or by path', async () => {
    expect((await post('{ _site { locales } }', {headers: {'x-environment': 'main'}})).response.status).toBe(200);
    expect((await post('{ _site { locales } }', {path: '/datocms/environments/main'})).response.status).toBe(200);
    const {response, body} = await post('{ _site { locales } }', {headers: {'x-environment': 'staging'}});
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(body.data![0].attributes.code).toBe('INVALID_ENVIRONMENT');
  });

  test('an unknown field is a GraphQL error on 200, graphql-ruby style', async () => {
    const {response, body} = await post('query Articles { allArticles { slug nope } }');
    expect(response.status).toBe(200);
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([
      {
        message: "Field 'nope' doesn't exist on type 'ArticleRecord'",
        locations: [{line: 1, column: 37}],
        fields: ['query Articles', 'allArticles', 'nope'],
      },
    ]);
  });

  test('first above 500 is an error', async () => {
    const {body} = await post('{ allProducts(first: 501) { id } }');
    expect(body.errors?.[0].message).toMatch(/first/);
  });
});

describe('locales', () => {
  const HEADING = `query ($locale: SiteLocale, $fallbackLocales: [SiteLocale!]) {
    article(locale: $locale, fallbackLocales: $fallbackLocales, filter: {slug: {eq: "protein-after-training"}}) { heading }
  }`;

  test('nl_BE has no article texts of its own and falls back to Dutch', async () => {
    const withFallback = await data(HEADING, {variables: {locale: 'nl_BE', fallbackLocales: ['nl']}});
    expect(withFallback.article.heading).toBe('Waarom eiwit na je training telt');
    const without = await data(HEADING, {variables: {locale: 'nl_BE'}});
    expect(without.article.heading).toBeNull();
  });

  test('fr_BE with [fr, nl] takes French first, then Dutch where French is missing', async () => {
    const french = await data(HEADING, {variables: {locale: 'fr_BE', fallbackLocales: ['fr', 'nl']}});
    expect(french.article.heading).toBe("Pourquoi les protéines comptent après l'entraînement");
    const {article} = await data(
      `{ article(locale: fr_BE, fallbackLocales: [fr, nl], filter: {slug: {eq: "meal-prep-sunday"}}) { heading _locales } }`,
    );
    expect(article).toEqual({heading: 'Meal prep op zondag', _locales: ['nl', 'de']});
  });

  test('Belgian locales keep the few values of their own', async () => {
    const {homePage, layout} = await data(`{
      homePage(locale: nl_BE, fallbackLocales: [nl]) { sections { ... on HeroSectionRecord { heading } } }
      layout(locale: fr_BE, fallbackLocales: [fr]) { footerNote }
    }`);
    expect(homePage.sections[0].heading).toBe('Brandstof voor je beste dag, nu ook in België');
    expect(layout.footerNote).toBe('© Original Fuel. Tous les prix TVAC.');
  });
});

describe('lists', () => {
  const ARTICLES = `query AllArticles($locale: SiteLocale, $tagId: [ItemId], $first: IntType, $skip: IntType) {
    allArticles(
      locale: $locale
      first: $first
      skip: $skip
      orderBy: publicationDate_DESC
      filter: {publicationDate: {exists: true}, slug: {neq: ""}, tags: {anyIn: $tagId}}
    ) { slug publicationDate tags { slug } }
    _allArticlesMeta(locale: $locale, filter: {publicationDate: {exists: true}, slug: {neq: ""}, tags: {anyIn: $tagId}}) { count }
  }`;

  test('filter by tag, newest first, paged with first/skip, counted by _allArticlesMeta', async () => {
    const training = await tagId('training');
    const page1 = await data(ARTICLES, {variables: {locale: 'en', tagId: [training], first: 2, skip: 0}});
    const page2 = await data(ARTICLES, {variables: {locale: 'en', tagId: [training], first: 2, skip: 2}});
    expect(page1.allArticles.map((a: {slug: string}) => a.slug)).toEqual(['pre-workout-snacks', 'protein-after-training']);
    expect(page2.allArticles.map((a: {slug: string}) => a.slug)).toEqual(['strength-training-for-beginners', 'recovery-and-sleep']);
    // creatine-myths is tagged training too, but has no publication date.
    expect(page1._allArticlesMeta.count).toBe(7);
    for (const article of [...page1.allArticles, ...page2.allArticles]) {
      expect(article.tags.map((t: {slug: string}) => t.slug)).toContain('training');
    }
  });

  test('tags anyIn: any of the given tags; null filters nothing (the app asks so for all tags; it never sends an empty list)', async () => {
    const [training, vegan] = [await tagId('training'), await tagId('vegan')];
    const count = async (tags: string[] | null) =>
      (await data(ARTICLES, {variables: {locale: 'en', tagId: tags, first: 0}}))._allArticlesMeta.count;
    expect(await count([vegan])).toBe(2);
    expect(await count([training, vegan])).toBe(8);
    // Every dated article with a slug (the blank heading is the app's filter, not this query's).
    expect(await count(null)).toBe(16);
    expect(await count([])).toBe(0);
  });

  test('undated entries and empty slugs exist, so the app list filters have something to drop', async () => {
    const {all, listed} = await data(`{
      all: _allRecipesMeta { count }
      listed: _allRecipesMeta(filter: {publicationDate: {exists: true}, slug: {neq: ""}}) { count }
    }`);
    expect(all.count - listed.count).toBe(2);
  });

  test('first defaults to 20', async () => {
    const {allProducts, _allProductsMeta} = await data('{ allProducts { slug } _allProductsMeta { count } }');
    expect(allProducts).toHaveLength(20);
    expect(_allProductsMeta.count).toBe(PRODUCTS.length);
  });

  test('every catalogue product has a content product with one content variant per variant', async () => {
    const {allProducts} = await data(`{ allProducts(first: 500) { slug productId variants { slug variantId } } }`);
    expect(allProducts).toHaveLength(PRODUCTS.length);
    for (const product of PRODUCTS) {
      const content = allProducts.find((p: {slug: string}) => p.slug === product.handle);
      expect(content.productId).toBe(product.id);
      expect(content.variants).toEqual(product.variants.map((v) => ({slug: v.slug, variantId: v.id})));
    }
  });
});

describe('drafts', () => {
  const DRAFTED = `{
    article(filter: {slug: {eq: "new-year-goals"}}) { slug _status }
    homePage { _status sections { ... on HeroSectionRecord { heading } } }
  }`;

  test('without drafts: only published records and values', async () => {
    const {article, homePage} = await data(DRAFTED);
    expect(article).toBeNull();
    expect(homePage).toEqual({_status: 'updated', sections: [{heading: 'Brandstof voor je beste dag'}, {}, {}, {}, {}]});
  });

  test('X-Include-Drafts: true and the preview path show drafts', async () => {
    for (const options of [{headers: {'x-include-drafts': 'true'}}, {path: '/datocms/preview'}]) {
      const {article, homePage} = await data(DRAFTED, options);
      expect(article).toEqual({slug: 'new-year-goals', _status: 'draft'});
      expect(homePage.sections[0].heading).toBe('Brandstof voor je beste jaar');
    }
  });

  test('links to unpublished records are left out of published answers', async () => {
    const query = '{ homePage { sections { ... on ArticleCarouselSectionRecord { articles { slug } } } } }';
    const published = await data(query);
    const drafts = await data(query, {headers: {'x-include-drafts': 'true'}});
    expect(drafts.homePage.sections[3].articles).toHaveLength(published.homePage.sections[3].articles.length + 1);
  });

  test('X-Include-Drafts with any other value is a 4xx', async () => {
    const {response, body} = await post(DRAFTED, {headers: {'x-include-drafts': 'false'}});
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(body.data![0].attributes.code).toBe('INVALID_X_INCLUDE_DRAFTS_HEADER');
  });
});

describe('images', () => {
  test('responsiveImage: srcSet at the spec scales, skipping widths under 50 px and over the original', async () => {
    const {product} = await data(`{
      product(filter: {slug: {eq: "whey-protein"}}) {
        image {
          width
          responsiveImage(imgixParams: {w: 600, h: 600, fit: crop, auto: format}) {
            src srcSet webpSrcSet width height aspectRatio sizes base64
          }
        }
      }
    }`);
    const image = product.image.responsiveImage;
    expect(product.image.width).toBe(1200);
    expect(image).toMatchObject({width: 600, height: 600, aspectRatio: 1, sizes: '(max-width: 600px) 100vw, 600px'});
    expect(image.src).toBe(`${ORIGIN}/images/catalogue/whey-protein/chocolate-500g.png?w=600&h=600&fit=crop&auto=format`);
    const widths = (srcSet: string) => srcSet.split(',').map((entry) => entry.trim().split(' ')[1]);
    expect(widths(image.srcSet)).toEqual(['150w', '300w', '450w', '600w', '900w', '1200w']);
    expect(image.srcSet.split(',')[1]).toBe(
      `${ORIGIN}/images/catalogue/whey-protein/chocolate-500g.png?w=600&h=600&fit=crop&auto=format&dpr=0.5 300w`,
    );
    expect(image.webpSrcSet).toContain('fm=webp');
    expect(image.base64).toMatch(/^data:image\//);

    const small = await data(`{ product(filter: {slug: {eq: "whey-protein"}}) { image { responsiveImage(imgixParams: {w: 100}) { srcSet } } } }`);
    expect(widths(small.product.image.responsiveImage.srcSet)).toEqual(['50w', '75w', '100w', '150w', '200w', '300w', '400w']);
  });
});

// The search syntax of `products(query:)` and `collections(query:)` and the free-text matching of `search`, as a
// Storefront client sees them: terms are ANDed, `OR` separates alternatives, `-term` / `NOT term` negate,
// `field:value` filters a field (`*` prefix wildcards, `<`, `>`, `<=`, `>=` for ids, dates and prices), and free text
// prefix-matches the words of a product, title hits first.
import {describe, expect, test} from 'vitest';
import {query} from './storefront-helpers';

const PRODUCTS = `query Products($q: String, $sortKey: ProductSortKeys, $language: LanguageCode) @inContext(language: $language) {
  products(first: 250, query: $q, sortKey: $sortKey) { nodes { handle } }
}`;
const SEARCH = `query Search($q: String!, $language: LanguageCode) @inContext(language: $language) {
  search(first: 250, query: $q, types: [PRODUCT]) { nodes { ... on Product { handle } } }
}`;
const COLLECTIONS = `query Collections($q: String, $language: LanguageCode) @inContext(language: $language) {
  collections(first: 250, query: $q) { nodes { handle } }
}`;

type Nodes = {nodes: {handle: string}[]};

async function products(q: string | null, options: {sortKey?: string; language?: string} = {}) {
  const data = await query<{products: Nodes}>(PRODUCTS, {q, ...options});
  return data.products.nodes.map((n) => n.handle);
}
async function search(q: string, language = 'EN') {
  const data = await query<{search: Nodes}>(SEARCH, {q, language});
  return data.search.nodes.map((n) => n.handle);
}
async function collections(q: string | null, language = 'EN') {
  const data = await query<{collections: Nodes}>(COLLECTIONS, {q, language});
  return data.collections.nodes.map((n) => n.handle);
}

const NEW = ['clear-whey', 'protein-coffee', 'protein-ice-cream-mix', 'energy-balls', 'protein-chocolate', 'probiotics', 'ashwagandha'];
const WHEY_TITLES = ['whey-protein', 'whey-isolate', 'clear-whey', 'gingerbread-whey', 'organic-whey'];

describe('free text (search and products(query:))', () => {
  test('a title word matched whole ranks above one matched as a prefix, which ranks above other fields', async () => {
    // "Pea Protein" (whole title word), "Peanut Butter" (title prefix), then products with a Peanut Butter flavour.
    expect(await search('pea')).toEqual(['pea-protein', 'peanut-butter', 'protein-spread', 'protein-bar', 'vegan-protein-bar']);
    // "Shaker" (title prefix) ranks between the shakes (whole title word) and the powders ("… per shake" on the card).
    const shake = await search('shake');
    expect(shake.slice(0, 4)).toEqual(['protein-shake-ready-to-drink', 'meal-replacement-shake', 'shaker', 'whey-protein']);
    expect(shake).toHaveLength(25);
  });

  test('in one field, a whole word outranks a longer word it begins', async () => {
    // "33 servings" on the seed cards, "330 ml" on the ready-to-drink shake's.
    expect(await search('33')).toEqual(['chia-seeds', 'flaxseed', 'protein-shake-ready-to-drink']);
  });

  test('a title word outranks the product type', async () => {
    const powder = await search('powder');
    expect(powder.slice(0, 5)).toEqual(['maca', 'moringa', 'acai-powder', 'wheatgrass', 'whey-protein']);
    expect(powder).toHaveLength(28);
  });

  test('every term must match; scores add up over the terms', async () => {
    expect(await search('pea protein')).toEqual(['pea-protein', 'protein-spread', 'protein-bar', 'vegan-protein-bar', 'peanut-butter']);
    expect(await search('pea zzz')).toEqual([]);
    expect(await search('zzz')).toEqual([]);
  });

  test('type, tags, handle, options, vendor, card text and description are all searched', async () => {
    expect(await search('bestseller')).toEqual(['whey-protein', 'vegan-protein', 'protein-bar', 'multivitamin', 'omega-3', 'creatine']);
    // The handle stays English while the German title does not say "ready".
    expect(await search('ready', 'DE')).toEqual(['protein-shake-ready-to-drink']);
    expect(await search('watermelon')).toEqual(['clear-whey', 'pre-workout']);
    expect(await search('fuel')).toHaveLength(75);
    expect(await search('leak')).toEqual(['shaker']);
    expect(await search('unprocessed')).toEqual([
      'spirulina', 'chlorella', 'matcha', 'chia-seeds', 'flaxseed', 'hemp-seeds', 'cacao-nibs', 'maca', 'moringa', 'acai-powder', 'wheatgrass',
    ]);
  });

  test('the "Default Title" of single-variant products is not searchable', async () => {
    expect(await search('default')).toEqual([]);
    expect(await search('title')).toEqual([]);
  });

  test('words match in the request language, ignoring case and accents', async () => {
    // "Erbsenprotein" in German: a prefix of the word matches, a part inside it does not.
    expect(await search('ERBSEN', 'DE')).toEqual(['pea-protein']);
    expect(await search('senprotein', 'DE')).toEqual([]);
    expect(await search('acai')).toEqual(['acai-powder']);
    expect(await search('Açaí')).toEqual(['acai-powder']);
    // The French flavour "Pastèque" (watermelon), found without its accent.
    expect(await search('pasteque', 'FR')).toEqual(['clear-whey', 'pre-workout']);
  });

  test('a query without any word matches every product', async () => {
    expect(await search('   ')).toHaveLength(75);
    expect(await products('!!!')).toHaveLength(75);
    expect(await products('-')).toHaveLength(75);
  });

  test('products(query:) keeps free-text hits in id order unless sorted by RELEVANCE', async () => {
    expect(await products('pea')).toEqual(['pea-protein', 'protein-spread', 'protein-bar', 'vegan-protein-bar', 'peanut-butter']);
    // Punctuation around a word adds no term: "Gingerbread Whey (Limited)" gains nothing from its closing bracket.
    expect(await products('whey!', {sortKey: 'RELEVANCE'})).toEqual(WHEY_TITLES);
    expect(await products('pea', {sortKey: 'RELEVANCE'})).toEqual(['pea-protein', 'peanut-butter', 'protein-spread', 'protein-bar', 'vegan-protein-bar']);
  });

  test('RELEVANCE ranks by the free-text terms only: not by field values nor by negated terms', async () => {
    expect(await products('handle:oat-bar OR bar', {sortKey: 'RELEVANCE'})).toEqual(['protein-bar', 'vegan-protein-bar', 'oat-bar', 'protein-wafer']);
    const shakes = await products('shake -shaker', {sortKey: 'RELEVANCE'});
    expect(shakes.slice(0, 3)).toEqual(['protein-shake-ready-to-drink', 'meal-replacement-shake', 'whey-protein']);
    expect(shakes).not.toContain('shaker');
  });
});

describe('field terms', () => {
  test('title: a whole title word or the whole title, any case; * makes a prefix', async () => {
    expect(await products('title:whey')).toEqual(WHEY_TITLES);
    expect(await products('TITLE:Whey')).toEqual(WHEY_TITLES);
    expect(await products('title:prot')).toEqual([]);
    expect(await products('title:whe*')).toEqual([...WHEY_TITLES, 'wheatgrass']);
    expect(await products('title:"whey protein"')).toEqual(['whey-protein']);
    expect(await products("title:'clear whey'")).toEqual(['clear-whey']);
    expect(await products("title:'whey protein'")).toEqual(['whey-protein']);
    expect(await products('title:"whey prot*"')).toEqual(['whey-protein']);
    expect(await products('title:Proteinriegel', {language: 'DE'})).toEqual(['protein-bar', 'vegan-protein-bar']);
  });

  test('handle: the exact handle only', async () => {
    expect(await products('handle:iron')).toEqual(['iron']);
    expect(await products('handle:"iron"')).toEqual(['iron']);
    expect(await products('handle:whey')).toEqual([]);
  });

  test('product_type and vendor: the whole value, any case, or a prefix with *', async () => {
    expect(await products('product_type:"Protein Bar"')).toEqual(['protein-bar', 'vegan-protein-bar', 'protein-wafer', 'oat-bar']);
    expect(await products('product_type:"sports nutrition"')).toHaveLength(8);
    expect(await products('product_type:protein')).toEqual([]);
    expect(await products('product_type:protein*')).toHaveLength(28);
    expect(await products('vendor:original')).toEqual([]);
    expect(await products('vendor:"Original Fuel"')).toHaveLength(75);
    expect(await products('vendor:Original*')).toHaveLength(75);
  });

  test('tag: one of the tags, whole or by prefix; tag_not: none of them', async () => {
    expect(await products('tag:gluten-free')).toEqual(['whey-protein', 'whey-isolate']);
    expect(await products('tag:gluten*')).toEqual(['whey-protein', 'whey-isolate']);
    expect(await products('tag:glute')).toEqual([]);
    expect(await products('tag:low*')).toEqual(['whey-isolate']);
    expect(await products('tag:NEW')).toEqual(NEW);
    expect(await products('tag:new tag_not:vegan')).toEqual(['clear-whey', 'protein-coffee', 'protein-ice-cream-mix', 'protein-chocolate', 'probiotics']);
    expect(await products('tag:new tag_not:VEGAN')).toHaveLength(5);
  });

  test('available_for_sale: whether any variant can be bought', async () => {
    expect(await products('available_for_sale:false')).toEqual(['gingerbread-whey', 'iron']);
    expect(await products('available_for_sale:true')).toHaveLength(73);
  });

  test('id: equal to, or compared with, the numeric id or the gid', async () => {
    expect(await products('id:9100000000010')).toEqual(['egg-protein']);
    expect(await products('id:gid://shopify/Product/9100000000010')).toEqual(['egg-protein']);
    expect(await products('id:>9100000000073')).toEqual(['isotonic-drink', 'shaker']);
    expect(await products('id:>=9100000000074')).toEqual(['isotonic-drink', 'shaker']);
    expect(await products('id:<9100000000002')).toEqual(['whey-protein']);
    expect(await products('id:<=9100000000002')).toEqual(['whey-protein', 'whey-isolate']);
    expect(await products('id:abc')).toEqual([]);
  });

  test('created_at, updated_at, published_at: dates compared as instants; a bad date matches nothing', async () => {
    expect(await products('created_at:>2024-03-20')).toEqual(['isotonic-drink', 'shaker']);
    expect(await products('created_at:<2022-01-21T10:00:00Z')).toEqual(['whey-protein']);
    expect(await products('created_at:<=2022-01-21T10:00:00Z')).toEqual(['whey-protein', 'whey-isolate']);
    expect(await products('created_at:2022-01-21T10:00:00Z')).toEqual(['whey-isolate']);
    expect(await products('updated_at:>=2024-03-24T12:00:00Z')).toEqual(['isotonic-drink', 'shaker']);
    expect(await products('published_at:>2024-03-24T12:00:00Z')).toEqual(['shaker']);
    expect(await products('created_at:>nonsense')).toEqual([]);
  });

  test('variants.price: any variant at, under or over the price in euros', async () => {
    expect(await products('variants.price:2.49')).toEqual(['protein-bar']);
    expect(await products('variants.price:<3')).toEqual(['protein-bar']);
    expect(await products('variants.price:<=3.49')).toEqual(['protein-bar', 'rice-cakes']);
    expect(await products('variants.price:>=44.95')).toEqual(['mass-gainer']);
    expect(await products('variants.price:>44.95')).toEqual([]);
  });

  test('sku and variants.sku: any variant, any case', async () => {
    expect(await products('sku:of-mag-60-caps')).toEqual(['magnesium']);
    expect(await products('variants.sku:OF-ZIN-DEFAULT')).toEqual(['zinc']);
    expect(await products('sku:OF-ZIN')).toEqual([]);
  });

  test('an unknown field matches nothing', async () => {
    expect(await products('colour:red')).toEqual([]);
    expect(await products('-colour:red tag:new')).toEqual(NEW);
  });

  test('a colon at the start is no field', async () => {
    expect(await products(':whey')).toEqual(WHEY_TITLES);
  });
});

describe('combining terms', () => {
  test('terms are ANDed; AND may be written', async () => {
    // The bars are the products without the word "and" anywhere, so AND cannot count as a word here.
    expect(await products('handle:oat-bar AND tag:vegan')).toEqual(['oat-bar']);
    expect(await products('tag:vegan tag:new')).toEqual(['energy-balls', 'ashwagandha']);
    expect(await products('tag:vegan AND tag:new')).toEqual(['energy-balls', 'ashwagandha']);
    expect(await products('tag:vegan product_type:Snack')).toEqual(['peanut-butter', 'almond-butter', 'energy-balls']);
  });

  test('OR separates alternatives; a dangling OR adds none', async () => {
    expect(await products('tag:new OR tag:limited-edition')).toEqual([
      'clear-whey', 'gingerbread-whey', 'protein-coffee', 'protein-ice-cream-mix', 'energy-balls', 'protein-chocolate', 'probiotics', 'ashwagandha',
    ]);
    expect(await products('tag:new OR')).toEqual(NEW);
    expect(await products('OR tag:new')).toEqual(NEW);
    expect(await products('(tag:new OR tag:subscription)')).toEqual([...NEW.slice(0, 6), 'vitamin-box-monthly', 'ashwagandha']);
  });

  test('-term and NOT term negate fields and free text; a trailing NOT or lone - is ignored', async () => {
    const newNotVegan = ['clear-whey', 'protein-coffee', 'protein-ice-cream-mix', 'protein-chocolate', 'probiotics'];
    expect(await products('tag:new -tag:vegan')).toEqual(newNotVegan);
    expect(await products('tag:new NOT tag:vegan')).toEqual(newNotVegan);
    expect(await products('tag:new NOT')).toEqual(NEW);
    expect(await products('tag:new -')).toEqual(NEW);
    expect(await products('whey -title:clear')).toEqual(['whey-protein', 'whey-isolate', 'gingerbread-whey', 'organic-whey']);
    const noWhey = await products('-whey tag:protein');
    expect(noWhey).toHaveLength(20);
    expect(noWhey.some((handle) => handle.includes('whey'))).toBe(false);
  });

  test('NOT applies to the next term only', async () => {
    expect(await products('NOT tag:vegan tag:new')).toEqual(['clear-whey', 'protein-coffee', 'protein-ice-cream-mix', 'protein-chocolate', 'probiotics']);
    expect(await products('NOT tag:vegan tag:new OR handle:iron')).toEqual([
      'clear-whey', 'protein-coffee', 'protein-ice-cream-mix', 'protein-chocolate', 'iron', 'probiotics',
    ]);
  });

  test('only the surrounding quotes are taken off a value', async () => {
    expect(await products('title:"protein bar"')).toEqual(['protein-bar']);
    expect(await products(`title:"protein 'bar'"`)).toEqual([]);
  });

  test('a negated quoted phrase excludes what matches the whole phrase', async () => {
    expect(await products('NOT "protein bar" tag:snacks')).toEqual([
      'protein-cookie', 'protein-crisps', 'rice-cakes', 'peanut-butter', 'almond-butter', 'energy-balls', 'protein-granola', 'beef-jerky', 'protein-chocolate',
    ]);
  });

  test('a quoted phrase is one free-text value', async () => {
    expect(await products('"protein bar"')).toEqual(['protein-bar', 'vegan-protein-bar', 'protein-wafer', 'oat-bar']);
  });

  test('no query, or only white space, lists everything', async () => {
    expect(await products(null)).toHaveLength(75);
    expect(await products('  ')).toHaveLength(75);
  });
});

describe('collections(query:)', () => {
  test('free text and title: match a title word, a prefix with *, or any part of the title', async () => {
    expect(await collections('vitamins')).toEqual(['vitamins']);
    expect(await collections('vita*')).toEqual(['vitamins']);
    expect(await collections('vita')).toEqual(['vitamins']);
    expect(await collections('utrit')).toEqual(['sports']);
    expect(await collections('title:sports')).toEqual(['sports']);
    expect(await collections('SPORTS')).toEqual(['sports']);
    expect(await collections('"all products"')).toEqual(['all']);
    expect(await collections('sportnahrung', 'DE')).toEqual(['sports']);
  });

  test('handle: the exact handle only; other fields match nothing', async () => {
    expect(await collections('handle:sports')).toEqual(['sports']);
    expect(await collections('handle:sport')).toEqual([]);
    expect(await collections('product_type:snacks')).toEqual([]);
  });

  test('negation, OR and AND work as for products', async () => {
    expect(await collections('-title:snacks')).toEqual(['protein', 'vitamins', 'superfoods', 'sports', 'all']);
    expect(await collections('NOT handle:all')).toEqual(['protein', 'vitamins', 'snacks', 'superfoods', 'sports']);
    expect(await collections('snacks OR superfoods')).toEqual(['snacks', 'superfoods']);
    expect(await collections('sports nutrition')).toEqual(['sports']);
    expect(await collections('sports vitamins')).toEqual([]);
  });

  test('no query lists every collection', async () => {
    expect(await collections(null)).toEqual(['protein', 'vitamins', 'snacks', 'superfoods', 'sports', 'all']);
    expect(await collections(' ')).toEqual(['protein', 'vitamins', 'snacks', 'superfoods', 'sports', 'all']);
  });
});

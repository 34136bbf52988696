// The CDA stand-in's collection arguments (API-SHAPES.md §5.2): `filter` operators, `orderBy`, `first` / `skip`, each
// read in the query's locale with its fallbacks. Checked on small hand-made record sets, as allXs / _allXsMeta
// evaluate them, so each rule shows on its own.
import {GraphQLError} from 'graphql';
import {describe, expect, test} from 'vitest';
import {filterRecords, listRecords, sortRecords, type Filter} from '../../../local-services/datocms/listing';
import {localized, type Fields} from '../../../local-services/datocms/records';
import type {LocaleChoice, RecordView} from '../../../local-services/datocms/store';

const EN: LocaleChoice = {locale: 'en', fallbackLocales: []};

let created = 0;
function record(id: string, fields: Fields, meta: Partial<RecordView> = {}): RecordView {
  created += 1;
  return {
    id,
    model: 'article',
    typeName: 'ArticleRecord',
    status: 'published',
    fields,
    createdAt: `2024-01-${String(created).padStart(2, '0')}T00:00:00Z`,
    updatedAt: '2024-02-01T00:00:00Z',
    publishedAt: '2024-02-01T00:00:00Z',
    firstPublishedAt: '2024-01-15T00:00:00Z',
    locales: ['nl', 'en'],
    block: false,
    ...meta,
  };
}

const ids = (records: RecordView[]) => records.map((r) => r.id);
const matching = (records: RecordView[], filter: Filter, choice = EN) => ids(filterRecords(records, filter, choice));

describe('first and skip', () => {
  const many = Array.from({length: 30}, (_, i) => record(`r${i}`, {position: i}));

  test('first defaults to 20 and skip to 0', () => {
    expect(ids(listRecords(many, {}, EN))).toEqual(ids(many.slice(0, 20)));
  });

  test('skip is an offset and first a page size', () => {
    expect(ids(listRecords(many, {first: 3, skip: 4}, EN))).toEqual(['r4', 'r5', 'r6']);
    expect(ids(listRecords(many, {first: 5, skip: 28}, EN))).toEqual(['r28', 'r29']);
    expect(listRecords(many, {first: 0}, EN)).toEqual([]);
  });

  test('first may be 500 but not more; negative first or skip is an error', () => {
    expect(listRecords(many, {first: 500}, EN)).toHaveLength(30);
    expect(() => listRecords(many, {first: 501}, EN)).toThrow(
      new GraphQLError('Invalid value for argument first: it must be less than or equal to 500'),
    );
    expect(() => listRecords(many, {first: -1}, EN)).toThrow('first must be a non-negative integer');
    expect(() => listRecords(many, {skip: -1}, EN)).toThrow('skip must be a non-negative integer');
    expect(ids(listRecords(many, {first: 1, skip: 0}, EN))).toEqual(['r0']);
  });

  test('the page is taken after filtering and sorting', () => {
    const list = listRecords(many, {filter: {position: {gte: 10}}, orderBy: ['position_DESC'], first: 2, skip: 1}, EN);
    expect(ids(list)).toEqual(['r28', 'r27']);
  });
});

describe('meta fields', () => {
  const a = record('a', {}, {
    status: 'draft',
    createdAt: '2024-03-01T00:00:00Z',
    updatedAt: '2024-03-02T00:00:00Z',
    publishedAt: null,
    firstPublishedAt: null,
    locales: ['de'],
  });
  const b = record('b', {}, {
    status: 'published',
    createdAt: '2024-04-01T00:00:00Z',
    updatedAt: '2024-04-02T00:00:00Z',
    publishedAt: '2024-04-03T00:00:00Z',
    firstPublishedAt: '2024-03-20T00:00:00Z',
    locales: ['nl', 'en'],
  });
  const both = [a, b];

  test('id, _status and the dates filter on the record itself', () => {
    expect(matching(both, {id: {eq: 'b'}})).toEqual(['b']);
    expect(matching(both, {_status: {eq: 'draft'}})).toEqual(['a']);
    expect(matching(both, {_createdAt: {gt: '2024-03-15'}})).toEqual(['b']);
    expect(matching(both, {_updatedAt: {lt: '2024-03-15'}})).toEqual(['a']);
    expect(matching(both, {_publishedAt: {exists: true}})).toEqual(['b']);
    expect(matching(both, {_firstPublishedAt: {exists: false}})).toEqual(['a']);
    expect(matching(both, {_publishedAt: {gt: '2024-04-01'}})).toEqual(['b']);
    expect(matching(both, {_firstPublishedAt: {gt: '2024-04-01'}})).toEqual([]);
    expect(matching(both, {_isValid: {eq: true}})).toEqual(['a', 'b']);
  });

  test('_locales filters on the locales a record has', () => {
    expect(matching(both, {_locales: {anyIn: ['en']}})).toEqual(['b']);
    expect(matching(both, {_locales: {allIn: ['nl', 'en']}})).toEqual(['b']);
    expect(matching(both, {_locales: {notIn: ['de']}})).toEqual(['b']);
  });

  test('orderBy works on meta fields too', () => {
    expect(ids(sortRecords(both, ['_createdAt_DESC'], EN))).toEqual(['b', 'a']);
    expect(ids(sortRecords(both, ['_updatedAt_ASC'], EN))).toEqual(['a', 'b']);
    expect(ids(sortRecords([b, a], ['_status_ASC'], EN))).toEqual(['a', 'b']);
    expect(ids(sortRecords([b, a], ['id_ASC'], EN))).toEqual(['a', 'b']);
    // An unpublished record has no date: last when ascending, first when descending.
    expect(ids(sortRecords([a, b], ['_publishedAt_ASC'], EN))).toEqual(['b', 'a']);
    expect(ids(sortRecords([b, a], ['_publishedAt_DESC'], EN))).toEqual(['a', 'b']);
    expect(ids(sortRecords([a, b], ['_firstPublishedAt_ASC'], EN))).toEqual(['b', 'a']);
  });
});

describe('localized fields', () => {
  const nlOnly = record('nl-only', {title: localized({nl: 'Eiwit', en: ''})});
  const english = record('english', {title: localized({nl: 'Melk', en: 'Milk'})});
  const list = [nlOnly, english];

  test('a field is read in the query locale, then in its fallbacks', () => {
    expect(matching(list, {title: {eq: 'Milk'}})).toEqual(['english']);
    expect(matching(list, {title: {exists: true}})).toEqual(['english']);
    expect(matching(list, {title: {eq: 'Eiwit'}}, {locale: 'en', fallbackLocales: ['nl']})).toEqual(['nl-only']);
    expect(matching(list, {title: {exists: true}}, {locale: 'en', fallbackLocales: ['nl']})).toEqual(['nl-only', 'english']);
  });

  test('lists of localized items are read item by item', () => {
    const tagged = record('tagged', {labels: [localized({en: 'vegan', nl: 'veganistisch'}), localized({en: 'gluten free'})]});
    expect(matching([tagged], {labels: {anyIn: ['vegan']}})).toEqual(['tagged']);
    expect(matching([tagged], {labels: {anyIn: ['veganistisch']}}, {locale: 'nl', fallbackLocales: []})).toEqual(['tagged']);
  });

  test('sorting reads the locale too', () => {
    const x = record('x', {title: localized({en: 'B', nl: 'A'})});
    const y = record('y', {title: localized({en: 'A', nl: 'B'})});
    expect(ids(sortRecords([x, y], ['title_ASC'], EN))).toEqual(['y', 'x']);
    expect(ids(sortRecords([x, y], ['title_ASC'], {locale: 'nl', fallbackLocales: []}))).toEqual(['x', 'y']);
  });
});

describe('filter operators', () => {
  const items = [
    record('one', {title: 'Protein after training', count: 1, featured: true, date: '2024-05-01', tag: 't1', tags: ['t1', 't2']}),
    record('two', {title: 'recovery and sleep', count: 2, featured: false, date: '2024-05-01T10:00:00Z', tag: 't2', tags: ['t2']}),
    record('three', {title: '   ', count: 3, date: null, tag: null, tags: []}),
    record('four', {title: '', count: 10, featured: null, date: '2023-12-31', tag: 't3', tags: ['t3', 't1']}),
  ];

  test('eq on scalars; an unset boolean counts as false', () => {
    expect(matching(items, {count: {eq: 2}})).toEqual(['two']);
    expect(matching(items, {title: {eq: 'recovery and sleep'}})).toEqual(['two']);
    expect(matching(items, {featured: {eq: true}})).toEqual(['one']);
    expect(matching(items, {featured: {eq: false}})).toEqual(['two', 'three', 'four']);
  });

  test('eq on multiple links is the same ids in the same order', () => {
    expect(matching(items, {tags: {eq: ['t1', 't2']}})).toEqual(['one']);
    expect(matching(items, {tags: {eq: ['t2', 't1']}})).toEqual([]);
    expect(matching(items, {tags: {eq: ['t1']}})).toEqual([]);
    expect(matching(items, {tags: {eq: []}})).toEqual(['three']);
    expect(matching(items, {tag: {eq: ['t2']}})).toEqual(['two']);
    expect(matching(items, {tag: {eq: []}})).toEqual(['three']);
  });

  test('neq is the opposite of eq', () => {
    expect(matching(items, {count: {neq: 2}})).toEqual(['one', 'three', 'four']);
    expect(matching(items, {featured: {neq: true}})).toEqual(['two', 'three', 'four']);
  });

  test('in: one of the values; notIn: none of them (for multiple links: no shared id)', () => {
    expect(matching(items, {tag: {in: ['t1', 't3']}})).toEqual(['one', 'four']);
    expect(matching(items, {tag: {notIn: ['t1', 't3']}})).toEqual(['two', 'three']);
    expect(matching(items, {tags: {notIn: ['t1']}})).toEqual(['two', 'three']);
  });

  test('anyIn: at least one shared id; allIn: every given id present', () => {
    expect(matching(items, {tags: {anyIn: ['t1']}})).toEqual(['one', 'four']);
    expect(matching(items, {tag: {anyIn: ['t2', 't3']}})).toEqual(['two', 'four']);
    expect(matching(items, {tags: {allIn: ['t1', 't2']}})).toEqual(['one']);
    expect(matching(items, {tag: {allIn: ['t2']}})).toEqual(['two']);
    expect(matching(items, {tags: {allIn: []}})).toEqual(['one', 'two', 'three', 'four']);
  });

  test('exists: a value that is not null, empty text or an empty list', () => {
    expect(matching(items, {date: {exists: true}})).toEqual(['one', 'two', 'four']);
    expect(matching(items, {date: {exists: false}})).toEqual(['three']);
    expect(matching(items, {title: {exists: false}})).toEqual(['four']);
    expect(matching(items, {tags: {exists: false}})).toEqual(['three']);
  });

  test('isBlank / isPresent treat white space as blank', () => {
    expect(matching(items, {title: {isBlank: true}})).toEqual(['three', 'four']);
    expect(matching(items, {title: {isBlank: false}})).toEqual(['one', 'two']);
    expect(matching(items, {title: {isPresent: true}})).toEqual(['one', 'two']);
    expect(matching(items, {title: {isPresent: false}})).toEqual(['three', 'four']);
    expect(matching(items, {date: {isPresent: false}})).toEqual(['three']);
  });

  test('matches: a substring, case-insensitive unless caseSensitive; a regexp with regexp: true', () => {
    expect(matching(items, {title: {matches: {pattern: 'PROTEIN'}}})).toEqual(['one']);
    expect(matching(items, {title: {matches: {pattern: 'PROTEIN', caseSensitive: true}}})).toEqual([]);
    expect(matching(items, {title: {matches: {pattern: 'Protein', caseSensitive: true}}})).toEqual(['one']);
    expect(matching(items, {title: {matches: {pattern: '^rec.*p$', regexp: true}}})).toEqual(['two']);
    expect(matching(items, {title: {matches: {pattern: '^REC', regexp: true}}})).toEqual(['two']);
    expect(matching(items, {title: {matches: {pattern: '^REC', regexp: true, caseSensitive: true}}})).toEqual([]);
    expect(matching(items, {title: {matches: {pattern: '^rec', regexp: false}}})).toEqual([]);
    expect(matching(items, {count: {matches: {pattern: '1'}}})).toEqual([]);
  });

  test('notMatches keeps what matches does not, non-text values included', () => {
    expect(matching(items, {title: {notMatches: {pattern: 'protein'}}})).toEqual(['two', 'three', 'four']);
    expect(matching(items, {count: {notMatches: {pattern: '1'}}})).toEqual(['one', 'two', 'three', 'four']);
    expect(matching(items, {title: {notMatches: {pattern: 'Protein', caseSensitive: true}}})).toEqual(['two', 'three', 'four']);
  });

  test('gt, gte, lt, lte on numbers; empty values never match', () => {
    expect(matching(items, {count: {gt: 2}})).toEqual(['three', 'four']);
    expect(matching(items, {count: {gte: 2}})).toEqual(['two', 'three', 'four']);
    expect(matching(items, {count: {lt: 2}})).toEqual(['one']);
    expect(matching(items, {count: {lte: 2}})).toEqual(['one', 'two']);
    expect(matching(items, {date: {lt: '2099-01-01'}})).toEqual(['one', 'two', 'four']);
    expect(matching(items, {date: {gte: '1900-01-01'}})).toEqual(['one', 'two', 'four']);
    expect(matching(items, {date: {lte: '2099-01-01'}})).toEqual(['one', 'two', 'four']);
    expect(matching(items, {date: {gt: '1900-01-01'}})).toEqual(['one', 'two', 'four']);
  });

  test('a date and a datetime compare as instants, not as text', () => {
    expect(matching(items, {date: {gt: '2024-05-01'}})).toEqual(['two']);
    expect(matching(items, {date: {gte: '2024-05-01T00:00:00Z'}})).toEqual(['one', 'two']);
    expect(matching(items, {date: {lt: '2024-05-01T05:00:00Z'}})).toEqual(['one', 'four']);
  });

  test('only ISO dates compare as instants; other text compares as text, digits before letters', () => {
    const texts = [record('written', {t: 'January 1, 2024'}), record('loose', {t: '2024-05-9'}), record('noted', {t: 'On 2024-05-01'})];
    expect(matching(texts, {t: {gt: '2024-06-01'}})).toEqual(['written', 'noted']);
    expect(matching(texts, {t: {lt: '2025'}})).toEqual(['loose']);
    expect(matching(texts, {t: {gt: '2024-05-10'}})).toEqual(['written', 'loose', 'noted']);
  });

  test('numbers compare as numbers and text alphabetically, ignoring case', () => {
    expect(matching(items, {count: {gt: 9}})).toEqual(['four']);
    expect(matching(items, {title: {gte: 'RECOVERY'}})).toEqual(['two']);
    expect(matching(items, {title: {lt: 'q'}})).toEqual(['one', 'three']);
  });

  test('booleans compare false before true', () => {
    expect(matching(items, {featured: {gt: false}})).toEqual(['one']);
    expect(matching(items, {featured: {lt: true}})).toEqual(['two']);
  });

  test('several operators on one field and several fields all apply (AND)', () => {
    expect(matching(items, {count: {gt: 1, lt: 10}})).toEqual(['two', 'three']);
    expect(matching(items, {count: {gt: 1}, tags: {anyIn: ['t1']}})).toEqual(['four']);
  });

  test('null conditions and null operands are ignored; an unknown operator matches nothing', () => {
    expect(matching(items, {count: null, tag: {eq: null, in: ['t2']}})).toEqual(['two']);
    expect(matching(items, {count: undefined, tag: {eq: undefined, in: ['t2']}})).toEqual(['two']);
    expect(matching(items, {count: {between: [1, 2]}})).toEqual([]);
    expect(matching(items, {})).toEqual(['one', 'two', 'three', 'four']);
  });

  test('AND takes every sub-filter, OR any of them', () => {
    expect(matching(items, {AND: [{count: {gt: 1}}, {count: {lt: 3}}]})).toEqual(['two']);
    expect(matching(items, {OR: [{count: {eq: 1}}, {count: {eq: 10}}]})).toEqual(['one', 'four']);
    expect(matching(items, {OR: [{count: {eq: 1}}, {count: {eq: 10}}], tag: {eq: 't3'}})).toEqual(['four']);
    expect(matching(items, {AND: [{OR: [{count: {eq: 1}}, {count: {eq: 2}}]}, {tags: {allIn: ['t2']}}]})).toEqual(['one', 'two']);
  });

  test('without a filter every record is listed', () => {
    expect(ids(filterRecords(items, null, EN))).toEqual(['one', 'two', 'three', 'four']);
    expect(ids(filterRecords(items, undefined, EN))).toEqual(['one', 'two', 'three', 'four']);
  });
});

describe('orderBy', () => {
  test('field_ASC and field_DESC; an unknown shape is an error', () => {
    const list = [record('b', {n: 2}), record('c', {n: 3}), record('a', {n: 1})];
    expect(ids(sortRecords(list, ['n_ASC'], EN))).toEqual(['a', 'b', 'c']);
    expect(ids(sortRecords(list, ['n_DESC'], EN))).toEqual(['c', 'b', 'a']);
    expect(() => sortRecords(list, ['n'], EN)).toThrow('Invalid orderBy value n');
    expect(() => sortRecords(list, ['n_UP'], EN)).toThrow(GraphQLError);
    expect(() => sortRecords(list, ['_ASC'], EN)).toThrow('Invalid orderBy value _ASC');
    expect(() => sortRecords(list, ['n_ASCENDING'], EN)).toThrow('Invalid orderBy value n_ASCENDING');
  });

  test('later keys break ties of earlier ones', () => {
    const list = [record('x', {g: 1, n: 2}), record('y', {g: 0, n: 5}), record('z', {g: 1, n: 1})];
    expect(ids(sortRecords(list, ['g_DESC', 'n_ASC'], EN))).toEqual(['z', 'x', 'y']);
    expect(ids(sortRecords(list, ['g_ASC', 'n_DESC'], EN))).toEqual(['y', 'x', 'z']);
  });

  test('empty values sort last ascending and first descending, whatever the next key says', () => {
    const list = [record('empty', {d: null, n: 1}), record('late', {d: '2024-06-01', n: 2}), record('early', {d: '2024-01-01', n: 3}), record('blank', {d: '', n: 0})];
    expect(ids(sortRecords(list, ['d_ASC', 'n_ASC'], EN))).toEqual(['early', 'late', 'blank', 'empty']);
    expect(ids(sortRecords(list, ['d_DESC', 'n_DESC'], EN))).toEqual(['empty', 'blank', 'late', 'early']);
  });

  test('text sorts alphabetically ignoring case; dates of different precision as instants', () => {
    const words = [record('b', {t: 'banana'}), record('A', {t: 'Apple'}), record('c', {t: 'cherry'})];
    expect(ids(sortRecords(words, ['t_ASC'], EN))).toEqual(['A', 'b', 'c']);
    const dates = [record('noon', {d: '2024-05-01T12:00:00Z'}), record('day', {d: '2024-05-01'}), record('morning', {d: '2024-05-01T06:00:00+00:00'})];
    expect(ids(sortRecords(dates, ['d_ASC'], EN))).toEqual(['day', 'morning', 'noon']);
  });

  test('without orderBy: a sortable model keeps its position, then creation order; others their creation order', () => {
    const first = record('first', {position: 2});
    const second = record('second', {position: 1});
    const third = record('third', {position: 1});
    expect(ids(sortRecords([first, third, second], null, EN))).toEqual(['second', 'third', 'first']);
    expect(ids(sortRecords([first, third, second], [], EN))).toEqual(['second', 'third', 'first']);
    const plain = [record('p1', {}), record('p2', {}), record('p3', {})];
    expect(ids(sortRecords([plain[2]!, plain[0]!, plain[1]!], undefined, EN))).toEqual(['p1', 'p2', 'p3']);
    expect(ids(listRecords([plain[1]!, plain[0]!], {}, EN))).toEqual(['p1', 'p2']);
  });

  test('without orderBy, records without a position follow those with one', () => {
    const placed = record('placed', {position: 2});
    const loose = record('loose', {});
    const first = record('first', {position: 1});
    expect(ids(sortRecords([placed, loose, first], null, EN))).toEqual(['first', 'placed', 'loose']);
  });

  test('the single-record root takes the first record of its orderBy', () => {
    const list = [record('old', {n: 1}), record('new', {n: 2})];
    const [top] = sortRecords(filterRecords(list, {n: {gte: 1}}, EN), ['n_DESC'], EN);
    expect(top?.id).toBe('new');
  });
});

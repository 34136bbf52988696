// filter / orderBy / first / skip of the collection roots (allXs, _allXsMeta, x), evaluated over record views.
// Operators follow the CDA's filter inputs; a field's value is read in the query's locale (with fallbacks).
import {GraphQLError} from 'graphql';
import {isEmpty, localize, type LocaleChoice, type RecordView} from './store';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 500;

type Condition = Record<string, unknown>;
export type Filter = Record<string, unknown> & {AND?: Filter[]; OR?: Filter[]};

export type ListArgs = {filter?: Filter | null; orderBy?: string[] | null; first?: number | null; skip?: number | null};

export function listRecords(records: RecordView[], args: ListArgs, choice: LocaleChoice): RecordView[] {
  const {first, skip} = pageOf(args);
  return sortRecords(filterRecords(records, args.filter, choice), args.orderBy, choice).slice(skip, skip + first);
}

export function filterRecords(records: RecordView[], filter: Filter | null | undefined, choice: LocaleChoice) {
  return filter ? records.filter((record) => matchesFilter(record, filter, choice)) : records;
}

function pageOf({first, skip}: ListArgs) {
  const size = first ?? DEFAULT_PAGE_SIZE;
  if (size < 0) throw new GraphQLError('first must be a non-negative integer');
  if (size > MAX_PAGE_SIZE) {
    throw new GraphQLError(`Invalid value for argument first: it must be less than or equal to ${MAX_PAGE_SIZE}`);
  }
  const offset = skip ?? 0;
  if (offset < 0) throw new GraphQLError('skip must be a non-negative integer');
  return {first: size, skip: offset};
}

/** A record's value for filtering and sorting: meta fields first, then its own fields in the query's locale. */
function valueOf(record: RecordView, field: string, choice: LocaleChoice): unknown {
  switch (field) {
    case 'id':
      return record.id;
    case '_status':
      return record.status;
    case '_createdAt':
      return record.createdAt;
    case '_updatedAt':
      return record.updatedAt;
    case '_publishedAt':
      return record.publishedAt;
    case '_firstPublishedAt':
      return record.firstPublishedAt;
    case '_isValid':
      return true;
    case '_locales':
      return record.locales;
    default: {
      const value = localize(record.fields[field], choice);
      return Array.isArray(value) ? value.map((item) => localize(item, choice)) : value;
    }
  }
}

function matchesFilter(record: RecordView, filter: Filter, choice: LocaleChoice): boolean {
  return Object.entries(filter).every(([key, condition]) => {
    if (condition === null || condition === undefined) return true;
    if (key === 'AND') return (condition as Filter[]).every((sub) => matchesFilter(record, sub, choice));
    if (key === 'OR') return (condition as Filter[]).some((sub) => matchesFilter(record, sub, choice));
    return matchesCondition(valueOf(record, key, choice), condition as Condition);
  });
}

function matchesCondition(value: unknown, condition: Condition): boolean {
  return Object.entries(condition).every(([operator, operand]) => {
    if (operand === null || operand === undefined) return true;
    return OPERATORS[operator]?.(value, operand) ?? false;
  });
}

type Operator = (value: unknown, operand: unknown) => boolean;

const asList = (operand: unknown) => operand as unknown[];
const idsOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : isEmpty(value) ? [] : [value]);

const equals: Operator = (value, operand) => {
  // An unset boolean counts as false, as in the CMS's checkboxes.
  if (typeof operand === 'boolean') return Boolean(value) === operand;
  if (Array.isArray(operand)) {
    const ids = idsOf(value);
    return ids.length === operand.length && operand.every((id, index) => ids[index] === id);
  }
  return value === operand;
};

const OPERATORS: Record<string, Operator> = {
  eq: equals,
  neq: (value, operand) => !equals(value, operand),
  // Single values and single links: one of; multiple links (LinksFilter.notIn): none of.
  in: (value, operand) => asList(operand).includes(value),
  notIn: (value, operand) =>
    Array.isArray(value) ? !value.some((id) => asList(operand).includes(id)) : !asList(operand).includes(value),
  anyIn: (value, operand) => idsOf(value).some((id) => asList(operand).includes(id)),
  allIn: (value, operand) => asList(operand).every((id) => idsOf(value).includes(id)),
  exists: (value, operand) => !isEmpty(value) === operand,
  isBlank: (value, operand) => (isEmpty(value) || String(value).trim() === '') === operand,
  isPresent: (value, operand) => !(isEmpty(value) || String(value).trim() === '') === operand,
  matches: (value, operand) => typeof value === 'string' && textMatches(value, operand as MatchOperand),
  notMatches: (value, operand) => !(typeof value === 'string' && textMatches(value, operand as MatchOperand)),
  gt: (value, operand) => !isEmpty(value) && compareValues(value, operand) > 0,
  gte: (value, operand) => !isEmpty(value) && compareValues(value, operand) >= 0,
  lt: (value, operand) => !isEmpty(value) && compareValues(value, operand) < 0,
  lte: (value, operand) => !isEmpty(value) && compareValues(value, operand) <= 0,
};

type MatchOperand = {pattern: string; caseSensitive?: boolean | null; regexp?: boolean | null};

function textMatches(value: string, {pattern, caseSensitive, regexp}: MatchOperand): boolean {
  if (regexp) return new RegExp(pattern, caseSensitive ? '' : 'i').test(value);
  return caseSensitive ? value.includes(pattern) : value.toLowerCase().includes(pattern.toLowerCase());
}

const collator = new Intl.Collator('en', {sensitivity: 'base'});

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  // Dates and datetimes in different precisions ('2024-05-01' vs '2024-05-01T10:00:00Z') compare as instants.
  const [timeA, timeB] = [Date.parse(String(a)), Date.parse(String(b))];
  if (isIsoDate(a) && isIsoDate(b) && !Number.isNaN(timeA) && !Number.isNaN(timeB)) return timeA - timeB;
  return collator.compare(String(a), String(b));
}

const isIsoDate = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value);

/**
 * Sorts by `field_ASC|_DESC` keys in turn. Without orderBy, sortable models (with `position`) keep their
 * position and others their creation order. Empty values sort as the database does: last when ascending,
 * first when descending.
 */
export function sortRecords(records: RecordView[], orderBy: string[] | null | undefined, choice: LocaleChoice) {
  const keys = (orderBy?.length ? orderBy : defaultOrder(records)).map((key) => {
    const match = /^(.+)_(ASC|DESC)$/.exec(key);
    if (!match) throw new GraphQLError(`Invalid orderBy value ${key}`);
    return {field: match[1]!, direction: match[2] === 'DESC' ? -1 : 1};
  });
  return [...records].sort((a, b) => {
    for (const {field, direction} of keys) {
      const [valueA, valueB] = [valueOf(a, field, choice), valueOf(b, field, choice)];
      const [emptyA, emptyB] = [isEmpty(valueA), isEmpty(valueB)];
      if (emptyA && emptyB) continue;
      if (emptyA || emptyB) return (emptyA ? 1 : -1) * direction;
      const order = compareValues(valueA, valueB) * direction;
      if (order !== 0) return order;
    }
    return 0;
  });
}

function defaultOrder(records: RecordView[]): string[] {
  return records.some((record) => typeof record.fields.position === 'number')
    ? ['position_ASC', '_createdAt_ASC']
    : ['_createdAt_ASC'];
}

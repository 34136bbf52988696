// Loader data without its empty fields. Content records answer every field they select, most of them null on
// any given page ("backgroundColor": null, "textColor": null ...); the browser only needs what is there. The
// type says so: a field that may be null may also be absent, so components read both alike, and take data
// before and after the pruning.

type NullableKeys<T> = {[K in keyof T]-?: null extends T[K] ? K : never}[keyof T];

/** `T` whose nullable fields may be left out (recursively); non-null fields keep their types. */
export type Slim<T> = T extends readonly (infer Item)[]
  ? Slim<Item>[]
  : T extends object
    ? {[K in Exclude<keyof T, NullableKeys<T>>]: Slim<T[K]>} & {[K in NullableKeys<T>]?: Slim<T[K]>}
    : T;

/**
 * `value` with every object in it replaced by `visit(object)`, deepest first (so `visit` sees its fields already
 * visited): the one walk the loader-data reductions share. Lists keep their length and order.
 */
export function mapObjects(value: unknown, visit: (object: Record<string, unknown>) => Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((item) => mapObjects(item, visit));
  if (value === null || typeof value !== 'object') return value;
  const object: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) object[key] = mapObjects(field, visit);
  return visit(object);
}

/** An object's own fields without the null (or undefined) ones. */
export function presentFields(object: Record<string, unknown>): Record<string, unknown> {
  const present: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(object)) if (field !== null && field !== undefined) present[key] = field;
  return present;
}

/** A JSON value without its null fields, at every depth. Nulls inside lists stay: positions mean something. */
export function withoutNulls<T>(value: T): Slim<T> {
  return mapObjects(value, presentFields) as Slim<T>;
}

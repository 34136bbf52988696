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

/** A JSON value without its null fields, at every depth. Nulls inside lists stay: positions mean something. */
export function withoutNulls<T>(value: T): Slim<T> {
  return prune(value) as Slim<T>;
}

function prune(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(prune);
  if (value === null || typeof value !== 'object') return value;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field !== null && field !== undefined) result[key] = prune(field);
  }
  return result;
}

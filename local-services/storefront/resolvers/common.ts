// Small shapes shared by the resolver modules. Resolved objects are plain records: graphql-js's default field
// resolver reads a property, or calls it with the field's arguments when it is a function.
export type Fields = Record<string, unknown>;

export type Money = {amount: string; currencyCode: 'EUR'};

/** Prices are EUR in every market (spec §1), whatever @inContext country is asked for. */
export function money(amount: string | number): Money {
  const value = typeof amount === 'number' ? amount.toFixed(2) : amount;
  return {amount: value, currencyCode: 'EUR'};
}

export function truncate(value: string, at: number | null | undefined): string {
  if (at == null || value.length <= at) return value;
  return `${value.slice(0, Math.max(0, at - 1)).trimEnd()}…`;
}

/** Decimal string arithmetic for prices, kept in cents to avoid float drift. */
export function cents(amount: string): number {
  return Math.round(Number(amount) * 100);
}

export function fromCents(value: number): string {
  return (value / 100).toFixed(2);
}

/** Shopify's DateTime: ISO 8601 in UTC, without milliseconds. */
export function dateTime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

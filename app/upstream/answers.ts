// What counts as an answer from a GraphQL service (Storefront, DatoCMS). A 2xx whose body is a proxy's HTML
// page, truncated or empty JSON, JSON without a `data` object, or `errors` that are not a list is no answer:
// the service, or something in front of it, failed. The clients throw InvalidAnswerError for it (a 503 page,
// like any outage) and the sub-request cache keeps only well-formed answers, so one bad answer poisons nothing.

/** A 2xx answer that is not a GraphQL response. Status 502: an invalid answer from upstream (an outage). */
export class InvalidAnswerError extends Error {
  readonly status = 502;

  constructor(service: string, detail: string, options?: ErrorOptions) {
    super(`${service} sent an invalid answer: ${detail}`, options);
    this.name = 'InvalidAnswerError';
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Worth caching: a JSON object whose `data` is an object, without `errors` (GraphQL response format). */
export function isWellFormedAnswer(body: unknown): boolean {
  return isPlainObject(body) && isPlainObject(body.data) && !('errors' in body);
}

const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/**
 * Whether a client's result holds data: Hydrogen spreads `data` into the result (`{product, errors?}`), so a
 * body without a data object leaves no key, or only keys no GraphQL field or alias can have (a string `data`
 * spreads into `{0: ...}`).
 */
export function hasFieldData(result: unknown): boolean {
  if (!isPlainObject(result)) return false;
  const fields = Object.keys(result).filter((key) => key !== 'errors');
  return fields.length > 0 && fields.every((key) => GRAPHQL_NAME.test(key));
}

// Calls the Storefront stand-in's handler directly, as the local-services server would, without a network.
import {handleStorefront} from '../../../local-services/storefront';

export const ORIGIN = 'http://127.0.0.1:4100';
export const ENDPOINT = `${ORIGIN}/api/2024-10/graphql.json`;

export type GraphQLError = {
  message: string;
  locations?: {line: number; column: number}[];
  path?: (string | number)[];
  extensions?: {code?: string};
};
export type GraphQLResult<T> = {status: number; headers: Headers; data?: T; errors?: GraphQLError[]};

export async function storefront<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {'X-Shopify-Storefront-Access-Token': 'local-public-token'},
): Promise<GraphQLResult<T>> {
  const response = await handleStorefront(
    new Request(ENDPOINT, {
      method: 'POST',
      headers: {'content-type': 'application/json', ...headers},
      body: JSON.stringify({query, variables}),
    }),
    {origin: ORIGIN},
  );
  const body = (await response.json()) as {data?: T; errors?: GraphQLError[]};
  return {status: response.status, headers: response.headers, ...body};
}

/** Like `storefront`, but fails the test on GraphQL errors and returns the data. */
export async function query<T = Record<string, unknown>>(source: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await storefront<T>(source, variables);
  if (result.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(result.errors)}`);
  if (!result.data) throw new Error('no data');
  return result.data;
}

export type PageInfo = {hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null};

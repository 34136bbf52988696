// The official Storefront API 2024-10 schema, as shipped in @shopify/hydrogen-react. Executing against it is what
// makes an invalid query fail here exactly as it would at Shopify; the stand-in only adds resolvers.
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {buildClientSchema, type GraphQLSchema, type IntrospectionQuery} from 'graphql';

export const STOREFRONT_API_VERSION = '2024-10';

let schema: GraphQLSchema | undefined;

export function storefrontSchema(): GraphQLSchema {
  if (!schema) {
    const require = createRequire(import.meta.url);
    const path = require.resolve('@shopify/hydrogen-react/storefront.schema.json');
    // Raw introspection result, without the usual {data: ...} wrapper.
    const introspection = JSON.parse(readFileSync(path, 'utf8')) as IntrospectionQuery;
    schema = buildClientSchema(introspection);
  }
  return schema;
}

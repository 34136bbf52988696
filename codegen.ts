// Types for every GraphQL document: Storefront documents against Shopify's official 2024-10 schema (a field
// that does not exist fails the type check), content documents against the project's own content model.
import type {CodegenConfig} from '@graphql-codegen/cli';
import {getSchema, pluckConfig, preset} from '@shopify/hydrogen-codegen';

const CONTENT_SCHEMA = 'local-services/datocms/schema.graphql';

export default {
  overwrite: true,
  pluckConfig: pluckConfig as CodegenConfig['pluckConfig'],
  generates: {
    'graphql/storefront/storefront.generated.d.ts': {
      preset,
      schema: getSchema('storefront'),
      documents: ['graphql/storefront/**/*.ts', '!graphql/storefront/**/*.d.ts'],
    },
    'graphql/content/content-api-types.d.ts': {
      schema: CONTENT_SCHEMA,
      plugins: ['typescript'],
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: {
          ItemId: 'string',
          UploadId: 'string',
          DateTime: 'string',
          Date: 'string',
          IntType: 'number',
          FloatType: 'number',
          BooleanType: 'boolean',
          JsonField: 'unknown',
          CustomData: 'Record<string, string>',
          MetaTagAttributes: 'Record<string, string>',
        },
      },
    },
    'graphql/content/content.generated.d.ts': {
      preset,
      schema: CONTENT_SCHEMA,
      documents: ['graphql/content/**/*.ts', '!graphql/content/**/*.d.ts'],
      presetConfig: {
        importTypes: {namespace: 'ContentAPI', from: './content-api-types'},
        interfaceExtension: ({queryType}: {queryType: string}) =>
          `declare module '~/content/operations' {\n  interface ContentQueries extends ${queryType} {}\n}`,
      },
    },
  },
} satisfies CodegenConfig;

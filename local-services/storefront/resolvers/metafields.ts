// Metafields on products, variants, collections and the shop. A metafield that was never defined resolves to null,
// as on Shopify; references resolve through the node lookup so they can point at any catalogue object.
import type {RequestContext} from '../context';
import {listConnection, type PageArgs} from '../connection';
import type {DemoMetafield, DemoValue} from '../demo-content';
import type {Fields} from './common';
import {resolveNode} from './nodes';

export function valueIn(ctx: RequestContext, value: DemoValue): string {
  return typeof value === 'string' ? value : value[ctx.language];
}

export function metafieldView(ctx: RequestContext, field: DemoMetafield): Fields {
  const isList = field.type.startsWith('list.');
  return {
    __typename: 'Metafield',
    id: field.id,
    namespace: field.namespace,
    key: field.key,
    type: field.type,
    value: valueIn(ctx, field.value),
    description: field.description ?? null,
    createdAt: field.createdAt,
    updatedAt: field.updatedAt,
    parentResource: () => resolveNode(ctx, field.ownerId),
    reference: () => (!isList && field.references?.[0] ? resolveNode(ctx, field.references[0]) : null),
    references: (args: PageArgs) =>
      isList ? listConnection(field.references ?? [], args, (gid) => resolveNode(ctx, gid), {field: 'references'}) : null,
  };
}

type Identifier = {namespace?: string | null; key: string};

/** The `metafield` and `metafields` fields of any HasMetafields owner. */
export function metafieldFields(ctx: RequestContext, ownerId: string): Fields {
  const find = ({namespace, key}: Identifier) => {
    // Without a namespace Shopify looks in the calling app's reserved namespace, which holds nothing here.
    const field = ctx.store.metafields.get(ownerId)?.find((f) => f.namespace === namespace && f.key === key);
    return field ? metafieldView(ctx, field) : null;
  };
  return {
    metafield: (args: Identifier) => find(args),
    metafields: (args: {identifiers: Identifier[]}) => args.identifiers.map(find),
  };
}

// Metaobjects: merchant-defined entries such as the USP bar, looked up by {type, handle} or id.
import type {RequestContext} from '../context';
import {listConnection, type PageArgs} from '../connection';
import type {DemoMetaobject, DemoMetaobjectField} from '../demo-content';
import type {Fields} from './common';
import {valueIn} from './metafields';
import {resolveNode} from './nodes';

function fieldView(ctx: RequestContext, field: DemoMetaobjectField): Fields {
  return {
    key: field.key,
    type: field.type,
    value: valueIn(ctx, field.value),
    reference: () => (field.reference ? resolveNode(ctx, field.reference) : null),
    references: () => null,
  };
}

export function metaobjectView(ctx: RequestContext, metaobject: DemoMetaobject): Fields {
  return {
    __typename: 'Metaobject',
    id: metaobject.id,
    handle: metaobject.handle,
    type: metaobject.type,
    updatedAt: metaobject.updatedAt,
    onlineStoreUrl: null,
    seo: {title: null, description: null},
    fields: metaobject.fields.map((f) => fieldView(ctx, f)),
    field: ({key}: {key: string}) => {
      const field = metaobject.fields.find((f) => f.key === key);
      return field ? fieldView(ctx, field) : null;
    },
  };
}

type MetaobjectArgs = {handle?: {type: string; handle: string} | null; id?: string | null};

export function metaobjectQuery(ctx: RequestContext, args: MetaobjectArgs): Fields | null {
  const found = ctx.store.metaobjects.find((m) =>
    args.id ? m.id === args.id : m.type === args.handle?.type && m.handle === args.handle?.handle,
  );
  return found ? metaobjectView(ctx, found) : null;
}

export function metaobjectsQuery(ctx: RequestContext, args: PageArgs & {type: string; reverse?: boolean | null}) {
  const ofType = ctx.store.metaobjects.filter((m) => m.type === args.type);
  return listConnection(ofType, args, (m) => metaobjectView(ctx, m), {
    field: 'metaobjects',
    id: (m) => Number(m.id.split('/').pop()),
  });
}

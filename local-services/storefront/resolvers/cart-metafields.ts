// Cart metafields, kept minimal: set (from cartCreate or cartMetafieldsSet), read back through Cart.metafield(s),
// delete. A key may be composite (`namespace.key`); a plain key lands in the app-reserved namespace.
import {randomInt} from 'node:crypto';
import type {CartMetafieldRecord, CartRecord} from '../cart-store';
import type {RequestContext} from '../context';
import {dateTime, type Fields} from './common';
import {metafieldView} from './metafields';

const APP_NAMESPACE = '$app';

type Identifier = {namespace?: string | null; key: string};
export type CartMetafieldsSetInput = {ownerId: string; key: string; type: string; value: string};
export type CartMetafieldDeleteInput = {ownerId: string; key: string};

type MetafieldsSetUserError = {code: 'BLANK' | 'INVALID_OWNER'; elementIndex: number; field: string[]; message: string};
type MetafieldDeleteUserError = {code: 'INVALID_OWNER' | 'METAFIELD_DOES_NOT_EXIST'; field: string[]; message: string};

function splitKey(key: string): {namespace: string; key: string} {
  const dot = key.indexOf('.');
  return dot > 0 ? {namespace: key.slice(0, dot), key: key.slice(dot + 1)} : {namespace: APP_NAMESPACE, key};
}

function matches(field: CartMetafieldRecord, {namespace, key}: {namespace: string; key: string}): boolean {
  return field.namespace === namespace && field.key === key;
}

/** The cart's metafields with one set (replaced when it exists, added otherwise). */
export function withMetafield(
  fields: CartMetafieldRecord[],
  input: {key: string; type: string; value: string},
  now: number,
): CartMetafieldRecord[] {
  const id = splitKey(input.key);
  const existing = fields.find((f) => matches(f, id));
  if (existing) {
    return fields.map((f) => (f === existing ? {...f, type: input.type, value: input.value, updatedAt: now} : f));
  }
  const created = {id: `gid://shopify/Metafield/${randomInt(2 ** 47)}`, ...id, type: input.type, value: input.value};
  return [...fields, {...created, createdAt: now, updatedAt: now}];
}

function cartMetafieldView(ctx: RequestContext, field: CartMetafieldRecord, ownerId: string): Fields {
  return metafieldView(ctx, {
    ...field,
    ownerId,
    createdAt: dateTime(field.createdAt),
    updatedAt: dateTime(field.updatedAt),
  });
}

/** Cart.metafield / Cart.metafields. */
export function cartMetafieldFields(ctx: RequestContext, cart: CartRecord, ownerId: string): Fields {
  const find = ({namespace, key}: Identifier) => {
    const field = cart.metafields.find((f) => matches(f, {namespace: namespace ?? APP_NAMESPACE, key}));
    return field ? cartMetafieldView(ctx, field, ownerId) : null;
  };
  return {
    metafield: (args: Identifier) => find(args),
    metafields: (args: {identifiers: Identifier[]}) => args.identifiers.map(find),
  };
}

export function cartMetafieldsSetMutation(ctx: RequestContext, args: {metafields: CartMetafieldsSetInput[]}): Fields {
  const {carts} = ctx.store;
  const userErrors: MetafieldsSetUserError[] = [];
  args.metafields.forEach((input, elementIndex) => {
    const field = (name: string) => ['metafields', String(elementIndex), name];
    if (!carts.find(input.ownerId)) {
      userErrors.push({
        code: 'INVALID_OWNER',
        elementIndex,
        field: field('ownerId'),
        message: 'The owner ID is invalid.',
      });
    }
    if (!input.key.trim())
      userErrors.push({code: 'BLANK', elementIndex, field: field('key'), message: "Key can't be blank."});
  });
  // Like metafieldsSet on Shopify: all or nothing.
  if (userErrors.length) return {metafields: null, userErrors};

  const set: Fields[] = [];
  for (const input of args.metafields) {
    const cart = carts.find(input.ownerId)!;
    const saved = carts.save({...cart, metafields: withMetafield(cart.metafields, input, carts.now())});
    const field = saved.metafields.find((f) => matches(f, splitKey(input.key)))!;
    set.push(cartMetafieldView(ctx, field, input.ownerId));
  }
  return {metafields: set, userErrors: []};
}

export function cartMetafieldDeleteMutation(ctx: RequestContext, args: {input: CartMetafieldDeleteInput}): Fields {
  const {carts} = ctx.store;
  const {ownerId, key} = args.input;
  const fail = (error: MetafieldDeleteUserError) => ({deletedId: null, userErrors: [error]});
  const cart = carts.find(ownerId);
  if (!cart) return fail({code: 'INVALID_OWNER', field: ['input', 'ownerId'], message: 'The owner ID is invalid.'});
  const field = cart.metafields.find((f) => matches(f, splitKey(key)));
  if (!field) {
    return fail({code: 'METAFIELD_DOES_NOT_EXIST', field: ['input', 'key'], message: 'Metafield does not exist.'});
  }
  carts.save({...cart, metafields: cart.metafields.filter((f) => f !== field)});
  return {deletedId: field.id, userErrors: []};
}

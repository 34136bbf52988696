// Global ids: `node`, `nodes` and metafield references resolve any catalogue object from its gid.
import type {RequestContext} from '../context';
import {parseOrderGid} from '../customers/customer-ids';
import {orderByGid} from '../customers/views';
import {StorefrontError} from '../errors';
import type {Fields} from './common';
import {cartView} from './cart';
import {collectionView} from './collections';
import {metaobjectView} from './metaobjects';
import {productView, variantView} from './products';
import {shopView} from './shop';

const GID = /^gid:\/\/shopify\/([A-Za-z]+)\/([^/?]+)(\?.*)?$/;

export function parseGid(id: string): {type: string; tail: string} | null {
  const match = GID.exec(id);
  return match ? {type: match[1]!, tail: match[2]!} : null;
}

/** The object behind a gid, or null when it does not exist (Shopify answers null, not an error, for those). */
export function resolveNode(ctx: RequestContext, id: string): Fields | null {
  const gid = parseGid(id);
  if (!gid) throw new StorefrontError(`Invalid global id '${id}'`, 'argumentLiteralsIncompatible');
  const {catalogue} = ctx.store;
  const bare = `gid://shopify/${gid.type}/${gid.tail}`;
  switch (gid.type) {
    case 'Product': {
      const product = catalogue.productById.get(bare);
      return product ? productView(ctx, product) : null;
    }
    case 'ProductVariant': {
      const entry = catalogue.variantById.get(bare);
      return entry ? variantView(ctx, entry) : null;
    }
    case 'Collection': {
      const collection = catalogue.collectionById.get(bare);
      return collection ? collectionView(ctx, collection) : null;
    }
    case 'Metaobject': {
      const metaobject = ctx.store.metaobjects.find((m) => m.id === bare);
      return metaobject ? metaobjectView(ctx, metaobject) : null;
    }
    case 'Cart': {
      // The full id: a cart's key, when given, has to match.
      const cart = ctx.store.carts.find(id);
      return cart ? cartView(ctx, cart) : null;
    }
    case 'Order': {
      // Only the full id opens an order: its key has to match, as on Shopify.
      const order = parseOrderGid(id);
      return order ? orderByGid(ctx, order) : null;
    }
    case 'Shop':
      return shopView(ctx).id === bare ? shopView(ctx) : null;
    default:
      return null;
  }
}

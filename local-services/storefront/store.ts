// The Storefront stand-in's in-memory state. The catalogue part is read-only and derived from data/catalogue.ts;
// mutable state (carts, customers, access tokens, addresses, orders) belongs here too, one field per area, so the
// resolvers of each area (resolvers/cart.ts, resolvers/customer.ts, ...) share one store that tests can reset.
import {
  COLLECTIONS,
  PRODUCTS,
  type DemoCollection,
  type DemoProduct,
  type DemoSellingPlan,
  type DemoSellingPlanGroup,
  type DemoVariant,
  type Localized,
} from '../data/catalogue';
import {createCartStore, type CartStore, type Clock} from './cart-store';
import {createServiceClock, type ServiceClock} from './clock';
import {createCustomerStore, type CustomerStore} from './customers/customer-store';
import {DEMO_METAFIELDS, DEMO_METAOBJECTS, type DemoMetafield, type DemoMetaobject} from './demo-content';

export type VariantEntry = {product: DemoProduct; variant: DemoVariant; position: number};
export type SellingPlanEntry = {product: DemoProduct; group: DemoSellingPlanGroup; plan: DemoSellingPlan};

export type Catalogue = {
  products: DemoProduct[];
  collections: DemoCollection[];
  productByHandle: Map<string, DemoProduct>;
  productById: Map<string, DemoProduct>;
  /** Position of a product in PRODUCTS, the basis of its image and option ids. */
  productIndex: Map<string, number>;
  variantById: Map<string, VariantEntry>;
  collectionByHandle: Map<string, DemoCollection>;
  collectionById: Map<string, DemoCollection>;
  sellingPlanById: Map<string, SellingPlanEntry>;
};

export type Store = {
  catalogue: Catalogue;
  metaobjects: DemoMetaobject[];
  /** Metafields by owner gid (product, variant, collection, shop). */
  metafields: Map<string, DemoMetafield[]>;
  shop: {name: string; description: Localized; slogan: Localized};
  /** The clock every mutable area runs on; the admin can move it (POST /__admin/clock). */
  clock: ServiceClock;
  /** Carts of this services process (cart-store.ts). */
  carts: CartStore;
  /** Customers, access tokens, account links, orders and the mailbox (customers/customer-store.ts). */
  customers: CustomerStore;
};

export type StoreOptions = {
  /** The clock carts, tokens and links are created and expired by; tests pass their own to move time. */
  now?: Clock;
};

function buildCatalogue(): Catalogue {
  const variantById = new Map<string, VariantEntry>();
  const sellingPlanById = new Map<string, SellingPlanEntry>();
  for (const product of PRODUCTS) {
    product.variants.forEach((variant, position) => variantById.set(variant.id, {product, variant, position}));
    for (const group of product.sellingPlanGroups) {
      for (const plan of group.plans) sellingPlanById.set(plan.id, {product, group, plan});
    }
  }
  return {
    products: PRODUCTS,
    collections: COLLECTIONS,
    productByHandle: new Map(PRODUCTS.map((p) => [p.handle, p])),
    productById: new Map(PRODUCTS.map((p) => [p.id, p])),
    productIndex: new Map(PRODUCTS.map((p, i) => [p.id, i])),
    variantById,
    collectionByHandle: new Map(COLLECTIONS.map((c) => [c.handle, c])),
    collectionById: new Map(COLLECTIONS.map((c) => [c.id, c])),
    sellingPlanById,
  };
}

function createStore(options: StoreOptions = {}): Store {
  const metafields = new Map<string, DemoMetafield[]>();
  for (const field of DEMO_METAFIELDS) metafields.set(field.ownerId, [...(metafields.get(field.ownerId) ?? []), field]);
  const catalogue = buildCatalogue();
  const clock = createServiceClock(options.now);
  return {
    catalogue,
    metaobjects: DEMO_METAOBJECTS,
    metafields,
    clock,
    carts: createCartStore({now: clock.now}),
    customers: createCustomerStore({now: clock.now, catalogue}),
    shop: {
      name: 'Original Fuel',
      description: {
        nl: 'Voeding en supplementen die je lichaam de brandstof geven die het verdient.',
        de: 'Ernährung und Supplements, die deinem Körper den Treibstoff geben, den er verdient.',
        en: 'Food and supplements that give your body the fuel it deserves.',
        it: 'Alimenti e integratori che danno al tuo corpo il carburante che merita.',
        fr: 'Aliments et compléments qui donnent à ton corps le carburant qu’il mérite.',
      },
      slogan: {nl: 'Fuel your day', de: 'Fuel your day', en: 'Fuel your day', it: 'Fuel your day', fr: 'Fuel your day'},
    },
  };
}

let store: Store | undefined;

export function getStore(): Store {
  store ??= createStore();
  return store;
}

/** Fresh state for tests: the catalogue is unchanged, carts start empty, customers as seeded. */
export function resetStore(options: StoreOptions = {}): Store {
  store = createStore(options);
  return store;
}

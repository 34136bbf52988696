// Customers kept in memory by the services process: accounts, access tokens, single-use activation and reset
// links, orders and the local mailbox, all on the store's clock. Created with the demo customers of
// data/customers.ts and reset with the rest of the store (resetStore) or through POST /__admin/customers/reset.
import {createHash, randomBytes} from 'node:crypto';
import {DEMO_CUSTOMERS, type DemoCustomer} from '../../data/customers';
import type {Clock} from '../cart-store';
import type {Catalogue} from '../store';
import {accessTokenId, newAccessToken, newLinkToken} from './customer-ids';
import type {AccessTokenRecord, AddressRecord, CustomerRecord, LinkTokenRecord, MailRecord, OrderRecord} from './customer-records';
import {normalizeEmail} from './customer-rules';
import {buildOrder, orderAddress} from './order-build';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Behaviour the stand-in cannot confirm from Shopify's documentation, adjustable per test (admin endpoint). */
export type CustomerSettings = {
  /** New accounts are enabled at once, without an activation mail. Shopify's default asks for activation. */
  autoEnable: boolean;
  /** Access tokens live six weeks on Shopify's legacy accounts. */
  accessTokenLifetimeMs: number;
  activationLinkLifetimeMs: number;
  resetLinkLifetimeMs: number;
  /** `field` of UNIDENTIFIED_CUSTOMER on a wrong password: both null and ["input","password"] have been seen. */
  wrongPasswordField: 'none' | 'password';
  /** Message of TAKEN on ["input","email"]. */
  takenEmailMessage: string;
  /** What logging in to a not yet activated account answers. */
  disabledLogin: 'CUSTOMER_DISABLED' | 'UNIDENTIFIED_CUSTOMER';
  /** customerRecover for an unknown email: no error (nothing revealed), or UNIDENTIFIED_CUSTOMER on ["email"]. */
  recoverUnknownEmail: 'silent' | 'error';
};

export const DEFAULT_CUSTOMER_SETTINGS: CustomerSettings = {
  autoEnable: false,
  accessTokenLifetimeMs: 42 * DAY_MS,
  activationLinkLifetimeMs: 30 * DAY_MS,
  resetLinkLifetimeMs: DAY_MS,
  wrongPasswordField: 'none',
  takenEmailMessage: 'Email has already been taken',
  disabledLogin: 'CUSTOMER_DISABLED',
  recoverUnknownEmail: 'silent',
};

export type NewCustomer = {
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  acceptsMarketing?: boolean;
  enabled: boolean;
};

export type Mailbox = {
  send(mail: Omit<MailRecord, 'id' | 'sentAt'>): MailRecord;
  /** Newest first; only the mails to `to` (any case) when given. */
  list(to?: string | null): MailRecord[];
  clear(): void;
};

export type CustomerStore = {
  now: Clock;
  settings(): CustomerSettings;
  configure(patch: Partial<CustomerSettings>): CustomerSettings;
  byId(id: number): CustomerRecord | undefined;
  byEmail(email: string): CustomerRecord | undefined;
  byPhone(phone: string): CustomerRecord | undefined;
  create(input: NewCustomer): CustomerRecord;
  /** Stamps updatedAt after a change made to the record. */
  touch(customer: CustomerRecord): void;
  passwordMatches(customer: CustomerRecord, password: string): boolean;
  setPassword(customer: CustomerRecord, password: string): void;
  newAddressId(): number;

  issueAccessToken(customerId: number): AccessTokenRecord;
  /** The live token, or undefined when unknown, deleted or expired. */
  accessToken(token: string): AccessTokenRecord | undefined;
  customerForToken(token: string | null | undefined): CustomerRecord | undefined;
  renewAccessToken(token: string): AccessTokenRecord | undefined;
  deleteAccessToken(token: string): AccessTokenRecord | undefined;
  /** Ends every access token of a customer (password change); returns how many were live. */
  revokeAccessTokens(customerId: number): number;

  issueLinkToken(customerId: number, kind: LinkTokenRecord['kind']): LinkTokenRecord;
  /** Whether that customer has this unused, unexpired link token of that kind. */
  isLinkTokenLive(customerId: number, kind: LinkTokenRecord['kind'], token: string): boolean;
  /** Uses up a link token: single use, whatever the outcome of the mutation that presented it. */
  consumeLinkToken(customerId: number, kind: LinkTokenRecord['kind'], token: string): void;
  /** Ends every open link of a customer (all kinds, or one kind). */
  revokeLinkTokens(customerId: number, kind?: LinkTokenRecord['kind']): number;

  order(id: number): OrderRecord | undefined;
  ordersOf(customerId: number): OrderRecord[];
  mailbox: Mailbox;
};

const FIRST_NEW_CUSTOMER_ID = 7_100_000_000_101;
const FIRST_ADDRESS_ID = 8_100_000_000_001;
const FIRST_NEW_ADDRESS_ID = 8_100_000_001_001;
const MAX_ACCESS_TOKENS = 50_000;

function hashPassword(password: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${password}`).digest('hex');
}

function createMailbox(now: Clock): Mailbox {
  let mails: MailRecord[] = [];
  let nextId = 1;
  return {
    send(mail) {
      const record = {...mail, id: nextId++, sentAt: new Date(now()).toISOString()};
      mails.push(record);
      return record;
    },
    list(to) {
      const wanted = to ? normalizeEmail(to) : null;
      return mails.filter((m) => !wanted || normalizeEmail(m.to) === wanted).reverse();
    },
    clear() {
      mails = [];
    },
  };
}

export function createCustomerStore({
  now = Date.now,
  catalogue,
  seed = DEMO_CUSTOMERS,
}: {now?: Clock; catalogue: Catalogue; seed?: DemoCustomer[]}): CustomerStore {
  let settings = {...DEFAULT_CUSTOMER_SETTINGS};
  const customers = new Map<number, CustomerRecord>();
  const idByEmail = new Map<string, number>();
  const orders = new Map<number, OrderRecord>();
  // Map order is issue order, which makes dropping the oldest token a matter of taking the head.
  const accessTokens = new Map<string, AccessTokenRecord>();
  let linkTokens: LinkTokenRecord[] = [];
  let nextCustomerId = FIRST_NEW_CUSTOMER_ID;
  let nextAddressId = FIRST_NEW_ADDRESS_ID;

  function setPassword(customer: CustomerRecord, password: string) {
    customer.passwordSalt = randomBytes(8).toString('hex');
    customer.passwordHash = hashPassword(password, customer.passwordSalt);
  }

  function insert(customer: CustomerRecord) {
    customers.set(customer.id, customer);
    idByEmail.set(normalizeEmail(customer.email), customer.id);
  }

  let seededAddressId = FIRST_ADDRESS_ID;
  for (const demo of seed) {
    const addresses: AddressRecord[] = demo.addresses.map((a) => ({id: seededAddressId++, ...orderAddress(a)}));
    const customer: CustomerRecord = {
      id: demo.id,
      email: demo.email,
      passwordHash: '',
      passwordSalt: '',
      firstName: demo.firstName,
      lastName: demo.lastName,
      phone: demo.phone,
      acceptsMarketing: demo.acceptsMarketing,
      state: 'enabled',
      tags: demo.tags,
      createdAt: Date.parse(demo.createdAt),
      updatedAt: Date.parse(demo.createdAt),
      addresses,
      defaultAddressId: addresses[demo.defaultAddress]?.id ?? null,
      orderIds: [],
    };
    setPassword(customer, demo.password);
    for (const demoOrder of demo.orders) {
      const order = buildOrder(demoOrder, customer, catalogue);
      orders.set(order.id, order);
      customer.orderIds.push(order.id);
    }
    insert(customer);
  }

  function accessToken(token: string): AccessTokenRecord | undefined {
    const record = accessTokens.get(token);
    if (!record) return undefined;
    if (now() >= record.expiresAt) {
      accessTokens.delete(token);
      return undefined;
    }
    return record;
  }

  const isLive = (link: LinkTokenRecord) => now() < link.expiresAt;

  return {
    now,
    settings: () => settings,
    configure(patch) {
      settings = {...settings, ...patch};
      return settings;
    },
    byId: (id) => customers.get(id),
    byEmail(email) {
      const id = idByEmail.get(normalizeEmail(email));
      return id === undefined ? undefined : customers.get(id);
    },
    byPhone: (phone) => [...customers.values()].find((c) => c.phone === phone),
    create(input) {
      const at = now();
      const customer: CustomerRecord = {
        id: nextCustomerId++,
        email: input.email.trim(),
        passwordHash: '',
        passwordSalt: '',
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        phone: input.phone ?? null,
        acceptsMarketing: input.acceptsMarketing ?? false,
        state: input.enabled ? 'enabled' : 'disabled',
        tags: [],
        createdAt: at,
        updatedAt: at,
        addresses: [],
        defaultAddressId: null,
        orderIds: [],
      };
      setPassword(customer, input.password);
      insert(customer);
      return customer;
    },
    touch(customer) {
      customer.updatedAt = now();
      // The email may have changed: keep the lookup in step.
      for (const [email, id] of idByEmail) if (id === customer.id) idByEmail.delete(email);
      idByEmail.set(normalizeEmail(customer.email), customer.id);
    },
    passwordMatches: (customer, password) => hashPassword(password, customer.passwordSalt) === customer.passwordHash,
    setPassword,
    newAddressId: () => nextAddressId++,

    issueAccessToken(customerId) {
      const token = newAccessToken();
      const at = now();
      const record = {token, id: accessTokenId(token), customerId, createdAt: at, expiresAt: at + settings.accessTokenLifetimeMs};
      accessTokens.set(token, record);
      while (accessTokens.size > MAX_ACCESS_TOKENS) accessTokens.delete(accessTokens.keys().next().value!);
      return record;
    },
    accessToken,
    customerForToken(token) {
      const record = token ? accessToken(token) : undefined;
      return record ? customers.get(record.customerId) : undefined;
    },
    renewAccessToken(token) {
      const record = accessToken(token);
      if (!record) return undefined;
      record.expiresAt = now() + settings.accessTokenLifetimeMs;
      return record;
    },
    deleteAccessToken(token) {
      const record = accessToken(token);
      if (record) accessTokens.delete(token);
      return record;
    },
    revokeAccessTokens(customerId) {
      let live = 0;
      for (const [token, record] of accessTokens) {
        if (record.customerId !== customerId) continue;
        if (now() < record.expiresAt) live += 1;
        accessTokens.delete(token);
      }
      return live;
    },

    issueLinkToken(customerId, kind) {
      const lifetime = kind === 'activation' ? settings.activationLinkLifetimeMs : settings.resetLinkLifetimeMs;
      const record = {token: newLinkToken(now()), kind, customerId, expiresAt: now() + lifetime};
      linkTokens.push(record);
      return record;
    },
    isLinkTokenLive(customerId, kind, token) {
      const link = linkTokens.find((l) => l.customerId === customerId && l.kind === kind && l.token === token);
      return !!link && isLive(link);
    },
    consumeLinkToken(customerId, kind, token) {
      linkTokens = linkTokens.filter((l) => !(l.customerId === customerId && l.kind === kind && l.token === token));
    },
    revokeLinkTokens(customerId, kind) {
      const before = linkTokens.length;
      linkTokens = linkTokens.filter((l) => l.customerId !== customerId || (kind !== undefined && l.kind !== kind));
      return before - linkTokens.length;
    },

    order: (id) => orders.get(id),
    ordersOf: (customerId) =>
      (customers.get(customerId)?.orderIds ?? []).map((id) => orders.get(id)).filter((o): o is OrderRecord => !!o),
    mailbox: createMailbox(now),
  };
}

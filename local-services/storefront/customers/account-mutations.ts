// Legacy customer account mutations (API-SHAPES.md §1.5): register, log in (access tokens that expire, renew and
// are deleted), recover and reset a password, activate, update. Payload fields follow the 2024-10 schema exactly:
// renew and delete carry only userErrors, customerActivateByUrl only customerUserErrors, the rest both.
import type {RequestContext} from '../context';
import {dateTime, type Fields} from '../resolvers/common';
import {
  accessTokenNotFound,
  customerErrors,
  customerPayload,
  type CustomerPayload,
  type CustomerUserError,
  type FieldPath,
} from './customer-errors';
import {accountLinkUrl, customerGid, parseAccountLink, parseCustomerGid, type AccountLinkKind} from './customer-ids';
import type {AccessTokenRecord, CustomerRecord} from './customer-records';
import {emailErrors, normalizePhone, passwordErrors, phoneErrors, textErrors} from './customer-rules';
import {customerView} from './views';

type Payload = CustomerPayload;
const payload = customerPayload;

const tokenView = (record: AccessTokenRecord) => ({accessToken: record.token, expiresAt: dateTime(record.expiresAt)});

const MAIL_SUBJECTS: Record<AccountLinkKind, string> = {
  activation: 'Customer account activation',
  reset: 'Customer account password reset',
};

/** "Sends" an activation or reset mail: a fresh single-use link in the local mailbox. */
function mailLink(ctx: RequestContext, customer: CustomerRecord, kind: AccountLinkKind): void {
  const {customers} = ctx.store;
  const link = customers.issueLinkToken(customer.id, kind);
  customers.mailbox.send({
    to: customer.email,
    subject: MAIL_SUBJECTS[kind],
    kind,
    url: accountLinkUrl(ctx.origin, kind, customer.id, link.token),
    customerId: customerGid(customer.id),
    token: link.token,
  });
}

function nameErrors(input: {firstName?: string | null; lastName?: string | null}, path: FieldPath): CustomerUserError[] {
  return [
    ...textErrors(input.firstName, [...path, 'firstName'], 'First name'),
    ...textErrors(input.lastName, [...path, 'lastName'], 'Last name'),
  ];
}

function phoneTaken(ctx: RequestContext, phone: string | null | undefined, self: number | null, field: FieldPath) {
  const normalized = phone ? normalizePhone(phone) : null;
  const owner = normalized ? ctx.store.customers.byPhone(normalized) : undefined;
  return owner && owner.id !== self ? [customerErrors.taken(field, 'Phone has already been taken')] : [];
}

type CustomerCreateInput = {
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  acceptsMarketing?: boolean | null;
};

export function customerCreateMutation(ctx: RequestContext, args: {input: CustomerCreateInput}): Payload {
  const {customers} = ctx.store;
  const {input} = args;
  const errors = [
    ...emailErrors(input.email, ['input', 'email']),
    ...passwordErrors(input.password, ['input', 'password']),
    ...nameErrors(input, ['input']),
    ...phoneErrors(input.phone, ['input', 'phone']),
  ];
  const existing = errors.some((e) => e.field?.[1] === 'email') ? undefined : customers.byEmail(input.email);
  if (existing?.state === 'disabled' && !errors.length) {
    // Shopify answers a repeated registration of an account that was never activated by mailing the link again.
    mailLink(ctx, existing, 'activation');
    return payload({customer: null}, [customerErrors.disabledOnCreate(existing.email)]);
  }
  if (existing) errors.push(customerErrors.taken(['input', 'email'], customers.settings().takenEmailMessage));
  errors.push(...phoneTaken(ctx, input.phone, null, ['input', 'phone']));
  if (errors.length) return payload({customer: null}, errors);

  const enabled = customers.settings().autoEnable;
  const customer = customers.create({
    email: input.email,
    password: input.password,
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone ? normalizePhone(input.phone) : null,
    acceptsMarketing: input.acceptsMarketing ?? false,
    enabled,
  });
  if (!enabled) mailLink(ctx, customer, 'activation');
  return payload({customer: customerView(ctx, customer, null)});
}

export function customerAccessTokenCreateMutation(
  ctx: RequestContext,
  args: {input: {email: string; password: string}},
): Payload {
  const {customers} = ctx.store;
  const settings = customers.settings();
  const customer = customers.byEmail(args.input.email);
  if (!customer || !customers.passwordMatches(customer, args.input.password)) {
    const field = settings.wrongPasswordField === 'password' ? ['input', 'password'] : null;
    return payload({customerAccessToken: null}, [customerErrors.unidentified(field)]);
  }
  if (customer.state !== 'enabled') {
    const error = settings.disabledLogin === 'CUSTOMER_DISABLED' ? customerErrors.disabledOnLogin() : customerErrors.unidentified(null);
    return payload({customerAccessToken: null}, [error]);
  }
  return payload({customerAccessToken: tokenView(customers.issueAccessToken(customer.id))});
}

export function customerAccessTokenRenewMutation(ctx: RequestContext, args: {customerAccessToken: string}): Fields {
  const renewed = ctx.store.customers.renewAccessToken(args.customerAccessToken);
  return renewed
    ? {customerAccessToken: tokenView(renewed), userErrors: []}
    : {customerAccessToken: null, userErrors: [accessTokenNotFound()]};
}

export function customerAccessTokenDeleteMutation(ctx: RequestContext, args: {customerAccessToken: string}): Fields {
  const deleted = ctx.store.customers.deleteAccessToken(args.customerAccessToken);
  return deleted
    ? {deletedAccessToken: deleted.token, deletedCustomerAccessTokenId: deleted.id, userErrors: []}
    : {deletedAccessToken: null, deletedCustomerAccessTokenId: null, userErrors: [accessTokenNotFound()]};
}

export function customerRecoverMutation(ctx: RequestContext, args: {email: string}): Payload {
  const {customers} = ctx.store;
  const errors = emailErrors(args.email, ['email']);
  if (errors.length) return payload({}, errors);
  const customer = customers.byEmail(args.email);
  if (customer) mailLink(ctx, customer, 'reset');
  else if (customers.settings().recoverUnknownEmail === 'error') return payload({}, [customerErrors.unknownCustomer(['email'])]);
  return payload({});
}

type LinkUse = {
  kind: AccountLinkKind;
  customerId: number | null;
  token: string;
  password: string;
  tokenField: FieldPath;
  passwordField: FieldPath;
};

/**
 * Reset and activation share one flow: the link must be live, the new password valid; then the link is used up,
 * the password set, the account enabled, every older session ended and a new access token issued.
 */
function useLink(ctx: RequestContext, use: LinkUse): Payload {
  const {customers} = ctx.store;
  const what = use.kind === 'activation' ? 'Activation' : 'Reset';
  const customer = use.customerId === null ? undefined : customers.byId(use.customerId);
  if (!customer || !customers.isLinkTokenLive(customer.id, use.kind, use.token)) {
    return payload({customer: null, customerAccessToken: null}, [customerErrors.tokenInvalid(use.tokenField, what)]);
  }
  if (use.kind === 'activation' && customer.state === 'enabled') {
    customers.consumeLinkToken(customer.id, use.kind, use.token);
    return payload({customer: null, customerAccessToken: null}, [customerErrors.alreadyEnabled()]);
  }
  const errors = passwordErrors(use.password, use.passwordField);
  if (errors.length) return payload({customer: null, customerAccessToken: null}, errors);

  customers.revokeLinkTokens(customer.id, use.kind);
  customers.setPassword(customer, use.password);
  customer.state = 'enabled';
  customers.touch(customer);
  customers.revokeAccessTokens(customer.id);
  const token = customers.issueAccessToken(customer.id);
  return payload({customer: customerView(ctx, customer, token.token), customerAccessToken: tokenView(token)});
}

export function customerResetMutation(
  ctx: RequestContext,
  args: {id: string; input: {resetToken: string; password: string}},
): Payload {
  return useLink(ctx, {
    kind: 'reset',
    customerId: parseCustomerGid(args.id),
    token: args.input.resetToken,
    password: args.input.password,
    tokenField: ['input', 'resetToken'],
    passwordField: ['input', 'password'],
  });
}

export function customerActivateMutation(
  ctx: RequestContext,
  args: {id: string; input: {activationToken: string; password: string}},
): Payload {
  return useLink(ctx, {
    kind: 'activation',
    customerId: parseCustomerGid(args.id),
    token: args.input.activationToken,
    password: args.input.password,
    tokenField: ['input', 'activationToken'],
    passwordField: ['input', 'password'],
  });
}

function byUrl(ctx: RequestContext, kind: AccountLinkKind, url: string, password: string, urlField: string): Payload {
  const link = parseAccountLink(url, kind);
  if (!link) {
    const label = kind === 'activation' ? 'Activation url' : 'Reset url';
    return payload({customer: null, customerAccessToken: null}, [customerErrors.invalid([urlField], label)]);
  }
  return useLink(ctx, {
    kind,
    customerId: link.customerId,
    token: link.token,
    password,
    tokenField: [urlField],
    passwordField: ['password'],
  });
}

export function customerResetByUrlMutation(ctx: RequestContext, args: {resetUrl: string; password: string}): Payload {
  return byUrl(ctx, 'reset', args.resetUrl, args.password, 'resetUrl');
}

/** Its payload has no userErrors field. */
export function customerActivateByUrlMutation(ctx: RequestContext, args: {activationUrl: string; password: string}): Fields {
  const {userErrors: _deprecated, ...rest} = byUrl(ctx, 'activation', args.activationUrl, args.password, 'activationUrl');
  return rest;
}

type CustomerUpdateInput = {
  email?: string | null;
  password?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  acceptsMarketing?: boolean | null;
};

/** The customer behind a token, or the error every token-taking mutation gives for an unknown or expired one. */
export function tokenCustomer(
  ctx: RequestContext,
  token: string,
): {customer: CustomerRecord; error?: undefined} | {customer?: undefined; error: CustomerUserError} {
  const customer = ctx.store.customers.customerForToken(token);
  return customer ? {customer} : {error: customerErrors.unidentified(['customerAccessToken'])};
}

export function customerUpdateMutation(
  ctx: RequestContext,
  args: {customerAccessToken: string; customer: CustomerUpdateInput},
): Payload {
  const {customers} = ctx.store;
  const found = tokenCustomer(ctx, args.customerAccessToken);
  if (!found.customer) return payload({customer: null, customerAccessToken: null}, [found.error]);
  const {customer} = found;
  const input = args.customer;
  const errors = [
    ...(input.email !== undefined ? emailErrors(input.email, ['customer', 'email']) : []),
    ...(input.password !== undefined ? passwordErrors(input.password, ['customer', 'password']) : []),
    ...nameErrors(input, ['customer']),
    ...phoneErrors(input.phone, ['customer', 'phone']),
    ...phoneTaken(ctx, input.phone, customer.id, ['customer', 'phone']),
  ];
  const owner = input.email && !errors.length ? customers.byEmail(input.email) : undefined;
  if (owner && owner.id !== customer.id) {
    errors.push(customerErrors.taken(['customer', 'email'], customers.settings().takenEmailMessage));
  }
  if (errors.length) return payload({customer: null, customerAccessToken: null}, errors);

  if (input.email) customer.email = input.email.trim();
  if (input.firstName !== undefined) customer.firstName = input.firstName || null;
  if (input.lastName !== undefined) customer.lastName = input.lastName || null;
  if (input.phone !== undefined) customer.phone = input.phone ? normalizePhone(input.phone) : null;
  if (input.acceptsMarketing != null) customer.acceptsMarketing = input.acceptsMarketing;
  let newToken: AccessTokenRecord | null = null;
  if (input.password) {
    // A new password ends every session, the one making this change included, and starts a new one.
    customers.setPassword(customer, input.password);
    customers.revokeAccessTokens(customer.id);
    newToken = customers.issueAccessToken(customer.id);
  }
  customers.touch(customer);
  const token = newToken?.token ?? args.customerAccessToken;
  return payload({customer: customerView(ctx, customer, token), customerAccessToken: newToken ? tokenView(newToken) : null});
}

/** Root `customer(customerAccessToken:)`: null for an unknown, deleted or expired token. */
export function customerQuery(ctx: RequestContext, args: {customerAccessToken: string}): Fields | null {
  const customer = ctx.store.customers.customerForToken(args.customerAccessToken);
  return customer ? customerView(ctx, customer, args.customerAccessToken) : null;
}

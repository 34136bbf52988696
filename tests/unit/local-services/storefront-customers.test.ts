// Legacy customer accounts in the Storefront stand-in, through real GraphQL documents: log in, tokens that expire,
// renew and are deleted; registration with activation by mail; password recovery; profile updates; Shopify's
// input rules and error codes.
import {beforeEach, describe, expect, test} from 'vitest';
import {resetStore} from '../../../local-services/storefront/store';
import {
  activate,
  activateByUrl,
  admin,
  createAddress,
  createCustomer,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  deleteToken,
  getCustomer,
  lastMailTo,
  login,
  mailsTo,
  OTHER_EMAIL,
  recover,
  renewToken,
  reset,
  resetByUrl,
  tokenFor,
  updateCustomer,
} from './storefront-customers-helpers';
import {ORIGIN} from './storefront-helpers';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse('2025-06-01T12:00:00Z');
let now = START;
const advance = (ms: number) => {
  now += ms;
};

beforeEach(() => {
  now = START;
  resetStore({now: () => now});
});

const unidentified = (field: string[] | null) => ({code: 'UNIDENTIFIED_CUSTOMER', field, message: 'Unidentified customer'});

describe('log in and access tokens', () => {
  test('the demo customer logs in; the token reads the customer and lives six weeks', async () => {
    const result = await login(DEMO_EMAIL, DEMO_PASSWORD);
    expect(result.customerUserErrors).toEqual([]);
    expect(result.userErrors).toEqual([]);
    expect(result.customerAccessToken!.accessToken).toMatch(/^[0-9a-f]{32}$/);
    expect(result.customerAccessToken!.expiresAt).toBe('2025-07-13T12:00:00Z');

    const customer = await getCustomer(result.customerAccessToken!.accessToken);
    expect(customer).toMatchObject({
      id: 'gid://shopify/Customer/7100000000001',
      email: DEMO_EMAIL,
      firstName: 'Sanne',
      lastName: 'de Vries',
      displayName: 'Sanne de Vries',
      acceptsMarketing: false,
      numberOfOrders: '15',
    });
  });

  test('the email is matched without regard to case', async () => {
    const result = await login('Demo@OriginalFuel.example', DEMO_PASSWORD);
    expect(result.customerAccessToken).not.toBeNull();
  });

  test('a wrong password or an unknown email is an unidentified customer, without saying which', async () => {
    for (const [email, password] of [
      [DEMO_EMAIL, 'wrong-password'],
      ['nobody@originalfuel.example', DEMO_PASSWORD],
      [DEMO_EMAIL, ''],
    ] as const) {
      const result = await login(email, password);
      expect(result.customerAccessToken).toBeNull();
      expect(result.customerUserErrors).toEqual([unidentified(null)]);
      expect(result.userErrors).toEqual([{field: null, message: 'Unidentified customer'}]);
    }
  });

  test('the field of a wrong password is configurable (null and ["input","password"] are both seen)', async () => {
    await admin('/__admin/customers/settings', {method: 'POST', body: {wrongPasswordField: 'password'}});
    const result = await login(DEMO_EMAIL, 'wrong-password');
    expect(result.customerUserErrors).toEqual([unidentified(['input', 'password'])]);
  });

  test('an expired token reads no customer, cannot be renewed and fails every mutation that needs it', async () => {
    const token = await tokenFor();
    advance(42 * DAY - 1000);
    expect(await getCustomer(token)).not.toBeNull();
    advance(1000);
    expect(await getCustomer(token)).toBeNull();
    expect(await renewToken(token)).toEqual({
      customerAccessToken: null,
      userErrors: [{field: ['customerAccessToken'], message: 'Access token does not exist'}],
    });
    const address = await createAddress(token, {city: 'Utrecht', country: 'NL'});
    expect(address.customerAddress).toBeNull();
    expect(address.customerUserErrors).toEqual([unidentified(['customerAccessToken'])]);
    const update = await updateCustomer(token, {firstName: 'Eva'});
    expect(update.customerUserErrors).toEqual([unidentified(['customerAccessToken'])]);
  });

  test('renewing extends the same token by another lifetime', async () => {
    const token = await tokenFor();
    advance(40 * DAY);
    const renewed = await renewToken(token);
    expect(renewed.userErrors).toEqual([]);
    expect(renewed.customerAccessToken).toEqual({accessToken: token, expiresAt: '2025-08-22T12:00:00Z'});
    advance(10 * DAY);
    expect((await getCustomer(token))?.email).toBe(DEMO_EMAIL);
  });

  test('deleting a token ends it; a second delete reports it gone', async () => {
    const token = await tokenFor();
    const deleted = await deleteToken(token);
    expect(deleted.deletedAccessToken).toBe(token);
    expect(deleted.deletedCustomerAccessTokenId).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(deleted.deletedCustomerAccessTokenId).not.toContain(token);
    expect(deleted.userErrors).toEqual([]);
    expect(await getCustomer(token)).toBeNull();
    expect(await deleteToken(token)).toEqual({
      deletedAccessToken: null,
      deletedCustomerAccessTokenId: null,
      userErrors: [{field: ['customerAccessToken'], message: 'Access token does not exist'}],
    });
  });

  test("the admin expires one customer's tokens mid-session, and only theirs", async () => {
    const demo = await tokenFor();
    const other = await tokenFor(OTHER_EMAIL, 'other-password-1');
    const expired = await admin('/__admin/customers/expire-tokens', {method: 'POST', body: {email: DEMO_EMAIL}});
    expect(expired).toEqual({status: 200, body: {ok: true, expired: 1}});
    expect(await getCustomer(demo)).toBeNull();
    expect((await getCustomer(other))?.email).toBe(OTHER_EMAIL);
  });

  test('the token lifetime is configurable', async () => {
    await admin('/__admin/customers/settings', {method: 'POST', body: {accessTokenLifetimeMs: 60_000}});
    const result = await login(DEMO_EMAIL, DEMO_PASSWORD);
    expect(result.customerAccessToken!.expiresAt).toBe('2025-06-01T12:01:00Z');
    advance(60_000);
    expect(await getCustomer(result.customerAccessToken!.accessToken)).toBeNull();
  });
});

describe('registration and activation', () => {
  const NEW_EMAIL = 'new.customer@originalfuel.example';

  async function register(input: Record<string, unknown> = {}) {
    const result = await createCustomer({email: NEW_EMAIL, password: 'first-password', firstName: 'Noor', ...input});
    expect(result.customerUserErrors).toEqual([]);
    return result.customer!;
  }

  test('a new account must be activated first, through the link mailed to it', async () => {
    const customer = await register({lastName: 'Jansen', acceptsMarketing: true, phone: '+31 6 1234 5679'});
    expect(customer).toMatchObject({
      id: 'gid://shopify/Customer/7100000000101',
      email: NEW_EMAIL,
      firstName: 'Noor',
      lastName: 'Jansen',
      phone: '+31612345679',
      acceptsMarketing: true,
      numberOfOrders: '0',
      defaultAddress: null,
    });

    const attempt = await login(NEW_EMAIL, 'first-password');
    expect(attempt.customerAccessToken).toBeNull();
    expect(attempt.customerUserErrors).toEqual([{code: 'CUSTOMER_DISABLED', field: null, message: 'Customer is disabled'}]);

    const mail = await lastMailTo(NEW_EMAIL);
    const numericId = customer.id.split('/').pop();
    expect(mail).toMatchObject({
      to: NEW_EMAIL,
      kind: 'activation',
      subject: 'Customer account activation',
      customerId: customer.id,
      sentAt: '2025-06-01T12:00:00.000Z',
    });
    expect(mail.token).toMatch(/^[0-9a-f]{32}-\d+$/);
    expect(mail.url).toBe(`${ORIGIN}/account/activate/${numericId}/${mail.token}`);

    const activated = await activateByUrl(mail.url, 'chosen-password');
    expect(activated.customerUserErrors).toEqual([]);
    expect(activated).not.toHaveProperty('userErrors');
    expect(activated.customer?.email).toBe(NEW_EMAIL);
    expect((await getCustomer(activated.customerAccessToken!.accessToken))?.id).toBe(customer.id);
    expect((await login(NEW_EMAIL, 'chosen-password')).customerAccessToken).not.toBeNull();
    expect((await login(NEW_EMAIL, 'first-password')).customerAccessToken).toBeNull();
  });

  test('an activation link works once; a bad password does not use it up', async () => {
    await register();
    const {url} = await lastMailTo(NEW_EMAIL);
    const weak = await activateByUrl(url, 'abc');
    expect(weak.customerUserErrors).toEqual([
      {code: 'TOO_SHORT', field: ['password'], message: 'Password is too short (minimum is 5 characters)'},
    ]);
    expect((await activateByUrl(url, 'good-password')).customerUserErrors).toEqual([]);
    const reused = await activateByUrl(url, 'good-password');
    expect(reused.customer).toBeNull();
    expect(reused.customerUserErrors).toEqual([
      {code: 'TOKEN_INVALID', field: ['activationUrl'], message: 'Activation token is invalid'},
    ]);
  });

  test('activation by id and token, and an expired activation token', async () => {
    const customer = await register();
    const first = await lastMailTo(NEW_EMAIL);
    advance(31 * DAY);
    const late = await activate(customer.id, first.token, 'good-password');
    expect(late.customerUserErrors).toEqual([
      {code: 'TOKEN_INVALID', field: ['input', 'activationToken'], message: 'Activation token is invalid'},
    ]);
    expect(late.userErrors).toEqual([{field: ['input', 'activationToken'], message: 'Activation token is invalid'}]);

    // Registering again mails a fresh link to the account that was never activated.
    const again = await createCustomer({email: NEW_EMAIL, password: 'first-password'});
    expect(again.customer).toBeNull();
    expect(again.customerUserErrors).toEqual([
      {
        code: 'CUSTOMER_DISABLED',
        field: null,
        message: `We have sent an email to ${NEW_EMAIL}, please click the link included to verify your email address.`,
      },
    ]);
    const fresh = await lastMailTo(NEW_EMAIL);
    expect(fresh.token).not.toBe(first.token);
    expect((await mailsTo(NEW_EMAIL)).length).toBe(2);
    const activated = await activate(customer.id, fresh.token, 'good-password');
    expect(activated.customerUserErrors).toEqual([]);
    expect(activated.customerAccessToken?.accessToken).toMatch(/^[0-9a-f]{32}$/);
  });

  test('a link is accepted on any http(s) host, but only in its exact path shape', async () => {
    await register();
    const {url} = await lastMailTo(NEW_EMAIL);
    for (const bad of ['not a url', url.replace('/activate/', '/reset/'), `${url}/extra`, url.replace(/^http/, 'ftp')]) {
      expect((await activateByUrl(bad, 'good-password')).customerUserErrors).toEqual([
        {code: 'INVALID', field: ['activationUrl'], message: 'Activation url is invalid'},
      ]);
    }
    const onStoreDomain = url.replace(ORIGIN, 'https://shop.originalfuel.example');
    expect((await activateByUrl(onStoreDomain, 'good-password')).customerUserErrors).toEqual([]);
  });

  test('auto-enabled accounts (configurable) log in at once and get no mail', async () => {
    await admin('/__admin/customers/settings', {method: 'POST', body: {autoEnable: true}});
    await register();
    expect(await mailsTo(NEW_EMAIL)).toEqual([]);
    expect((await login(NEW_EMAIL, 'first-password')).customerAccessToken).not.toBeNull();
  });

  test('a taken email, in any case, is TAKEN on ["input","email"] with a configurable message', async () => {
    const taken = await createCustomer({email: 'DEMO@originalfuel.example', password: 'some-password'});
    expect(taken.customer).toBeNull();
    expect(taken.customerUserErrors).toEqual([
      {code: 'TAKEN', field: ['input', 'email'], message: 'Email has already been taken'},
    ]);
    await admin('/__admin/customers/settings', {method: 'POST', body: {takenEmailMessage: 'This email is taken'}});
    expect((await createCustomer({email: DEMO_EMAIL, password: 'some-password'})).customerUserErrors[0]?.message).toBe(
      'This email is taken',
    );
  });

  test.each([
    [{email: ''}, 'BLANK', ['input', 'email'], "Email can't be blank"],
    [{email: 'not-an-email'}, 'INVALID', ['input', 'email'], 'Email is invalid'],
    [{email: 'two@@originalfuel.example'}, 'INVALID', ['input', 'email'], 'Email is invalid'],
    [{email: 'space in@originalfuel.example'}, 'INVALID', ['input', 'email'], 'Email is invalid'],
    [{password: ''}, 'BLANK', ['input', 'password'], "Password can't be blank"],
    [{password: 'abcd'}, 'TOO_SHORT', ['input', 'password'], 'Password is too short (minimum is 5 characters)'],
    [{password: 'a'.repeat(41)}, 'TOO_LONG', ['input', 'password'], 'Password is too long (maximum is 40 characters)'],
    [
      {password: ' leading-space'},
      'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE',
      ['input', 'password'],
      'Password cannot start or end with whitespace',
    ],
    [{firstName: '<b>Noor</b>'}, 'CONTAINS_HTML_TAGS', ['input', 'firstName'], 'First name cannot contain HTML tags'],
    [{lastName: 'visit www.cheap.example'}, 'CONTAINS_URL', ['input', 'lastName'], 'Last name cannot contain URL'],
    [{firstName: 'see https://spam'}, 'CONTAINS_URL', ['input', 'firstName'], 'First name cannot contain URL'],
    [{phone: 'call me'}, 'INVALID', ['input', 'phone'], 'Phone is invalid'],
  ])('customerCreate refuses %j: %s', async (input, code, field, message) => {
    const result = await createCustomer({email: NEW_EMAIL, password: 'good-password', ...input});
    expect(result.customer).toBeNull();
    expect(result.customerUserErrors).toEqual([{code, field, message}]);
    expect(result.userErrors).toEqual([{field, message}]);
    expect(await mailsTo(NEW_EMAIL)).toEqual([]);
  });

  test('a password of exactly 5 and of exactly 40 characters is accepted', async () => {
    expect((await createCustomer({email: 'five@originalfuel.example', password: 'abcde'})).customerUserErrors).toEqual([]);
    expect((await createCustomer({email: 'forty@originalfuel.example', password: 'a'.repeat(40)})).customerUserErrors).toEqual(
      [],
    );
  });

  test('every broken rule is reported at once', async () => {
    const result = await createCustomer({email: 'bad', password: 'abc', firstName: '<i>x</i>'});
    expect(result.customerUserErrors.map((e) => e.code)).toEqual(['INVALID', 'TOO_SHORT', 'CONTAINS_HTML_TAGS']);
  });
});

describe('password recovery', () => {
  test('recover mails a reset link; the new password logs in and every older session ends', async () => {
    const oldSession = await tokenFor();
    const recovered = await recover(DEMO_EMAIL);
    expect(recovered).toEqual({customerUserErrors: [], userErrors: []});
    const mail = await lastMailTo(DEMO_EMAIL);
    expect(mail).toMatchObject({kind: 'reset', subject: 'Customer account password reset', customerId: 'gid://shopify/Customer/7100000000001'});
    expect(mail.url).toBe(`${ORIGIN}/account/reset/7100000000001/${mail.token}`);

    const result = await resetByUrl(mail.url, 'brand-new-password');
    expect(result.customerUserErrors).toEqual([]);
    expect(result.userErrors).toEqual([]);
    expect(result.customer?.email).toBe(DEMO_EMAIL);
    expect(await getCustomer(result.customerAccessToken!.accessToken)).not.toBeNull();
    expect(await getCustomer(oldSession)).toBeNull();
    expect((await login(DEMO_EMAIL, DEMO_PASSWORD)).customerAccessToken).toBeNull();
    expect((await login(DEMO_EMAIL, 'brand-new-password')).customerAccessToken).not.toBeNull();

    expect((await resetByUrl(mail.url, 'another-password')).customerUserErrors).toEqual([
      {code: 'TOKEN_INVALID', field: ['resetUrl'], message: 'Reset token is invalid'},
    ]);
  });

  test('an unknown email answers without errors and mails nothing; configurable to an error', async () => {
    expect(await recover('nobody@originalfuel.example')).toEqual({customerUserErrors: [], userErrors: []});
    expect(await mailsTo('nobody@originalfuel.example')).toEqual([]);
    await admin('/__admin/customers/settings', {method: 'POST', body: {recoverUnknownEmail: 'error'}});
    expect((await recover('nobody@originalfuel.example')).customerUserErrors).toEqual([
      {code: 'UNIDENTIFIED_CUSTOMER', field: ['email'], message: 'Could not find customer'},
    ]);
  });

  test('a malformed email is INVALID on ["email"]', async () => {
    expect((await recover('not-an-email')).customerUserErrors).toEqual([
      {code: 'INVALID', field: ['email'], message: 'Email is invalid'},
    ]);
  });

  test('reset by id and token: expires after a day, belongs to one customer, weak passwords refused', async () => {
    await recover(DEMO_EMAIL);
    const mail = await lastMailTo(DEMO_EMAIL);
    const otherId = 'gid://shopify/Customer/7100000000002';
    expect((await reset(otherId, mail.token, 'brand-new-password')).customerUserErrors).toEqual([
      {code: 'TOKEN_INVALID', field: ['input', 'resetToken'], message: 'Reset token is invalid'},
    ]);
    expect((await reset(mail.customerId, mail.token, 'pass word ')).customerUserErrors[0]?.code).toBe(
      'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE',
    );
    advance(DAY);
    expect((await reset(mail.customerId, mail.token, 'brand-new-password')).customerUserErrors).toEqual([
      {code: 'TOKEN_INVALID', field: ['input', 'resetToken'], message: 'Reset token is invalid'},
    ]);
  });

  test('using one reset link ends the older ones', async () => {
    await recover(DEMO_EMAIL);
    await recover(DEMO_EMAIL);
    const [newest, older] = await mailsTo(DEMO_EMAIL);
    expect((await reset(newest!.customerId, newest!.token, 'brand-new-password')).customerUserErrors).toEqual([]);
    expect((await resetByUrl(older!.url, 'other-new-password')).customerUserErrors[0]?.code).toBe('TOKEN_INVALID');
  });
});

describe('customerUpdate', () => {
  test('changes names, phone and marketing consent; no new token without a new password', async () => {
    const token = await tokenFor();
    const result = await updateCustomer(token, {firstName: 'Eva', lastName: 'Bakker', acceptsMarketing: true, phone: null});
    expect(result.customerUserErrors).toEqual([]);
    expect(result.customerAccessToken).toBeNull();
    expect(result.customer).toMatchObject({firstName: 'Eva', lastName: 'Bakker', acceptsMarketing: true, phone: null});
    expect(await getCustomer(token)).toMatchObject({displayName: 'Eva Bakker', acceptsMarketing: true});
  });

  test('a new password returns a new token and ends every other session', async () => {
    const token = await tokenFor();
    const second = await tokenFor();
    const result = await updateCustomer(token, {password: 'changed-password'});
    expect(result.customerUserErrors).toEqual([]);
    const fresh = result.customerAccessToken!.accessToken;
    expect(fresh).not.toBe(token);
    expect(await getCustomer(token)).toBeNull();
    expect(await getCustomer(second)).toBeNull();
    expect((await getCustomer(fresh))?.email).toBe(DEMO_EMAIL);
    expect((await login(DEMO_EMAIL, 'changed-password')).customerAccessToken).not.toBeNull();
  });

  test('refuses a taken or malformed email, weak passwords and markup, changing nothing', async () => {
    const token = await tokenFor();
    expect((await updateCustomer(token, {email: OTHER_EMAIL})).customerUserErrors).toEqual([
      {code: 'TAKEN', field: ['customer', 'email'], message: 'Email has already been taken'},
    ]);
    expect((await updateCustomer(token, {email: 'nope'})).customerUserErrors).toEqual([
      {code: 'INVALID', field: ['customer', 'email'], message: 'Email is invalid'},
    ]);
    expect((await updateCustomer(token, {password: '1234'})).customerUserErrors[0]).toMatchObject({
      code: 'TOO_SHORT',
      field: ['customer', 'password'],
    });
    expect((await updateCustomer(token, {firstName: '<script>x</script>'})).customerUserErrors[0]).toMatchObject({
      code: 'CONTAINS_HTML_TAGS',
      field: ['customer', 'firstName'],
    });
    expect(await getCustomer(token)).toMatchObject({email: DEMO_EMAIL, firstName: 'Sanne'});
  });

  test('a new email logs in from then on', async () => {
    const token = await tokenFor();
    expect((await updateCustomer(token, {email: 'sanne@originalfuel.example'})).customerUserErrors).toEqual([]);
    expect((await login('sanne@originalfuel.example', DEMO_PASSWORD)).customerAccessToken).not.toBeNull();
    expect((await login(DEMO_EMAIL, DEMO_PASSWORD)).customerAccessToken).toBeNull();
  });
});

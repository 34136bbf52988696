import {describe, expect, test} from 'vitest';
import {errorField, failedRequestErrors, MISSING_DATA_MESSAGES, readCustomerPayload} from '~/commerce/customer-errors';

const pickCustomer = (payload: {customer?: {id: string} | null}) => payload.customer?.id;

describe('customer answers (spec §8)', () => {
  test('user errors pass through with the field they belong to', () => {
    const outcome = readCustomerPayload(
      'create',
      {customer: null, customerUserErrors: [{field: ['input', 'email'], message: 'Email has already been taken', code: 'TAKEN'}]},
      'customerUserErrors',
      pickCustomer,
    );
    expect(outcome).toEqual({ok: false, errors: [{field: 'email', message: 'Email has already been taken', code: 'TAKEN'}]});
  });

  test('no response is Error (3), no list Error (2), a list that is not an array Error (1)', () => {
    expect(readCustomerPayload('create', null, 'customerUserErrors', pickCustomer)).toEqual({ok: false, errors: [{field: null, message: 'Error (3)', code: null}]});
    expect(readCustomerPayload('create', {customer: null}, 'customerUserErrors', pickCustomer)).toEqual({ok: false, errors: [{field: null, message: 'Error (2)', code: null}]});
    expect(readCustomerPayload('create', {customerUserErrors: 'x'} as never, 'customerUserErrors', pickCustomer)).toEqual({ok: false, errors: [{field: null, message: 'Error (1)', code: null}]});
  });

  test('an empty error list without the data is the operation’s own message', () => {
    for (const [operation, message] of Object.entries(MISSING_DATA_MESSAGES)) {
      expect(readCustomerPayload(operation as never, {customerUserErrors: []}, 'customerUserErrors', () => null)).toEqual({
        ok: false,
        errors: [{field: null, message, code: null}],
      });
    }
    expect(MISSING_DATA_MESSAGES.addressDelete).toBe('Error deleting address');
  });

  test('renew and delete are read by their userErrors', () => {
    expect(readCustomerPayload('renew', {customerAccessToken: {accessToken: 'a'}, userErrors: []}, 'userErrors', (p) => p.customerAccessToken)).toEqual({
      ok: true,
      value: {accessToken: 'a'},
    });
  });

  test('fields, and failed requests as the server’s messages', () => {
    expect(errorField(['input', 'password'])).toBe('password');
    expect(errorField(null)).toBeNull();
    expect(errorField('email')).toBeNull();
    expect(failedRequestErrors(new Error('Field x does not exist\nAnother'))).toEqual([
      {field: null, message: 'Field x does not exist', code: null},
      {field: null, message: 'Another', code: null},
    ]);
  });

  test('undefined answers and lists count as missing, malformed items as the form’s own errors', () => {
    expect(readCustomerPayload('create', undefined, 'customerUserErrors', pickCustomer)).toEqual({ok: false, errors: [{field: null, message: 'Error (3)', code: null}]});
    expect(readCustomerPayload('create', {customerUserErrors: null} as never, 'customerUserErrors', pickCustomer)).toEqual({ok: false, errors: [{field: null, message: 'Error (2)', code: null}]});
    expect(readCustomerPayload('create', {customerUserErrors: []}, 'customerUserErrors', () => undefined)).toEqual({ok: false, errors: [{field: null, message: 'Error creating new customer', code: null}]});
    expect(readCustomerPayload('create', {customerUserErrors: [null, {message: '', field: [''], code: 7}, {message: 42, field: ['input', 3]}]} as never, 'customerUserErrors', pickCustomer)).toEqual({
      ok: false,
      errors: [
        {field: null, message: 'Unknown error', code: null},
        {field: null, message: 'Unknown error', code: null},
        {field: null, message: 'Unknown error', code: null},
      ],
    });
    expect(errorField(['input', 'email', 'x'])).toBe('x');
    expect(failedRequestErrors('a\n\nb')).toEqual([
      {field: null, message: 'a', code: null},
      {field: null, message: 'b', code: null},
    ]);
  });
});

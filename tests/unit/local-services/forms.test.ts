// The local nutrition advice endpoint: validation in the request's language, 422 per field, recorded submissions.
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {startLocalServices, type LocalServices} from '../../../local-services/server';

let services: LocalServices;
beforeAll(async () => {
  services = await startLocalServices({port: 0});
});
afterAll(async () => services?.close());

const post = (body: unknown) =>
  fetch(`${services.url}/forms/nutrition-advice`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const recorded = async () =>
  ((await (await fetch(`${services.url}/__admin/forms/nutrition-advice`)).json()) as {submissions: {email: string}[]})
    .submissions;

const VALID = {
  name: 'Sanne',
  email: 'sanne@example.com',
  goal: 'energy',
  message: 'I am often tired after training.',
  consent: true,
};

describe('POST /forms/nutrition-advice', () => {
  test('a valid request is recorded and readable at the admin path until reset', async () => {
    await fetch(`${services.url}/__admin/reset`, {method: 'POST'});
    const response = await post({...VALID, language: 'nl', market: 'nl_nl'});
    expect(response.status).toBe(201);
    expect(await recorded()).toEqual([expect.objectContaining({...VALID, language: 'nl', market: 'nl_nl'})]);
    await fetch(`${services.url}/__admin/reset`, {method: 'POST'});
    expect(await recorded()).toEqual([]);
  });

  test('an invalid request is a 422 with errors per field in its language, and nothing is recorded', async () => {
    await fetch(`${services.url}/__admin/reset`, {method: 'POST'});
    const response = await post({
      name: ' ',
      email: 'nope',
      goal: 'fly',
      message: 'short',
      consent: 'on',
      language: 'de',
    });
    expect(response.status).toBe(422);
    const {errors} = (await response.json()) as {errors: Record<string, string[]>};
    expect(Object.keys(errors).sort()).toEqual(['consent', 'email', 'goal', 'message', 'name']);
    expect(errors.email).toEqual(['Das ist keine gültige E-Mail-Adresse.']);
    expect(await recorded()).toEqual([]);
  });

  test('an unknown language gets English; a body that is no JSON object is a 400', async () => {
    const {errors} = (await (await post({...VALID, email: '', language: 'xx'})).json()) as {
      errors: Record<string, string[]>;
    };
    expect(errors).toEqual({email: ['Please fill in this field.']});
    for (const body of ['not json', '[1]', 'null']) expect((await post(body)).status).toBe(400);
  });
});

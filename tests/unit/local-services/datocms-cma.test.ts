// The DatoCMS CMA stand-in answers as the real API does for what the migrations use: its headers, JSON:API
// documents and errors, read through the real client (@datocms/cma-client-node) and with plain fetch.
import {ApiError, buildClient, type Client} from '@datocms/cma-client-node';
import {afterAll, beforeAll, beforeEach, describe, expect, test} from 'vitest';
import {createCmaStandIn} from '../../../local-services/datocms-cma';
import {FIELD_TYPES} from '../../../local-services/datocms-cma/rules';
import {serveCma, type ServedCma} from '../../../local-services/datocms-cma/serve';
import {startLocalServices, type LocalServices} from '../../../local-services/server';

const TOKEN = 'test-cma-token';
const cma = createCmaStandIn({tokens: [TOKEN]});
let served: ServedCma;
let api: Client;

beforeAll(async () => {
  served = await serveCma(cma);
  api = buildClient({apiToken: TOKEN, baseUrl: served.url});
});
afterAll(async () => served?.close());
beforeEach(() => cma.reset());

/** The error code and details the client reports for a refused call. */
async function refusal(call: Promise<unknown>): Promise<{status: number; code: string; details: Record<string, unknown>}> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  const [first] = error.errors;
  return {status: error.response.status, code: first!.attributes.code, details: first!.attributes.details as Record<string, unknown>};
}

describe('CMA stand-in: access', () => {
  const site = (headers: Record<string, string>) => fetch(`${served.url}/site`, {headers});

  test('no or an unknown bearer token is a 401 INVALID_AUTHORIZATION_HEADER in the api_error envelope', async () => {
    for (const authorization of [undefined, 'Bearer nope', `Token ${TOKEN}`, TOKEN]) {
      const response = await site({'x-api-version': '3', ...(authorization ? {authorization} : {})});
      expect(response.status).toBe(401);
      const body = (await response.json()) as {data: {type: string; attributes: {code: string}}[]};
      expect(body.data[0]).toMatchObject({type: 'api_error', attributes: {code: 'INVALID_AUTHORIZATION_HEADER'}});
    }
  });

  test('a request without X-Api-Version 3 is a 422 (projects since May 2022 require it)', async () => {
    for (const version of [undefined, '2', '']) {
      const response = await site({authorization: `Bearer ${TOKEN}`, ...(version === undefined ? {} : {'x-api-version': version})});
      expect(response.status).toBe(422);
    }
  });

  test('answers are JSON (the client retries anything else) and name the API version', async () => {
    const response = await site({authorization: `Bearer ${TOKEN}`, 'x-api-version': '3'});
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('x-api-version')).toBe('3');
    expect(await response.json()).toMatchObject({data: {type: 'site', attributes: {locales: ['en']}}});
  });

  test('an unknown environment (X-Environment) is a 404 naming it', async () => {
    const other = buildClient({apiToken: TOKEN, baseUrl: served.url, environment: 'nope'});
    expect(await refusal(other.site.find())).toMatchObject({status: 404, code: 'INVALID_ENVIRONMENT'});
  });

  test('unknown paths and unknown ids are 404 NOT_FOUND', async () => {
    expect(await refusal(api.itemTypes.find('no_such_model'))).toMatchObject({status: 404, code: 'NOT_FOUND'});
    expect(await refusal(api.fields.find('no-such-field'))).toMatchObject({status: 404, code: 'NOT_FOUND'});
  });
});

describe('CMA stand-in: locales', () => {
  test('the site takes ISO locale codes (nl, nl-BE) and refuses others with INVALID_FIELD on locales', async () => {
    expect((await api.site.update({locales: ['nl', 'nl-BE', 'fr-BE']})).locales).toEqual(['nl', 'nl-BE', 'fr-BE']);
    for (const locales of [['nl_BE'], ['NL'], ['nl', 'nl'], [], ['nl-be']]) {
      const problem = await refusal(api.site.update({locales: locales as [string]}));
      expect(problem).toMatchObject({status: 422, code: 'INVALID_FIELD', details: {field: 'locales'}});
    }
    expect((await api.site.find()).locales).toEqual(['nl', 'nl-BE', 'fr-BE']);
  });
});

describe('CMA stand-in: models and fields', () => {
  test('a model is created, found by id or api_key, listed, and its api_key is unique (VALIDATION_UNIQUE)', async () => {
    const article = await api.itemTypes.create({name: 'Article', api_key: 'article', draft_mode_active: true});
    expect(article).toMatchObject({api_key: 'article', modular_block: false, draft_mode_active: true, all_locales_required: true});
    expect((await api.itemTypes.find('article')).id).toBe(article.id);
    expect((await api.itemTypes.list()).map((itemType) => itemType.api_key)).toEqual(['article']);
    expect(await refusal(api.itemTypes.create({name: 'Again', api_key: 'article'}))).toMatchObject({
      status: 422,
      code: 'INVALID_FIELD',
      details: {field: 'api_key', code: 'VALIDATION_UNIQUE'},
    });
  });

  test('bad model attributes are refused, each naming the attribute', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{name: '', api_key: 'a'}, 'name'],
      [{name: 'A', api_key: 'Article'}, 'api_key'],
      [{name: 'A', api_key: '1st'}, 'api_key'],
      [{name: 'A', api_key: 'trailing_'}, 'api_key'],
      [{name: 'A', api_key: 'block', modular_block: true, singleton: true}, 'singleton'],
      [{name: 'A', api_key: 'block', modular_block: true, draft_mode_active: true}, 'draft_mode_active'],
      [{name: 'A', api_key: 'single', singleton: true, sortable: true}, 'singleton'],
    ];
    for (const [body, field] of cases) {
      expect(await refusal(api.itemTypes.create(body as never))).toMatchObject({status: 422, details: {field}});
    }
    expect(await api.itemTypes.list()).toEqual([]);
  });

  test('each field type needs its own validators, takes only those it accepts, and links name models, blocks name blocks', async () => {
    const page = await api.itemTypes.create({name: 'Page', api_key: 'page'});
    const hero = await api.itemTypes.create({name: 'Hero', api_key: 'hero', modular_block: true});
    const create = (body: Record<string, unknown>, owner = page.id) =>
      api.fields.create(owner, {label: 'A field', api_key: 'a_field', ...body} as never);

    for (const [type, {needs = []}] of Object.entries(FIELD_TYPES)) {
      for (const needed of needs) {
        const problem = await refusal(create({field_type: type, validators: {}}));
        expect(problem, `${type} without ${needed}`).toMatchObject({details: {field: 'validators', code: 'VALIDATION_REQUIRED'}});
      }
    }
    expect(await refusal(create({field_type: 'boolean', validators: {required: {}}}))).toMatchObject({details: {field: 'validators'}});
    expect(await refusal(create({field_type: 'text', validators: {enum: {values: ['a']}}}))).toMatchObject({details: {field: 'validators'}});
    expect(await refusal(create({field_type: 'string', validators: {enum: {values: []}}}))).toMatchObject({details: {field: 'validators'}});
    expect(await refusal(create({field_type: 'link', validators: {item_item_type: {item_types: [hero.id]}}}))).toMatchObject({details: {field: 'validators'}});
    expect(await refusal(create({field_type: 'rich_text', validators: {rich_text_blocks: {item_types: [page.id]}}}))).toMatchObject({details: {field: 'validators'}});
    expect(await refusal(create({field_type: 'links', validators: {items_item_type: {item_types: ['missing']}}}))).toMatchObject({details: {field: 'validators'}});
    expect(await refusal(create({field_type: 'geo'}))).toMatchObject({details: {field: 'field_type', code: 'VALIDATION_INCLUSION'}});
    // Blocks take their locale from the field holding them.
    expect(await refusal(create({field_type: 'string', localized: true}, hero.id))).toMatchObject({details: {field: 'localized'}});
    expect(await api.fields.list(page.id)).toEqual([]);

    const sections = await create({field_type: 'rich_text', localized: true, validators: {rich_text_blocks: {item_types: [hero.id]}}});
    expect(sections).toMatchObject({api_key: 'a_field', field_type: 'rich_text', localized: true, position: 1});
    expect(sections.validators).toEqual({rich_text_blocks: {item_types: [hero.id]}});
    expect(await refusal(create({field_type: 'string'}))).toMatchObject({details: {field: 'api_key', code: 'VALIDATION_UNIQUE'}});
    expect((await api.fields.list(page.id)).map((field) => field.id)).toEqual([sections.id]);
  });

  test('destroying a model removes its fields and takes it out of other fields’ validators', async () => {
    const page = await api.itemTypes.create({name: 'Page', api_key: 'page'});
    const hero = await api.itemTypes.create({name: 'Hero', api_key: 'hero', modular_block: true});
    const heading = await api.fields.create(hero.id, {label: 'Heading', api_key: 'heading', field_type: 'string'});
    const sections = await api.fields.create(page.id, {
      label: 'Sections',
      api_key: 'sections',
      field_type: 'rich_text',
      validators: {rich_text_blocks: {item_types: [hero.id]}},
    });
    await api.itemTypes.destroy(hero.id);
    expect((await api.itemTypes.list()).map((itemType) => itemType.api_key)).toEqual(['page']);
    expect(await refusal(api.fields.find(heading.id))).toMatchObject({status: 404});
    expect((await api.fields.find(sections.id)).validators).toEqual({rich_text_blocks: {item_types: []}});
  });
});

describe('CMA stand-in: environments and records', () => {
  test('a fork is a job (202, then its result) copying the schema; promote makes it primary; the primary cannot go', async () => {
    await api.site.update({locales: ['nl']});
    await api.itemTypes.create({name: 'Page', api_key: 'page'});
    const forked = await api.environments.fork('main', {id: 'sandbox'});
    expect(forked).toMatchObject({id: 'sandbox', meta: {primary: false, forked_from: 'main', status: 'ready'}});

    const sandbox = buildClient({apiToken: TOKEN, baseUrl: served.url, environment: 'sandbox'});
    await sandbox.itemTypes.create({name: 'Tag', api_key: 'tag'});
    expect((await sandbox.site.find()).locales).toEqual(['nl']);
    expect((await sandbox.itemTypes.list()).map((itemType) => itemType.api_key)).toEqual(['page', 'tag']);
    expect((await api.itemTypes.list()).map((itemType) => itemType.api_key)).toEqual(['page']);

    expect(await refusal(api.environments.fork('main', {id: 'sandbox'}))).toMatchObject({details: {field: 'id', code: 'VALIDATION_UNIQUE'}});
    await api.environments.promote('sandbox');
    expect((await api.environments.list()).map((environment) => [environment.id, environment.meta.primary])).toEqual([
      ['main', false],
      ['sandbox', true],
    ]);
    expect((await api.itemTypes.list()).map((itemType) => itemType.api_key)).toEqual(['page', 'tag']);
    expect(await refusal(api.environments.destroy('sandbox'))).toMatchObject({status: 422});
    await api.environments.destroy('main');
    expect((await api.environments.list()).map((environment) => environment.id)).toEqual(['sandbox']);
  });

  test('records are created against their model’s fields (required, unknown fields refused) and listed by model, paged', async () => {
    const migration = await api.itemTypes.create({name: 'Schema migration', api_key: 'schema_migration'});
    await api.fields.create(migration.id, {label: 'Name', api_key: 'name', field_type: 'string', validators: {required: {}}});
    expect(await refusal(api.items.create({item_type: {type: 'item_type', id: migration.id}}))).toMatchObject({
      details: {field: 'name', code: 'VALIDATION_REQUIRED'},
    });
    expect(await refusal(api.items.create({item_type: {type: 'item_type', id: migration.id}, name: 'a', other: 1}))).toMatchObject({
      details: {field: 'other'},
    });
    const names = Array.from({length: 35}, (_, index) => `${String(index).padStart(2, '0')}_step.ts`);
    for (const name of names) await api.items.create({item_type: {type: 'item_type', id: migration.id}, name});

    const listed: string[] = [];
    for await (const item of api.items.listPagedIterator({filter: {type: 'schema_migration'}})) listed.push(item.name as string);
    expect(listed).toEqual(names);
    expect(await api.items.list({filter: {type: migration.id}, page: {limit: 5, offset: 30}})).toHaveLength(5);
    expect(await refusal(api.items.list({page: {limit: 501}}))).toMatchObject({status: 422});
  });
});

describe('CMA stand-in on the local services', () => {
  let services: LocalServices;
  beforeAll(async () => {
    services = await startLocalServices({port: 0});
  });
  afterAll(async () => services?.close());

  test('is mounted at /datocms-cma beside the CDA at /datocms, with the local token, and /__admin/reset empties it', async () => {
    const local = buildClient({apiToken: 'local-datocms-cma-token', baseUrl: `${services.url}/datocms-cma`});
    await local.itemTypes.create({name: 'Page', api_key: 'page'});
    expect((await local.itemTypes.list()).map((itemType) => itemType.api_key)).toEqual(['page']);
    const cda = await fetch(`${services.url}/datocms/`, {
      method: 'POST',
      headers: {authorization: 'Bearer local-datocms-token'},
      body: JSON.stringify({query: '{ _site { locales } }'}),
    });
    expect(((await cda.json()) as {data: {_site: {locales: string[]}}}).data._site.locales).toContain('nl_BE');
    await fetch(`${services.url}/__admin/reset`, {method: 'POST'});
    expect(await local.itemTypes.list()).toEqual([]);
  });
});

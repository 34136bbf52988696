// The content-model migrations, run for real: `npm run cms:migrate`'s script (the DatoCMS CLI's migrations:run
// and datocms/migrations) against the CMA stand-in, then the result read back with the CMA client and compared
// with the local content schema (schema.graphql and the demo content) in both directions.
import {spawn} from 'node:child_process';
import {buildClient, type ApiTypes, type Client} from '@datocms/cma-client-node';
import {isUnionType} from 'graphql';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {createCmaStandIn} from '../../../local-services/datocms-cma';
import {serveCma, type ServedCma} from '../../../local-services/datocms-cma/serve';
import {SITE_LOCALES} from '../../../local-services/datocms/records';
import {typeNameOf} from '../../../local-services/datocms/store';
import {
  camelCase,
  demoValues,
  enumOfDescription,
  localContentModel,
  localizedInContent,
  membersOf,
  schema,
  siteLocales,
  type LocalField,
  type LocalModel,
} from './local-content-model';

const TOKEN = 'test-cma-token';
const MIGRATION = '1795754000_content_model.ts';
const cma = createCmaStandIn({tokens: [TOKEN]});
let served: ServedCma;

beforeAll(async () => {
  served = await serveCma(cma);
});
afterAll(async () => served?.close());

/** `npm run cms:migrate -- <args>` as an operator runs it, pointed at the stand-in. */
function migrate(...args: string[]): Promise<{code: number; output: string}> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/cms-migrate.mjs', ...args], {
      env: {...process.env, DATOCMS_CMA_URL: served.url, DATOCMS_CMA_TOKEN: TOKEN, NO_COLOR: '1'},
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({code: code ?? 1, output}));
  });
}

function client(environment?: string): Client {
  return buildClient({apiToken: TOKEN, baseUrl: served.url, environment});
}

type Schema = {locales: string[]; itemTypes: ApiTypes.ItemType[]; fields: Map<string, ApiTypes.Field[]>};

async function readSchema(environment?: string): Promise<Schema> {
  const api = client(environment);
  const site = await api.site.find();
  const itemTypes = await api.itemTypes.list();
  const fields = new Map<string, ApiTypes.Field[]>();
  for (const itemType of itemTypes) fields.set(itemType.api_key, await api.fields.list(itemType.id));
  return {locales: site.locales, itemTypes, fields};
}

async function appliedMigrations(environment?: string): Promise<string[]> {
  const api = client(environment);
  const items = await api.items.list({filter: {type: 'schema_migration'}});
  return items.map((item) => item.name as string);
}

/** What a Dato field of this type looks like on the CDA: its GraphQL type, and the types it may hold. */
function expectedOnCda(field: ApiTypes.Field, typeNameById: Map<string, string>): {types: string[]; holds?: string[]} {
  const validators = field.validators as Record<string, {item_types?: string[]} | undefined>;
  const names = (validator: string) => (validators[validator]?.item_types ?? []).map((id) => typeNameById.get(id)!).sort();
  switch (field.field_type) {
    case 'string':
    case 'text':
    case 'slug':
      return {types: ['String']};
    case 'boolean':
      return {types: ['BooleanType']};
    case 'integer':
      return {types: ['IntType']};
    case 'float':
      return {types: ['FloatType']};
    case 'date':
      return {types: ['Date']};
    case 'date_time':
      return {types: ['DateTime']};
    case 'color':
      return {types: ['ColorField']};
    case 'file':
      return {types: ['FileField']};
    case 'gallery':
      return {types: ['[FileField!]!']};
    case 'video':
      return {types: ['VideoField']};
    // The stand-in serves a list of plain strings (USP lines) typed as such; DatoCMS keeps it as a JSON array.
    case 'json':
      return {types: ['JsonField', '[String!]!']};
    case 'link':
      return {types: ['single'], holds: names('item_item_type')};
    case 'links':
      return {types: ['list'], holds: names('items_item_type')};
    case 'single_block':
      return {types: ['single'], holds: names('single_block_blocks')};
    case 'rich_text':
      return {types: ['list'], holds: names('rich_text_blocks')};
    case 'structured_text':
      return {types: ['RichTextField'], holds: [...names('structured_text_blocks'), '|', ...names('structured_text_links')]};
    default:
      return {types: [`unexpected field type ${field.field_type}`]};
  }
}

function actualOnCda(field: LocalField): {type: string; holds?: string[]} {
  if (field.named.name === 'RichTextField') {
    const blocks = membersOf(schema.getType('RichTextBlockUnion')!).sort();
    const links = membersOf(schema.getType('LinkTargetUnion')!).sort();
    return {type: 'RichTextField', holds: [...blocks, '|', ...links]};
  }
  if (field.named.name.endsWith('Record') || isUnionType(field.named)) {
    const list = field.type.startsWith('[');
    if (list && field.type !== `[${field.named.name}!]!`) return {type: `list written as ${field.type}`};
    return {type: list ? 'list' : 'single', holds: membersOf(field.named).sort()};
  }
  return {type: field.type};
}

describe('content-model migrations (datocms/migrations) on an empty project', () => {
  // One run shared by the two tests below (the second continues from the first): each CLI run takes seconds.
  let run: {code: number; output: string};
  beforeAll(async () => {
    cma.reset();
    run = await migrate();
  }, 60_000);

  test('one command creates exactly the local content schema: every model, block, field, validator and locale, both ways', async () => {
    expect(run.output).toContain('Successfully run 1 migration scripts');
    expect(run.code).toBe(0);

    // The CLI forks the primary environment and migrates the fork; the primary stays as it was.
    const primary = await readSchema();
    expect(primary.itemTypes).toEqual([]);
    const result = await readSchema('main-post-migrations');
    expect(await appliedMigrations('main-post-migrations')).toEqual([MIGRATION]);

    // Locales: the CDA's SiteLocale enum, in order, with the CMA's hyphen for regional ones.
    expect(result.locales.map((locale) => locale.replace('-', '_'))).toEqual(siteLocales());
    expect(siteLocales()).toEqual([...SITE_LOCALES]);

    const local = localContentModel();
    const content = result.itemTypes.filter((itemType) => itemType.api_key !== 'schema_migration');
    const typeNameById = new Map(content.map((itemType) => [itemType.id, typeNameOf(itemType.api_key)]));

    // Models, both ways.
    expect([...typeNameById.values()].sort()).toEqual(local.map((model) => model.typeName).sort());

    const localized = localizedInContent();
    const problems: string[] = [];
    for (const itemType of content) {
      const model = local.find((candidate) => candidate.typeName === typeNameById.get(itemType.id)) as LocalModel;
      const where = model.typeName;
      if (itemType.modular_block !== model.block) problems.push(`${where}: block ${itemType.modular_block}, schema says ${model.block}`);
      if (itemType.singleton !== model.singleton) problems.push(`${where}: singleton ${itemType.singleton}, schema says ${model.singleton}`);
      if (itemType.sortable !== model.sortable) problems.push(`${where}: sortable ${itemType.sortable}, schema says ${model.sortable} (position)`);
      if (!model.block && itemType.all_locales_required) problems.push(`${where}: requires every locale, but nl_BE and fr_BE fall back`);
      if (!model.block && !itemType.draft_mode_active) problems.push(`${where}: no drafts, but the stand-in serves _status`);

      // Fields, both ways.
      const fields = result.fields.get(itemType.api_key)!;
      const dato = fields.map((field) => camelCase(field.api_key)).sort();
      const graphql = model.fields.map((field) => field.name).sort();
      for (const name of graphql.filter((name) => !dato.includes(name))) problems.push(`${where}.${name}: in schema.graphql, no migration creates it`);
      for (const name of dato.filter((name) => !graphql.includes(name))) problems.push(`${where}.${name}: created by the migrations, not in schema.graphql`);

      for (const field of fields) {
        const localField = model.fields.find((candidate) => candidate.name === camelCase(field.api_key));
        if (!localField) continue;
        const at = `${where}.${localField.name}`;
        const expected = expectedOnCda(field, typeNameById);
        const actual = actualOnCda(localField);
        if (!expected.types.includes(actual.type)) problems.push(`${at}: ${field.field_type} is ${expected.types.join(' or ')} on the CDA, schema.graphql has ${actual.type}`);
        if (JSON.stringify(expected.holds) !== JSON.stringify(actual.holds)) {
          problems.push(`${at}: may hold ${expected.holds?.join(', ')}; schema.graphql: ${actual.holds?.join(', ')}`);
        }
        // Localization: what the demo content localizes is localized; blocks take theirs from the field holding them.
        if (model.block && field.localized) problems.push(`${at}: a block's field cannot be localized`);
        if (!model.block && localized.has(at) !== field.localized) {
          problems.push(`${at}: localized ${field.localized}, the demo content ${localized.has(at) ? 'localizes it' : 'never does'}`);
        }
        if (!model.block && model.allLocalesCompanions.includes(localField.name) && !field.localized) problems.push(`${at}: has _all…Locales but is not localized`);

        const validators = field.validators as {enum?: {values: string[]}; required?: object; unique?: object};
        if (JSON.stringify(validators.enum?.values) !== JSON.stringify(enumOfDescription(localField.description))) {
          problems.push(`${at}: enum ${JSON.stringify(validators.enum?.values)}, schema.graphql describes ${localField.description}`);
        }
        // The demo content must be valid in the real CMS: required fields filled, unique values distinct.
        const values = demoValues(model.typeName, localField.name);
        if (validators.required) {
          for (const {record, value} of values) if (value === undefined || value === null || value === '') problems.push(`${at}: required, empty in ${record}`);
          if (values.length === 0 && !model.block) problems.push(`${at}: required, but no demo record of ${where} exists`);
        }
        if (validators.unique) {
          const seen = values.map(({locale, value}) => `${locale}:${JSON.stringify(value)}`);
          if (new Set(seen).size !== seen.length) problems.push(`${at}: unique, but the demo content repeats a value`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('a second run is a no-op: the applied migration is recorded, in the sandbox and after promoting it', {timeout: 60_000}, async () => {
    expect(run.code).toBe(0);
    const before = await readSchema('main-post-migrations');

    const again = await migrate('--source=main-post-migrations', '--in-place');
    expect(again.output).toContain('No new migration scripts to run');
    expect(again.code).toBe(0);
    expect(await readSchema('main-post-migrations')).toEqual(before);

    // The operator's next run after promoting: the fork of the new primary has nothing to do either.
    await client().environments.promote('main-post-migrations');
    const afterPromote = await migrate();
    expect(afterPromote.output).toContain('No new migration scripts to run');
    expect(afterPromote.code).toBe(0);
    expect(await appliedMigrations('main-post-migrations-post-migrations')).toEqual([MIGRATION]);
  });
});

describe('content-model migrations (datocms/migrations) on a project they do not fit', () => {

  test('a project that already has one of the models: a clear error naming it, and nothing of the model is created', {timeout: 60_000}, async () => {
    cma.reset();
    const api = client();
    const product = await api.itemTypes.create({name: 'Product', api_key: 'product'});
    await api.fields.create(product.id, {label: 'Title', api_key: 'title', field_type: 'string'});

    const run = await migrate('--in-place', '--allow-primary');
    expect(run.code).not.toBe(0);
    expect(run.output).toContain(`Migration "${MIGRATION}" failed`);
    expect(run.output).toMatch(/already has 1 of the content model's \d+ models \(product\), created without this migration\. Nothing was changed/);

    const after = await readSchema();
    expect(after.itemTypes.map((itemType) => itemType.api_key).sort()).toEqual(['product', 'schema_migration']);
    expect(after.fields.get('product')!.map((field) => field.api_key)).toEqual(['title']);
    expect(after.locales).toEqual(['en']);
    expect(await appliedMigrations()).toEqual([]);
  });

  test('a failure part-way through (the 150th field) removes what the run created: never a half-applied model', {timeout: 90_000}, async () => {
    cma.reset();
    let fieldsCreated = 0;
    cma.failNext((method, path) => method === 'POST' && /^\/item-types\/[^/]+\/fields$/.test(path) && ++fieldsCreated === 150);

    const run = await migrate('--in-place', '--allow-primary');
    expect(run.code).not.toBe(0);
    expect(run.output).toContain('what this run created was removed again');

    const after = await readSchema();
    expect(after.itemTypes.map((itemType) => itemType.api_key)).toEqual(['schema_migration']);
    expect(after.locales).toEqual(['en']);
    expect(await appliedMigrations()).toEqual([]);

    // Not recorded as applied, so the next run (the fault gone) creates the whole model.
    const retry = await migrate('--in-place', '--allow-primary');
    expect(retry.code).toBe(0);
    expect((await readSchema()).itemTypes).toHaveLength(localContentModel().length + 1);
    expect(await appliedMigrations()).toEqual([MIGRATION]);
  });
});

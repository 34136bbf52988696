// DatoCMS Content Management API stand-in: the endpoints the content-model migrations and the DatoCMS CLI's
// migrations:run use (site and locales, environments with fork/promote/destroy, job results, models, fields, and
// the records of the CLI's schema_migration model), under /datocms-cma/ with the real API's paths, headers,
// JSON:API documents and error envelope (API-SHAPES.md §5.3). Answers are synchronous except the fork, which is
// a job as on the real API (202, then /job-results/:id).
import {checkField, checkItemType, checkLocales, type InvalidField} from './rules';
import {
  createProject,
  destroyField,
  destroyItemType,
  findItemType,
  fork,
  newId,
  primaryOf,
  type EnvironmentState,
  type FieldState,
  type ItemState,
  type ItemTypeState,
  type Project,
} from './project';

export const CMA_PATH_PREFIX = '/datocms-cma';
const DEFAULT_TOKENS = 'local-datocms-cma-token';
/** The CMA's page size limit for records. */
const MAX_PAGE_LIMIT = 500;

export type CmaStandIn = {
  handle: (request: Request) => Promise<Response>;
  /** The project as it stands (tests read and seed it). */
  project: Project;
  /** Back to a new, empty project. */
  reset: () => void;
  /** Answers the next matching request with this error instead (a failure part-way through a migration). */
  failNext: (matches: (method: string, path: string) => boolean, status?: number) => void;
};

type Context = {project: Project; environment: EnvironmentState; request: Request; path: string; url: URL};
type JsonBody = {data?: {id?: unknown; type?: unknown; attributes?: Record<string, unknown>; relationships?: Record<string, {data?: {id?: unknown} | null}>}};

export function createCmaStandIn({tokens}: {tokens?: string[]} = {}): CmaStandIn {
  const standIn: CmaStandIn = {
    project: createProject(),
    reset: () => {
      standIn.project = createProject();
    },
    failNext: (matches, status = 500) => faults.push({matches, status}),
    handle: async (request) => {
      const url = new URL(request.url);
      const path = url.pathname.slice(CMA_PATH_PREFIX.length).replace(/\/$/, '') || '/';
      if (request.method === 'OPTIONS') return new Response(null, {status: 204, headers: CORS_HEADERS});

      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
      const allowed = tokens ?? (process.env.LOCAL_DATOCMS_CMA_TOKENS || DEFAULT_TOKENS).split(',').map((t) => t.trim());
      if (!token || !allowed.includes(token)) return apiError(401, 'INVALID_AUTHORIZATION_HEADER');
      // Projects created after May 2022 refuse requests without it (the client always sends 3).
      const version = request.headers.get('x-api-version');
      if (version !== '3') return apiError(422, 'INVALID_API_VERSION', {message: 'X-Api-Version must be 3', given: version});

      const project = standIn.project;
      const environmentId = request.headers.get('x-environment');
      const environment = environmentId ? project.environments.get(environmentId) : primaryOf(project);
      if (!environment) return apiError(404, 'INVALID_ENVIRONMENT', {message: `Environment "${environmentId}" does not exist`});

      const faultIndex = faults.findIndex((fault) => fault.matches(request.method, path));
      if (faultIndex >= 0) {
        const [fault] = faults.splice(faultIndex, 1);
        return apiError(fault!.status, 'INTERNAL_SERVER_ERROR', {message: 'Injected failure'});
      }
      return route({project, environment, request, path, url});
    },
  };
  const faults: {matches: (method: string, path: string) => boolean; status: number}[] = [];
  return standIn;
}

async function route(context: Context): Promise<Response> {
  const {request, path} = context;
  const method = request.method;
  const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  const [resource, id, action] = segments;

  if (resource === 'site' && segments.length === 1) {
    if (method === 'GET') return ok(siteDocument(context));
    if (method === 'PUT') return updateSite(context);
  }
  if (resource === 'environments') {
    if (!id && method === 'GET') return ok([...context.project.environments.values()].map(environmentResource));
    if (id && !action && method === 'GET') return withEnvironment(context, id, (environment) => ok(environmentResource(environment)));
    if (id && !action && method === 'DELETE') return destroyEnvironment(context, id);
    if (id && action === 'fork' && method === 'POST') return forkEnvironment(context, id);
    if (id && action === 'promote' && method === 'PUT') return promoteEnvironment(context, id);
  }
  if (resource === 'job-results' && id && method === 'GET') {
    const job = context.project.jobs.get(id);
    if (!job) return apiError(404, 'NOT_FOUND');
    return ok({id: job.id, type: 'job_result', attributes: {status: job.status, payload: job.payload}});
  }
  if (resource === 'item-types') {
    if (!id && method === 'GET') return ok([...context.environment.itemTypes.values()].map((t) => itemTypeResource(t)));
    if (!id && method === 'POST') return createItemType(context);
    if (id) {
      const itemType = findItemType(context.environment, id);
      if (!itemType) return apiError(404, 'NOT_FOUND', {message: `Item type "${id}" not found`});
      if (!action && method === 'GET') return ok(itemTypeResource(itemType));
      if (!action && method === 'DELETE') {
        destroyItemType(context.environment, itemType);
        return ok(itemTypeResource(itemType));
      }
      if (action === 'fields' && segments.length === 3 && method === 'GET') {
        return ok(itemType.fields.map((fieldId) => fieldResource(context.environment.fields.get(fieldId)!)));
      }
      if (action === 'fields' && segments.length === 3 && method === 'POST') return createField(context, itemType);
    }
  }
  if (resource === 'fields' && id && segments.length === 2) {
    const field = context.environment.fields.get(id);
    if (!field) return apiError(404, 'NOT_FOUND', {message: `Field "${id}" not found`});
    if (method === 'GET') return ok(fieldResource(field));
    if (method === 'DELETE') {
      destroyField(context.environment, field);
      return ok(fieldResource(field));
    }
  }
  if (resource === 'items' && segments.length === 1) {
    if (method === 'GET') return listItems(context);
    if (method === 'POST') return createItem(context);
  }
  return apiError(404, 'NOT_FOUND', {message: `No route for ${method} ${path}`});
}

// ---------------------------------------------------------------------------------------------------------------
// Site and environments

function siteDocument({project, environment}: Context) {
  return {
    id: '1',
    type: 'site',
    attributes: {
      name: project.name,
      internal_domain: 'original-fuel.admin.datocms.com',
      domain: null,
      locales: environment.locales,
      timezone: 'Europe/Amsterdam',
      no_index: false,
      global_seo: null,
      favicon: null,
      require_2fa: false,
      ip_tracking_enabled: false,
      force_use_of_sandbox_environments: false,
    },
    relationships: {
      item_types: {data: [...environment.itemTypes.values()].map((itemType) => ({id: itemType.id, type: 'item_type'}))},
    },
    meta: {created_at: primaryOf(project).created_at},
  };
}

async function updateSite(context: Context): Promise<Response> {
  const body = await readBody(context.request);
  if (body instanceof Response) return body;
  const attributes = body.data?.attributes ?? {};
  if ('locales' in attributes) {
    const problem = checkLocales(attributes.locales);
    if (problem) return invalidField(problem);
    context.environment.locales = [...(attributes.locales as string[])];
  }
  return ok(siteDocument(context));
}

function environmentResource(environment: EnvironmentState) {
  return {
    id: environment.id,
    type: 'environment',
    meta: {
      status: 'ready',
      created_at: environment.created_at,
      last_data_change_at: environment.created_at,
      primary: environment.primary,
      forked_from: environment.forked_from,
      read_only_mode: false,
    },
  };
}

function withEnvironment(context: Context, id: string, then: (environment: EnvironmentState) => Response | Promise<Response>) {
  const environment = context.project.environments.get(id);
  if (!environment) return apiError(404, 'NOT_FOUND', {message: `Environment "${id}" not found`});
  return then(environment);
}

function forkEnvironment(context: Context, sourceId: string) {
  return withEnvironment(context, sourceId, async (source) => {
    const body = await readBody(context.request);
    if (body instanceof Response) return body;
    const id = body.data?.id;
    if (typeof id !== 'string' || !/^[a-z0-9-]+$/.test(id)) {
      return invalidField({field: 'id', code: 'VALIDATION_FORMAT', message: 'lowercase letters, digits and dashes'});
    }
    if (context.project.environments.has(id)) {
      return invalidField({field: 'id', code: 'VALIDATION_UNIQUE', message: `Environment "${id}" already exists`});
    }
    const environment = fork(source, id);
    context.project.environments.set(id, environment);
    const job = {id: newId(), status: 200, payload: {data: environmentResource(environment)}};
    context.project.jobs.set(job.id, job);
    return json(202, {data: {id: job.id, type: 'job'}});
  });
}

function promoteEnvironment(context: Context, id: string) {
  return withEnvironment(context, id, (environment) => {
    for (const other of context.project.environments.values()) other.primary = false;
    environment.primary = true;
    return ok(environmentResource(environment));
  });
}

function destroyEnvironment(context: Context, id: string) {
  return withEnvironment(context, id, (environment) => {
    if (environment.primary) return apiError(422, 'CANNOT_DESTROY_PRIMARY_ENVIRONMENT');
    context.project.environments.delete(id);
    return ok(environmentResource(environment));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Models and fields

function itemTypeResource(itemType: ItemTypeState) {
  const none = {data: null};
  return {
    id: itemType.id,
    type: 'item_type',
    attributes: {
      name: itemType.name,
      api_key: itemType.api_key,
      singleton: itemType.singleton,
      sortable: itemType.sortable,
      tree: itemType.tree,
      modular_block: itemType.modular_block,
      draft_mode_active: itemType.draft_mode_active,
      draft_saving_active: false,
      all_locales_required: itemType.all_locales_required,
      ordering_direction: null,
      ordering_meta: null,
      collection_appearance: 'compact',
      hint: itemType.hint,
      inverse_relationships_enabled: false,
    },
    relationships: {
      fields: {data: itemType.fields.map((id) => ({id, type: 'field'}))},
      fieldsets: {data: []},
      singleton_item: none,
      ordering_field: none,
      title_field: none,
      image_preview_field: none,
      excerpt_field: none,
      presentation_title_field: none,
      presentation_image_field: none,
      workflow: none,
    },
    meta: {has_singleton_item: false},
  };
}

async function createItemType(context: Context): Promise<Response> {
  const body = await readBody(context.request);
  if (body instanceof Response) return body;
  const input = body.data?.attributes ?? {};
  const taken = new Set([...context.environment.itemTypes.values()].map((itemType) => itemType.api_key));
  const problem = checkItemType(input, taken);
  if (problem) return invalidField(problem);
  const block = input.modular_block === true;
  const itemType: ItemTypeState = {
    id: newId(),
    name: input.name as string,
    api_key: input.api_key as string,
    modular_block: block,
    singleton: input.singleton === true,
    sortable: input.sortable === true,
    tree: input.tree === true,
    draft_mode_active: input.draft_mode_active === true,
    // A block has no locales of its own; a model requires every locale unless told otherwise.
    all_locales_required: block ? false : input.all_locales_required !== false,
    hint: typeof input.hint === 'string' ? input.hint : null,
    fields: [],
  };
  context.environment.itemTypes.set(itemType.id, itemType);
  return json(201, {data: itemTypeResource(itemType)});
}

function fieldResource(field: FieldState) {
  return {
    id: field.id,
    type: 'field',
    attributes: {
      label: field.label,
      field_type: field.field_type,
      api_key: field.api_key,
      hint: field.hint,
      localized: field.localized,
      validators: field.validators,
      position: field.position,
      appearance: {editor: DEFAULT_EDITORS[field.field_type] ?? field.field_type, parameters: {}, addons: []},
      default_value: null,
      deep_filtering_enabled: false,
    },
    relationships: {item_type: {data: {id: field.item_type, type: 'item_type'}}, fieldset: {data: null}},
  };
}

/** The editor DatoCMS picks when a field is created without an appearance. */
const DEFAULT_EDITORS: Record<string, string> = {
  string: 'single_line',
  text: 'textarea',
  slug: 'slug',
  boolean: 'boolean',
  integer: 'integer',
  float: 'float',
  date: 'date_picker',
  date_time: 'date_time_picker',
  color: 'color_picker',
  file: 'file',
  gallery: 'gallery',
  video: 'video',
  json: 'json',
  link: 'link_select',
  links: 'links_select',
  single_block: 'framed_single_block',
  rich_text: 'rich_text',
  structured_text: 'structured_text',
  seo: 'seo',
  lat_lon: 'map',
};

async function createField(context: Context, itemType: ItemTypeState): Promise<Response> {
  const body = await readBody(context.request);
  if (body instanceof Response) return body;
  const input = body.data?.attributes ?? {};
  const {environment} = context;
  const taken = new Set(itemType.fields.map((id) => environment.fields.get(id)!.api_key));
  const problem = checkField(input, {
    ownerIsBlock: itemType.modular_block,
    takenApiKeys: taken,
    kindOf: (id) => {
      const target = environment.itemTypes.get(id);
      return target ? (target.modular_block ? 'block' : 'model') : undefined;
    },
  });
  if (problem) return invalidField(problem);
  const field: FieldState = {
    id: newId(),
    item_type: itemType.id,
    label: input.label as string,
    api_key: input.api_key as string,
    field_type: input.field_type as string,
    localized: input.localized === true,
    validators: structuredClone((input.validators as Record<string, unknown> | undefined) ?? {}),
    hint: typeof input.hint === 'string' ? input.hint : null,
    position: itemType.fields.length + 1,
  };
  environment.fields.set(field.id, field);
  itemType.fields.push(field.id);
  return json(201, {data: fieldResource(field)});
}

// ---------------------------------------------------------------------------------------------------------------
// Records (the CLI's schema_migration records: string fields only)

function itemResource(item: ItemState, itemType: ItemTypeState | undefined) {
  return {
    id: item.id,
    type: 'item',
    attributes: item.attributes,
    relationships: {item_type: {data: {id: item.item_type, type: 'item_type'}}},
    meta: {
      created_at: item.created_at,
      updated_at: item.updated_at,
      published_at: itemType?.draft_mode_active ? null : item.created_at,
      first_published_at: itemType?.draft_mode_active ? null : item.created_at,
      publication_scheduled_at: null,
      unpublishing_scheduled_at: null,
      status: itemType?.draft_mode_active ? 'draft' : null,
      is_valid: true,
      is_current_version_valid: true,
      is_published_version_valid: true,
      current_version: newId(),
      stage: null,
    },
  };
}

function listItems({environment, url}: Context): Response {
  const params = url.searchParams;
  const typeFilter = params.get('filter[type]');
  const types = typeFilter?.split(',').map((key) => findItemType(environment, key)?.id ?? key);
  const offset = Number(params.get('page[offset]') ?? 0);
  const limit = Number(params.get('page[limit]') ?? 30);
  if (!Number.isInteger(offset) || offset < 0 || !Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_LIMIT) {
    return apiError(422, 'INVALID_PAGINATION', {message: `page[limit] must be 1 to ${MAX_PAGE_LIMIT}, page[offset] 0 or more`});
  }
  const items = [...environment.items.values()].filter((item) => !types || types.includes(item.item_type));
  const page = items.slice(offset, offset + limit);
  return json(200, {
    data: page.map((item) => itemResource(item, environment.itemTypes.get(item.item_type))),
    meta: {total_count: items.length},
  });
}

async function createItem(context: Context): Promise<Response> {
  const body = await readBody(context.request);
  if (body instanceof Response) return body;
  const {environment} = context;
  const itemTypeId = body.data?.relationships?.item_type?.data?.id;
  const itemType = typeof itemTypeId === 'string' ? environment.itemTypes.get(itemTypeId) : undefined;
  if (!itemType) return invalidField({field: 'item_type', code: 'VALIDATION_REQUIRED', message: 'must name an existing model'});
  if (itemType.modular_block) return invalidField({field: 'item_type', code: 'VALIDATION_INVALID', message: 'blocks live inside records'});
  const attributes = body.data?.attributes ?? {};
  const fields = itemType.fields.map((id) => environment.fields.get(id)!);
  for (const key of Object.keys(attributes)) {
    if (!fields.some((field) => field.api_key === key)) {
      return invalidField({field: key, code: 'VALIDATION_INVALID', message: `${itemType.api_key} has no field ${key}`});
    }
  }
  for (const field of fields) {
    const value = attributes[field.api_key];
    if ('required' in field.validators && (value === undefined || value === null || value === '')) {
      return invalidField({field: field.api_key, code: 'VALIDATION_REQUIRED', message: 'must be present'});
    }
  }
  const now = new Date().toISOString();
  const item: ItemState = {id: newId(), item_type: itemType.id, attributes: {...attributes}, created_at: now, updated_at: now};
  environment.items.set(item.id, item);
  return json(201, {data: itemResource(item, itemType)});
}

// ---------------------------------------------------------------------------------------------------------------
// Wire format

async function readBody(request: Request): Promise<JsonBody | Response> {
  try {
    const body = JSON.parse(await request.text()) as JsonBody;
    if (typeof body !== 'object' || body === null || typeof body.data !== 'object' || body.data === null) throw new Error('no data');
    return body;
  } catch {
    return apiError(422, 'INVALID_FORMAT', {message: 'The body must be a JSON:API document with a "data" object'});
  }
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, accept, content-type, x-api-version, x-environment',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
};

function ok(data: unknown): Response {
  return json(200, {data});
}

// The client treats any content type other than application/json as a transient failure and retries, so the
// real API's answers are labelled application/json (their bodies are JSON:API documents).
function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {...CORS_HEADERS, 'content-type': 'application/json; charset=utf-8', 'x-api-version': '3'},
  });
}

function invalidField(problem: InvalidField): Response {
  return apiError(422, 'INVALID_FIELD', {field: problem.field, code: problem.code, message: problem.message});
}

/** The CMA's error envelope (API-SHAPES.md §5.3): a list of api_error resources. */
function apiError(status: number, code: string, details: Record<string, unknown> = {}): Response {
  return json(status, {data: [{id: newId(), type: 'api_error', attributes: {code, details}}]});
}

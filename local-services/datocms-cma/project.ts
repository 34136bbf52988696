// One DatoCMS project as the CMA stand-in keeps it: environments, each with its own locales, models, fields and
// records (a fork copies all of them), and the results of asynchronous jobs.
import {randomUUID} from 'node:crypto';

export type ItemTypeState = {
  id: string;
  name: string;
  api_key: string;
  modular_block: boolean;
  singleton: boolean;
  sortable: boolean;
  tree: boolean;
  draft_mode_active: boolean;
  all_locales_required: boolean;
  hint: string | null;
  /** Field ids in the order they were added. */
  fields: string[];
};

export type FieldState = {
  id: string;
  item_type: string;
  label: string;
  api_key: string;
  field_type: string;
  localized: boolean;
  validators: Record<string, unknown>;
  hint: string | null;
  position: number;
};

export type ItemState = {
  id: string;
  item_type: string;
  attributes: Record<string, unknown>;
  created_at: string;
  updated_at: string;
};

export type EnvironmentState = {
  id: string;
  primary: boolean;
  forked_from: string | null;
  created_at: string;
  locales: string[];
  itemTypes: Map<string, ItemTypeState>;
  fields: Map<string, FieldState>;
  items: Map<string, ItemState>;
};

export type JobResult = {id: string; status: number; payload: unknown};

export type Project = {
  name: string;
  environments: Map<string, EnvironmentState>;
  jobs: Map<string, JobResult>;
};

/** A new project, as DatoCMS creates one: a primary `main` environment with one locale and no models. */
export function createProject({name = 'Original Fuel', locales = ['en']}: {name?: string; locales?: string[]} = {}): Project {
  const main: EnvironmentState = {
    id: 'main',
    primary: true,
    forked_from: null,
    created_at: new Date().toISOString(),
    locales: [...locales],
    itemTypes: new Map(),
    fields: new Map(),
    items: new Map(),
  };
  return {name, environments: new Map([[main.id, main]]), jobs: new Map()};
}

/** DatoCMS's current ids: an RFC 4122 version 4 UUID in URL-safe base64 without padding (22 characters). */
export function newId(): string {
  const hex = randomUUID().replace(/-/g, '');
  return Buffer.from(hex, 'hex').toString('base64url');
}

export function primaryOf(project: Project): EnvironmentState {
  return [...project.environments.values()].find((environment) => environment.primary)!;
}

export function fork(source: EnvironmentState, id: string): EnvironmentState {
  return {
    id,
    primary: false,
    forked_from: source.id,
    created_at: new Date().toISOString(),
    locales: [...source.locales],
    itemTypes: new Map([...source.itemTypes].map(([key, itemType]) => [key, {...itemType, fields: [...itemType.fields]}])),
    fields: new Map([...source.fields].map(([key, field]) => [key, structuredClone(field)])),
    items: new Map([...source.items].map(([key, item]) => [key, structuredClone(item)])),
  };
}

/** Removes a model with its fields and records, and takes it out of other fields' validators. */
export function destroyItemType(environment: EnvironmentState, itemType: ItemTypeState): void {
  for (const fieldId of itemType.fields) environment.fields.delete(fieldId);
  for (const [id, item] of environment.items) if (item.item_type === itemType.id) environment.items.delete(id);
  environment.itemTypes.delete(itemType.id);
  for (const field of environment.fields.values()) {
    for (const options of Object.values(field.validators)) {
      const record = options as {item_types?: string[]};
      if (Array.isArray(record.item_types)) record.item_types = record.item_types.filter((id) => id !== itemType.id);
    }
  }
}

export function destroyField(environment: EnvironmentState, field: FieldState): void {
  environment.fields.delete(field.id);
  const owner = environment.itemTypes.get(field.item_type);
  if (owner) owner.fields = owner.fields.filter((id) => id !== field.id);
  for (const item of environment.items.values()) if (item.item_type === field.item_type) delete item.attributes[field.api_key];
}

export function findItemType(environment: EnvironmentState, idOrApiKey: string): ItemTypeState | undefined {
  return (
    environment.itemTypes.get(idOrApiKey) ??
    [...environment.itemTypes.values()].find((itemType) => itemType.api_key === idOrApiKey)
  );
}

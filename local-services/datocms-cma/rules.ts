// What the CMA refuses when a model or field is created, as its documentation and client types describe it
// (@datocms/cma-client's fieldTypes/*: which validators each field type takes and which it must have). Each rule
// gives the 422 INVALID_FIELD details the real API answers with: the attribute at fault and a VALIDATION_* code.

export type InvalidField = {field: string; code: string; message: string};

/** Every field type, with the validators it accepts; the ones in `needs` it cannot be created without. */
export const FIELD_TYPES: Record<string, {accepts: string[]; needs?: string[]}> = {
  boolean: {accepts: []},
  color: {accepts: ['required']},
  date: {accepts: ['required', 'date_range']},
  date_time: {accepts: ['required', 'date_time_range']},
  file: {accepts: ['required', 'file_size', 'image_dimensions', 'image_aspect_ratio', 'extension', 'required_alt_title']},
  float: {accepts: ['required', 'number_range']},
  gallery: {accepts: ['size', 'file_size', 'image_dimensions', 'image_aspect_ratio', 'extension', 'required_alt_title']},
  integer: {accepts: ['required', 'number_range']},
  json: {accepts: ['required']},
  lat_lon: {accepts: ['required']},
  link: {accepts: ['item_item_type', 'required', 'unique'], needs: ['item_item_type']},
  links: {accepts: ['items_item_type', 'size'], needs: ['items_item_type']},
  rich_text: {accepts: ['rich_text_blocks', 'size'], needs: ['rich_text_blocks']},
  seo: {accepts: ['required_seo_fields', 'file_size', 'image_dimensions', 'image_aspect_ratio', 'title_length', 'description_length']},
  single_block: {accepts: ['single_block_blocks', 'required'], needs: ['single_block_blocks']},
  slug: {accepts: ['required', 'unique', 'length', 'slug_format', 'slug_title_field']},
  string: {accepts: ['required', 'unique', 'length', 'format', 'enum']},
  structured_text: {
    accepts: ['required', 'structured_text_blocks', 'structured_text_links', 'length', 'structured_text_inline_blocks'],
    needs: ['structured_text_blocks', 'structured_text_links'],
  },
  text: {accepts: ['required', 'length', 'format', 'sanitized_html']},
  video: {accepts: ['required']},
};

/** Validators naming block models (the rest of the item_types validators name models). */
const BLOCK_VALIDATORS = new Set(['rich_text_blocks', 'single_block_blocks', 'structured_text_blocks', 'structured_text_inline_blocks']);
const MODEL_VALIDATORS = new Set(['item_item_type', 'items_item_type', 'structured_text_links']);

const API_KEY = /^[a-z](?:[a-z0-9_]*[a-z0-9])?$/;
/** ISO codes as the CMA writes them: `en`, `nl-BE` (the CDA turns the hyphen into an underscore). */
const LOCALE = /^[a-z]{2,3}(?:-[A-Z][A-Za-z]{1,3})?$/;

export type ItemTypeInput = {
  name?: unknown;
  api_key?: unknown;
  modular_block?: unknown;
  singleton?: unknown;
  sortable?: unknown;
  tree?: unknown;
  draft_mode_active?: unknown;
};

export function checkItemType(input: ItemTypeInput, takenApiKeys: Set<string>): InvalidField | null {
  if (typeof input.name !== 'string' || !input.name.trim()) return invalid('name', 'VALIDATION_REQUIRED', 'must be present');
  if (typeof input.api_key !== 'string' || !API_KEY.test(input.api_key)) {
    return invalid('api_key', 'VALIDATION_FORMAT', 'must be lowercase letters, digits and underscores, starting with a letter');
  }
  if (takenApiKeys.has(input.api_key)) return invalid('api_key', 'VALIDATION_UNIQUE', `"${input.api_key}" is already taken`);
  if (input.modular_block === true) {
    for (const option of ['singleton', 'sortable', 'tree', 'draft_mode_active'] as const) {
      if (input[option] === true) return invalid(option, 'VALIDATION_INVALID', 'a block model cannot have it');
    }
  }
  if (input.singleton === true && (input.sortable === true || input.tree === true)) {
    return invalid('singleton', 'VALIDATION_INVALID', 'a singleton cannot be sortable or a tree');
  }
  return null;
}

export type FieldInput = {label?: unknown; api_key?: unknown; field_type?: unknown; localized?: unknown; validators?: unknown};

/** `kindOf` answers 'model', 'block' or undefined (no such item type in this environment). */
export function checkField(
  input: FieldInput,
  context: {ownerIsBlock: boolean; takenApiKeys: Set<string>; kindOf: (itemTypeId: string) => 'model' | 'block' | undefined},
): InvalidField | null {
  if (typeof input.label !== 'string' || !input.label.trim()) return invalid('label', 'VALIDATION_REQUIRED', 'must be present');
  if (typeof input.api_key !== 'string' || !API_KEY.test(input.api_key)) {
    return invalid('api_key', 'VALIDATION_FORMAT', 'must be lowercase letters, digits and underscores, starting with a letter');
  }
  if (context.takenApiKeys.has(input.api_key)) {
    return invalid('api_key', 'VALIDATION_UNIQUE', `"${input.api_key}" is already a field of this model`);
  }
  const type = typeof input.field_type === 'string' ? FIELD_TYPES[input.field_type] : undefined;
  if (!type) return invalid('field_type', 'VALIDATION_INCLUSION', `must be one of ${Object.keys(FIELD_TYPES).join(', ')}`);
  // Blocks take their locale from the field holding them: that field is the localized one.
  if (input.localized === true && context.ownerIsBlock) {
    return invalid('localized', 'VALIDATION_INVALID', 'fields of block models cannot be localized');
  }
  const validators = input.validators ?? {};
  if (typeof validators !== 'object' || validators === null || Array.isArray(validators)) {
    return invalid('validators', 'VALIDATION_INVALID', 'must be an object');
  }
  for (const needed of type.needs ?? []) {
    if (!(needed in validators)) return invalid('validators', 'VALIDATION_REQUIRED', `a ${input.field_type} field needs ${needed}`);
  }
  for (const [name, options] of Object.entries(validators as Record<string, unknown>)) {
    if (!type.accepts.includes(name)) return invalid('validators', 'VALIDATION_INVALID', `${name} does not apply to ${input.field_type}`);
    const problem = checkValidatorOptions(name, options, context.kindOf);
    if (problem) return invalid('validators', 'VALIDATION_INVALID', `${name}: ${problem}`);
  }
  return null;
}

function checkValidatorOptions(
  name: string,
  options: unknown,
  kindOf: (itemTypeId: string) => 'model' | 'block' | undefined,
): string | null {
  if (typeof options !== 'object' || options === null) return 'must be an object';
  const record = options as Record<string, unknown>;
  if (name === 'enum') {
    const values = record.values;
    if (!Array.isArray(values) || values.length === 0 || values.some((value) => typeof value !== 'string')) {
      return 'values must be a non-empty list of strings';
    }
  }
  if (name === 'length') {
    const {min, max, eq} = record;
    if ([min, max, eq].every((bound) => bound === undefined || bound === null)) return 'needs min, max or eq';
  }
  if (BLOCK_VALIDATORS.has(name) || MODEL_VALIDATORS.has(name)) {
    const ids = record.item_types;
    if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string')) return 'item_types must be a list of ids';
    const wanted = BLOCK_VALIDATORS.has(name) ? 'block' : 'model';
    for (const id of ids as string[]) {
      const kind = kindOf(id);
      if (!kind) return `item type ${id} does not exist`;
      if (kind !== wanted) return `item type ${id} is not a ${wanted === 'block' ? 'block model' : 'model'}`;
    }
    if (ids.length === 0 && name !== 'structured_text_blocks' && name !== 'structured_text_inline_blocks' && name !== 'structured_text_links') {
      return 'item_types cannot be empty';
    }
  }
  return null;
}

export function checkLocales(locales: unknown): InvalidField | null {
  if (!Array.isArray(locales) || locales.length === 0) return invalid('locales', 'VALIDATION_REQUIRED', 'needs at least one locale');
  for (const locale of locales) {
    if (typeof locale !== 'string' || !LOCALE.test(locale)) {
      return invalid('locales', 'VALIDATION_FORMAT', `${JSON.stringify(locale)} is not an ISO locale code (en, nl-BE)`);
    }
  }
  if (new Set(locales).size !== locales.length) return invalid('locales', 'VALIDATION_UNIQUE', 'a locale is listed twice');
  return null;
}

function invalid(field: string, code: string, message: string): InvalidField {
  return {field, code, message};
}

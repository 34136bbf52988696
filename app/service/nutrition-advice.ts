// The nutrition advice request form (issue 11 §4): which fields the action takes from a posted form, their length
// limits, and how the form service's answer becomes errors per field. Pure. The service decides what is valid (spec
// §5: no client-side validation; its errors are passed to the shopper by field); we only refuse what no honest
// form sends (a file, a repeated field, a value longer than the field allows) and forward nothing else.

export const NUTRITION_GOALS = ['weight-loss', 'muscle-gain', 'energy', 'plant-based', 'other'] as const;

/** The fields forwarded, with the most characters each may hold. */
export const NUTRITION_ADVICE_LIMITS = {name: 100, email: 254, goal: 40, message: 2000} as const;

export type NutritionAdviceField = keyof typeof NUTRITION_ADVICE_LIMITS | 'consent';
export const NUTRITION_ADVICE_FIELDS: readonly NutritionAdviceField[] = ['name', 'email', 'goal', 'message', 'consent'];

/** What the shopper typed, kept to show the form again. */
export type NutritionAdviceValues = Record<keyof typeof NUTRITION_ADVICE_LIMITS, string> & {consent: boolean};

export type ParsedForm =
  | {ok: true; values: NutritionAdviceValues}
  /** `tooLong`: the fields over their limit (values cut to it); otherwise the body is no form of ours. */
  | {ok: false; values: NutritionAdviceValues; tooLong: NutritionAdviceField[]};

/** The hidden field that marks our form (and keeps a post of empty fields from being an empty body). */
export const FORM_MARKER = {name: 'form', value: 'nutrition-advice'} as const;

export const EMPTY_VALUES: NutritionAdviceValues = {name: '', email: '', goal: '', message: '', consent: false};

/** Reads the allowed fields of a posted form; anything else in it is ignored, never forwarded. */
export function parseNutritionAdviceForm(form: FormData): ParsedForm {
  const values: NutritionAdviceValues = {...EMPTY_VALUES};
  const tooLong: NutritionAdviceField[] = [];
  let malformed = form.getAll(FORM_MARKER.name).length !== 1 || form.get(FORM_MARKER.name) !== FORM_MARKER.value;
  for (const field of Object.keys(NUTRITION_ADVICE_LIMITS) as (keyof typeof NUTRITION_ADVICE_LIMITS)[]) {
    const all = form.getAll(field);
    const value = all[0] ?? '';
    if (all.length > 1 || typeof value !== 'string') {
      malformed = true;
      continue;
    }
    const text = value.trim();
    const limit = NUTRITION_ADVICE_LIMITS[field];
    if (text.length > limit) tooLong.push(field);
    values[field] = text.slice(0, limit);
  }
  const consent = form.getAll('consent');
  if (consent.length > 1 || (consent.length === 1 && typeof consent[0] !== 'string')) malformed = true;
  values.consent = consent.length === 1 && consent[0] === 'on';
  return malformed || tooLong.length ? {ok: false, values, tooLong} : {ok: true, values};
}

/** The JSON body the form service receives: the allowed fields, and the market so it can answer in its language. */
export function forwardedBody(values: NutritionAdviceValues, market: {language: string; id: string}) {
  return {...values, language: market.language, market: market.id};
}

export type FieldErrors = Partial<Record<NutritionAdviceField, string[]>>;

/** Messages shown per field and above the form: a service answering thousands would otherwise fill the page. */
const MAX_MESSAGES = 10;

/**
 * The service's 422 body as errors per field of ours. It answers `{errors: {field: [message]}}`; a list of
 * `{field, message}` is taken too. Messages for fields we do not have, or any other shape, land in `form`.
 */
export function fieldErrorsOf(body: unknown): {fields: FieldErrors; form: string[]} {
  const fields: FieldErrors = {};
  const form: string[] = [];
  const errors = body && typeof body === 'object' ? (body as {errors?: unknown}).errors : undefined;
  const add = (field: unknown, message: unknown) => {
    if (typeof message !== 'string' || !message.trim()) return;
    const text = message.trim().slice(0, 300);
    if (typeof field === 'string' && (NUTRITION_ADVICE_FIELDS as readonly string[]).includes(field)) {
      const messages = (fields[field as NutritionAdviceField] ??= []);
      if (messages.length < MAX_MESSAGES) messages.push(text);
    } else form.push(text);
  };
  if (Array.isArray(errors)) {
    for (const error of errors) {
      if (error && typeof error === 'object')
        add((error as {field?: unknown}).field, (error as {message?: unknown}).message);
      else add(null, error);
    }
  } else if (errors && typeof errors === 'object') {
    for (const [field, messages] of Object.entries(errors)) {
      for (const message of Array.isArray(messages) ? messages : [messages]) add(field, message);
    }
  }
  return {fields, form: form.slice(0, MAX_MESSAGES)};
}

/** What the form shows after a post; the HTTP status goes with it. */
export type NutritionAdviceAnswer =
  | {status: 'sent'}
  | {status: 'invalid'; values: NutritionAdviceValues; errors: FieldErrors; formErrors: string[]}
  | {status: 'too-long'; values: NutritionAdviceValues; fields: NutritionAdviceField[]}
  | {status: 'bad-request'; values: NutritionAdviceValues}
  | {status: 'unavailable'; values: NutritionAdviceValues}
  | {status: 'failed'; values: NutritionAdviceValues};

export const ANSWER_STATUS: Record<NutritionAdviceAnswer['status'], number> = {
  sent: 200,
  invalid: 422,
  'too-long': 400,
  'bad-request': 400,
  unavailable: 503,
  failed: 502,
};

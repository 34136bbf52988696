// The nutrition advice form's rules: which fields are taken from a post, their limits, and the form service's
// errors mapped back to our fields.
import {describe, expect, test} from 'vitest';
import {
  ANSWER_STATUS,
  EMPTY_VALUES,
  fieldErrorsOf,
  FORM_MARKER,
  forwardedBody,
  NUTRITION_ADVICE_LIMITS,
  parseNutritionAdviceForm,
} from '~/service/nutrition-advice';

function form(entries: [string, string | Blob][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const marker: [string, string] = [FORM_MARKER.name, FORM_MARKER.value];

describe('parseNutritionAdviceForm', () => {
  test('takes the allowed fields trimmed, consent as a boolean, and ignores anything else', () => {
    const parsed = parseNutritionAdviceForm(
      form([
        marker,
        ['name', '  Sanne '],
        ['email', 'sanne@example.com'],
        ['goal', 'energy'],
        ['message', ' Hi '],
        ['consent', 'on'],
        ['admin', 'true'],
        ['price', '0'],
      ]),
    );
    expect(parsed).toEqual({
      ok: true,
      values: {name: 'Sanne', email: 'sanne@example.com', goal: 'energy', message: 'Hi', consent: true},
    });
  });

  test('empty fields are still a form: the service decides what is missing (no checks of ours)', () => {
    expect(parseNutritionAdviceForm(form([marker]))).toEqual({ok: true, values: EMPTY_VALUES});
    expect(parseNutritionAdviceForm(form([marker, ['goal', 'not-a-goal'], ['consent', 'yes']]))).toEqual({
      ok: true,
      values: {...EMPTY_VALUES, goal: 'not-a-goal', consent: false},
    });
  });

  test('a value over its limit is refused and named, cut to the limit so the form can show it again', () => {
    for (const [field, limit] of Object.entries(NUTRITION_ADVICE_LIMITS)) {
      const parsed = parseNutritionAdviceForm(form([marker, [field, 'x'.repeat(limit + 1)]]));
      expect(parsed.ok).toBe(false);
      expect(parsed).toMatchObject({tooLong: [field]});
      expect(parsed.values[field as keyof typeof NUTRITION_ADVICE_LIMITS]).toHaveLength(limit);
      expect(parseNutritionAdviceForm(form([marker, [field, 'x'.repeat(limit)]])).ok).toBe(true);
    }
  });

  test('what no form of ours sends is refused: no marker, a repeated field, a file', () => {
    expect(parseNutritionAdviceForm(form([['name', 'Sanne']]))).toMatchObject({ok: false, tooLong: []});
    expect(parseNutritionAdviceForm(form([marker, marker]))).toMatchObject({ok: false, tooLong: []});
    expect(parseNutritionAdviceForm(form([[FORM_MARKER.name, 'newsletter']]))).toMatchObject({ok: false});
    expect(parseNutritionAdviceForm(form([marker, ['email', 'a@b.nl'], ['email', 'c@d.nl']]))).toMatchObject({
      ok: false,
    });
    expect(parseNutritionAdviceForm(form([marker, ['consent', 'on'], ['consent', 'on']]))).toMatchObject({ok: false});
    expect(parseNutritionAdviceForm(form([marker, ['message', new Blob(['x'])]]))).toMatchObject({ok: false});
  });
});

describe('forwardedBody', () => {
  test('the allowed fields plus the market, so the service answers in its language', () => {
    const values = {name: 'A', email: 'a@b.nl', goal: 'energy', message: 'Hello there', consent: true};
    expect(forwardedBody(values, {language: 'de', id: 'de_de'})).toEqual({...values, language: 'de', market: 'de_de'});
  });
});

describe('fieldErrorsOf (the service 422 body)', () => {
  test('errors per field, in the service own words', () => {
    expect(fieldErrorsOf({errors: {email: ['Not valid.'], consent: ['Please agree.', 'Really.']}})).toEqual({
      fields: {email: ['Not valid.'], consent: ['Please agree.', 'Really.']},
      form: [],
    });
  });

  test('a list of {field, message} is taken too; a single message as well', () => {
    expect(
      fieldErrorsOf({
        errors: [
          {field: 'name', message: 'Required'},
          {field: 'goal', message: 'Pick one'},
        ],
      }),
    ).toEqual({
      fields: {name: ['Required'], goal: ['Pick one']},
      form: [],
    });
    expect(fieldErrorsOf({errors: {message: 'Too short'}})).toEqual({fields: {message: ['Too short']}, form: []});
  });

  test('messages for fields we do not have are shown for the form, never attached to a made-up field', () => {
    expect(fieldErrorsOf({errors: {phone: ['Required'], __proto__: ['x']}})).toEqual({fields: {}, form: ['Required']});
    expect(fieldErrorsOf({errors: ['Something is wrong']})).toEqual({fields: {}, form: ['Something is wrong']});
  });

  test('garbage gives nothing: no errors, blank or non-string messages, other shapes', () => {
    for (const body of [null, 'x', 42, [], {}, {errors: null}, {errors: 'oops'}, {errors: {email: [1, null, '  ']}}]) {
      expect(fieldErrorsOf(body)).toEqual({fields: {}, form: []});
    }
  });

  test('a long message is cut, and at most ten form messages are kept', () => {
    const {fields} = fieldErrorsOf({errors: {name: ['x'.repeat(1000)]}});
    expect(fields.name![0]).toHaveLength(300);
    expect(fieldErrorsOf({errors: Array.from({length: 50}, (_, i) => `m${i}`)}).form).toHaveLength(10);
  });

  test('at most ten messages per field, in either shape', () => {
    const many = Array.from({length: 5000}, (_, i) => `m${i}`);
    expect(fieldErrorsOf({errors: {name: many}}).fields.name).toEqual(many.slice(0, 10));
    const listed = fieldErrorsOf({errors: many.map((message) => ({field: 'email', message}))});
    expect(listed.fields.email).toEqual(many.slice(0, 10));
  });
});

test('each answer has its HTTP status: sent 200, service errors 422, ours 400, no endpoint 503, upstream down 502', () => {
  expect(ANSWER_STATUS).toEqual({
    sent: 200,
    invalid: 422,
    'too-long': 400,
    'bad-request': 400,
    unavailable: 503,
    failed: 502,
  });
});

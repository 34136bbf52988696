// The nutrition advice request form. A plain form post to the page's own action, so it works without JavaScript
// (the page renders the answer); with JavaScript a fetcher sends it and shows the pending state. No checks in the
// browser (spec §5): the form service's errors come back by field, next to what the shopper typed.
import {useActionData, useFetcher} from '@remix-run/react';
import {useId, type ReactNode} from 'react';
import {format} from '~locales/index';
import {
  EMPTY_VALUES,
  FORM_MARKER,
  NUTRITION_ADVICE_LIMITS,
  NUTRITION_GOALS,
  type NutritionAdviceAnswer,
  type NutritionAdviceField,
} from '~/service/nutrition-advice';
import {useServiceStrings, type ServiceStrings} from './strings';

export function NutritionAdviceForm() {
  const strings = useServiceStrings();
  const fetcher = useFetcher<NutritionAdviceAnswer>();
  const posted = useActionData<NutritionAdviceAnswer>();
  const answer = fetcher.data ?? posted;
  const busy = fetcher.state !== 'idle';

  if (answer?.status === 'sent') {
    return (
      <p role="status" className="mt-10 max-w-2xl rounded-xl bg-green-50 p-5 font-semibold text-green-900">
        {strings.sent}
      </p>
    );
  }
  const values = answer && 'values' in answer ? answer.values : EMPTY_VALUES;
  const errorsOf = (field: NutritionAdviceField): string[] => {
    if (answer?.status === 'invalid') return answer.errors[field] ?? [];
    if (answer?.status === 'too-long' && answer.fields.includes(field) && field !== 'consent') {
      return [format(strings.tooLong, {max: NUTRITION_ADVICE_LIMITS[field]})];
    }
    return [];
  };

  return (
    <section className="mt-10 max-w-2xl" aria-labelledby="nutrition-form-heading">
      <h2 id="nutrition-form-heading" className="heading-2 mb-4">
        {strings.formHeading}
      </h2>
      <fetcher.Form method="post" className="flex flex-col gap-4" noValidate>
        <input type="hidden" name={FORM_MARKER.name} value={FORM_MARKER.value} />
        <FormProblem answer={answer} strings={strings} />
        <Field label={strings.name} errors={errorsOf('name')}>
          {(props) => <input {...props} name="name" autoComplete="name" defaultValue={values.name} />}
        </Field>
        <Field label={strings.email} errors={errorsOf('email')}>
          {(props) => <input {...props} name="email" type="email" autoComplete="email" defaultValue={values.email} />}
        </Field>
        <Field label={strings.goal} errors={errorsOf('goal')}>
          {(props) => (
            <select {...props} name="goal" defaultValue={values.goal}>
              <option value="">{strings.chooseGoal}</option>
              {NUTRITION_GOALS.map((goal) => (
                <option key={goal} value={goal}>
                  {strings.goals[goal]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={strings.message} hint={strings.messageHint} errors={errorsOf('message')}>
          {(props) => <textarea {...props} name="message" rows={6} defaultValue={values.message} />}
        </Field>
        <Consent label={strings.consent} errors={errorsOf('consent')} defaultChecked={values.consent} />
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 self-start rounded-full bg-accent px-6 py-3 font-bold text-on-accent disabled:opacity-60"
        >
          {busy ? strings.sending : strings.submit}
        </button>
      </fetcher.Form>
    </section>
  );
}

function FormProblem({answer, strings}: {answer: NutritionAdviceAnswer | undefined; strings: ServiceStrings}) {
  if (!answer || answer.status === 'sent') return null;
  const messages =
    answer.status === 'invalid'
      ? [strings.invalid, ...answer.formErrors]
      : answer.status === 'too-long'
      ? [strings.invalid]
      : [strings[answer.status === 'bad-request' ? 'badRequest' : answer.status]];
  return (
    <div role="alert" className="rounded-xl border border-red-700 p-4 text-red-800" data-status={answer.status}>
      {messages.map((message, index) => (
        <p key={index}>{message}</p>
      ))}
    </div>
  );
}

type ControlProps = {id: string; className: string; 'aria-invalid'?: true; 'aria-describedby'?: string};

function Field({
  label,
  hint,
  errors,
  children,
}: {
  label: string;
  hint?: string;
  errors: string[];
  children: (props: ControlProps) => ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', errors.length ? `${id}-errors` : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-neutral-600">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        className: 'min-h-11 rounded border border-neutral-400 bg-white px-3 py-2 aria-[invalid]:border-red-700',
        ...(errors.length ? {'aria-invalid': true as const} : {}),
        ...(describedBy ? {'aria-describedby': describedBy} : {}),
      })}
      <FieldErrors id={`${id}-errors`} errors={errors} />
    </div>
  );
}

function Consent({label, errors, defaultChecked}: {label: string; errors: string[]; defaultChecked: boolean}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        <input
          id={id}
          name="consent"
          type="checkbox"
          className="mt-1 h-5 w-5"
          defaultChecked={defaultChecked}
          {...(errors.length ? {'aria-invalid': true, 'aria-describedby': `${id}-errors`} : {})}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldErrors id={`${id}-errors`} errors={errors} />
    </div>
  );
}

function FieldErrors({id, errors}: {id: string; errors: string[]}) {
  if (!errors.length) return null;
  return (
    <ul id={id} className="text-sm text-red-700" data-field-errors>
      {errors.map((error, index) => (
        <li key={index}>{error}</li>
      ))}
    </ul>
  );
}

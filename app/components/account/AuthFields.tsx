// Form pieces of the account forms: a labelled field with its own errors (announced, and tied to the input by
// aria-describedby), and the errors that belong to the whole form. No client-side validation (spec §5): the
// inputs carry types and autocomplete hints only, never `required`, so every submit reaches the server.
import {useId, type InputHTMLAttributes} from 'react';
import type {FormError} from '~/commerce/customer-errors';
import {useRouteContext} from '~/context/route-context';
import {AUTH_STRINGS, authErrorMessage, type AuthStrings} from './auth-strings';

export function useAuthStrings(): AuthStrings {
  return AUTH_STRINGS[useRouteContext().market.language];
}

/** The shopper's words for an error; the spec's own "Error …" messages stay visible for support. */
export function errorText(error: FormError, strings: AuthStrings): string {
  const words = authErrorMessage(error, strings);
  return !error.code && /^Error\b/.test(error.message) ? `${words} (${error.message})` : words;
}

type FieldProps = {
  name: string;
  label: string;
  errors?: FormError[];
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>;

export function AuthField({name, label, errors = [], hint, type = 'text', ...input}: FieldProps) {
  const strings = useAuthStrings();
  const id = useId();
  const errorId = `${id}-errors`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', errors.length ? errorId : ''].filter(Boolean).join(' ') || undefined;
  if (type === 'checkbox') {
    return (
      <div className="flex items-start gap-2">
        <input id={id} name={name} type="checkbox" className="mt-1 h-4 w-4" aria-describedby={describedBy} {...input} />
        <label htmlFor={id}>{label}</label>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-neutral-600">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type={type}
        aria-invalid={errors.length ? true : undefined}
        aria-describedby={describedBy}
        className="min-h-11 rounded border border-neutral-400 px-3 py-2 aria-[invalid]:border-red-700"
        {...input}
      />
      {errors.length ? (
        <ul id={errorId} className="text-sm text-red-700">
          {errors.map((error, index) => (
            <li key={index}>{errorText(error, strings)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Errors of no field (and of fields the form does not show), as one alert. */
export function FormErrors({errors, shownFields}: {errors: FormError[]; shownFields: string[]}) {
  const strings = useAuthStrings();
  const rest = errors.filter((error) => !error.field || !shownFields.includes(error.field));
  if (!rest.length) return null;
  return (
    <div role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-red-800">
      <ul>
        {rest.map((error, index) => (
          <li key={index}>{errorText(error, strings)}</li>
        ))}
      </ul>
    </div>
  );
}

/** A success message, announced. */
export function FormNotice({children}: {children: string}) {
  return (
    <p role="status" className="rounded border border-green-700 bg-green-50 p-3 text-green-900">
      {children}
    </p>
  );
}

export function fieldErrors(errors: FormError[] | undefined, field: string): FormError[] {
  return (errors ?? []).filter((error) => error.field === field);
}

export function SubmitButton({label, busy, busyLabel}: {label: string; busy: boolean; busyLabel: string}) {
  return (
    <button
      type="submit"
      aria-disabled={busy || undefined}
      className="min-h-11 rounded bg-neutral-900 px-5 py-2 font-semibold text-white hover:bg-neutral-700"
    >
      {busy ? busyLabel : label}
    </button>
  );
}

/** The email field of the account forms, with its errors and the value the shopper sent. */
export function EmailField({errors, defaultValue}: {errors: FormError[]; defaultValue?: string | null}) {
  const strings = useAuthStrings();
  return (
    <AuthField
      name="email"
      type="email"
      autoComplete="email"
      label={strings.email}
      errors={fieldErrors(errors, 'email')}
      defaultValue={defaultValue ?? undefined}
    />
  );
}

/** A new password typed twice (reset, activation, profile); the server compares them. */
export function NewPasswordFields({errors}: {errors: FormError[]}) {
  const strings = useAuthStrings();
  return (
    <>
      <AuthField
        name="password"
        type="password"
        autoComplete="new-password"
        label={strings.newPassword}
        errors={fieldErrors(errors, 'password')}
      />
      <AuthField
        name="passwordConfirm"
        type="password"
        autoComplete="new-password"
        label={strings.confirmPassword}
        errors={fieldErrors(errors, 'passwordConfirm')}
      />
    </>
  );
}

// The customer's details, the newsletter choice and a password change, in one form that works without JavaScript.
import {Form} from '@remix-run/react';
import type {FormError} from '~/commerce/customer-errors';
import {
  AuthField,
  fieldErrors,
  FormErrors,
  FormNotice,
  NewPasswordFields,
  SubmitButton,
  useAuthStrings,
} from './AuthFields';

export type ProfileAnswer = {done?: boolean; errors?: FormError[]};
type Profile = {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  acceptsMarketing: boolean;
};

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'currentPassword', 'password', 'passwordConfirm'];

export function ProfileForm({
  profile,
  answer,
  busy,
}: {
  profile: Profile | null;
  answer: ProfileAnswer | null;
  busy: boolean;
}) {
  const strings = useAuthStrings();
  if (!profile) return <p role="alert">{strings.errorGeneric}</p>;
  const errors = answer?.errors ?? [];
  return (
    <Form method="post" className="flex max-w-lg flex-col gap-4" noValidate>
      {answer?.done ? <FormNotice>{strings.profileSaved}</FormNotice> : null}
      <FormErrors errors={errors} shownFields={FIELDS} />
      <AuthField
        name="firstName"
        autoComplete="given-name"
        label={strings.firstName}
        defaultValue={profile.firstName ?? ''}
        errors={fieldErrors(errors, 'firstName')}
      />
      <AuthField
        name="lastName"
        autoComplete="family-name"
        label={strings.lastName}
        defaultValue={profile.lastName ?? ''}
        errors={fieldErrors(errors, 'lastName')}
      />
      <AuthField
        name="email"
        type="email"
        autoComplete="email"
        label={strings.email}
        defaultValue={profile.email ?? ''}
        errors={fieldErrors(errors, 'email')}
      />
      <AuthField
        name="phone"
        type="tel"
        autoComplete="tel"
        label={strings.phone}
        defaultValue={profile.phone ?? ''}
        errors={fieldErrors(errors, 'phone')}
      />
      <AuthField
        name="acceptsMarketing"
        type="checkbox"
        value="on"
        label={strings.newsletter}
        defaultChecked={profile.acceptsMarketing}
      />
      <fieldset className="flex flex-col gap-4 border-t border-neutral-300 pt-4">
        <legend className="font-semibold">{strings.newPassword}</legend>
        <p className="text-sm text-neutral-600">{strings.passwordChangeHint}</p>
        <AuthField
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          label={strings.currentPassword}
          errors={fieldErrors(errors, 'currentPassword')}
        />
        <NewPasswordFields errors={errors} />
      </fieldset>
      <SubmitButton label={strings.saveSubmit} busy={busy} busyLabel={strings.submitting} />
    </Form>
  );
}

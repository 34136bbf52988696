// The login, register and recover forms, shared by their pages and the menu panel's account views. Each posts
// to its page's action (so it works without JavaScript); the panel passes a fetcher's Form instead.
import {Form, Link} from '@remix-run/react';
import type {ComponentType, FormHTMLAttributes, ReactNode} from 'react';
import type {FormError} from '~/commerce/customer-errors';
import {useRouteContext} from '~/context/route-context';
import {
  AuthField,
  EmailField,
  fieldErrors,
  FormErrors,
  FormNotice,
  NewPasswordFields,
  SubmitButton,
  useAuthStrings,
} from './AuthFields';

export type AuthAnswer = {
  errors?: FormError[];
  done?: boolean;
  email?: string;
};

type FormComponent = ComponentType<
  FormHTMLAttributes<HTMLFormElement> & {
    method?: 'post';
    action?: string;
    children?: ReactNode;
  }
>;

type Common = {
  answer?: AuthAnswer | null;
  busy: boolean;
  FormAs?: FormComponent;
  /** In the panel, links to the other views switch the view instead of navigating. */
  onSwitch?: (view: 'LOGIN' | 'REGISTER' | 'FORGOT_PASSWORD') => void;
};

function SwitchLink({
  to,
  view,
  onSwitch,
  children,
}: {
  to: string;
  view: 'LOGIN' | 'REGISTER' | 'FORGOT_PASSWORD';
  onSwitch?: Common['onSwitch'];
  children: string;
}) {
  if (onSwitch) {
    return (
      <button type="button" className="underline underline-offset-4" onClick={() => onSwitch(view)}>
        {children}
      </button>
    );
  }
  return (
    <Link to={to} className="underline underline-offset-4">
      {children}
    </Link>
  );
}

export function LoginForm({
  answer,
  busy,
  FormAs = Form as FormComponent,
  onSwitch,
  returnTo,
  checkoutUrl,
  notice,
}: Common & {returnTo?: string; checkoutUrl?: string; notice?: string}) {
  const strings = useAuthStrings();
  const {path} = useRouteContext();
  const errors = answer?.errors ?? [];
  return (
    <FormAs method="post" action={path('/account/login')} className="flex flex-col gap-4" noValidate>
      {notice ? <FormNotice>{notice}</FormNotice> : null}
      <FormErrors errors={errors} shownFields={['email', 'password']} />
      {returnTo ? <input type="hidden" name="return_to" value={returnTo} /> : null}
      {checkoutUrl ? <input type="hidden" name="checkout_url" value={checkoutUrl} /> : null}
      <EmailField errors={errors} defaultValue={answer?.email} />
      <AuthField
        name="password"
        type="password"
        autoComplete="current-password"
        label={strings.password}
        errors={fieldErrors(errors, 'password')}
      />
      <SubmitButton label={strings.loginSubmit} busy={busy} busyLabel={strings.submitting} />
      <p className="flex flex-col gap-2 text-sm">
        <SwitchLink to={path('/account/recover')} view="FORGOT_PASSWORD" onSwitch={onSwitch}>
          {strings.toRecover}
        </SwitchLink>
        <SwitchLink to={path('/account/register')} view="REGISTER" onSwitch={onSwitch}>
          {strings.toRegister}
        </SwitchLink>
      </p>
    </FormAs>
  );
}

export function RegisterForm({answer, busy, FormAs = Form as FormComponent, onSwitch}: Common) {
  const strings = useAuthStrings();
  const {path} = useRouteContext();
  const errors = answer?.errors ?? [];
  if (answer?.done) {
    return (
      <div className="flex flex-col gap-4">
        <FormNotice>{strings.registerDone}</FormNotice>
        <SwitchLink to={path('/account/login')} view="LOGIN" onSwitch={onSwitch}>
          {strings.loginTitle}
        </SwitchLink>
      </div>
    );
  }
  return (
    <FormAs method="post" action={path('/account/register')} className="flex flex-col gap-4" noValidate>
      <FormErrors errors={errors} shownFields={['firstName', 'lastName', 'email', 'password']} />
      <AuthField
        name="firstName"
        autoComplete="given-name"
        label={strings.firstName}
        errors={fieldErrors(errors, 'firstName')}
      />
      <AuthField
        name="lastName"
        autoComplete="family-name"
        label={strings.lastName}
        errors={fieldErrors(errors, 'lastName')}
      />
      <EmailField errors={errors} defaultValue={answer?.email} />
      <AuthField
        name="password"
        type="password"
        autoComplete="new-password"
        label={strings.password}
        errors={fieldErrors(errors, 'password')}
      />
      <AuthField name="acceptsMarketing" type="checkbox" value="on" label={strings.newsletter} />
      <SubmitButton label={strings.registerSubmit} busy={busy} busyLabel={strings.submitting} />
      <p className="text-sm">
        <SwitchLink to={path('/account/login')} view="LOGIN" onSwitch={onSwitch}>
          {strings.toLogin}
        </SwitchLink>
      </p>
    </FormAs>
  );
}

export function RecoverForm({answer, busy, FormAs = Form as FormComponent, onSwitch}: Common) {
  const strings = useAuthStrings();
  const {path} = useRouteContext();
  const errors = answer?.errors ?? [];
  return (
    <FormAs method="post" action={path('/account/recover')} className="flex flex-col gap-4" noValidate>
      {answer?.done ? <FormNotice>{strings.recoverDone}</FormNotice> : <p>{strings.recoverIntro}</p>}
      <FormErrors errors={errors} shownFields={['email']} />
      <EmailField errors={errors} defaultValue={answer?.email} />
      <SubmitButton label={strings.recoverSubmit} busy={busy} busyLabel={strings.submitting} />
      <p className="text-sm">
        <SwitchLink to={path('/account/login')} view="LOGIN" onSwitch={onSwitch}>
          {strings.toLogin}
        </SwitchLink>
      </p>
    </FormAs>
  );
}

/** New password for reset and activation links: the password twice (compared on the server). */
export function NewPasswordForm({
  answer,
  busy,
  intro,
  submitLabel,
}: {
  answer?: AuthAnswer | null;
  busy: boolean;
  intro?: string;
  submitLabel: string;
}) {
  const strings = useAuthStrings();
  const errors = answer?.errors ?? [];
  return (
    <Form method="post" className="flex flex-col gap-4" noValidate>
      {intro ? <p>{intro}</p> : null}
      <FormErrors errors={errors} shownFields={['password', 'passwordConfirm']} />
      <NewPasswordFields errors={errors} />
      <SubmitButton label={submitLabel} busy={busy} busyLabel={strings.submitting} />
    </Form>
  );
}

/** The frame of the signed-out account pages (login, register, …): one narrow column. */
export function AuthPage({title, children}: {title: string; children: ReactNode}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 md:py-12">
      <h1 className="mb-6 text-2xl font-bold md:text-3xl">{title}</h1>
      {children}
    </div>
  );
}

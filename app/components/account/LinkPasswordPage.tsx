// The page a mailed link opens: a new password (twice), then the login form with a note that it worked.
import {useActionData, useLoaderData, useNavigation} from '@remix-run/react';
import type {LinkAnswer} from '~/commerce/account-link-pages.server';
import {AuthPage, LoginForm, NewPasswordForm} from './AuthForms';
import {useAuthStrings} from './AuthFields';

export function LinkPasswordPage({kind}: {kind: 'reset' | 'activate'}) {
  const {title} = useLoaderData<{title: string}>();
  const answer = useActionData<LinkAnswer>();
  const navigation = useNavigation();
  const strings = useAuthStrings();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  return (
    <AuthPage title={title}>
      {answer?.done ? (
        <LoginForm busy={busy} notice={kind === 'reset' ? strings.resetDone : strings.activateDone} />
      ) : (
        <NewPasswordForm
          answer={answer}
          busy={busy}
          intro={kind === 'activate' ? strings.activateIntro : undefined}
          submitLabel={kind === 'reset' ? strings.resetSubmit : strings.activateSubmit}
        />
      )}
    </AuthPage>
  );
}

// Spec §2 menu panel: the account panel with its views LOGIN, REGISTER and FORGOT_PASSWORD. Opening it closes the
// cart and search (the menu panel's reducer). The forms post to the account pages' actions through fetchers, so
// the shopper stays on the page they were on; after a login the panel closes and the header shows the customer.
import {useFetcher, useLocation} from '@remix-run/react';
import {useEffect, type ComponentType, type FormHTMLAttributes, type ReactNode} from 'react';
import {Dialog} from '~/components/ui/Dialog';
import {useMenuPanel, type AccountView} from '~/context/menu-panel';
import {useAccountState} from './AccountStateProvider';
import {LoginForm, RecoverForm, RegisterForm, type AuthAnswer} from './AuthForms';
import {useAuthStrings} from './AuthFields';

type FormAs = ComponentType<
  FormHTMLAttributes<HTMLFormElement> & {
    method?: 'post';
    action?: string;
    children?: ReactNode;
  }
>;

export function AccountPanel() {
  const {state, dispatch} = useMenuPanel();
  const {customer} = useAccountState();
  const strings = useAuthStrings();
  const location = useLocation();
  const view = state.account.view;
  const close = () => dispatch({type: 'CLOSE_ACCOUNT'});
  const onSwitch = (next: AccountView) => dispatch({type: 'SET_ACCOUNT_VIEW', view: next});
  const login = useFetcher<AuthAnswer>({key: 'account-login'});
  const register = useFetcher<AuthAnswer>({key: 'account-register'});
  const recover = useFetcher<AuthAnswer>({key: 'account-recover'});

  // Signed in (this panel's login, or another tab's): the panel has done its job.
  useEffect(() => {
    if (customer) dispatch({type: 'CLOSE_ACCOUNT'});
  }, [customer, dispatch]);

  const titles: Record<AccountView, string> = {
    LOGIN: strings.loginTitle,
    REGISTER: strings.registerTitle,
    FORGOT_PASSWORD: strings.recoverTitle,
  };
  const busy = (fetcher: {state: string}) => fetcher.state !== 'idle';
  return (
    <Dialog open onClose={close} title={titles[view]}>
      <div data-testid="account-panel" data-view={view}>
        {view === 'LOGIN' ? (
          <LoginForm
            FormAs={login.Form as FormAs}
            answer={login.data}
            busy={busy(login)}
            onSwitch={onSwitch}
            returnTo={location.pathname + location.search}
          />
        ) : view === 'REGISTER' ? (
          <RegisterForm
            FormAs={register.Form as FormAs}
            answer={register.data}
            busy={busy(register)}
            onSwitch={onSwitch}
          />
        ) : (
          <RecoverForm FormAs={recover.Form as FormAs} answer={recover.data} busy={busy(recover)} onSwitch={onSwitch} />
        )}
      </div>
    </Dialog>
  );
}

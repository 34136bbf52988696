// The header's account entry: a link to the login page (which sends a signed-in customer on to the account), so
// it works without JavaScript. With it, a signed-out visitor gets the account panel (its code loads on first
// use), a signed-in one the account pages. Public pages render it the same for everyone: who is signed in
// arrives after hydration (AccountStateProvider).
import {useNavigate} from '@remix-run/react';
import {lazy, Suspense, useEffect} from 'react';
import {ChunkBoundary} from '~/components/ui/ChunkBoundary';
import {useMenuPanel} from '~/context/menu-panel';
import {useRouteContext} from '~/context/route-context';
import {format} from '~locales/index';
import {useAccountState} from './AccountStateProvider';

const loadPanel = () => import('./AccountPanel');
const AccountPanel = lazy(() => loadPanel().then((module) => ({default: module.AccountPanel})));

export function AccountEntry() {
  const {strings, path} = useRouteContext();
  const {state, openAccount} = useMenuPanel();
  const {customer} = useAccountState();
  const navigate = useNavigate();
  const name = customer ? customer.firstName || customer.displayName || customer.email : null;
  return (
    <>
      <a
        href={path('/account/login')}
        aria-label={name ? format(strings.accountEntrySignedIn, {name}) : strings.accountEntry}
        className="relative inline-flex size-11 items-center justify-center rounded-full hover:bg-sand"
        data-testid="account-entry"
        data-signed-in={customer ? 'true' : undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          if (customer) navigate(path('/account'));
          else openAccount('LOGIN');
        }}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21a8 8 0 0 1 16 0" strokeLinecap="round" />
        </svg>
        {customer ? (
          <span aria-hidden="true" className="absolute right-1 top-1 size-2.5 rounded-full bg-accent" />
        ) : null}
      </a>
      {state.account.open ? (
        <ChunkBoundary fallback={<ToLoginPage href={path('/account/login')} />}>
          <Suspense fallback={null}>
            <AccountPanel />
          </Suspense>
        </ChunkBoundary>
      ) : null}
    </>
  );
}

/** The panel's code could not load (a dropped connection, a deploy): the login page is the way on. */
function ToLoginPage({href}: {href: string}) {
  useEffect(() => window.location.assign(href), [href]);
  return null;
}

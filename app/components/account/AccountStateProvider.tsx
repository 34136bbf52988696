// Spec §4 "Customer session" in the browser: init → loading → ready. The signed-in customer (or nobody) comes
// from the private `/api/account` route after hydration, and again after account forms (its shouldRevalidate),
// so login and logout show at once. The same answer may suggest another market (the geolocation prompt) and
// start the chat widget.
import {useEffect, useMemo, type ReactNode} from 'react';
import {MarketSuggestion} from '~/components/shell/MarketSuggestion';
import {useLoadedResource} from '~/components/ui/use-loaded-resource';
import {useRouteContext} from '~/context/route-context';
import {createStrictContext} from '~/context/strict-context';
import type {AccountStateAnswer} from '~/routes/($locale).api.account';
import {track} from '~/tracking/queue';
import {SignedInEmailProvider} from './account-state';

export type AccountStatus = 'init' | 'loading' | 'ready';

export type AccountState = {
  status: AccountStatus;
  customer: AccountStateAnswer['customer'];
  reload: () => void;
};

const [Provider, useAccountState] = createStrictContext<AccountState>('AccountState');
export {useAccountState};

export function AccountStateProvider({children}: {children: ReactNode}) {
  const {basePath} = useRouteContext();
  const {fetcher, reload} = useLoadedResource<AccountStateAnswer>('account-state', `${basePath}/api/account`);
  const answer = fetcher.data ?? null;
  const customer = answer?.customer ?? null;
  const {market} = useRouteContext();
  // Spec §7 Tracking: the email marketing service learns who logged in (once per browser session and email, app/tracking/identify.ts).
  useEffect(() => {
    if (customer) track(['identify', customer, market.language]);
  }, [customer, market.language]);
  // Issue 13 §4: the chat widget, when this market has one, once the page is interactive and idle; its code
  // (app/components/chat) is a chunk of its own, never in the shell.
  const chat = answer?.chat ?? null;
  useEffect(() => {
    if (!chat) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => void import('~/components/chat/intercom').then((widget) => widget.startChat(chat)).catch(() => {}));
  }, [chat]);
  const status: AccountStatus = answer ? 'ready' : fetcher.state === 'idle' ? 'init' : 'loading';
  const value = useMemo<AccountState>(
    () => ({status, customer: answer?.customer ?? null, reload}),
    [status, answer, reload],
  );
  return (
    <Provider value={value}>
      <SignedInEmailProvider email={value.customer?.email ?? null}>{children}</SignedInEmailProvider>
      {answer?.suggestion ? <MarketSuggestion suggestion={answer.suggestion} /> : null}
    </Provider>
  );
}

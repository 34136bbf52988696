// Who is signed in (`GET {basePath}/api/account`), asked by the browser after hydration: public pages carry no
// customer and stay the same for every visitor. The answer also holds what else is the visitor's own: the market
// their country suggests (the geolocation prompt) and the chat widget told who is signed in. Spec §4: with a token the session starts by renewing it, then
// reads the customer; a token Shopify no longer accepts signs the visitor out (the cookie is cleared).
import type {ShouldRevalidateFunction} from '@remix-run/react';
import {json, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {renewSession} from '~/commerce/account-session.server';
import {sessionCustomer, type SessionCustomer} from '~/commerce/customer-access.server';
import {privateHeaders} from '~/http/cache-control';
import {marketSuggestion, type MarketSuggestion} from '~/markets/geolocation.server';
import {assertMarketPath} from '~/markets/guard.server';
import {segmentWords} from '~/markets/segments';
import {intercomSettings, type ChatBoot} from '~/tracking/chat';
import {marketChatConfig} from '~/tracking/chat-config.server';

const ACCOUNT_FORM = new RegExp(`/(${segmentWords('account').join('|')})(/|$)`);

/** Asked again after account forms (login, logout, profile, …), not after every cart click. */
export const shouldRevalidate: ShouldRevalidateFunction = ({formAction, defaultShouldRevalidate}) =>
  formAction ? ACCOUNT_FORM.test(formAction) || formAction.includes('/api/shopify/') : defaultShouldRevalidate;

export type AccountStateAnswer = {
  customer: {
    id: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    displayName: string;
  } | null;
  /** The session ended because its token expired or was revoked. */
  expired: boolean;
  /** The market the edge's country suggests, with the prompt's texts (issue 13 §3); null: none. */
  suggestion: MarketSuggestion | null;
  /**
   * The chat widget (issue 13 §4) when this market has one configured: its script and the settings it boots
   * with, naming the session's customer (never anyone a request names); null: no chat, nothing loads.
   */
  chat: ChatBoot | null;
};

export async function loader({params, context, request}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  const [{expired}, suggestion] = await Promise.all([renewSession(context), marketSuggestion(context, request)]);
  const customer = expired ? null : await sessionCustomer(context);
  const answer: AccountStateAnswer = {
    customer: customer
      ? {
          id: customer.id,
          email: customer.email,
          firstName: customer.firstName,
          lastName: customer.lastName,
          displayName: customer.displayName,
        }
      : null,
    expired,
    suggestion,
    chat: chatBoot(context, customer),
  };
  return json(answer, {headers: privateHeaders()});
}

function chatBoot(context: LoaderFunctionArgs['context'], customer: SessionCustomer | null): ChatBoot | null {
  const {config, problem} = marketChatConfig(context.env, context.market);
  if (problem) console.warn(`[chat] ${problem}: no chat widget`);
  return config ? {scriptUrl: config.scriptUrl, settings: intercomSettings(config, customer)} : null;
}

// The chat widget's configuration for one market: its env suffix is a worker-only field of the market table
// (scripts/vite-market-server-fields.ts), so it is read here, in a module the browser never loads.
import type {MarketConfig} from '~/markets/config.server';
import {chatConfig, type ChatConfigResult} from './chat';

export function marketChatConfig(env: Record<string, unknown>, market: Pick<MarketConfig, 'envSuffix'>): ChatConfigResult {
  return chatConfig(env, market.envSuffix);
}

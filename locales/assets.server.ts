// Where the browser finds a language's strings chunk (scripts/vite-locale-chunks.ts), for a modulepreload.
import urls from 'virtual:locale-chunks';
import type {Language} from '~/markets/markets';

/** Null in development, where the chunk is loaded on demand without a preload. */
export function stringsModuleUrl(language: Language): string | null {
  return urls[language] ?? null;
}

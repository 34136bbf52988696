import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {notFound} from '~/markets/guard.server';

// Every path no other route claims: a 404 in the market's language, inside the shell (root ErrorBoundary).
export async function loader(_args: LoaderFunctionArgs) {
  throw notFound();
}

export default function CatchAllRoute() {
  return null;
}

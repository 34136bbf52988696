import {lazy, Suspense, useEffect, useState} from 'react';
import type {MarketSuggestion as Suggestion} from '~/markets/geolocation.server';
import {ChunkBoundary} from '~/components/ui/ChunkBoundary';

/** The browser remembers a "stay here" here (issue 13 §3: a cancel is remembered per browser). */
export const SUGGESTION_DISMISSED_KEY = 'of_market_suggestion_dismissed';

const Panel = lazy(() => import('./MarketSuggestionPanel'));

/**
 * The geolocation prompt's mount: the market /api/account's answer suggests, unless this browser said "stay here"
 * before. Its panel and words load only when it will show.
 */
export function MarketSuggestion({suggestion}: {suggestion: Suggestion}) {
  const [show, setShow] = useState(false);
  useEffect(() => {
    setShow(!dismissed());
  }, [suggestion.marketId]);
  if (!show) return null;
  const close = () => {
    remember();
    setShow(false);
  };
  return (
    <ChunkBoundary fallback={null}>
      <Suspense fallback={null}>
        <Panel suggestion={suggestion} onStay={close} />
      </Suspense>
    </ChunkBoundary>
  );
}

function dismissed(): boolean {
  try {
    return window.localStorage.getItem(SUGGESTION_DISMISSED_KEY) === '1';
  } catch {
    return false; // storage blocked: offered again next time, nothing breaks
  }
}

function remember() {
  try {
    window.localStorage.setItem(SUGGESTION_DISMISSED_KEY, '1');
  } catch {
    // storage blocked: the prompt closes for this page only
  }
}

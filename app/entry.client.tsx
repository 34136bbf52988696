import {RemixBrowser} from '@remix-run/react';
import * as Sentry from '@sentry/remix';
import {startTransition, StrictMode} from 'react';
import {hydrateRoot} from 'react-dom/client';

// The DSN is public by design (browser errors are sent to it); without one Sentry stays off.
const dsn = document.querySelector<HTMLMetaElement>('meta[name="sentry-dsn"]')?.content;
if (dsn) Sentry.init({dsn, tracesSampleRate: 0.1});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});

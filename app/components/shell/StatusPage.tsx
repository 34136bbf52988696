import {isRouteErrorResponse, useLocation} from '@remix-run/react';
import {useRouteContext} from '~/context/route-context';
import {LocalizedLink} from '~/components/ui/LocalizedLink';
import type {Strings} from '~locales/index';

type StatusText = {title: string; body: string};

/** The status an error boundary shows: a thrown response's own, else 500. */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** 404: gone; 503: a hosted service is down for a moment (app/upstream/unavailable.server.ts); else an error. */
export function statusText(status: number, strings: Strings): StatusText {
  if (status === 404) return {title: strings.notFoundTitle, body: strings.notFoundBody};
  if (status === 503) return {title: strings.unavailableTitle, body: strings.unavailableBody};
  return {title: strings.errorTitle, body: strings.errorBody};
}

/** 404 and error pages: inside the shell, in the market's language, with a way back (and, when down, a retry). */
export function StatusPage({status}: {status: number}) {
  const {strings} = useRouteContext();
  const location = useLocation();
  const {title, body} = statusText(status, strings);
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center" data-status={status}>
      <p className="text-sm font-bold text-accent-strong">{status}</p>
      <h1 className="mt-2 text-3xl font-extrabold md:text-4xl">{title}</h1>
      <p className="mt-4 text-muted">{body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {status === 503 ? (
          // A full reload of the same URL: every loader runs again, with or without JavaScript.
          <a
            href={location.pathname + location.search}
            className="inline-block rounded-full border border-ink px-6 py-3 font-semibold"
          >
            {strings.tryAgain}
          </a>
        ) : null}
        <LocalizedLink to="/" className="inline-block rounded-full bg-ink px-6 py-3 font-semibold text-paper">
          {strings.backHome}
        </LocalizedLink>
      </div>
    </section>
  );
}

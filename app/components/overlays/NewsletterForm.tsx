// The newsletter offer's body (spec §3 Overlay texts: headline, heading, paragraph, close and submit buttons,
// success headline/heading/paragraph), shared by the modal of the account overview and its no-JavaScript page.
// The heading itself is the modal's title or the page's h1; after a sign-up the success texts replace the form.
import {Form, Link} from '@remix-run/react';
import type {ComponentProps, ComponentType} from 'react';
import {errorText, useAuthStrings} from '~/components/account/AuthFields';
import {useRouteContext} from '~/context/route-context';
import {NEWSLETTER_INTENT, type NewsletterAnswer} from '~/overlays/newsletter';
import type {NewsletterTexts} from '~/overlays/overlay-texts';

type Props = {
  texts: NewsletterTexts | null;
  answer: NewsletterAnswer | null;
  busy: boolean;
  /** The modal posts through its fetcher's Form; the page through Remix's. */
  FormComponent?: ComponentType<ComponentProps<typeof Form>>;
  /** The modal's close; the page links back to the account instead. */
  onClose?: () => void;
  /** The modal shows the success heading as its title; the page here. */
  successHeading?: boolean;
};

export function NewsletterForm({texts, answer, busy, FormComponent = Form, onClose, successHeading = true}: Props) {
  const strings = useAuthStrings();
  const {path} = useRouteContext();
  if (!texts) return <p role="alert">{strings.errorGeneric}</p>;
  if (answer?.done) {
    return (
      <div role="status" data-testid="newsletter-success" className="mt-3 flex flex-col gap-2">
        {texts.success.headline ? <p className="text-sm font-bold uppercase tracking-wide">{texts.success.headline}</p> : null}
        {successHeading ? <h2 className="text-xl font-extrabold">{texts.success.heading}</h2> : null}
        {texts.success.paragraph ? <p>{texts.success.paragraph}</p> : null}
      </div>
    );
  }
  const failure =
    answer && 'failure' in answer ? (answer.failure === 'signed-out' ? strings.sessionExpired : strings.errorGeneric) : null;
  const errors = answer && 'errors' in answer ? answer.errors.map((error) => errorText(error, strings)) : [];
  const button = 'inline-flex min-h-11 items-center justify-center rounded-full px-5 font-bold';
  return (
    <div className="mt-3 flex flex-col gap-3">
      {texts.headline ? <p className="text-sm font-bold uppercase tracking-wide">{texts.headline}</p> : null}
      {texts.paragraph ? <p>{texts.paragraph}</p> : null}
      {failure || errors.length ? (
        <div role="alert" data-testid="newsletter-error" className="rounded border border-red-700 bg-red-50 p-3 text-red-800">
          <ul>
            {(failure ? [failure] : errors).map((message, index) => (
              <li key={index}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <FormComponent method="post" action={path('/account/newsletter')} className="flex flex-wrap gap-2">
        <input type="hidden" name={NEWSLETTER_INTENT.name} value={NEWSLETTER_INTENT.value} />
        <button type="submit" aria-disabled={busy || undefined} className={`${button} bg-ink text-paper`}>
          {busy ? strings.submitting : texts.submitLabel}
        </button>
        {onClose ? (
          <button type="button" onClick={onClose} className={`${button} border-2 border-current`}>
            {texts.closeLabel}
          </button>
        ) : (
          <Link to={path('/account')} className={`${button} border-2 border-current`}>
            {texts.closeLabel}
          </Link>
        )}
      </FormComponent>
    </div>
  );
}

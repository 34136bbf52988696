// The account area's newsletter modal (spec §2, §4 Modals): the offer in the one Dialog (focus trapped and given
// back, Escape, 400 ms), posting through a fetcher to the sign-up action; the success texts replace the form.
// Loaded only when the shopper opens it.
import {useFetcher} from '@remix-run/react';
import {Dialog} from '~/components/ui/Dialog';
import type {action} from '~/routes/($locale).account.newsletter';
import type {NewsletterTexts} from '~/overlays/overlay-texts';
import {NewsletterForm} from './NewsletterForm';

export default function NewsletterModal({texts, open, onClose}: {texts: NewsletterTexts; open: boolean; onClose: () => void}) {
  const fetcher = useFetcher<typeof action>({key: 'newsletter-signup'});
  const done = fetcher.data?.done === true;
  return (
    <Dialog open={open} onClose={onClose} title={done ? texts.success.heading : texts.heading}>
      <div data-testid="newsletter-modal">
        <NewsletterForm
          texts={texts}
          answer={fetcher.data ?? null}
          busy={fetcher.state !== 'idle'}
          FormComponent={fetcher.Form}
          onClose={onClose}
          successHeading={false}
        />
      </div>
    </Dialog>
  );
}

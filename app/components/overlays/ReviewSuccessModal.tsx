// The review-success modal (spec §3 Overlay texts: modalCloseLabel names the ×, title, body, buttonCloseLabel) in
// the one Dialog: focus trapped and given back, Escape and outside click close it, 400 ms transitions.
import {Dialog} from '~/components/ui/Dialog';
import type {ReviewSuccessTexts} from '~/overlays/overlay-texts';

export default function ReviewSuccessModal({texts, open, onClose}: {texts: ReviewSuccessTexts; open: boolean; onClose: () => void}) {
  return (
    <Dialog open={open} onClose={onClose} title={texts.title} closeLabel={texts.closeIconLabel}>
      <div data-testid="review-success-modal" className="mt-3 flex flex-col gap-4">
        {texts.body ? <p>{texts.body}</p> : null}
        <button
          type="button"
          onClick={onClose}
          className="inline-flex min-h-11 items-center justify-center self-start rounded-full bg-ink px-5 font-bold text-paper"
        >
          {texts.closeLabel}
        </button>
      </div>
    </Dialog>
  );
}

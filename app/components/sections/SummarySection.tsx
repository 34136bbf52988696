import clsx from 'clsx';
import {useId, useState} from 'react';
import {RichText} from '~/components/content/RichText';
import {plainText} from '~/content/rich-text';
import {truncateText, type SectionOf} from '~/content/sections';
import {useRouteContext} from '~/context/route-context';
import {TEXT_CONTAINER} from './SectionFrame';
import {SectionHeading} from './SectionHeading';

/**
 * Spec §2 Summary: the description cut after `truncateAfter` characters with read more / read less. The full
 * text is always in the HTML (search engines read it); collapsed, a plain-text preview is shown instead.
 */
export function SummarySection({section}: {section: SectionOf<'SummarySectionRecord'>}) {
  const {strings} = useRouteContext();
  const contentId = useId();
  const [expanded, setExpanded] = useState(false);
  const preview = truncateText(plainText(section.content?.value), section.truncateAfter);
  const collapsed = Boolean(preview) && !expanded;

  return (
    <div className={TEXT_CONTAINER}>
      {section.heading ? <SectionHeading className="mb-3">{section.heading}</SectionHeading> : null}
      {collapsed ? <p className="leading-relaxed">{preview}</p> : null}
      <div id={contentId} className={clsx(collapsed && 'hidden')}>
        <RichText data={section.content} />
      </div>
      {preview ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded((value) => !value)}
          className="mt-2 font-bold underline underline-offset-2"
        >
          {expanded ? section.readLessLabel || strings.readLess : section.readMoreLabel || strings.readMore}
        </button>
      ) : null}
    </div>
  );
}

import clsx from 'clsx';
import {useEffect, useId, useRef, useState} from 'react';
import {RichText} from '~/components/content/RichText';
import {faqVisibleCount, type SectionOf} from '~/content/sections';
import {useRouteContext} from '~/context/route-context';
import {TEXT_CONTAINER} from './SectionFrame';
import {Headline, SectionHeading, headingLevel} from './SectionHeading';

/**
 * Spec §3 FAQ: questions that open to their (rich text) answers, `initialAmount` first and `paginateAmount`
 * more per "show more". With `responsive` the shortening applies on mobile only. Hidden questions stay in the
 * HTML; the shortening is CSS, so desktop and mobile are right before any script runs.
 */
export function FaqSection({section}: {section: SectionOf<'FaqSectionRecord'>}) {
  const {strings} = useRouteContext();
  const listId = useId();
  const blocks = section.blocks.filter((block) => block.question);
  const [clicks, setClicks] = useState(0);
  const visible = faqVisibleCount(blocks.length, section, clicks);
  const hiddenClass = section.responsive ? 'hidden md:block' : 'hidden';

  // After "show more", focus moves to the first question it revealed, so keyboard users continue there.
  const summaries = useRef<(HTMLElement | null)[]>([]);
  const previousVisible = useRef(visible);
  useEffect(() => {
    if (visible > previousVisible.current) summaries.current[previousVisible.current]?.focus();
    previousVisible.current = visible;
  }, [visible]);

  return (
    <div className={TEXT_CONTAINER}>
      {section.headline ? <Headline>{section.headline}</Headline> : null}
      {section.heading ? (
        <SectionHeading level={headingLevel(section.headingTag)} className="mb-4">
          {section.heading}
        </SectionHeading>
      ) : null}
      <ul id={listId} className="divide-y divide-line border-y border-line">
        {blocks.map((block, index) => (
          <li key={block.id} className={clsx(index >= visible && hiddenClass)}>
            <details className="group py-4">
              <summary
                ref={(element) => {
                  summaries.current[index] = element;
                }}
                className="faq-question"
              >
                {block.question}
                <span aria-hidden="true" className="faq-icon">
                  +
                </span>
              </summary>
              <RichText data={block.answer} className="mt-3" />
            </details>
          </li>
        ))}
      </ul>
      {visible < blocks.length ? (
        <button
          type="button"
          aria-controls={listId}
          onClick={() => setClicks((count) => count + 1)}
          className={clsx('mt-4 font-bold underline underline-offset-2', section.responsive && 'md:hidden')}
        >
          {section.showMoreLabel || strings.showMore}
        </button>
      ) : null}
    </div>
  );
}

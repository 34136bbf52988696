import clsx from 'clsx';
import {useId, useState} from 'react';
import type {SectionOf} from '~/content/sections';
import {Media} from '~/components/media/Media';
import {useRouteContext} from '~/context/route-context';
import {SECTION_CONTAINER} from './SectionFrame';
import {SectionHeading} from './SectionHeading';

/** Benefits shown while the list is collapsed; read more shows the rest. */
const COLLAPSED_COUNT = 3;

/**
 * Spec §2 Benefits: a list of benefits (image, title, text) with read more / read less; `openByDefault`
 * starts it expanded. Collapsed items stay in the HTML, hidden.
 */
export function BenefitsSection({section}: {section: SectionOf<'BenefitsSectionRecord'>}) {
  const {strings} = useRouteContext();
  const listId = useId();
  const items = section.items.filter((item) => item.title || item.text);
  const [expanded, setExpanded] = useState(Boolean(section.openByDefault));
  const collapsible = items.length > COLLAPSED_COUNT;

  return (
    <div className={SECTION_CONTAINER}>
      {section.heading ? <SectionHeading className="mb-6">{section.heading}</SectionHeading> : null}
      <ul id={listId} className="grid gap-6 md:grid-cols-3">
        {items.map((item, index) => (
          <li key={item.id} className={clsx('flex gap-4 md:flex-col', collapsible && !expanded && index >= COLLAPSED_COUNT && 'hidden')}>
            {item.image ? (
              <div className="w-24 shrink-0 overflow-hidden rounded-xl md:w-40">
                <Media file={item.image} alt="" sizes="(min-width: 768px) 160px, 96px" />
              </div>
            ) : null}
            <div>
              {item.title ? <h3 className="font-bold">{item.title}</h3> : null}
              {item.text ? <p className="mt-1">{item.text}</p> : null}
            </div>
          </li>
        ))}
      </ul>
      {collapsible ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
          className="mt-4 font-bold underline underline-offset-2"
        >
          {expanded ? section.readLessLabel || strings.readLess : section.readMoreLabel || strings.readMore}
        </button>
      ) : null}
    </div>
  );
}

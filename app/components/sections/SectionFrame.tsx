import clsx from 'clsx';
import type {ReactNode} from 'react';
import {sectionFrame, type SectionData, type SectionOf, type SectionSettings, type SectionTypename} from '~/content/sections';
import {readableSectionStyle} from '~/components/product/page-colors';

/** The width every section's content keeps inside its full-bleed frame (classes in styles/app.css). */
export const SECTION_CONTAINER = 'section-width';
/** Reading width, for sections that are mostly running text. */
export const TEXT_CONTAINER = 'reading-width';

type Props = {
  /** The section's record id: its element id, so `#<record id>` reaches it. */
  id: string;
  /** The record's settings, or their frame code as pages send them. */
  settings: SectionSettings | string;
  /** Extra anchors (model name, heading slug), rendered as empty elements at the top of the section. */
  anchors?: readonly string[];
  typename: string;
  children: ReactNode;
};

/** What frames a section: the dispatcher draws it around each section, or a section draws it itself. */
export type FrameProps = Omit<Props, 'children'>;

/** What every section type's component is given by the dispatcher (Sections). */
export type SectionProps<T extends SectionTypename> = {
  section: SectionOf<T>;
  data: SectionData;
  /** Its frame: drawn by the dispatcher, except around types that draw it themselves (SELF_FRAMED). */
  frame: FrameProps;
  /** The first section of the page: its image loads with priority. */
  first: boolean;
  /** The first section of a page without a heading of its own (the home page): its heading is the page's h1. */
  pageHeading: boolean;
};

/**
 * A section's frame from its settings (spec §3 Section settings): colours, spacing per breakpoint, visibility
 * on mobile or desktop only — all CSS, so the first paint is right and nothing shifts at hydration. The look
 * of `.section-frame` is in tailwind.config.ts, of `.section-anchor` in styles/app.css.
 */
export function SectionFrame({id, settings, anchors = [], typename, children}: Props) {
  const frame = sectionFrame(settings);
  return (
    <section id={id} data-section={typename} className={clsx('section-frame', frame.className)} style={readableSectionStyle(frame.style)}>
      {anchors.map((anchor) => (
        <span key={anchor} id={anchor} className="section-anchor" />
      ))}
      {children}
    </section>
  );
}

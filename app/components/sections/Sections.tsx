import type {ReactNode} from 'react';
import {
  isSlotSection,
  NO_SECTION_DATA,
  sectionAnchors,
  sectionProblem,
  SLOT_SECTIONS,
  type Section,
  type SectionData,
  type SectionSlot,
} from '~/content/sections';
import {sectionPart, SELF_FRAMED} from './section-types';
import {reportSectionFailure, SectionBoundary} from './SectionBoundary';
import {SectionFrame, type FrameProps} from './SectionFrame';

/** Page-level content a page renders itself, placed where the editors put its marker section (product pages). */
export type SectionSlots = Partial<Record<SectionSlot, ReactNode>>;

type Props = {
  sections: readonly Section[];
  /** Commerce data from loadSectionData / loadPageSections (prices, recommendations). */
  data?: SectionData;
  slots?: SectionSlots;
  /** The page has an h1 of its own; else the first section's heading is the page's h1 (a hero's). */
  titled?: boolean;
};

/**
 * The content sections of any page (home, generic pages, product pages) in the editors' order: each in its
 * settings' frame (colours, spacing, visibility per breakpoint) and its own error boundary, rendered by its
 * type's component (section-types.ts). Marker sections show the page's slot of their name, or nothing.
 * In the browser the code of every type shown must be here first (`loadSectionTypes`): the pages load it with
 * this module, as one part of the page (PageSections, the product page's ProductMore).
 */
export function Sections({sections, data = NO_SECTION_DATA, slots = {}, titled = true}: Props) {
  const anchors = sectionAnchors(sections);
  return (
    <div className="flex flex-col">
      {sections.map((section, position) => (
        <SectionBoundary key={section.id} typename={section.__typename} id={section.id}>
          <SectionEntry
            section={section}
            frame={{
              id: section.id,
              settings: settingsOf(section),
              anchors: anchors.get(section.id) ?? [],
              typename: section.__typename,
            }}
            data={data}
            slots={slots}
            first={position === 0}
            pageHeading={position === 0 && !titled}
          />
        </SectionBoundary>
      ))}
    </div>
  );
}

const settingsOf = (section: Section) => ('settings' in section ? section.settings : null);

/** Sections already reported as unrenderable (per record object: once per request on the server). */
const reported = new WeakSet<object>();

type EntryProps = {
  section: Section;
  frame: FrameProps;
  data: SectionData;
  slots: SectionSlots;
  first: boolean;
  pageHeading: boolean;
};

function SectionEntry({section, frame, data, slots, first, pageHeading}: EntryProps) {
  const problem = sectionProblem(section);
  if (problem) {
    if (!reported.has(section)) {
      reported.add(section);
      reportSectionFailure(section.__typename, section.id, problem);
    }
    return null;
  }
  if (isSlotSection(section)) {
    // A marker without its content (no sticker on this product, a page without slots) is simply empty.
    const slot = slots[SLOT_SECTIONS[section.__typename]];
    return slot ? <SectionFrame {...frame}>{slot}</SectionFrame> : null;
  }
  // A type added to the content model later, before this build knows it, renders nothing.
  const part = sectionPart(section.__typename);
  if (!part) return null;
  const Component = part.current;
  if (!Component) return null;
  const body = <Component section={section} data={data} frame={frame} first={first} pageHeading={pageHeading} />;
  return SELF_FRAMED.has(section.__typename) ? body : <SectionFrame {...frame}>{body}</SectionFrame>;
}

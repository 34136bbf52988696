import {useState} from 'react';
import {deferredPart, LoadWhenNear} from '~/components/ui/LoadWhenNear';
import type {Section, SectionData} from '~/content/sections';
import {Sections} from './Sections';

/**
 * The dispatcher and its rules: the server build bundles them, the browser loads them with the page's section
 * types (`loadPageSectionCode`), so a page's first view carries none of the sections' code.
 */
export const sectionsPart = deferredPart(import.meta.env.SSR ? Sections : null, () =>
  import('./Sections').then((module) => module.Sections),
);

/** Each section type's code, by its own chunk (section-types.ts, itself loaded on demand). */
const sectionTypes = () => import('./section-types');

/** The record types whose code the browser has (the server has all). */
const loadedTypes = new Set<string>();

/** Loads the dispatcher and the code of every type among `sections`: then the list can render live. */
export function loadPageSectionCode(sections: readonly Pick<Section, '__typename'>[]): Promise<unknown> {
  return Promise.all([
    sectionsPart.load(),
    sectionTypes()
      .then((types) => types.loadSectionTypes(sections))
      .then(() => sections.forEach((section) => loadedTypes.add(section.__typename))),
  ]);
}

type Props = {sections: Section[]; data?: SectionData; titled?: boolean};

/**
 * A page's sections (home, generic pages) as one part of the page: the server renders them in full; the browser
 * keeps that markup (no code, nothing hydrated) until the list comes near, then loads the dispatcher and the
 * code of the types the page has, and renders the same markup live (LoadWhenNear). A client-side navigation
 * brings the code with the data (the routes' clientLoaders call `loadPageSectionCode`).
 */
export function PageSections({sections, data, titled}: Props) {
  const [, setReady] = useState(false);
  // Live only with every type's code here: the list renders each section with its type's component.
  const complete = import.meta.env.SSR || sections.every((section) => loadedTypes.has(section.__typename));
  return (
    <LoadWhenNear
      name="sections"
      part={sectionsPart}
      props={{sections, data, titled}}
      complete={complete}
      onNeed={() => loadPageSectionCode(sections).then(() => setReady(true))}
    />
  );
}

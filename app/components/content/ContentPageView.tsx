import type {ContentPageData} from '~/content/pages.server';
import {PageSections} from '~/components/sections/PageSections';
import type {Section, SectionData} from '~/content/sections';

type Props = {
  page: Pick<ContentPageData, 'title' | 'intro' | 'body'> & {sections?: Section[]; sectionData?: SectionData};
};

/**
 * A content page: its sections in the editors' order under its title (named for assistive tech and search
 * engines; the sections carry the visible headings), or without sections its title, intro and body text.
 */
export function ContentPageView({page}: Props) {
  if (page.sections?.length) {
    return (
      <article>
        <h1 className="sr-only">{page.title}</h1>
        <PageSections sections={page.sections} data={page.sectionData} />
      </article>
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 md:px-6">
      <h1 className="text-3xl font-extrabold md:text-5xl">{page.title}</h1>
      {page.intro ? <p className="mt-4 text-lg">{page.intro}</p> : null}
      {page.body ? <p className="mt-6 leading-relaxed">{page.body}</p> : null}
    </article>
  );
}

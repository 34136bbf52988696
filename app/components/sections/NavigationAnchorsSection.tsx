import type {SectionOf} from '~/content/sections';
import {anchorHref} from '~/content/sections';
import {useRouteContext} from '~/context/route-context';
import {SECTION_CONTAINER} from './SectionFrame';

/**
 * Spec §2 Navigation anchors: in-page links to other sections. `#<slug>` reaches the section whose record id,
 * model name (`faq`, `specification-groups`, `faq-2`) or heading slug it is (convention: app/content/sections.ts).
 */
export function NavigationAnchorsSection({section}: {section: SectionOf<'NavigationAnchorsSectionRecord'>}) {
  const {strings} = useRouteContext();
  const links = section.items.flatMap((item) => {
    const href = anchorHref(item.slug);
    return href && item.label ? [{id: item.id, href, label: item.label}] : [];
  });
  return (
    <nav aria-label={strings.onThisPage} className={SECTION_CONTAINER}>
      <ul className="flex gap-2 overflow-x-auto py-1">
        {links.map((link) => (
          <li key={link.id} className="shrink-0">
            <a href={link.href} className="section-pill">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import clsx from 'clsx';
import {useId, useState} from 'react';
import type {SectionOf} from '~/content/sections';
import {useRouteContext} from '~/context/route-context';
import {TEXT_CONTAINER} from './SectionFrame';
import {SectionHeading} from './SectionHeading';

/**
 * Spec §2 Specification groups: a select of the group labels and the chosen group's items as a definition
 * list, the default-open group chosen first. Every group is in the HTML; the others are hidden.
 */
export function SpecificationGroupsSection({section}: {section: SectionOf<'SpecificationGroupsSectionRecord'>}) {
  const {strings} = useRouteContext();
  const selectId = useId();
  const groups = section.groups.filter((group) => group.items.length);
  const [selected, setSelected] = useState(() => (groups.find((group) => group.defaultOpen) ?? groups[0])?.id);
  if (!groups.length) return null;

  return (
    <div className={TEXT_CONTAINER}>
      {section.heading ? <SectionHeading className="mb-4">{section.heading}</SectionHeading> : null}
      {groups.length > 1 ? (
        <div className="mb-4 flex flex-col gap-1">
          <label htmlFor={selectId} className="text-sm font-semibold">
            {section.selectLabel || strings.specifications}
          </label>
          <select
            id={selectId}
            value={selected}
            onChange={(event) => setSelected(event.target.value)}
            className="rounded-lg border-2 border-line bg-paper px-3 py-2 text-ink"
          >
            {groups.map((group) => (
              <option key={group.id} value={group.id}>
                {group.label || group.id}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {groups.map((group) => (
        <div key={group.id} className={clsx(group.id !== selected && 'hidden')}>
          {groups.length === 1 && group.label ? <h3 className="mb-2 font-bold">{group.label}</h3> : null}
          <dl className="divide-y divide-line">
            {group.items.map((item) => (
              // Label above value on a phone (a long ingredient list gets the full width), side by side from desktop.
              <div key={item.id} className="spec-row">
                <dt className="font-semibold">{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  );
}

import clsx from 'clsx';
import type {CSSProperties} from 'react';
import type {SectionOf} from '~/content/sections';

/** Spec §2 Spacer: empty height per breakpoint (px); without a desktop height the mobile one applies. */
export function SpacerSection({section}: {section: SectionOf<'SpacerSectionRecord'>}) {
  const mobile = section.heightMobile ?? 0;
  const desktop = section.heightDesktop;
  const style = {
    '--spacer-h': `${mobile}px`,
    ...(desktop !== null && desktop !== undefined ? {'--spacer-h-md': `${desktop}px`} : {}),
  } as CSSProperties;
  return (
    <div
      aria-hidden="true"
      style={style}
      className={clsx('h-[var(--spacer-h)]', desktop !== null && desktop !== undefined && 'md:h-[var(--spacer-h-md)]')}
    />
  );
}

import {cn} from '~/components/ui/class-names';
import type {IconData} from './types';

/** A small decorative icon from the content service (KSPs, notes, delivery code): the text beside it says it all. */
export function ContentIcon({icon, className}: {icon: IconData | null | undefined; className?: string}) {
  if (!icon) return null;
  return (
    <img
      src={icon.url}
      alt=""
      width={icon.width ?? 20}
      height={icon.height ?? 20}
      loading="lazy"
      className={cn('size-5 shrink-0 object-contain', className)}
    />
  );
}

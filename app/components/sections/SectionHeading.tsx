import {cn} from '~/components/ui/class-names';
import type {ReactNode} from 'react';

export type HeadingLevel = 2 | 3 | 4;

/** `h2 | h3 | h4` or 2..4 from content; anything else is the sections' default, h2 (the product title is h1). */
export function headingLevel(value: string | number | null | undefined): HeadingLevel {
  const level = typeof value === 'number' ? value : Number(value?.trim().toLowerCase().replace(/^h/, ''));
  return level === 3 || level === 4 ? level : 2;
}

const SIZES: Record<HeadingLevel, string> = {
  2: 'heading-2',
  3: 'heading-3',
  4: 'heading-4',
};

export function SectionHeading({
  level = 2,
  id,
  className,
  children,
}: {
  level?: HeadingLevel;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={cn(SIZES[level], className)}>
      {children}
    </Tag>
  );
}

/** The small line above a heading (in the section's text colour: an accent could clash with its background). */
export function Headline({children}: {children: ReactNode}) {
  return <p className="mb-1 text-sm font-bold uppercase tracking-wide">{children}</p>;
}

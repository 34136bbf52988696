import clsx from 'clsx';
import type {ContentBlockFragment} from '~graphql/content/content.generated';
import type {Loaded} from '~/content/sections';
import {RichText} from '~/components/content/RichText';
import {ContentLink} from '~/components/ui/ContentLink';
import {Headline, SectionHeading, type HeadingLevel} from './SectionHeading';

type ContentBlockData = Loaded<ContentBlockFragment>;
type Button = NonNullable<ContentBlockData['primaryButton']>;

// The button fields are free text in the content model; the values the editors use map to our styles and
// anything else gets the default (filled, medium, accent).
const BUTTON_SIZE: Record<string, string> = {small: 'px-4 py-2 text-sm', medium: 'px-6 py-3', large: 'px-8 py-4 text-lg'};
const ACCENT_BUTTON = 'bg-[var(--product-accent,var(--color-accent))] border-[var(--product-accent,var(--color-accent))] text-[var(--product-accent-contrast,var(--color-on-accent))]';
const BUTTON_COLOR: Record<string, string> = {
  orange: ACCENT_BUTTON,
  accent: ACCENT_BUTTON,
  black: 'bg-ink border-ink text-paper',
  ink: 'bg-ink border-ink text-paper',
  white: 'bg-paper border-paper text-ink',
};
const OUTLINE_VARIANTS = new Set(['outline', 'outlined', 'ghost']);

/** The body's font weight (free text too): the names editors use; anything else is the body's own (regular). */
const BODY_WEIGHT: Record<string, string> = {light: 'font-light', medium: 'font-medium', semibold: 'font-semibold', bold: 'font-bold'};

function buttonClass(button: Button): string {
  const outline = OUTLINE_VARIANTS.has(button.variant?.toLowerCase() ?? '');
  return clsx(
    'mt-5 inline-block rounded-full border-2 font-bold',
    BUTTON_SIZE[button.size?.toLowerCase() ?? ''] ?? BUTTON_SIZE.medium,
    outline ? 'border-current bg-transparent' : (BUTTON_COLOR[button.color?.toLowerCase() ?? ''] ?? ACCENT_BUTTON),
    button.uppercase && 'uppercase tracking-wide',
  );
}

/**
 * A content block (spec §3): headline, heading (with its own desktop copy), rich body and a primary button.
 * The product page shows the layout's company info and customer service blocks with it; the content block
 * section (ContentBlockSection) places one on any page.
 */
export function ContentBlock({block, headingLevel = 2}: {block: ContentBlockData | null | undefined; headingLevel?: HeadingLevel}) {
  if (!block) return null;
  const desktopHeading = block.headingDesktop || block.heading;
  const button = block.primaryButton;
  return (
    <div>
      {block.headline ? <Headline>{block.headline}</Headline> : null}
      {block.heading || desktopHeading ? (
        <SectionHeading level={headingLevel}>
          {/* One heading element, its copy per breakpoint: the hidden copy is hidden from assistive tech too. */}
          <span className="md:hidden">{block.heading || desktopHeading}</span>
          <span className="hidden md:inline">{desktopHeading}</span>
        </SectionHeading>
      ) : null}
      <RichText data={block.body} className={clsx('mt-3', BODY_WEIGHT[block.bodyFontWeight?.trim().toLowerCase() ?? ''])} />
      {button?.link ? (
        <ContentLink link={button.link} className={buttonClass(button)}>
          {button.label || button.link.label}
        </ContentLink>
      ) : null}
    </div>
  );
}

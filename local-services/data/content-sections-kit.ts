// Product page sections (spec §2) as blocks, with their settings (spec §3 Section settings), shared by the
// product pages' demo content.
//
// Anchor convention: a section's anchor is its model API key without `_section`, in kebab case
// (`specification_groups_section` → `specification-groups`); a second section of the same model gets `-2`, and so
// on. Navigation anchors' `slug`s use those names, so they do not depend on ids or settings.
import {block, type Block, type Fields} from '../datocms/records';

export type Visibility = 'all' | 'desktop' | 'mobile';

export type SectionSettings = {
  backgroundColor: string | null;
  textColor: string | null;
  marginTopMobile: number;
  marginBottomMobile: number;
  marginTopDesktop: number;
  marginBottomDesktop: number;
  paddingTopMobile: number;
  paddingBottomMobile: number;
  paddingTopDesktop: number;
  paddingBottomDesktop: number;
  visibility: Visibility;
};

/** What a new section gets in the CMS: no colours of its own, no margins, the usual padding, always shown. */
export const DEFAULT_SECTION_SETTINGS: SectionSettings = {
  backgroundColor: null,
  textColor: null,
  marginTopMobile: 0,
  marginBottomMobile: 0,
  marginTopDesktop: 0,
  marginBottomDesktop: 0,
  paddingTopMobile: 32,
  paddingBottomMobile: 32,
  paddingTopDesktop: 64,
  paddingBottomDesktop: 64,
  visibility: 'all',
};

/** A section block: `kind` is the model without `_section` (e.g. 'faq'), fields as in schema.graphql. */
export function section(kind: string, fields: Fields = {}, settings: Partial<SectionSettings> = {}): Block {
  return block(`${kind}_section`, {settings: block('section_settings', {...DEFAULT_SECTION_SETTINGS, ...settings}), ...fields});
}

/** The anchor name of the `occurrence`-th (1-based) section of a model, per the convention above. */
export function anchorSlug(kind: string, occurrence = 1): string {
  const name = kind.replace(/_/g, '-');
  return occurrence > 1 ? `${name}-${occurrence}` : name;
}

import {Sections, type SectionSlots} from '~/components/sections/Sections';
import {NO_SECTION_DATA, productSectionList, type ProductSectionsData, type SectionData} from '~/content/sections';

export type {SectionSlots};

type Props = {
  /** The ProductSections fragment of the content product. */
  record: ProductSectionsData | null | undefined;
  /** Commerce data from loadSectionData (prices, recommendations). */
  data?: SectionData;
  slots?: SectionSlots;
};

/**
 * The product page's content sections (spec §2): the editors' list in their order when the product uses the
 * new format, else the legacy layout (summary, benefits, specification groups, FAQ), with the product-level
 * blocks in the marker sections' places. Their code is here already: it loads with the page's lower part
 * (ProductMore, which waits for `loadSectionTypes`).
 */
export function ProductSections({record, data = NO_SECTION_DATA, slots = {}}: Props) {
  if (!record) return null;
  return <Sections sections={productSectionList(record)} data={data} slots={slots} />;
}

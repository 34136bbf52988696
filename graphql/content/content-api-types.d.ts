export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  BooleanType: { input: boolean; output: boolean; }
  CustomData: { input: Record<string, string>; output: Record<string, string>; }
  Date: { input: string; output: string; }
  DateTime: { input: string; output: string; }
  FloatType: { input: number; output: number; }
  IntType: { input: number; output: number; }
  ItemId: { input: string; output: string; }
  JsonField: { input: unknown; output: unknown; }
  MetaTagAttributes: { input: Record<string, string>; output: Record<string, string>; }
  UploadId: { input: string; output: string; }
};

export type AnchorRecord = RecordInterface & {
  __typename?: 'AnchorRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  id: Scalars['ItemId']['output'];
  label?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
};


export type AnchorRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

/** The bar above the header: rotating items, each shown always or within its day/time windows (Europe/Amsterdam). */
export type AnnouncementBarRecord = RecordInterface & {
  __typename?: 'AnnouncementBarRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  /** Seconds a transition takes (none: 0.5). */
  animationDuration?: Maybe<Scalars['FloatType']['output']>;
  /** crossfade | scroll | slide (anything else: crossfade). */
  animationType?: Maybe<Scalars['String']['output']>;
  backgroundColor?: Maybe<ColorField>;
  /** An image or a video behind the text. */
  backgroundMedia?: Maybe<FileField>;
  /** The bar's own text: shown when none of its items is current. */
  content?: Maybe<Scalars['String']['output']>;
  homepageOnly?: Maybe<Scalars['BooleanType']['output']>;
  id: Scalars['ItemId']['output'];
  items: Array<AnnouncementItemRecord>;
  /** The bar's colours hold on pages that bring their own (product pages); README Announcement bar. */
  overwritePageSettings?: Maybe<Scalars['BooleanType']['output']>;
  showAnnouncementBar?: Maybe<Scalars['BooleanType']['output']>;
  textColor?: Maybe<ColorField>;
};


/** The bar above the header: rotating items, each shown always or within its day/time windows (Europe/Amsterdam). */
export type AnnouncementBarRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

/** One announcement: its text, an optional link, and when it shows (no settings: always). */
export type AnnouncementItemRecord = RecordInterface & {
  __typename?: 'AnnouncementItemRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  content?: Maybe<Scalars['String']['output']>;
  enabled?: Maybe<Scalars['BooleanType']['output']>;
  id: Scalars['ItemId']['output'];
  /** Our own: where the item leads (its label is the link's text). */
  link?: Maybe<ButtonLinkRecord>;
  settings: Array<AnnouncementScheduleRecord>;
};


/** One announcement: its text, an optional link, and when it shows (no settings: always). */
export type AnnouncementItemRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

/** A window of an announcement, Europe/Amsterdam time: a weekday (none: every day) from startTime to endTime (HH:mm). */
export type AnnouncementScheduleRecord = RecordInterface & {
  __typename?: 'AnnouncementScheduleRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  /** monday … sunday; empty: every day. */
  day?: Maybe<Scalars['String']['output']>;
  endTime?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  startTime?: Maybe<Scalars['String']['output']>;
};


/** A window of an announcement, Europe/Amsterdam time: a weekday (none: every day) from startTime to endTime (HH:mm). */
export type AnnouncementScheduleRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type ArticleCarouselSectionRecord = RecordInterface & {
  __typename?: 'ArticleCarouselSectionRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  articles: Array<ArticleRecord>;
  heading?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  settings?: Maybe<SectionSettingsRecord>;
};


export type ArticleCarouselSectionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type ArticleHighlightSectionRecord = RecordInterface & {
  __typename?: 'ArticleHighlightSectionRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  article?: Maybe<ArticleRecord>;
  buttonLabel?: Maybe<Scalars['String']['output']>;
  headline?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  settings?: Maybe<SectionSettingsRecord>;
};


export type ArticleHighlightSectionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type ArticleModelFilter = {
  AND?: InputMaybe<Array<InputMaybe<ArticleModelFilter>>>;
  OR?: InputMaybe<Array<InputMaybe<ArticleModelFilter>>>;
  _createdAt?: InputMaybe<DateTimeFilter>;
  _firstPublishedAt?: InputMaybe<DateTimeFilter>;
  _isValid?: InputMaybe<BooleanFilter>;
  _locales?: InputMaybe<LocalesFilter>;
  _publishedAt?: InputMaybe<DateTimeFilter>;
  _status?: InputMaybe<StatusFilter>;
  _updatedAt?: InputMaybe<DateTimeFilter>;
  heading?: InputMaybe<StringFilter>;
  id?: InputMaybe<ItemIdFilter>;
  publicationDate?: InputMaybe<DateFilter>;
  slug?: InputMaybe<SlugFilter>;
  tags?: InputMaybe<LinksFilter>;
  timeToRead?: InputMaybe<IntegerFilter>;
};

export type ArticleModelOrderBy =
  | '_createdAt_ASC'
  | '_createdAt_DESC'
  | '_firstPublishedAt_ASC'
  | '_firstPublishedAt_DESC'
  | '_isValid_ASC'
  | '_isValid_DESC'
  | '_publishedAt_ASC'
  | '_publishedAt_DESC'
  | '_updatedAt_ASC'
  | '_updatedAt_DESC'
  | 'heading_ASC'
  | 'heading_DESC'
  | 'id_ASC'
  | 'id_DESC'
  | 'publicationDate_ASC'
  | 'publicationDate_DESC'
  | 'slug_ASC'
  | 'slug_DESC'
  | 'timeToRead_ASC'
  | 'timeToRead_DESC';

export type ArticleRecord = RecordInterface & {
  __typename?: 'ArticleRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  heading?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  intro?: Maybe<Scalars['String']['output']>;
  mainImage?: Maybe<FileField>;
  proteinBarOIsWhite?: Maybe<Scalars['BooleanType']['output']>;
  publicationDate?: Maybe<Scalars['Date']['output']>;
  showProteinBarO?: Maybe<Scalars['BooleanType']['output']>;
  showVeganProteinO?: Maybe<Scalars['BooleanType']['output']>;
  showWheyProteinO?: Maybe<Scalars['BooleanType']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  tags: Array<TagRecord>;
  timeToRead?: Maybe<Scalars['IntType']['output']>;
  veganProteinOIsWhite?: Maybe<Scalars['BooleanType']['output']>;
  video?: Maybe<FileField>;
  wheyProteinOIsWhite?: Maybe<Scalars['BooleanType']['output']>;
};


export type ArticleRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type BenefitRecord = RecordInterface & {
  __typename?: 'BenefitRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  id: Scalars['ItemId']['output'];
  image?: Maybe<FileField>;
  text?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};


export type BenefitRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type BenefitsSectionRecord = RecordInterface & {
  __typename?: 'BenefitsSectionRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  heading?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  items: Array<BenefitRecord>;
  openByDefault?: Maybe<Scalars['BooleanType']['output']>;
  readLessLabel?: Maybe<Scalars['String']['output']>;
  readMoreLabel?: Maybe<Scalars['String']['output']>;
  settings?: Maybe<SectionSettingsRecord>;
};


export type BenefitsSectionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type BookingConsultRecord = RecordInterface & {
  __typename?: 'BookingConsultRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  body?: Maybe<Scalars['String']['output']>;
  heading?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  label?: Maybe<Scalars['String']['output']>;
  /** A Calendly-type booking URL. */
  url?: Maybe<Scalars['String']['output']>;
};


export type BookingConsultRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type BookingConsultSectionRecord = RecordInterface & {
  __typename?: 'BookingConsultSectionRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  id: Scalars['ItemId']['output'];
  settings?: Maybe<SectionSettingsRecord>;
};


export type BookingConsultSectionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type BooleanFilter = {
  eq?: InputMaybe<Scalars['BooleanType']['input']>;
};

/** A button or menu link: either a free url or a link to a record (spec §2, Link targets from content records). */
export type ButtonLinkRecord = RecordInterface & {
  __typename?: 'ButtonLinkRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  entryLink?: Maybe<LinkTargetUnion>;
  id: Scalars['ItemId']['output'];
  label?: Maybe<Scalars['String']['output']>;
  openInNewTab?: Maybe<Scalars['BooleanType']['output']>;
  url?: Maybe<Scalars['String']['output']>;
  useEntryLink?: Maybe<Scalars['BooleanType']['output']>;
};


/** A button or menu link: either a free url or a link to a record (spec §2, Link targets from content records). */
export type ButtonLinkRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type ButtonRecord = RecordInterface & {
  __typename?: 'ButtonRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  color?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  label?: Maybe<Scalars['String']['output']>;
  link?: Maybe<ButtonLinkRecord>;
  size?: Maybe<Scalars['String']['output']>;
  uppercase?: Maybe<Scalars['BooleanType']['output']>;
  variant?: Maybe<Scalars['String']['output']>;
};


export type ButtonRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type CartPageModelFilter = {
  AND?: InputMaybe<Array<InputMaybe<CartPageModelFilter>>>;
  OR?: InputMaybe<Array<InputMaybe<CartPageModelFilter>>>;
  _createdAt?: InputMaybe<DateTimeFilter>;
  _firstPublishedAt?: InputMaybe<DateTimeFilter>;
  _isValid?: InputMaybe<BooleanFilter>;
  _locales?: InputMaybe<LocalesFilter>;
  _publishedAt?: InputMaybe<DateTimeFilter>;
  _status?: InputMaybe<StatusFilter>;
  _updatedAt?: InputMaybe<DateTimeFilter>;
  id?: InputMaybe<ItemIdFilter>;
  title?: InputMaybe<StringFilter>;
};

export type CartPageModelOrderBy =
  | '_createdAt_ASC'
  | '_createdAt_DESC'
  | '_firstPublishedAt_ASC'
  | '_firstPublishedAt_DESC'
  | '_isValid_ASC'
  | '_isValid_DESC'
  | '_publishedAt_ASC'
  | '_publishedAt_DESC'
  | '_updatedAt_ASC'
  | '_updatedAt_DESC'
  | 'id_ASC'
  | 'id_DESC'
  | 'title_ASC'
  | 'title_DESC';

/** The cart is an overlay, not a page: links to this record open it (spec §2). */
export type CartPageRecord = RecordInterface & {
  __typename?: 'CartPageRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  id: Scalars['ItemId']['output'];
  title?: Maybe<Scalars['String']['output']>;
};


/** The cart is an overlay, not a page: links to this record open it (spec §2). */
export type CartPageRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

/** Singleton. The cart's free gift: the minimum spend and the gifts a shopper may choose from (spec §4 Cart). */
export type CartSettingsRecord = RecordInterface & {
  __typename?: 'CartSettingsRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  freeGiftHeading?: Maybe<Scalars['String']['output']>;
  /** Minimum cart subtotal (gift lines excluded), in the market's currency; no threshold means no gifts. */
  freeGiftThreshold?: Maybe<Scalars['FloatType']['output']>;
  freeGifts: Array<FreeGiftRecord>;
  id: Scalars['ItemId']['output'];
};


/** Singleton. The cart's free gift: the minimum spend and the gifts a shopper may choose from (spec §4 Cart). */
export type CartSettingsRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type CollectionGridSectionRecord = RecordInterface & {
  __typename?: 'CollectionGridSectionRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  collections: Array<CollectionRecord>;
  heading?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  settings?: Maybe<SectionSettingsRecord>;
};


export type CollectionGridSectionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type CollectionMetadata = {
  __typename?: 'CollectionMetadata';
  count: Scalars['IntType']['output'];
};

export type CollectionModelFilter = {
  AND?: InputMaybe<Array<InputMaybe<CollectionModelFilter>>>;
  OR?: InputMaybe<Array<InputMaybe<CollectionModelFilter>>>;
  _createdAt?: InputMaybe<DateTimeFilter>;
  _firstPublishedAt?: InputMaybe<DateTimeFilter>;
  _isValid?: InputMaybe<BooleanFilter>;
  _locales?: InputMaybe<LocalesFilter>;
  _publishedAt?: InputMaybe<DateTimeFilter>;
  _status?: InputMaybe<StatusFilter>;
  _updatedAt?: InputMaybe<DateTimeFilter>;
  id?: InputMaybe<ItemIdFilter>;
  position?: InputMaybe<IntegerFilter>;
  slug?: InputMaybe<SlugFilter>;
  title?: InputMaybe<StringFilter>;
};

export type CollectionModelOrderBy =
  | '_createdAt_ASC'
  | '_createdAt_DESC'
  | '_firstPublishedAt_ASC'
  | '_firstPublishedAt_DESC'
  | '_isValid_ASC'
  | '_isValid_DESC'
  | '_publishedAt_ASC'
  | '_publishedAt_DESC'
  | '_updatedAt_ASC'
  | '_updatedAt_DESC'
  | 'id_ASC'
  | 'id_DESC'
  | 'position_ASC'
  | 'position_DESC'
  | 'slug_ASC'
  | 'slug_DESC'
  | 'title_ASC'
  | 'title_DESC';

export type CollectionRecord = RecordInterface & {
  __typename?: 'CollectionRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  backgroundColor?: Maybe<ColorField>;
  color?: Maybe<ColorField>;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  image?: Maybe<FileField>;
  position?: Maybe<Scalars['IntType']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  textColor?: Maybe<ColorField>;
  title?: Maybe<Scalars['String']['output']>;
};


export type CollectionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type ColorField = {
  __typename?: 'ColorField';
  alpha: Scalars['IntType']['output'];
  blue: Scalars['IntType']['output'];
  cssRgb: Scalars['String']['output'];
  green: Scalars['IntType']['output'];
  hex: Scalars['String']['output'];
  red: Scalars['IntType']['output'];
};

export type CompanyInfoSectionRecord = RecordInterface & {
  __typename?: 'CompanyInfoSectionRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  id: Scalars['ItemId']['output'];
  settings?: Maybe<SectionSettingsRecord>;
};


export type CompanyInfoSectionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type ContactPageModelFilter = {
  AND?: InputMaybe<Array<InputMaybe<ContactPageModelFilter>>>;
  OR?: InputMaybe<Array<InputMaybe<ContactPageModelFilter>>>;
  _createdAt?: InputMaybe<DateTimeFilter>;
  _firstPublishedAt?: InputMaybe<DateTimeFilter>;
  _isValid?: InputMaybe<BooleanFilter>;
  _locales?: InputMaybe<LocalesFilter>;
  _publishedAt?: InputMaybe<DateTimeFilter>;
  _status?: InputMaybe<StatusFilter>;
  _updatedAt?: InputMaybe<DateTimeFilter>;
  id?: InputMaybe<ItemIdFilter>;
  slug?: InputMaybe<SlugFilter>;
  title?: InputMaybe<StringFilter>;
};

export type ContactPageModelOrderBy =
  | '_createdAt_ASC'
  | '_createdAt_DESC'
  | '_firstPublishedAt_ASC'
  | '_firstPublishedAt_DESC'
  | '_isValid_ASC'
  | '_isValid_DESC'
  | '_publishedAt_ASC'
  | '_publishedAt_DESC'
  | '_updatedAt_ASC'
  | '_updatedAt_DESC'
  | 'id_ASC'
  | 'id_DESC'
  | 'slug_ASC'
  | 'slug_DESC'
  | 'title_ASC'
  | 'title_DESC';

export type ContactPageRecord = RecordInterface & {
  __typename?: 'ContactPageRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  body?: Maybe<Scalars['String']['output']>;
  cta?: Maybe<ButtonLinkRecord>;
  ctaHeading?: Maybe<Scalars['String']['output']>;
  ctaText?: Maybe<Scalars['String']['output']>;
  faqHeading?: Maybe<Scalars['String']['output']>;
  faqs: Array<FaqBlockRecord>;
  id: Scalars['ItemId']['output'];
  intro?: Maybe<Scalars['String']['output']>;
  openingHours: Array<OpeningHoursRecord>;
  /** Service page blocks (contact, wholesale, guides): cards such as contact channels or reasons, opening hours, an FAQ and a call to action. */
  serviceCards: Array<ServiceCardRecord>;
  slug?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};


export type ContactPageRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

/** Content blocks (spec §3): headline, heading with desktop copy, rich body, primary button. */
export type ContentBlockRecord = RecordInterface & {
  __typename?: 'ContentBlockRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  body?: Maybe<RichTextField>;
  /** The body's font weight: light | regular | medium | semibold | bold (anything else: regular). */
  bodyFontWeight?: Maybe<Scalars['String']['output']>;
  heading?: Maybe<Scalars['String']['output']>;
  headingDesktop?: Maybe<Scalars['String']['output']>;
  headline?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  primaryButton?: Maybe<ButtonRecord>;
};


/** Content blocks (spec §3): headline, heading with desktop copy, rich body, primary button. */
export type ContentBlockRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

/** A content block as a section, with media beside it (spec §3 Content blocks, Media display). */
export type ContentBlockSectionRecord = RecordInterface & {
  __typename?: 'ContentBlockSectionRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  content?: Maybe<ContentBlockRecord>;
  id: Scalars['ItemId']['output'];
  media?: Maybe<FileField>;
  /** left | right: the media's side from 768px (below it the media comes first); anything else: right. */
  mediaPosition?: Maybe<Scalars['String']['output']>;
  settings?: Maybe<SectionSettingsRecord>;
};


/** A content block as a section, with media beside it (spec §3 Content blocks, Media display). */
export type ContentBlockSectionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type ContentImageSectionRecord = RecordInterface & {
  __typename?: 'ContentImageSectionRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  backgroundImage?: Maybe<FileField>;
  body?: Maybe<RichTextField>;
  heading?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  image?: Maybe<FileField>;
  imageMobile?: Maybe<FileField>;
  /** left | right */
  imagePosition?: Maybe<Scalars['String']['output']>;
  settings?: Maybe<SectionSettingsRecord>;
};


export type ContentImageSectionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type ContentVariantModelFilter = {
  AND?: InputMaybe<Array<InputMaybe<ContentVariantModelFilter>>>;
  OR?: InputMaybe<Array<InputMaybe<ContentVariantModelFilter>>>;
  _createdAt?: InputMaybe<DateTimeFilter>;
  _firstPublishedAt?: InputMaybe<DateTimeFilter>;
  _isValid?: InputMaybe<BooleanFilter>;
  _locales?: InputMaybe<LocalesFilter>;
  _publishedAt?: InputMaybe<DateTimeFilter>;
  _status?: InputMaybe<StatusFilter>;
  _updatedAt?: InputMaybe<DateTimeFilter>;
  id?: InputMaybe<ItemIdFilter>;
  isSoldOut?: InputMaybe<BooleanFilter>;
  name?: InputMaybe<StringFilter>;
  slug?: InputMaybe<SlugFilter>;
  variantId?: InputMaybe<StringFilter>;
};

export type ContentVariantModelOrderBy =
  | '_createdAt_ASC'
  | '_createdAt_DESC'
  | '_firstPublishedAt_ASC'
  | '_firstPublishedAt_DESC'
  | '_isValid_ASC'
  | '_isValid_DESC'
  | '_publishedAt_ASC'
  | '_publishedAt_DESC'
  | '_updatedAt_ASC'
  | '_updatedAt_DESC'
  | 'id_ASC'
  | 'id_DESC'
  | 'name_ASC'
  | 'name_DESC'
  | 'slug_ASC'
  | 'slug_DESC';

/** Content variant: the editorial side of a Shopify variant. */
export type ContentVariantRecord = RecordInterface & {
  __typename?: 'ContentVariantRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  additionalImages: Array<FileField>;
  breadcrumbsColor?: Maybe<ColorField>;
  color?: Maybe<ColorField>;
  customSelectThumbnail?: Maybe<FileField>;
  discountNote?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  image?: Maybe<FileField>;
  imageLocalized?: Maybe<FileField>;
  isRepeatHidden?: Maybe<Scalars['BooleanType']['output']>;
  isSoldOut?: Maybe<Scalars['BooleanType']['output']>;
  labelBackgroundColor?: Maybe<ColorField>;
  labelTextColor?: Maybe<ColorField>;
  name?: Maybe<Scalars['String']['output']>;
  optionsDisplaySettings: Array<OptionDisplayUnion>;
  pageBackgroundColor?: Maybe<ColorField>;
  pageForegroundColor?: Maybe<ColorField>;
  pageTextColor?: Maybe<ColorField>;
  preorderProduct?: Maybe<Scalars['BooleanType']['output']>;
  priceNote?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  trustpilotId?: Maybe<Scalars['String']['output']>;
  /** The Shopify variant gid. */
  variantId?: Maybe<Scalars['String']['output']>;
};


/** Content variant: the editorial side of a Shopify variant. */
export type ContentVariantRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type CustomerServiceSectionRecord = RecordInterface & {
  __typename?: 'CustomerServiceSectionRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  id: Scalars['ItemId']['output'];
  settings?: Maybe<SectionSettingsRecord>;
};


export type CustomerServiceSectionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type DateFilter = {
  eq?: InputMaybe<Scalars['Date']['input']>;
  exists?: InputMaybe<Scalars['BooleanType']['input']>;
  gt?: InputMaybe<Scalars['Date']['input']>;
  gte?: InputMaybe<Scalars['Date']['input']>;
  lt?: InputMaybe<Scalars['Date']['input']>;
  lte?: InputMaybe<Scalars['Date']['input']>;
  neq?: InputMaybe<Scalars['Date']['input']>;
};

export type DateTimeFilter = {
  eq?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['BooleanType']['input']>;
  gt?: InputMaybe<Scalars['DateTime']['input']>;
  gte?: InputMaybe<Scalars['DateTime']['input']>;
  lt?: InputMaybe<Scalars['DateTime']['input']>;
  lte?: InputMaybe<Scalars['DateTime']['input']>;
  neq?: InputMaybe<Scalars['DateTime']['input']>;
};

export type DeliveryCodeRecord = RecordInterface & {
  __typename?: 'DeliveryCodeRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  enabled?: Maybe<Scalars['BooleanType']['output']>;
  icon?: Maybe<FileField>;
  id: Scalars['ItemId']['output'];
  nextBusinessDayDeliveryLabel?: Maybe<Scalars['String']['output']>;
  regularDeliveryLabel?: Maybe<Scalars['String']['output']>;
  /** regular | next_business_day */
  setting?: Maybe<Scalars['String']['output']>;
};


export type DeliveryCodeRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type DeliveryCodeSectionRecord = RecordInterface & {
  __typename?: 'DeliveryCodeSectionRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  id: Scalars['ItemId']['output'];
  settings?: Maybe<SectionSettingsRecord>;
};


export type DeliveryCodeSectionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type FaqBlockRecord = RecordInterface & {
  __typename?: 'FaqBlockRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  answer?: Maybe<RichTextField>;
  id: Scalars['ItemId']['output'];
  question?: Maybe<Scalars['String']['output']>;
};


export type FaqBlockRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type FaqSectionRecord = RecordInterface & {
  __typename?: 'FaqSectionRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  blocks: Array<FaqBlockRecord>;
  heading?: Maybe<Scalars['String']['output']>;
  /** h2 | h3 | h4 */
  headingTag?: Maybe<Scalars['String']['output']>;
  headline?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  initialAmount?: Maybe<Scalars['IntType']['output']>;
  paginateAmount?: Maybe<Scalars['IntType']['output']>;
  /** Collapses to the initial amount on mobile only. */
  responsive?: Maybe<Scalars['BooleanType']['output']>;
  settings?: Maybe<SectionSettingsRecord>;
  showMoreLabel?: Maybe<Scalars['String']['output']>;
};


export type FaqSectionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type FileField = {
  __typename?: 'FileField';
  alt?: Maybe<Scalars['String']['output']>;
  basename: Scalars['String']['output'];
  blurhash?: Maybe<Scalars['String']['output']>;
  customData: Scalars['CustomData']['output'];
  filename: Scalars['String']['output'];
  focalPoint?: Maybe<FocalPoint>;
  format: Scalars['String']['output'];
  height?: Maybe<Scalars['IntType']['output']>;
  id: Scalars['UploadId']['output'];
  mimeType: Scalars['String']['output'];
  responsiveImage?: Maybe<ResponsiveImage>;
  size: Scalars['IntType']['output'];
  title?: Maybe<Scalars['String']['output']>;
  url: Scalars['String']['output'];
  video?: Maybe<UploadVideoField>;
  width?: Maybe<Scalars['IntType']['output']>;
};


export type FileFieldResponsiveImageArgs = {
  imgixParams?: InputMaybe<ImgixParams>;
  locale?: InputMaybe<SiteLocale>;
  sizes?: InputMaybe<Scalars['String']['input']>;
};


export type FileFieldUrlArgs = {
  imgixParams?: InputMaybe<ImgixParams>;
};

/** One locale's value of a localized file field (the items of _all<Field>Locales). */
export type FileFieldMultiLocaleField = {
  __typename?: 'FileFieldMultiLocaleField';
  locale?: Maybe<SiteLocale>;
  value?: Maybe<FileField>;
};

export type FitblogModelFilter = {
  AND?: InputMaybe<Array<InputMaybe<FitblogModelFilter>>>;
  OR?: InputMaybe<Array<InputMaybe<FitblogModelFilter>>>;
  _createdAt?: InputMaybe<DateTimeFilter>;
  _firstPublishedAt?: InputMaybe<DateTimeFilter>;
  _isValid?: InputMaybe<BooleanFilter>;
  _locales?: InputMaybe<LocalesFilter>;
  _publishedAt?: InputMaybe<DateTimeFilter>;
  _status?: InputMaybe<StatusFilter>;
  _updatedAt?: InputMaybe<DateTimeFilter>;
  id?: InputMaybe<ItemIdFilter>;
  slug?: InputMaybe<SlugFilter>;
  title?: InputMaybe<StringFilter>;
};

export type FitblogModelOrderBy =
  | '_createdAt_ASC'
  | '_createdAt_DESC'
  | '_firstPublishedAt_ASC'
  | '_firstPublishedAt_DESC'
  | '_isValid_ASC'
  | '_isValid_DESC'
  | '_publishedAt_ASC'
  | '_publishedAt_DESC'
  | '_updatedAt_ASC'
  | '_updatedAt_DESC'
  | 'id_ASC'
  | 'id_DESC'
  | 'slug_ASC'
  | 'slug_DESC'
  | 'title_ASC'
  | 'title_DESC';

export type FitblogRecord = RecordInterface & {
  __typename?: 'FitblogRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  body?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  intro?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};


export type FitblogRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type FlavourRecord = RecordInterface & {
  __typename?: 'FlavourRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  addFootnote?: Maybe<Scalars['BooleanType']['output']>;
  colour?: Maybe<ColorField>;
  id: Scalars['ItemId']['output'];
  name?: Maybe<Scalars['String']['output']>;
  productBackgroundColor?: Maybe<ColorField>;
  secondaryColor?: Maybe<ColorField>;
  selectOption?: Maybe<SelectOptionRecord>;
  thumbnail?: Maybe<FileField>;
};


export type FlavourRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type FooterColumnRecord = RecordInterface & {
  __typename?: 'FooterColumnRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  heading?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  links: Array<ButtonLinkRecord>;
};


export type FooterColumnRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

/** A gift choice (block): one Shopify variant, added free with the gift marker attribute. */
export type FreeGiftRecord = RecordInterface & {
  __typename?: 'FreeGiftRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  id: Scalars['ItemId']['output'];
  image?: Maybe<FileField>;
  title?: Maybe<Scalars['String']['output']>;
  /** The Shopify variant gid. */
  variantId?: Maybe<Scalars['String']['output']>;
};


/** A gift choice (block): one Shopify variant, added free with the gift marker attribute. */
export type FreeGiftRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

/** The geolocation prompt's texts (singleton; spec §3 Overlay texts). */
export type GeolocationRecord = RecordInterface & {
  __typename?: 'GeolocationRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  body?: Maybe<Scalars['String']['output']>;
  buttonCancelLabel?: Maybe<Scalars['String']['output']>;
  buttonContinueLabel?: Maybe<Scalars['String']['output']>;
  heading?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
};


/** The geolocation prompt's texts (singleton; spec §3 Overlay texts). */
export type GeolocationRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type GlobalSeoField = {
  __typename?: 'GlobalSeoField';
  facebookPageUrl?: Maybe<Scalars['String']['output']>;
  fallbackSeo?: Maybe<SeoField>;
  siteName?: Maybe<Scalars['String']['output']>;
  titleSuffix?: Maybe<Scalars['String']['output']>;
  twitterAccount?: Maybe<Scalars['String']['output']>;
};

export type HeroGridItemRecord = RecordInterface & {
  __typename?: 'HeroGridItemRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  heading?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  media?: Maybe<FileField>;
  text?: Maybe<Scalars['String']['output']>;
};


export type HeroGridItemRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type HeroGridSectionRecord = RecordInterface & {
  __typename?: 'HeroGridSectionRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  hideTrustpilot?: Maybe<Scalars['BooleanType']['output']>;
  id: Scalars['ItemId']['output'];
  items: Array<HeroGridItemRecord>;
  mainItem?: Maybe<HeroGridItemRecord>;
  /** grid | carousel */
  mobileVariant?: Maybe<Scalars['String']['output']>;
  settings?: Maybe<SectionSettingsRecord>;
};


export type HeroGridSectionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type HeroSectionRecord = RecordInterface & {
  __typename?: 'HeroSectionRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  backgroundColor?: Maybe<ColorField>;
  body?: Maybe<Scalars['String']['output']>;
  button?: Maybe<ButtonLinkRecord>;
  heading?: Maybe<Scalars['String']['output']>;
  headline?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  image?: Maybe<FileField>;
  settings?: Maybe<SectionSettingsRecord>;
  textColor?: Maybe<ColorField>;
};


export type HeroSectionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

/** Singleton. */
export type HomePageRecord = RecordInterface & {
  __typename?: 'HomePageRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  id: Scalars['ItemId']['output'];
  sections: Array<SectionUnion>;
  title?: Maybe<Scalars['String']['output']>;
};


/** Singleton. */
export type HomePageRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type ImageBlockRecord = RecordInterface & {
  __typename?: 'ImageBlockRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  id: Scalars['ItemId']['output'];
  image?: Maybe<FileField>;
};


export type ImageBlockRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type ImgixParams = {
  ar?: InputMaybe<Scalars['String']['input']>;
  auto?: InputMaybe<Array<ImgixParamsAuto>>;
  crop?: InputMaybe<Array<ImgixParamsCrop>>;
  dpr?: InputMaybe<Scalars['FloatType']['input']>;
  fit?: InputMaybe<ImgixParamsFit>;
  fm?: InputMaybe<ImgixParamsFm>;
  h?: InputMaybe<Scalars['FloatType']['input']>;
  q?: InputMaybe<Scalars['IntType']['input']>;
  w?: InputMaybe<Scalars['FloatType']['input']>;
};

export type ImgixParamsAuto =
  | 'compress'
  | 'enhance'
  | 'format'
  | 'redeye';

export type ImgixParamsCrop =
  | 'bottom'
  | 'edges'
  | 'entropy'
  | 'faces'
  | 'focalpoint'
  | 'left'
  | 'right'
  | 'top';

export type ImgixParamsFit =
  | 'clamp'
  | 'clip'
  | 'crop'
  | 'facearea'
  | 'fill'
  | 'fillmax'
  | 'max'
  | 'min'
  | 'scale';

export type ImgixParamsFm =
  | 'avif'
  | 'gif'
  | 'jp2'
  | 'jpg'
  | 'json'
  | 'jxr'
  | 'mp4'
  | 'pjpg'
  | 'png'
  | 'png8'
  | 'png32'
  | 'webm'
  | 'webp';

export type IntegerFilter = {
  eq?: InputMaybe<Scalars['IntType']['input']>;
  exists?: InputMaybe<Scalars['BooleanType']['input']>;
  gt?: InputMaybe<Scalars['IntType']['input']>;
  gte?: InputMaybe<Scalars['IntType']['input']>;
  lt?: InputMaybe<Scalars['IntType']['input']>;
  lte?: InputMaybe<Scalars['IntType']['input']>;
  neq?: InputMaybe<Scalars['IntType']['input']>;
};

export type ItemIdFilter = {
  eq?: InputMaybe<Scalars['ItemId']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['ItemId']['input']>>>;
  neq?: InputMaybe<Scalars['ItemId']['input']>;
  notIn?: InputMaybe<Array<InputMaybe<Scalars['ItemId']['input']>>>;
};

export type ItemStatus =
  | 'draft'
  | 'published'
  | 'updated';

export type KspRecord = RecordInterface & {
  __typename?: 'KspRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  icon?: Maybe<FileField>;
  id: Scalars['ItemId']['output'];
  text?: Maybe<Scalars['String']['output']>;
};


export type KspRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

/** Singleton: the site shell (menu, footer, USPs). */
export type LayoutRecord = RecordInterface & {
  __typename?: 'LayoutRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  brandName?: Maybe<Scalars['String']['output']>;
  companyInfo?: Maybe<ContentBlockRecord>;
  customerService?: Maybe<ContentBlockRecord>;
  footerColumns: Array<FooterColumnRecord>;
  footerNote?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  menu: Array<MenuItemRecord>;
  productPopup?: Maybe<ProductPopupRecord>;
  socialLinks: Array<ButtonLinkRecord>;
  uspItems: Array<Scalars['String']['output']>;
};


/** Singleton: the site shell (menu, footer, USPs). */
export type LayoutRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type LifestyleCarouselSectionRecord = RecordInterface & {
  __typename?: 'LifestyleCarouselSectionRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  heading?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  images: Array<FileField>;
  settings?: Maybe<SectionSettingsRecord>;
};


export type LifestyleCarouselSectionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

/** A single link field. */
export type LinkFilter = {
  eq?: InputMaybe<Scalars['ItemId']['input']>;
  exists?: InputMaybe<Scalars['BooleanType']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['ItemId']['input']>>>;
  neq?: InputMaybe<Scalars['ItemId']['input']>;
  notIn?: InputMaybe<Array<InputMaybe<Scalars['ItemId']['input']>>>;
};

export type LinkTargetUnion = ArticleRecord | CartPageRecord | CollectionRecord | ContactPageRecord | FitblogRecord | HomePageRecord | PageRecord | ProductRecord | ProductsOverviewRecord | RecipeOverviewRecord | RecipeRecord | ReviewsPageRecord | WholesalePageRecord;

/** A multiple links field. */
export type LinksFilter = {
  allIn?: InputMaybe<Array<InputMaybe<Scalars['ItemId']['input']>>>;
  anyIn?: InputMaybe<Array<InputMaybe<Scalars['ItemId']['input']>>>;
  eq?: InputMaybe<Array<InputMaybe<Scalars['ItemId']['input']>>>;
  exists?: InputMaybe<Scalars['BooleanType']['input']>;
  notIn?: InputMaybe<Array<InputMaybe<Scalars['ItemId']['input']>>>;
};

export type LocalesFilter = {
  allIn?: InputMaybe<Array<SiteLocale>>;
  anyIn?: InputMaybe<Array<SiteLocale>>;
  notIn?: InputMaybe<Array<SiteLocale>>;
};

export type MenuItemRecord = RecordInterface & {
  __typename?: 'MenuItemRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  /** Grid items of a dropdown. */
  children: Array<MenuItemRecord>;
  id: Scalars['ItemId']['output'];
  image?: Maybe<FileField>;
  label?: Maybe<Scalars['String']['output']>;
  link?: Maybe<ButtonLinkRecord>;
};


export type MenuItemRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type MixAndMatchItemRecord = RecordInterface & {
  __typename?: 'MixAndMatchItemRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  id: Scalars['ItemId']['output'];
  popup?: Maybe<MixAndMatchPopupRecord>;
  thumbnail?: Maybe<FileField>;
  title?: Maybe<Scalars['String']['output']>;
  /** Shopify variant gid. */
  variantId?: Maybe<Scalars['String']['output']>;
};


export type MixAndMatchItemRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type MixAndMatchPopupRecord = RecordInterface & {
  __typename?: 'MixAndMatchPopupRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  body?: Maybe<Scalars['String']['output']>;
  buttonLabel?: Maybe<Scalars['String']['output']>;
  heading?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
};


export type MixAndMatchPopupRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type MixAndMatchRecord = RecordInterface & {
  __typename?: 'MixAndMatchRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  buttonCollapseLabel?: Maybe<Scalars['String']['output']>;
  buttonLabel?: Maybe<Scalars['String']['output']>;
  eligibleVariants: Array<MixAndMatchItemRecord>;
  fixedComponents: Array<MixAndMatchItemRecord>;
  headerMedia?: Maybe<FileField>;
  heading?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  /** Number of eligible items the shopper picks. */
  pickAmount?: Maybe<Scalars['IntType']['output']>;
  subheading?: Maybe<Scalars['String']['output']>;
  useCollapse?: Maybe<Scalars['BooleanType']['output']>;
};


export type MixAndMatchRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type MixAndMatchSectionRecord = RecordInterface & {
  __typename?: 'MixAndMatchSectionRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  id: Scalars['ItemId']['output'];
  settings?: Maybe<SectionSettingsRecord>;
};


export type MixAndMatchSectionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

/** A modal promo's row of buttons. */
export type ModalPromoButtonsRecord = RecordInterface & {
  __typename?: 'ModalPromoButtonsRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  buttons: Array<ButtonLinkRecord>;
  id: Scalars['ItemId']['output'];
};


/** A modal promo's row of buttons. */
export type ModalPromoButtonsRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type ModalPromoContentUnion = ModalPromoButtonsRecord | ModalPromoTextRecord;

export type ModalPromoModelFilter = {
  AND?: InputMaybe<Array<InputMaybe<ModalPromoModelFilter>>>;
  OR?: InputMaybe<Array<InputMaybe<ModalPromoModelFilter>>>;
  _createdAt?: InputMaybe<DateTimeFilter>;
  _isValid?: InputMaybe<BooleanFilter>;
  _locales?: InputMaybe<LocalesFilter>;
  _status?: InputMaybe<StatusFilter>;
  _updatedAt?: InputMaybe<DateTimeFilter>;
  id?: InputMaybe<ItemIdFilter>;
  onPageExit?: InputMaybe<BooleanFilter>;
  onPageLoad?: InputMaybe<BooleanFilter>;
  onScroll?: InputMaybe<BooleanFilter>;
};

export type ModalPromoModelOrderBy =
  | '_createdAt_ASC'
  | '_createdAt_DESC'
  | '_updatedAt_ASC'
  | '_updatedAt_DESC'
  | 'id_ASC'
  | 'id_DESC';

/** A promo shown in a modal when one of its triggers fires (page load, scroll past an offset, exit intent). */
export type ModalPromoRecord = RecordInterface & {
  __typename?: 'ModalPromoRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  /** Text and button blocks, in order. */
  content: Array<ModalPromoContentUnion>;
  endDatetime?: Maybe<Scalars['DateTime']['output']>;
  escButtonCloseModal?: Maybe<Scalars['BooleanType']['output']>;
  id: Scalars['ItemId']['output'];
  intervalInMinutes?: Maybe<Scalars['IntType']['output']>;
  /** An image or a video upload. */
  media?: Maybe<FileField>;
  /** Shown on phones only (below 768px); closed when the viewport grows past it (spec §4 Modals). */
  mobileOnly?: Maybe<Scalars['BooleanType']['output']>;
  /** Exit intent: the pointer leaving the page through its top edge (desktop only). */
  onPageExit?: Maybe<Scalars['BooleanType']['output']>;
  onPageLoad?: Maybe<Scalars['BooleanType']['output']>;
  onScroll?: Maybe<Scalars['BooleanType']['output']>;
  onSpecificPage?: Maybe<Scalars['BooleanType']['output']>;
  outerClickCloseModal?: Maybe<Scalars['BooleanType']['output']>;
  /** Pixels scrolled from the top of the page before an onScroll promo shows. */
  scrollOffset?: Maybe<Scalars['IntType']['output']>;
  showOnSpecificTime?: Maybe<Scalars['BooleanType']['output']>;
  /** A path (/recepten, /de/rezepte) or a full URL of the page; localized, as paths are. */
  specificPageUrl?: Maybe<Scalars['String']['output']>;
  startDatetime?: Maybe<Scalars['DateTime']['output']>;
  useInterval?: Maybe<Scalars['BooleanType']['output']>;
};


/** A promo shown in a modal when one of its triggers fires (page load, scroll past an offset, exit intent). */
export type ModalPromoRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

/** A modal promo's text: its copy (and a desktop copy from 768px), colour, size and weight. */
export type ModalPromoTextRecord = RecordInterface & {
  __typename?: 'ModalPromoTextRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  copy?: Maybe<Scalars['String']['output']>;
  copyDesktop?: Maybe<Scalars['String']['output']>;
  /** small | medium | large | xlarge (anything else: medium). */
  fontSize?: Maybe<Scalars['String']['output']>;
  /** light | regular | medium | semibold | bold (anything else: regular). */
  fontWeight?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  textColor?: Maybe<ColorField>;
};


/** A modal promo's text: its copy (and a desktop copy from 768px), colour, size and weight. */
export type ModalPromoTextRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type MuxThumbnailFormat =
  | 'gif'
  | 'jpg'
  | 'png';

export type NavigationAnchorsSectionRecord = RecordInterface & {
  __typename?: 'NavigationAnchorsSectionRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  id: Scalars['ItemId']['output'];
  items: Array<AnchorRecord>;
  settings?: Maybe<SectionSettingsRecord>;
};


export type NavigationAnchorsSectionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

/** The account area's newsletter modal texts (singleton; spec §3 Overlay texts). */
export type NewsletterModalRecord = RecordInterface & {
  __typename?: 'NewsletterModalRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  buttonCloseLabel?: Maybe<Scalars['String']['output']>;
  buttonSubmitLabel?: Maybe<Scalars['String']['output']>;
  heading?: Maybe<Scalars['String']['output']>;
  headline?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  paragraph?: Maybe<Scalars['String']['output']>;
  successHeading?: Maybe<Scalars['String']['output']>;
  successHeadline?: Maybe<Scalars['String']['output']>;
  successParagraph?: Maybe<Scalars['String']['output']>;
};


/** The account area's newsletter modal texts (singleton; spec §3 Overlay texts). */
export type NewsletterModalRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type OldArticleCarouselSectionRecord = RecordInterface & {
  __typename?: 'OldArticleCarouselSectionRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  articles: Array<ArticleRecord>;
  heading?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  settings?: Maybe<SectionSettingsRecord>;
};


export type OldArticleCarouselSectionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

/** One line of opening hours: the days and the hours, as the editor writes them in the page's language. */
export type OpeningHoursRecord = RecordInterface & {
  __typename?: 'OpeningHoursRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  days?: Maybe<Scalars['String']['output']>;
  hours?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
};


/** One line of opening hours: the days and the hours, as the editor writes them in the page's language. */
export type OpeningHoursRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

/** Spec §3: an option display setting is a flavour or a size. */
export type OptionDisplayUnion = FlavourRecord | SizeRecord;

export type PageModelFilter = {
  AND?: InputMaybe<Array<InputMaybe<PageModelFilter>>>;
  OR?: InputMaybe<Array<InputMaybe<PageModelFilter>>>;
  _createdAt?: InputMaybe<DateTimeFilter>;
  _firstPublishedAt?: InputMaybe<DateTimeFilter>;
  _isValid?: InputMaybe<BooleanFilter>;
  _locales?: InputMaybe<LocalesFilter>;
  _publishedAt?: InputMaybe<DateTimeFilter>;
  _status?: InputMaybe<StatusFilter>;
  _updatedAt?: InputMaybe<DateTimeFilter>;
  id?: InputMaybe<ItemIdFilter>;
  slug?: InputMaybe<SlugFilter>;
  title?: InputMaybe<StringFilter>;
};

export type PageModelOrderBy =
  | '_createdAt_ASC'
  | '_createdAt_DESC'
  | '_firstPublishedAt_ASC'
  | '_firstPublishedAt_DESC'
  | '_isValid_ASC'
  | '_isValid_DESC'
  | '_publishedAt_ASC'
  | '_publishedAt_DESC'
  | '_updatedAt_ASC'
  | '_updatedAt_DESC'
  | 'id_ASC'
  | 'id_DESC'
  | 'slug_ASC'
  | 'slug_DESC'
  | 'title_ASC'
  | 'title_DESC';

export type PageRecord = RecordInterface & {
  __typename?: 'PageRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  body?: Maybe<Scalars['String']['output']>;
  cta?: Maybe<ButtonLinkRecord>;
  ctaHeading?: Maybe<Scalars['String']['output']>;
  ctaText?: Maybe<Scalars['String']['output']>;
  faqHeading?: Maybe<Scalars['String']['output']>;
  faqs: Array<FaqBlockRecord>;
  id: Scalars['ItemId']['output'];
  intro?: Maybe<Scalars['String']['output']>;
  openingHours: Array<OpeningHoursRecord>;
  /** The page's sections in the editors' order; without any the page shows its title, intro and body. */
  sections: Array<SectionUnion>;
  /** Service page blocks (contact, wholesale, guides): cards such as contact channels or reasons, opening hours, an FAQ and a call to action. */
  serviceCards: Array<ServiceCardRecord>;
  slug?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};


export type PageRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type PaymentNoteRecord = RecordInterface & {
  __typename?: 'PaymentNoteRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  icon?: Maybe<FileField>;
  id: Scalars['ItemId']['output'];
  label?: Maybe<Scalars['String']['output']>;
  /** Shown on the product page (else only in the cart). */
  productPage?: Maybe<Scalars['BooleanType']['output']>;
};


export type PaymentNoteRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type PreorderSectionRecord = RecordInterface & {
  __typename?: 'PreorderSectionRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  id: Scalars['ItemId']['output'];
  settings?: Maybe<SectionSettingsRecord>;
};


export type PreorderSectionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type ProductAndArticleCarouselSectionRecord = RecordInterface & {
  __typename?: 'ProductAndArticleCarouselSectionRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  articles: Array<ArticleRecord>;
  heading?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  products: Array<ProductRecord>;
  settings?: Maybe<SectionSettingsRecord>;
};


export type ProductAndArticleCarouselSectionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type ProductCarouselSectionRecord = RecordInterface & {
  __typename?: 'ProductCarouselSectionRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  button?: Maybe<ButtonLinkRecord>;
  heading?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  products: Array<ProductRecord>;
  settings?: Maybe<SectionSettingsRecord>;
  /** Fill with the Storefront's recommendations for the product (product pages). */
  useRecommendations?: Maybe<Scalars['BooleanType']['output']>;
};


export type ProductCarouselSectionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type ProductModelFilter = {
  AND?: InputMaybe<Array<InputMaybe<ProductModelFilter>>>;
  OR?: InputMaybe<Array<InputMaybe<ProductModelFilter>>>;
  _createdAt?: InputMaybe<DateTimeFilter>;
  _firstPublishedAt?: InputMaybe<DateTimeFilter>;
  _isValid?: InputMaybe<BooleanFilter>;
  _locales?: InputMaybe<LocalesFilter>;
  _publishedAt?: InputMaybe<DateTimeFilter>;
  _status?: InputMaybe<StatusFilter>;
  _updatedAt?: InputMaybe<DateTimeFilter>;
  collection?: InputMaybe<LinkFilter>;
  gtin?: InputMaybe<StringFilter>;
  id?: InputMaybe<ItemIdFilter>;
  isSoldOut?: InputMaybe<BooleanFilter>;
  new?: InputMaybe<BooleanFilter>;
  position?: InputMaybe<IntegerFilter>;
  productId?: InputMaybe<StringFilter>;
  slug?: InputMaybe<SlugFilter>;
  title?: InputMaybe<StringFilter>;
};

export type ProductModelOrderBy =
  | '_createdAt_ASC'
  | '_createdAt_DESC'
  | '_firstPublishedAt_ASC'
  | '_firstPublishedAt_DESC'
  | '_isValid_ASC'
  | '_isValid_DESC'
  | '_publishedAt_ASC'
  | '_publishedAt_DESC'
  | '_updatedAt_ASC'
  | '_updatedAt_DESC'
  | 'id_ASC'
  | 'id_DESC'
  | 'position_ASC'
  | 'position_DESC'
  | 'slug_ASC'
  | 'slug_DESC'
  | 'title_ASC'
  | 'title_DESC';

/** Product popup labels (spec §3 Product popup); the popup shows a ProductRecord. */
export type ProductPopupRecord = RecordInterface & {
  __typename?: 'ProductPopupRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  buttonAddToCartLabel?: Maybe<Scalars['String']['output']>;
  buttonLearnMoreLabel?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
};


/** Product popup labels (spec §3 Product popup); the popup shows a ProductRecord. */
export type ProductPopupRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

/** Content product: the editorial side of a Shopify product (spec §3, Content product). */
export type ProductRecord = RecordInterface & {
  __typename?: 'ProductRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  additionalImages: Array<FileField>;
  backgroundColor?: Maybe<ColorField>;
  benefits?: Maybe<BenefitsSectionRecord>;
  breadcrumbsColor?: Maybe<ColorField>;
  /** Key selling points shown beside the add-to-cart button. */
  buttonKsps: Array<KspRecord>;
  calendlyConsult?: Maybe<BookingConsultRecord>;
  canonicalUrl?: Maybe<Scalars['String']['output']>;
  cartUpsellBlock: Array<ProductRecord>;
  /** The primary collection. */
  collection?: Maybe<CollectionRecord>;
  color?: Maybe<ColorField>;
  deliveryCode?: Maybe<DeliveryCodeRecord>;
  discountNote?: Maybe<Scalars['String']['output']>;
  faq?: Maybe<FaqSectionRecord>;
  gtin?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  image?: Maybe<FileField>;
  imageProductDetail?: Maybe<FileField>;
  imageProductOverall?: Maybe<FileField>;
  initialTab?: Maybe<Scalars['String']['output']>;
  isSoldOut?: Maybe<Scalars['BooleanType']['output']>;
  lifestyleCarousel: Array<FileField>;
  mixAndMatch?: Maybe<MixAndMatchRecord>;
  new?: Maybe<Scalars['BooleanType']['output']>;
  newPdpSectionsFormat?: Maybe<Scalars['BooleanType']['output']>;
  noIndex?: Maybe<Scalars['BooleanType']['output']>;
  noIndexLocalized?: Maybe<Scalars['BooleanType']['output']>;
  pageBackgroundColor?: Maybe<ColorField>;
  pageForegroundColor?: Maybe<ColorField>;
  pageTextColor?: Maybe<ColorField>;
  /** Pattern drawn behind the product on the page; mobile variant optional. */
  patternSvg?: Maybe<FileField>;
  patternSvgMobile?: Maybe<FileField>;
  paymentNotes: Array<PaymentNoteRecord>;
  paymentSubscriptionNotes: Array<PaymentNoteRecord>;
  position?: Maybe<Scalars['IntType']['output']>;
  preorderProduct?: Maybe<Scalars['BooleanType']['output']>;
  priceNote?: Maybe<Scalars['String']['output']>;
  /** The Shopify product gid. */
  productId?: Maybe<Scalars['String']['output']>;
  /** Protein bars: sizes are shown as packs of bars. */
  proteinBarPackage?: Maybe<Scalars['BooleanType']['output']>;
  /** New format: the sections in the editors' order. */
  sections: Array<SectionUnion>;
  /** Title above the size choice (e.g. 'Choose your pack'). */
  selectTitleVariantSize?: Maybe<Scalars['String']['output']>;
  shortDescription?: Maybe<Scalars['String']['output']>;
  showCompanyInfo?: Maybe<Scalars['BooleanType']['output']>;
  showCustomerService?: Maybe<Scalars['BooleanType']['output']>;
  /** The Shopify product handle. */
  slug?: Maybe<Scalars['String']['output']>;
  specificationGroups?: Maybe<SpecificationGroupsSectionRecord>;
  specs: Array<SpecRecord>;
  specsSubheading?: Maybe<Scalars['String']['output']>;
  sticker?: Maybe<StickerRecord>;
  subscriptionCopy?: Maybe<Scalars['String']['output']>;
  subscriptionImage?: Maybe<FileField>;
  /** Legacy layout (newPdpSectionsFormat false): fixed sections in a fixed order. */
  summary?: Maybe<SummarySectionRecord>;
  title?: Maybe<Scalars['String']['output']>;
  trustpilotId?: Maybe<Scalars['String']['output']>;
  upsell?: Maybe<UpsellRecord>;
  variants: Array<ContentVariantRecord>;
  variantsFootnoteContent?: Maybe<RichTextField>;
  variantsHeading?: Maybe<Scalars['String']['output']>;
  variantsHidden?: Maybe<Scalars['BooleanType']['output']>;
  video?: Maybe<VideoField>;
  videoCover?: Maybe<FileField>;
};


/** Content product: the editorial side of a Shopify product (spec §3, Content product). */
export type ProductRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type ProductUpsellSectionRecord = RecordInterface & {
  __typename?: 'ProductUpsellSectionRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  id: Scalars['ItemId']['output'];
  settings?: Maybe<SectionSettingsRecord>;
};


export type ProductUpsellSectionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

/** Singleton: /products. */
export type ProductsOverviewRecord = RecordInterface & {
  __typename?: 'ProductsOverviewRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  /** The collections in the order shown. */
  collections: Array<CollectionRecord>;
  heading?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  intro?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};


/** Singleton: /products. */
export type ProductsOverviewRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type Query = {
  __typename?: 'Query';
  _allArticlesMeta: CollectionMetadata;
  _allCartPagesMeta: CollectionMetadata;
  _allCollectionsMeta: CollectionMetadata;
  _allContactPagesMeta: CollectionMetadata;
  _allContentVariantsMeta: CollectionMetadata;
  _allFitblogsMeta: CollectionMetadata;
  _allModalPromosMeta: CollectionMetadata;
  _allPagesMeta: CollectionMetadata;
  _allProductsMeta: CollectionMetadata;
  _allRecipeOverviewsMeta: CollectionMetadata;
  _allRecipesMeta: CollectionMetadata;
  _allReviewsPagesMeta: CollectionMetadata;
  _allTagsMeta: CollectionMetadata;
  _allWholesalePagesMeta: CollectionMetadata;
  _site: Site;
  allArticles: Array<ArticleRecord>;
  allCartPages: Array<CartPageRecord>;
  allCollections: Array<CollectionRecord>;
  allContactPages: Array<ContactPageRecord>;
  allContentVariants: Array<ContentVariantRecord>;
  allFitblogs: Array<FitblogRecord>;
  allModalPromos: Array<ModalPromoRecord>;
  allPages: Array<PageRecord>;
  allProducts: Array<ProductRecord>;
  allRecipeOverviews: Array<RecipeOverviewRecord>;
  allRecipes: Array<RecipeRecord>;
  allReviewsPages: Array<ReviewsPageRecord>;
  allTags: Array<TagRecord>;
  allVitaminTestResults: Array<VitaminTestResultRecord>;
  allWholesalePages: Array<WholesalePageRecord>;
  announcementBar?: Maybe<AnnouncementBarRecord>;
  article?: Maybe<ArticleRecord>;
  cartPage?: Maybe<CartPageRecord>;
  cartSettings?: Maybe<CartSettingsRecord>;
  collection?: Maybe<CollectionRecord>;
  contactPage?: Maybe<ContactPageRecord>;
  contentVariant?: Maybe<ContentVariantRecord>;
  fitblog?: Maybe<FitblogRecord>;
  geolocation?: Maybe<GeolocationRecord>;
  homePage?: Maybe<HomePageRecord>;
  layout?: Maybe<LayoutRecord>;
  modalPromo?: Maybe<ModalPromoRecord>;
  newsletterModal?: Maybe<NewsletterModalRecord>;
  page?: Maybe<PageRecord>;
  product?: Maybe<ProductRecord>;
  productsOverview?: Maybe<ProductsOverviewRecord>;
  recipe?: Maybe<RecipeRecord>;
  recipeOverview?: Maybe<RecipeOverviewRecord>;
  reviewSuccessModal?: Maybe<ReviewSuccessModalRecord>;
  reviewsPage?: Maybe<ReviewsPageRecord>;
  tag?: Maybe<TagRecord>;
  vitaminTest?: Maybe<VitaminTestRecord>;
  vitaminTestResult?: Maybe<VitaminTestResultRecord>;
  wholesalePage?: Maybe<WholesalePageRecord>;
};


export type Query_AllArticlesMetaArgs = {
  filter?: InputMaybe<ArticleModelFilter>;
  locale?: InputMaybe<SiteLocale>;
};


export type Query_AllCartPagesMetaArgs = {
  filter?: InputMaybe<CartPageModelFilter>;
  locale?: InputMaybe<SiteLocale>;
};


export type Query_AllCollectionsMetaArgs = {
  filter?: InputMaybe<CollectionModelFilter>;
  locale?: InputMaybe<SiteLocale>;
};


export type Query_AllContactPagesMetaArgs = {
  filter?: InputMaybe<ContactPageModelFilter>;
  locale?: InputMaybe<SiteLocale>;
};


export type Query_AllContentVariantsMetaArgs = {
  filter?: InputMaybe<ContentVariantModelFilter>;
  locale?: InputMaybe<SiteLocale>;
};


export type Query_AllFitblogsMetaArgs = {
  filter?: InputMaybe<FitblogModelFilter>;
  locale?: InputMaybe<SiteLocale>;
};


export type Query_AllModalPromosMetaArgs = {
  filter?: InputMaybe<ModalPromoModelFilter>;
  locale?: InputMaybe<SiteLocale>;
};


export type Query_AllPagesMetaArgs = {
  filter?: InputMaybe<PageModelFilter>;
  locale?: InputMaybe<SiteLocale>;
};


export type Query_AllProductsMetaArgs = {
  filter?: InputMaybe<ProductModelFilter>;
  locale?: InputMaybe<SiteLocale>;
};


export type Query_AllRecipeOverviewsMetaArgs = {
  filter?: InputMaybe<RecipeOverviewModelFilter>;
  locale?: InputMaybe<SiteLocale>;
};


export type Query_AllRecipesMetaArgs = {
  filter?: InputMaybe<RecipeModelFilter>;
  locale?: InputMaybe<SiteLocale>;
};


export type Query_AllReviewsPagesMetaArgs = {
  filter?: InputMaybe<ReviewsPageModelFilter>;
  locale?: InputMaybe<SiteLocale>;
};


export type Query_AllTagsMetaArgs = {
  filter?: InputMaybe<TagModelFilter>;
  locale?: InputMaybe<SiteLocale>;
};


export type Query_AllWholesalePagesMetaArgs = {
  filter?: InputMaybe<WholesalePageModelFilter>;
  locale?: InputMaybe<SiteLocale>;
};


export type Query_SiteArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  locale?: InputMaybe<SiteLocale>;
};


export type QueryAllArticlesArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  filter?: InputMaybe<ArticleModelFilter>;
  first?: InputMaybe<Scalars['IntType']['input']>;
  locale?: InputMaybe<SiteLocale>;
  orderBy?: InputMaybe<Array<InputMaybe<ArticleModelOrderBy>>>;
  skip?: InputMaybe<Scalars['IntType']['input']>;
};


export type QueryAllCartPagesArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  filter?: InputMaybe<CartPageModelFilter>;
  first?: InputMaybe<Scalars['IntType']['input']>;
  locale?: InputMaybe<SiteLocale>;
  orderBy?: InputMaybe<Array<InputMaybe<CartPageModelOrderBy>>>;
  skip?: InputMaybe<Scalars['IntType']['input']>;
};


export type QueryAllCollectionsArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  filter?: InputMaybe<CollectionModelFilter>;
  first?: InputMaybe<Scalars['IntType']['input']>;
  locale?: InputMaybe<SiteLocale>;
  orderBy?: InputMaybe<Array<InputMaybe<CollectionModelOrderBy>>>;
  skip?: InputMaybe<Scalars['IntType']['input']>;
};


export type QueryAllContactPagesArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  filter?: InputMaybe<ContactPageModelFilter>;
  first?: InputMaybe<Scalars['IntType']['input']>;
  locale?: InputMaybe<SiteLocale>;
  orderBy?: InputMaybe<Array<InputMaybe<ContactPageModelOrderBy>>>;
  skip?: InputMaybe<Scalars['IntType']['input']>;
};


export type QueryAllContentVariantsArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  filter?: InputMaybe<ContentVariantModelFilter>;
  first?: InputMaybe<Scalars['IntType']['input']>;
  locale?: InputMaybe<SiteLocale>;
  orderBy?: InputMaybe<Array<InputMaybe<ContentVariantModelOrderBy>>>;
  skip?: InputMaybe<Scalars['IntType']['input']>;
};


export type QueryAllFitblogsArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  filter?: InputMaybe<FitblogModelFilter>;
  first?: InputMaybe<Scalars['IntType']['input']>;
  locale?: InputMaybe<SiteLocale>;
  orderBy?: InputMaybe<Array<InputMaybe<FitblogModelOrderBy>>>;
  skip?: InputMaybe<Scalars['IntType']['input']>;
};


export type QueryAllModalPromosArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  filter?: InputMaybe<ModalPromoModelFilter>;
  first?: InputMaybe<Scalars['IntType']['input']>;
  locale?: InputMaybe<SiteLocale>;
  orderBy?: InputMaybe<Array<InputMaybe<ModalPromoModelOrderBy>>>;
  skip?: InputMaybe<Scalars['IntType']['input']>;
};


export type QueryAllPagesArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  filter?: InputMaybe<PageModelFilter>;
  first?: InputMaybe<Scalars['IntType']['input']>;
  locale?: InputMaybe<SiteLocale>;
  orderBy?: InputMaybe<Array<InputMaybe<PageModelOrderBy>>>;
  skip?: InputMaybe<Scalars['IntType']['input']>;
};


export type QueryAllProductsArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  filter?: InputMaybe<ProductModelFilter>;
  first?: InputMaybe<Scalars['IntType']['input']>;
  locale?: InputMaybe<SiteLocale>;
  orderBy?: InputMaybe<Array<InputMaybe<ProductModelOrderBy>>>;
  skip?: InputMaybe<Scalars['IntType']['input']>;
};


export type QueryAllRecipeOverviewsArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  filter?: InputMaybe<RecipeOverviewModelFilter>;
  first?: InputMaybe<Scalars['IntType']['input']>;
  locale?: InputMaybe<SiteLocale>;
  orderBy?: InputMaybe<Array<InputMaybe<RecipeOverviewModelOrderBy>>>;
  skip?: InputMaybe<Scalars['IntType']['input']>;
};


export type QueryAllRecipesArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  filter?: InputMaybe<RecipeModelFilter>;
  first?: InputMaybe<Scalars['IntType']['input']>;
  locale?: InputMaybe<SiteLocale>;
  orderBy?: InputMaybe<Array<InputMaybe<RecipeModelOrderBy>>>;
  skip?: InputMaybe<Scalars['IntType']['input']>;
};


export type QueryAllReviewsPagesArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  filter?: InputMaybe<ReviewsPageModelFilter>;
  first?: InputMaybe<Scalars['IntType']['input']>;
  locale?: InputMaybe<SiteLocale>;
  orderBy?: InputMaybe<Array<InputMaybe<ReviewsPageModelOrderBy>>>;
  skip?: InputMaybe<Scalars['IntType']['input']>;
};


export type QueryAllTagsArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  filter?: InputMaybe<TagModelFilter>;
  first?: InputMaybe<Scalars['IntType']['input']>;
  locale?: InputMaybe<SiteLocale>;
  orderBy?: InputMaybe<Array<InputMaybe<TagModelOrderBy>>>;
  skip?: InputMaybe<Scalars['IntType']['input']>;
};


export type QueryAllVitaminTestResultsArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  filter?: InputMaybe<VitaminTestResultModelFilter>;
  first?: InputMaybe<Scalars['IntType']['input']>;
  locale?: InputMaybe<SiteLocale>;
  orderBy?: InputMaybe<Array<InputMaybe<VitaminTestResultModelOrderBy>>>;
  skip?: InputMaybe<Scalars['IntType']['input']>;
};


export type QueryAllWholesalePagesArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  filter?: InputMaybe<WholesalePageModelFilter>;
  first?: InputMaybe<Scalars['IntType']['input']>;
  locale?: InputMaybe<SiteLocale>;
  orderBy?: InputMaybe<Array<InputMaybe<WholesalePageModelOrderBy>>>;
  skip?: InputMaybe<Scalars['IntType']['input']>;
};


export type QueryAnnouncementBarArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  locale?: InputMaybe<SiteLocale>;
};


export type QueryArticleArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  filter?: InputMaybe<ArticleModelFilter>;
  locale?: InputMaybe<SiteLocale>;
  orderBy?: InputMaybe<Array<InputMaybe<ArticleModelOrderBy>>>;
};


export type QueryCartPageArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  filter?: InputMaybe<CartPageModelFilter>;
  locale?: InputMaybe<SiteLocale>;
  orderBy?: InputMaybe<Array<InputMaybe<CartPageModelOrderBy>>>;
};


export type QueryCartSettingsArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  locale?: InputMaybe<SiteLocale>;
};


export type QueryCollectionArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  filter?: InputMaybe<CollectionModelFilter>;
  locale?: InputMaybe<SiteLocale>;
  orderBy?: InputMaybe<Array<InputMaybe<CollectionModelOrderBy>>>;
};


export type QueryContactPageArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  filter?: InputMaybe<ContactPageModelFilter>;
  locale?: InputMaybe<SiteLocale>;
  orderBy?: InputMaybe<Array<InputMaybe<ContactPageModelOrderBy>>>;
};


export type QueryContentVariantArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  filter?: InputMaybe<ContentVariantModelFilter>;
  locale?: InputMaybe<SiteLocale>;
  orderBy?: InputMaybe<Array<InputMaybe<ContentVariantModelOrderBy>>>;
};


export type QueryFitblogArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  filter?: InputMaybe<FitblogModelFilter>;
  locale?: InputMaybe<SiteLocale>;
  orderBy?: InputMaybe<Array<InputMaybe<FitblogModelOrderBy>>>;
};


export type QueryGeolocationArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  locale?: InputMaybe<SiteLocale>;
};


export type QueryHomePageArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  locale?: InputMaybe<SiteLocale>;
};


export type QueryLayoutArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  locale?: InputMaybe<SiteLocale>;
};


export type QueryModalPromoArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  filter?: InputMaybe<ModalPromoModelFilter>;
  locale?: InputMaybe<SiteLocale>;
  orderBy?: InputMaybe<Array<InputMaybe<ModalPromoModelOrderBy>>>;
};


export type QueryNewsletterModalArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  locale?: InputMaybe<SiteLocale>;
};


export type QueryPageArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  filter?: InputMaybe<PageModelFilter>;
  locale?: InputMaybe<SiteLocale>;
  orderBy?: InputMaybe<Array<InputMaybe<PageModelOrderBy>>>;
};


export type QueryProductArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  filter?: InputMaybe<ProductModelFilter>;
  locale?: InputMaybe<SiteLocale>;
  orderBy?: InputMaybe<Array<InputMaybe<ProductModelOrderBy>>>;
};


export type QueryProductsOverviewArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  locale?: InputMaybe<SiteLocale>;
};


export type QueryRecipeArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  filter?: InputMaybe<RecipeModelFilter>;
  locale?: InputMaybe<SiteLocale>;
  orderBy?: InputMaybe<Array<InputMaybe<RecipeModelOrderBy>>>;
};


export type QueryRecipeOverviewArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  filter?: InputMaybe<RecipeOverviewModelFilter>;
  locale?: InputMaybe<SiteLocale>;
  orderBy?: InputMaybe<Array<InputMaybe<RecipeOverviewModelOrderBy>>>;
};


export type QueryReviewSuccessModalArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  locale?: InputMaybe<SiteLocale>;
};


export type QueryReviewsPageArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  filter?: InputMaybe<ReviewsPageModelFilter>;
  locale?: InputMaybe<SiteLocale>;
  orderBy?: InputMaybe<Array<InputMaybe<ReviewsPageModelOrderBy>>>;
};


export type QueryTagArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  filter?: InputMaybe<TagModelFilter>;
  locale?: InputMaybe<SiteLocale>;
  orderBy?: InputMaybe<Array<InputMaybe<TagModelOrderBy>>>;
};


export type QueryVitaminTestArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  locale?: InputMaybe<SiteLocale>;
};


export type QueryVitaminTestResultArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  filter?: InputMaybe<VitaminTestResultModelFilter>;
  locale?: InputMaybe<SiteLocale>;
  orderBy?: InputMaybe<Array<InputMaybe<VitaminTestResultModelOrderBy>>>;
};


export type QueryWholesalePageArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  filter?: InputMaybe<WholesalePageModelFilter>;
  locale?: InputMaybe<SiteLocale>;
  orderBy?: InputMaybe<Array<InputMaybe<WholesalePageModelOrderBy>>>;
};

export type RecipeModelFilter = {
  AND?: InputMaybe<Array<InputMaybe<RecipeModelFilter>>>;
  OR?: InputMaybe<Array<InputMaybe<RecipeModelFilter>>>;
  _createdAt?: InputMaybe<DateTimeFilter>;
  _firstPublishedAt?: InputMaybe<DateTimeFilter>;
  _isValid?: InputMaybe<BooleanFilter>;
  _locales?: InputMaybe<LocalesFilter>;
  _publishedAt?: InputMaybe<DateTimeFilter>;
  _status?: InputMaybe<StatusFilter>;
  _updatedAt?: InputMaybe<DateTimeFilter>;
  heading?: InputMaybe<StringFilter>;
  id?: InputMaybe<ItemIdFilter>;
  publicationDate?: InputMaybe<DateFilter>;
  slug?: InputMaybe<SlugFilter>;
  tags?: InputMaybe<LinksFilter>;
};

export type RecipeModelOrderBy =
  | '_createdAt_ASC'
  | '_createdAt_DESC'
  | '_firstPublishedAt_ASC'
  | '_firstPublishedAt_DESC'
  | '_isValid_ASC'
  | '_isValid_DESC'
  | '_publishedAt_ASC'
  | '_publishedAt_DESC'
  | '_updatedAt_ASC'
  | '_updatedAt_DESC'
  | 'heading_ASC'
  | 'heading_DESC'
  | 'id_ASC'
  | 'id_DESC'
  | 'publicationDate_ASC'
  | 'publicationDate_DESC'
  | 'slug_ASC'
  | 'slug_DESC';

export type RecipeOverviewModelFilter = {
  AND?: InputMaybe<Array<InputMaybe<RecipeOverviewModelFilter>>>;
  OR?: InputMaybe<Array<InputMaybe<RecipeOverviewModelFilter>>>;
  _createdAt?: InputMaybe<DateTimeFilter>;
  _firstPublishedAt?: InputMaybe<DateTimeFilter>;
  _isValid?: InputMaybe<BooleanFilter>;
  _locales?: InputMaybe<LocalesFilter>;
  _publishedAt?: InputMaybe<DateTimeFilter>;
  _status?: InputMaybe<StatusFilter>;
  _updatedAt?: InputMaybe<DateTimeFilter>;
  id?: InputMaybe<ItemIdFilter>;
  slug?: InputMaybe<SlugFilter>;
  title?: InputMaybe<StringFilter>;
};

export type RecipeOverviewModelOrderBy =
  | '_createdAt_ASC'
  | '_createdAt_DESC'
  | '_firstPublishedAt_ASC'
  | '_firstPublishedAt_DESC'
  | '_isValid_ASC'
  | '_isValid_DESC'
  | '_publishedAt_ASC'
  | '_publishedAt_DESC'
  | '_updatedAt_ASC'
  | '_updatedAt_DESC'
  | 'id_ASC'
  | 'id_DESC'
  | 'slug_ASC'
  | 'slug_DESC'
  | 'title_ASC'
  | 'title_DESC';

export type RecipeOverviewRecord = RecordInterface & {
  __typename?: 'RecipeOverviewRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  body?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  intro?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};


export type RecipeOverviewRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type RecipeRecord = RecordInterface & {
  __typename?: 'RecipeRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  heading?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  intro?: Maybe<Scalars['String']['output']>;
  mainImage?: Maybe<FileField>;
  proteinBarOIsWhite?: Maybe<Scalars['BooleanType']['output']>;
  publicationDate?: Maybe<Scalars['Date']['output']>;
  showProteinBarO?: Maybe<Scalars['BooleanType']['output']>;
  showVeganProteinO?: Maybe<Scalars['BooleanType']['output']>;
  showWheyProteinO?: Maybe<Scalars['BooleanType']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  tags: Array<TagRecord>;
  veganProteinOIsWhite?: Maybe<Scalars['BooleanType']['output']>;
  video?: Maybe<FileField>;
  wheyProteinOIsWhite?: Maybe<Scalars['BooleanType']['output']>;
};


export type RecipeRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type RecordInterface = {
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  id: Scalars['ItemId']['output'];
};


export type RecordInterface_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type ResponsiveImage = {
  __typename?: 'ResponsiveImage';
  alt?: Maybe<Scalars['String']['output']>;
  aspectRatio: Scalars['FloatType']['output'];
  base64?: Maybe<Scalars['String']['output']>;
  bgColor?: Maybe<Scalars['String']['output']>;
  height: Scalars['IntType']['output'];
  sizes: Scalars['String']['output'];
  src: Scalars['String']['output'];
  srcSet: Scalars['String']['output'];
  title?: Maybe<Scalars['String']['output']>;
  webpSrcSet: Scalars['String']['output'];
  width: Scalars['IntType']['output'];
};

/** The review-success modal's texts (singleton; spec §3 Overlay texts). */
export type ReviewSuccessModalRecord = RecordInterface & {
  __typename?: 'ReviewSuccessModalRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  body?: Maybe<Scalars['String']['output']>;
  buttonCloseLabel?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  modalCloseLabel?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};


/** The review-success modal's texts (singleton; spec §3 Overlay texts). */
export type ReviewSuccessModalRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type ReviewsAnimationSectionRecord = RecordInterface & {
  __typename?: 'ReviewsAnimationSectionRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  heading?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  settings?: Maybe<SectionSettingsRecord>;
};


export type ReviewsAnimationSectionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type ReviewsListSectionRecord = RecordInterface & {
  __typename?: 'ReviewsListSectionRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  buttonLoadMoreLabel?: Maybe<Scalars['String']['output']>;
  buttonWriteReviewLabel?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  labelReviews?: Maybe<Scalars['String']['output']>;
  /** stars | score */
  ratingType?: Maybe<Scalars['String']['output']>;
  /** product | business */
  reviewType?: Maybe<Scalars['String']['output']>;
  settings?: Maybe<SectionSettingsRecord>;
};


export type ReviewsListSectionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type ReviewsPageModelFilter = {
  AND?: InputMaybe<Array<InputMaybe<ReviewsPageModelFilter>>>;
  OR?: InputMaybe<Array<InputMaybe<ReviewsPageModelFilter>>>;
  _createdAt?: InputMaybe<DateTimeFilter>;
  _firstPublishedAt?: InputMaybe<DateTimeFilter>;
  _isValid?: InputMaybe<BooleanFilter>;
  _locales?: InputMaybe<LocalesFilter>;
  _publishedAt?: InputMaybe<DateTimeFilter>;
  _status?: InputMaybe<StatusFilter>;
  _updatedAt?: InputMaybe<DateTimeFilter>;
  id?: InputMaybe<ItemIdFilter>;
  slug?: InputMaybe<SlugFilter>;
  title?: InputMaybe<StringFilter>;
};

export type ReviewsPageModelOrderBy =
  | '_createdAt_ASC'
  | '_createdAt_DESC'
  | '_firstPublishedAt_ASC'
  | '_firstPublishedAt_DESC'
  | '_isValid_ASC'
  | '_isValid_DESC'
  | '_publishedAt_ASC'
  | '_publishedAt_DESC'
  | '_updatedAt_ASC'
  | '_updatedAt_DESC'
  | 'id_ASC'
  | 'id_DESC'
  | 'slug_ASC'
  | 'slug_DESC'
  | 'title_ASC'
  | 'title_DESC';

export type ReviewsPageRecord = RecordInterface & {
  __typename?: 'ReviewsPageRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  body?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  intro?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};


export type ReviewsPageRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type ReviewsSectionRecord = RecordInterface & {
  __typename?: 'ReviewsSectionRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  heading?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  settings?: Maybe<SectionSettingsRecord>;
};


export type ReviewsSectionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type ReviewsTrustWidgetSectionRecord = RecordInterface & {
  __typename?: 'ReviewsTrustWidgetSectionRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  ctaHref?: Maybe<Scalars['String']['output']>;
  ctaLabel?: Maybe<Scalars['String']['output']>;
  heading?: Maybe<Scalars['String']['output']>;
  headingLevel?: Maybe<Scalars['IntType']['output']>;
  headline?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  settings?: Maybe<SectionSettingsRecord>;
  sortingOrder?: Maybe<Scalars['String']['output']>;
};


export type ReviewsTrustWidgetSectionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type RichTextBlockUnion = ImageBlockRecord | TableBlockRecord;

/** Structured text (DAST) fields: value is the document; blocks and links resolve its item ids. */
export type RichTextField = {
  __typename?: 'RichTextField';
  blocks: Array<RichTextBlockUnion>;
  links: Array<LinkTargetUnion>;
  value: Scalars['JsonField']['output'];
};

/** Section settings (spec §3): colours, spacing per breakpoint in px, visibility. */
export type SectionSettingsRecord = RecordInterface & {
  __typename?: 'SectionSettingsRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  backgroundColor?: Maybe<ColorField>;
  id: Scalars['ItemId']['output'];
  marginBottomDesktop?: Maybe<Scalars['IntType']['output']>;
  marginBottomMobile?: Maybe<Scalars['IntType']['output']>;
  marginTopDesktop?: Maybe<Scalars['IntType']['output']>;
  marginTopMobile?: Maybe<Scalars['IntType']['output']>;
  paddingBottomDesktop?: Maybe<Scalars['IntType']['output']>;
  paddingBottomMobile?: Maybe<Scalars['IntType']['output']>;
  paddingTopDesktop?: Maybe<Scalars['IntType']['output']>;
  paddingTopMobile?: Maybe<Scalars['IntType']['output']>;
  textColor?: Maybe<ColorField>;
  /** all | desktop | mobile */
  visibility?: Maybe<Scalars['String']['output']>;
};


/** Section settings (spec §3): colours, spacing per breakpoint in px, visibility. */
export type SectionSettingsRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

/**
 * Every section type (one union for the home page, generic pages and product pages): a section type added here
 * renders wherever editors place it.
 */
export type SectionUnion = ArticleCarouselSectionRecord | ArticleHighlightSectionRecord | BenefitsSectionRecord | BookingConsultSectionRecord | CollectionGridSectionRecord | CompanyInfoSectionRecord | ContentBlockSectionRecord | ContentImageSectionRecord | CustomerServiceSectionRecord | DeliveryCodeSectionRecord | FaqSectionRecord | HeroGridSectionRecord | HeroSectionRecord | LifestyleCarouselSectionRecord | MixAndMatchSectionRecord | NavigationAnchorsSectionRecord | OldArticleCarouselSectionRecord | PreorderSectionRecord | ProductAndArticleCarouselSectionRecord | ProductCarouselSectionRecord | ProductUpsellSectionRecord | ReviewsAnimationSectionRecord | ReviewsListSectionRecord | ReviewsSectionRecord | ReviewsTrustWidgetSectionRecord | SpacerSectionRecord | SpecificationGroupsSectionRecord | StickerSectionRecord | SubscriptionSectionRecord | SummarySectionRecord | UspSectionRecord | VideoPopupSectionRecord | VideoSectionRecord;

export type SelectOptionRecord = RecordInterface & {
  __typename?: 'SelectOptionRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  id: Scalars['ItemId']['output'];
  media?: Maybe<FileField>;
  /** round | square | pill */
  shape?: Maybe<Scalars['String']['output']>;
  showBorder?: Maybe<Scalars['BooleanType']['output']>;
  showShadow?: Maybe<Scalars['BooleanType']['output']>;
};


export type SelectOptionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type SeoField = {
  __typename?: 'SeoField';
  description?: Maybe<Scalars['String']['output']>;
  image?: Maybe<FileField>;
  noIndex?: Maybe<Scalars['BooleanType']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  twitterCard?: Maybe<Scalars['String']['output']>;
};

/** A card on a service page: a heading, a short text and an optional link (a contact channel, a reason, a topic). */
export type ServiceCardRecord = RecordInterface & {
  __typename?: 'ServiceCardRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  heading?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  link?: Maybe<ButtonLinkRecord>;
  text?: Maybe<Scalars['String']['output']>;
};


/** A card on a service page: a heading, a short text and an optional link (a contact channel, a reason, a topic). */
export type ServiceCardRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type Site = {
  __typename?: 'Site';
  favicon?: Maybe<FileField>;
  faviconMetaTags: Array<Tag>;
  globalSeo?: Maybe<GlobalSeoField>;
  id: Scalars['ItemId']['output'];
  locales: Array<SiteLocale>;
  noIndex?: Maybe<Scalars['BooleanType']['output']>;
};


export type SiteGlobalSeoArgs = {
  fallbackLocales?: InputMaybe<Array<SiteLocale>>;
  locale?: InputMaybe<SiteLocale>;
};

export type SiteLocale =
  | 'de'
  | 'en'
  | 'fr'
  | 'fr_BE'
  | 'it'
  | 'nl'
  | 'nl_BE';

export type SizeRecord = RecordInterface & {
  __typename?: 'SizeRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  addFootnote?: Maybe<Scalars['BooleanType']['output']>;
  defaultNote?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  selectOption?: Maybe<SelectOptionRecord>;
  servings?: Maybe<Scalars['IntType']['output']>;
  servingsLabel?: Maybe<Scalars['String']['output']>;
  size?: Maybe<Scalars['String']['output']>;
  suitableFor?: Maybe<Scalars['String']['output']>;
  unit?: Maybe<Scalars['String']['output']>;
};


export type SizeRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type SlugFilter = {
  eq?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  neq?: InputMaybe<Scalars['String']['input']>;
  notIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type SpacerSectionRecord = RecordInterface & {
  __typename?: 'SpacerSectionRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  heightDesktop?: Maybe<Scalars['IntType']['output']>;
  heightMobile?: Maybe<Scalars['IntType']['output']>;
  id: Scalars['ItemId']['output'];
  settings?: Maybe<SectionSettingsRecord>;
};


export type SpacerSectionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type SpecRecord = RecordInterface & {
  __typename?: 'SpecRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  id: Scalars['ItemId']['output'];
  unitAmount?: Maybe<Scalars['String']['output']>;
  unitMeasurement?: Maybe<Scalars['String']['output']>;
  unitName?: Maybe<Scalars['String']['output']>;
};


export type SpecRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type SpecificationGroupRecord = RecordInterface & {
  __typename?: 'SpecificationGroupRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  defaultOpen?: Maybe<Scalars['BooleanType']['output']>;
  id: Scalars['ItemId']['output'];
  items: Array<SpecificationItemRecord>;
  label?: Maybe<Scalars['String']['output']>;
};


export type SpecificationGroupRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type SpecificationGroupsSectionRecord = RecordInterface & {
  __typename?: 'SpecificationGroupsSectionRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  groups: Array<SpecificationGroupRecord>;
  heading?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  selectLabel?: Maybe<Scalars['String']['output']>;
  settings?: Maybe<SectionSettingsRecord>;
};


export type SpecificationGroupsSectionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type SpecificationItemRecord = RecordInterface & {
  __typename?: 'SpecificationItemRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  id: Scalars['ItemId']['output'];
  label?: Maybe<Scalars['String']['output']>;
  value?: Maybe<Scalars['String']['output']>;
};


export type SpecificationItemRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type StatusFilter = {
  eq?: InputMaybe<ItemStatus>;
  in?: InputMaybe<Array<InputMaybe<ItemStatus>>>;
  neq?: InputMaybe<ItemStatus>;
  notIn?: InputMaybe<Array<InputMaybe<ItemStatus>>>;
};

export type StickerRecord = RecordInterface & {
  __typename?: 'StickerRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  backgroundColor?: Maybe<ColorField>;
  copy?: Maybe<Scalars['String']['output']>;
  copySize?: Maybe<Scalars['IntType']['output']>;
  id: Scalars['ItemId']['output'];
  margin?: Maybe<Scalars['IntType']['output']>;
  offsetY?: Maybe<Scalars['IntType']['output']>;
  textColor?: Maybe<ColorField>;
  value?: Maybe<Scalars['String']['output']>;
  valueSize?: Maybe<Scalars['IntType']['output']>;
};


export type StickerRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type StickerSectionRecord = RecordInterface & {
  __typename?: 'StickerSectionRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  id: Scalars['ItemId']['output'];
  settings?: Maybe<SectionSettingsRecord>;
};


export type StickerSectionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type StringFilter = {
  eq?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['BooleanType']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  isBlank?: InputMaybe<Scalars['BooleanType']['input']>;
  isPresent?: InputMaybe<Scalars['BooleanType']['input']>;
  matches?: InputMaybe<StringMatchesFilter>;
  neq?: InputMaybe<Scalars['String']['input']>;
  notIn?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  notMatches?: InputMaybe<StringMatchesFilter>;
};

export type StringMatchesFilter = {
  caseSensitive?: InputMaybe<Scalars['BooleanType']['input']>;
  pattern: Scalars['String']['input'];
  regexp?: InputMaybe<Scalars['BooleanType']['input']>;
};

export type SubscriptionSectionRecord = RecordInterface & {
  __typename?: 'SubscriptionSectionRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  id: Scalars['ItemId']['output'];
  settings?: Maybe<SectionSettingsRecord>;
};


export type SubscriptionSectionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type SummarySectionRecord = RecordInterface & {
  __typename?: 'SummarySectionRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  content?: Maybe<RichTextField>;
  heading?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  readLessLabel?: Maybe<Scalars['String']['output']>;
  readMoreLabel?: Maybe<Scalars['String']['output']>;
  settings?: Maybe<SectionSettingsRecord>;
  /** Characters shown before read more. */
  truncateAfter?: Maybe<Scalars['IntType']['output']>;
};


export type SummarySectionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type TableBlockRecord = RecordInterface & {
  __typename?: 'TableBlockRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  id: Scalars['ItemId']['output'];
  /** {columns: string[], data: Record<string,string>[]} as DatoCMS table fields store it. */
  table?: Maybe<Scalars['JsonField']['output']>;
};


export type TableBlockRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type Tag = {
  __typename?: 'Tag';
  attributes?: Maybe<Scalars['MetaTagAttributes']['output']>;
  content?: Maybe<Scalars['String']['output']>;
  tag: Scalars['String']['output'];
};

export type TagModelFilter = {
  AND?: InputMaybe<Array<InputMaybe<TagModelFilter>>>;
  OR?: InputMaybe<Array<InputMaybe<TagModelFilter>>>;
  _createdAt?: InputMaybe<DateTimeFilter>;
  _firstPublishedAt?: InputMaybe<DateTimeFilter>;
  _isValid?: InputMaybe<BooleanFilter>;
  _locales?: InputMaybe<LocalesFilter>;
  _publishedAt?: InputMaybe<DateTimeFilter>;
  _status?: InputMaybe<StatusFilter>;
  _updatedAt?: InputMaybe<DateTimeFilter>;
  id?: InputMaybe<ItemIdFilter>;
  name?: InputMaybe<StringFilter>;
  slug?: InputMaybe<SlugFilter>;
};

export type TagModelOrderBy =
  | '_createdAt_ASC'
  | '_createdAt_DESC'
  | '_firstPublishedAt_ASC'
  | '_firstPublishedAt_DESC'
  | '_isValid_ASC'
  | '_isValid_DESC'
  | '_publishedAt_ASC'
  | '_publishedAt_DESC'
  | '_updatedAt_ASC'
  | '_updatedAt_DESC'
  | 'id_ASC'
  | 'id_DESC'
  | 'name_ASC'
  | 'name_DESC'
  | 'slug_ASC'
  | 'slug_DESC';

export type TagRecord = RecordInterface & {
  __typename?: 'TagRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  id: Scalars['ItemId']['output'];
  name?: Maybe<Scalars['String']['output']>;
  slug?: Maybe<Scalars['String']['output']>;
};


export type TagRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

/** An uploaded video (Mux), as DatoCMS serves it on FileField.video. */
export type UploadVideoField = {
  __typename?: 'UploadVideoField';
  duration?: Maybe<Scalars['IntType']['output']>;
  framerate?: Maybe<Scalars['IntType']['output']>;
  mp4Url?: Maybe<Scalars['String']['output']>;
  muxPlaybackId?: Maybe<Scalars['String']['output']>;
  streamingUrl?: Maybe<Scalars['String']['output']>;
  thumbnailUrl: Scalars['String']['output'];
};


/** An uploaded video (Mux), as DatoCMS serves it on FileField.video. */
export type UploadVideoFieldMp4UrlArgs = {
  exceptionIfNotFound?: InputMaybe<Scalars['BooleanType']['input']>;
  res?: InputMaybe<VideoMp4Res>;
};


/** An uploaded video (Mux), as DatoCMS serves it on FileField.video. */
export type UploadVideoFieldThumbnailUrlArgs = {
  format?: InputMaybe<MuxThumbnailFormat>;
};

export type UpsellRecord = RecordInterface & {
  __typename?: 'UpsellRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  backgroundColor?: Maybe<ColorField>;
  id: Scalars['ItemId']['output'];
  link?: Maybe<ButtonLinkRecord>;
  productImage?: Maybe<FileField>;
  text?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};


export type UpsellRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type UspSectionRecord = RecordInterface & {
  __typename?: 'UspSectionRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  id: Scalars['ItemId']['output'];
  items: Array<Scalars['String']['output']>;
  settings?: Maybe<SectionSettingsRecord>;
};


export type UspSectionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

/** DatoCMS external video field (YouTube / Vimeo). */
export type VideoField = {
  __typename?: 'VideoField';
  height?: Maybe<Scalars['IntType']['output']>;
  provider?: Maybe<Scalars['String']['output']>;
  providerUid?: Maybe<Scalars['String']['output']>;
  thumbnailUrl?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  url: Scalars['String']['output'];
  width?: Maybe<Scalars['IntType']['output']>;
};

export type VideoMp4Res =
  | 'high'
  | 'low'
  | 'medium';

export type VideoPopupSectionRecord = RecordInterface & {
  __typename?: 'VideoPopupSectionRecord';
  /** The captions of every locale that has them (DatoCMS's _all<Field>Locales). */
  _allCaptionsLocales?: Maybe<Array<FileFieldMultiLocaleField>>;
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  buttonLabel?: Maybe<Scalars['String']['output']>;
  /** Captions of an .mp4 video: a WebVTT upload per locale (YouTube and Vimeo players bring their own). */
  captions?: Maybe<FileField>;
  cover?: Maybe<FileField>;
  heading?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  settings?: Maybe<SectionSettingsRecord>;
  /** An .mp4 file, a YouTube or a Vimeo url (spec §5). */
  videoUrl?: Maybe<Scalars['String']['output']>;
};


export type VideoPopupSectionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type VideoSectionRecord = RecordInterface & {
  __typename?: 'VideoSectionRecord';
  /** The captions of every locale that has them (DatoCMS's _all<Field>Locales). */
  _allCaptionsLocales?: Maybe<Array<FileFieldMultiLocaleField>>;
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  /** Captions of the video: a WebVTT upload per locale (localized field; WCAG 1.2.2). */
  captions?: Maybe<FileField>;
  cover?: Maybe<FileField>;
  heading?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  settings?: Maybe<SectionSettingsRecord>;
  video?: Maybe<FileField>;
};


export type VideoSectionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

/** An answer counts one point for each result it recommends; the result with the most points wins. */
export type VitaminTestAnswerRecord = RecordInterface & {
  __typename?: 'VitaminTestAnswerRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  id: Scalars['ItemId']['output'];
  label?: Maybe<Scalars['String']['output']>;
  recommends: Array<VitaminTestResultRecord>;
  value?: Maybe<Scalars['String']['output']>;
};


/** An answer counts one point for each result it recommends; the result with the most points wins. */
export type VitaminTestAnswerRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type VitaminTestQuestionRecord = RecordInterface & {
  __typename?: 'VitaminTestQuestionRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  answers: Array<VitaminTestAnswerRecord>;
  id: Scalars['ItemId']['output'];
  /** The query parameter the answer is sent in (a-z, 0-9, dashes). */
  key?: Maybe<Scalars['String']['output']>;
  question?: Maybe<Scalars['String']['output']>;
};


export type VitaminTestQuestionRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

/** The vitamin test's questions (singleton). Its page title and intro are the `vitamintest` page record. */
export type VitaminTestRecord = RecordInterface & {
  __typename?: 'VitaminTestRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  id: Scalars['ItemId']['output'];
  questions: Array<VitaminTestQuestionRecord>;
  submitLabel?: Maybe<Scalars['String']['output']>;
};


/** The vitamin test's questions (singleton). Its page title and intro are the `vitamintest` page record. */
export type VitaminTestRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type VitaminTestResultModelFilter = {
  AND?: InputMaybe<Array<InputMaybe<VitaminTestResultModelFilter>>>;
  OR?: InputMaybe<Array<InputMaybe<VitaminTestResultModelFilter>>>;
  _createdAt?: InputMaybe<DateTimeFilter>;
  _firstPublishedAt?: InputMaybe<DateTimeFilter>;
  _isValid?: InputMaybe<BooleanFilter>;
  _locales?: InputMaybe<LocalesFilter>;
  _publishedAt?: InputMaybe<DateTimeFilter>;
  _status?: InputMaybe<StatusFilter>;
  _updatedAt?: InputMaybe<DateTimeFilter>;
  heading?: InputMaybe<StringFilter>;
  id?: InputMaybe<ItemIdFilter>;
  slug?: InputMaybe<SlugFilter>;
};

export type VitaminTestResultModelOrderBy =
  | '_createdAt_ASC'
  | '_createdAt_DESC'
  | 'id_ASC'
  | 'id_DESC'
  | 'slug_ASC'
  | 'slug_DESC';

/** A vitamin test result, at /vitamintest/{slug}: a heading, advice and the products it recommends. */
export type VitaminTestResultRecord = RecordInterface & {
  __typename?: 'VitaminTestResultRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  heading?: Maybe<Scalars['String']['output']>;
  id: Scalars['ItemId']['output'];
  products: Array<ProductRecord>;
  slug?: Maybe<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
};


/** A vitamin test result, at /vitamintest/{slug}: a heading, advice and the products it recommends. */
export type VitaminTestResultRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type WholesalePageModelFilter = {
  AND?: InputMaybe<Array<InputMaybe<WholesalePageModelFilter>>>;
  OR?: InputMaybe<Array<InputMaybe<WholesalePageModelFilter>>>;
  _createdAt?: InputMaybe<DateTimeFilter>;
  _firstPublishedAt?: InputMaybe<DateTimeFilter>;
  _isValid?: InputMaybe<BooleanFilter>;
  _locales?: InputMaybe<LocalesFilter>;
  _publishedAt?: InputMaybe<DateTimeFilter>;
  _status?: InputMaybe<StatusFilter>;
  _updatedAt?: InputMaybe<DateTimeFilter>;
  id?: InputMaybe<ItemIdFilter>;
  slug?: InputMaybe<SlugFilter>;
  title?: InputMaybe<StringFilter>;
};

export type WholesalePageModelOrderBy =
  | '_createdAt_ASC'
  | '_createdAt_DESC'
  | '_firstPublishedAt_ASC'
  | '_firstPublishedAt_DESC'
  | '_isValid_ASC'
  | '_isValid_DESC'
  | '_publishedAt_ASC'
  | '_publishedAt_DESC'
  | '_updatedAt_ASC'
  | '_updatedAt_DESC'
  | 'id_ASC'
  | 'id_DESC'
  | 'slug_ASC'
  | 'slug_DESC'
  | 'title_ASC'
  | 'title_DESC';

export type WholesalePageRecord = RecordInterface & {
  __typename?: 'WholesalePageRecord';
  _createdAt: Scalars['DateTime']['output'];
  _firstPublishedAt?: Maybe<Scalars['DateTime']['output']>;
  _isValid: Scalars['BooleanType']['output'];
  _locales: Array<SiteLocale>;
  _modelApiKey: Scalars['String']['output'];
  _publishedAt?: Maybe<Scalars['DateTime']['output']>;
  _seoMetaTags: Array<Tag>;
  _status: ItemStatus;
  _updatedAt: Scalars['DateTime']['output'];
  body?: Maybe<Scalars['String']['output']>;
  cta?: Maybe<ButtonLinkRecord>;
  ctaHeading?: Maybe<Scalars['String']['output']>;
  ctaText?: Maybe<Scalars['String']['output']>;
  faqHeading?: Maybe<Scalars['String']['output']>;
  faqs: Array<FaqBlockRecord>;
  id: Scalars['ItemId']['output'];
  intro?: Maybe<Scalars['String']['output']>;
  openingHours: Array<OpeningHoursRecord>;
  /** Service page blocks (contact, wholesale, guides): cards such as contact channels or reasons, opening hours, an FAQ and a call to action. */
  serviceCards: Array<ServiceCardRecord>;
  slug?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};


export type WholesalePageRecord_SeoMetaTagsArgs = {
  locale?: InputMaybe<SiteLocale>;
};

export type FocalPoint = {
  __typename?: 'focalPoint';
  x: Scalars['FloatType']['output'];
  y: Scalars['FloatType']['output'];
};

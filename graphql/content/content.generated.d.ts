/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as ContentAPI from './content-api-types';

export type AnnouncementBarQueryVariables = ContentAPI.Exact<{
  locale: ContentAPI.SiteLocale;
  fallbackLocales?: ContentAPI.InputMaybe<Array<ContentAPI.SiteLocale> | ContentAPI.SiteLocale>;
}>;


export type AnnouncementBarQuery = { announcementBar?: ContentAPI.Maybe<(
    Pick<ContentAPI.AnnouncementBarRecord, 'showAnnouncementBar' | 'homepageOnly' | 'content' | 'animationDuration' | 'animationType' | 'overwritePageSettings'>
    & { items: Array<(
      Pick<ContentAPI.AnnouncementItemRecord, 'id' | 'content' | 'enabled'>
      & { link?: ContentAPI.Maybe<(
        Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
        & { entryLink?: ContentAPI.Maybe<(
          { __typename: 'ArticleRecord' }
          & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'CartPageRecord' }
          & Pick<ContentAPI.CartPageRecord, 'id'>
        ) | (
          { __typename: 'CollectionRecord' }
          & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ContactPageRecord' }
          & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'FitblogRecord' }
          & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'HomePageRecord' }
          & Pick<ContentAPI.HomePageRecord, 'id'>
        ) | (
          { __typename: 'PageRecord' }
          & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ProductRecord' }
          & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
          & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
        ) | (
          { __typename: 'ProductsOverviewRecord' }
          & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeOverviewRecord' }
          & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeRecord' }
          & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'ReviewsPageRecord' }
          & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'WholesalePageRecord' }
          & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
        )> }
      )>, settings: Array<Pick<ContentAPI.AnnouncementScheduleRecord, 'day' | 'startTime' | 'endTime'>> }
    )>, backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, backgroundMedia?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'mimeType' | 'url'>
      & { video?: ContentAPI.Maybe<(
        Pick<ContentAPI.UploadVideoField, 'thumbnailUrl'>
        & { mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
      )> }
    )> }
  )> };

export type CartProductsQueryVariables = ContentAPI.Exact<{
  locale: ContentAPI.SiteLocale;
  fallbackLocales?: ContentAPI.InputMaybe<Array<ContentAPI.SiteLocale> | ContentAPI.SiteLocale>;
  productIds?: ContentAPI.InputMaybe<Array<ContentAPI.InputMaybe<ContentAPI.Scalars['String']['input']>> | ContentAPI.InputMaybe<ContentAPI.Scalars['String']['input']>>;
  first?: ContentAPI.InputMaybe<ContentAPI.Scalars['IntType']['input']>;
}>;


export type CartProductsQuery = { allProducts: Array<(
    Pick<ContentAPI.ProductRecord, 'id' | 'productId' | 'title' | 'slug'>
    & { cartUpsellBlock: Array<(
      Pick<ContentAPI.ProductRecord, 'id' | 'productId' | 'title' | 'slug'>
      & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>>, color?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
      )>, variants: Array<(
        Pick<ContentAPI.ContentVariantRecord, 'id' | 'variantId' | 'slug' | 'name' | 'isSoldOut'>
        & { color?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<(
          Pick<ContentAPI.FileField, 'id'>
          & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
        )>, optionsDisplaySettings: Array<(
          { __typename: 'FlavourRecord' }
          & Pick<ContentAPI.FlavourRecord, 'id' | 'name'>
          & { colour?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, secondaryColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, productBackgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
        ) | (
          { __typename: 'SizeRecord' }
          & Pick<ContentAPI.SizeRecord, 'id' | 'size' | 'unit' | 'servings' | 'servingsLabel'>
        )> }
      )> }
    )>, collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>>, color?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'id'>
      & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
    )>, variants: Array<(
      Pick<ContentAPI.ContentVariantRecord, 'id' | 'variantId' | 'slug' | 'name' | 'isSoldOut'>
      & { color?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
      )>, optionsDisplaySettings: Array<(
        { __typename: 'FlavourRecord' }
        & Pick<ContentAPI.FlavourRecord, 'id' | 'name'>
        & { colour?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, secondaryColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, productBackgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      ) | (
        { __typename: 'SizeRecord' }
        & Pick<ContentAPI.SizeRecord, 'id' | 'size' | 'unit' | 'servings' | 'servingsLabel'>
      )> }
    )> }
  )> };

export type CartProductContentFragment = (
  Pick<ContentAPI.ProductRecord, 'id' | 'productId' | 'title' | 'slug'>
  & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>>, color?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<(
    Pick<ContentAPI.FileField, 'id'>
    & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
  )>, variants: Array<(
    Pick<ContentAPI.ContentVariantRecord, 'id' | 'variantId' | 'slug' | 'name' | 'isSoldOut'>
    & { color?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'id'>
      & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
    )>, optionsDisplaySettings: Array<(
      { __typename: 'FlavourRecord' }
      & Pick<ContentAPI.FlavourRecord, 'id' | 'name'>
      & { colour?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, secondaryColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, productBackgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    ) | (
      { __typename: 'SizeRecord' }
      & Pick<ContentAPI.SizeRecord, 'id' | 'size' | 'unit' | 'servings' | 'servingsLabel'>
    )> }
  )> }
);

export type CartThumbnailFragment = (
  Pick<ContentAPI.FileField, 'id'>
  & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
);

export type CartSettingsQueryVariables = ContentAPI.Exact<{
  locale: ContentAPI.SiteLocale;
  fallbackLocales?: ContentAPI.InputMaybe<Array<ContentAPI.SiteLocale> | ContentAPI.SiteLocale>;
}>;


export type CartSettingsQuery = { cartSettings?: ContentAPI.Maybe<(
    Pick<ContentAPI.CartSettingsRecord, 'id' | 'freeGiftThreshold' | 'freeGiftHeading'>
    & { freeGifts: Array<(
      Pick<ContentAPI.FreeGiftRecord, 'id' | 'title' | 'variantId'>
      & { image?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
      )> }
    )> }
  )> };

export type ProductsOverviewQueryVariables = ContentAPI.Exact<{
  locale: ContentAPI.SiteLocale;
  fallbackLocales?: ContentAPI.InputMaybe<Array<ContentAPI.SiteLocale> | ContentAPI.SiteLocale>;
}>;


export type ProductsOverviewQuery = { productsOverview?: ContentAPI.Maybe<(
    Pick<ContentAPI.ProductsOverviewRecord, 'id' | 'title' | 'heading' | 'intro'>
    & { seo: Array<Pick<ContentAPI.Tag, 'tag' | 'attributes' | 'content'>>, collections: Array<(
      Pick<ContentAPI.CollectionRecord, 'id' | 'slug' | 'title' | 'description'>
      & { color?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }> }
    )> }
  )> };

export type CollectionContentQueryVariables = ContentAPI.Exact<{
  locale: ContentAPI.SiteLocale;
  fallbackLocales?: ContentAPI.InputMaybe<Array<ContentAPI.SiteLocale> | ContentAPI.SiteLocale>;
  slug: ContentAPI.Scalars['String']['input'];
}>;


export type CollectionContentQuery = { collection?: ContentAPI.Maybe<(
    Pick<ContentAPI.CollectionRecord, 'id' | 'slug' | 'title' | 'description'>
    & { color?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, seo: Array<Pick<ContentAPI.Tag, 'tag' | 'attributes' | 'content'>> }
  )> };

export type ProductCardsContentQueryVariables = ContentAPI.Exact<{
  locale: ContentAPI.SiteLocale;
  fallbackLocales?: ContentAPI.InputMaybe<Array<ContentAPI.SiteLocale> | ContentAPI.SiteLocale>;
  productIds?: ContentAPI.InputMaybe<Array<ContentAPI.InputMaybe<ContentAPI.Scalars['String']['input']>> | ContentAPI.InputMaybe<ContentAPI.Scalars['String']['input']>>;
}>;


export type ProductCardsContentQuery = { allProducts: Array<(
    Pick<ContentAPI.ProductRecord, 'id' | 'productId' | 'shortDescription' | 'new' | 'trustpilotId'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, imageProductOverall?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }> }
  )> };

export type ProductContentQueryVariables = ContentAPI.Exact<{
  locale: ContentAPI.SiteLocale;
  fallbackLocales?: ContentAPI.InputMaybe<Array<ContentAPI.SiteLocale> | ContentAPI.SiteLocale>;
  slug: ContentAPI.Scalars['String']['input'];
}>;


export type ProductContentQuery = { product?: ContentAPI.Maybe<(
    Pick<ContentAPI.ProductRecord, 'id' | 'productId' | 'slug' | 'title' | 'shortDescription' | 'gtin' | 'noIndex' | 'noIndexLocalized' | 'showCompanyInfo' | 'showCustomerService' | 'new' | 'isSoldOut' | 'preorderProduct' | 'initialTab' | 'priceNote' | 'discountNote' | 'variantsHeading' | 'variantsHidden' | 'selectTitleVariantSize' | 'trustpilotId' | 'proteinBarPackage' | 'specsSubheading' | 'subscriptionCopy' | 'newPdpSectionsFormat'>
    & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug' | 'title'>>, seo: Array<Pick<ContentAPI.Tag, 'tag' | 'attributes' | 'content'>>, patternSvg?: ContentAPI.Maybe<Pick<ContentAPI.FileField, 'url'>>, patternSvgMobile?: ContentAPI.Maybe<Pick<ContentAPI.FileField, 'url'>>, sticker?: ContentAPI.Maybe<(
      Pick<ContentAPI.StickerRecord, 'id' | 'value' | 'valueSize' | 'margin' | 'copy' | 'copySize' | 'offsetY'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, calendlyConsult?: ContentAPI.Maybe<Pick<ContentAPI.BookingConsultRecord, 'id' | 'heading' | 'body' | 'label' | 'url'>>, mixAndMatch?: ContentAPI.Maybe<(
      Pick<ContentAPI.MixAndMatchRecord, 'id' | 'heading' | 'subheading' | 'pickAmount' | 'buttonLabel' | 'useCollapse' | 'buttonCollapseLabel'>
      & { headerMedia?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )>, eligibleVariants: Array<(
        Pick<ContentAPI.MixAndMatchItemRecord, 'id' | 'title' | 'variantId'>
        & { thumbnail?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }>, popup?: ContentAPI.Maybe<Pick<ContentAPI.MixAndMatchPopupRecord, 'id' | 'heading' | 'body' | 'buttonLabel'>> }
      )>, fixedComponents: Array<(
        Pick<ContentAPI.MixAndMatchItemRecord, 'id' | 'title' | 'variantId'>
        & { thumbnail?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }>, popup?: ContentAPI.Maybe<Pick<ContentAPI.MixAndMatchPopupRecord, 'id' | 'heading' | 'body' | 'buttonLabel'>> }
      )> }
    )>, upsell?: ContentAPI.Maybe<(
      Pick<ContentAPI.UpsellRecord, 'id' | 'title' | 'text'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, productImage?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }>, link?: ContentAPI.Maybe<(
        Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
        & { entryLink?: ContentAPI.Maybe<(
          { __typename: 'ArticleRecord' }
          & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'CartPageRecord' }
          & Pick<ContentAPI.CartPageRecord, 'id'>
        ) | (
          { __typename: 'CollectionRecord' }
          & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ContactPageRecord' }
          & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'FitblogRecord' }
          & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'HomePageRecord' }
          & Pick<ContentAPI.HomePageRecord, 'id'>
        ) | (
          { __typename: 'PageRecord' }
          & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ProductRecord' }
          & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
          & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
        ) | (
          { __typename: 'ProductsOverviewRecord' }
          & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeOverviewRecord' }
          & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeRecord' }
          & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'ReviewsPageRecord' }
          & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'WholesalePageRecord' }
          & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
        )> }
      )> }
    )>, variantsFootnoteContent?: ContentAPI.Maybe<(
      Pick<ContentAPI.RichTextField, 'value'>
      & { blocks: Array<{ __typename: 'ImageBlockRecord' | 'TableBlockRecord' }>, links: Array<{ __typename: 'ArticleRecord' | 'CartPageRecord' | 'CollectionRecord' | 'ContactPageRecord' | 'FitblogRecord' | 'HomePageRecord' | 'PageRecord' | 'ProductRecord' | 'ProductsOverviewRecord' | 'RecipeOverviewRecord' | 'RecipeRecord' | 'ReviewsPageRecord' | 'WholesalePageRecord' }> }
    )>, color?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, pageBackgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, pageForegroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, pageTextColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, breadcrumbsColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'id'>
      & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
    )>, imageProductDetail?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'id'>
      & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
    )>, additionalImages: Array<(
      Pick<ContentAPI.FileField, 'id'>
      & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
    )>, buttonKsps: Array<(
      Pick<ContentAPI.KspRecord, 'id' | 'text'>
      & { icon?: ContentAPI.Maybe<Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>> }
    )>, specs: Array<Pick<ContentAPI.SpecRecord, 'id' | 'unitName' | 'unitMeasurement' | 'unitAmount'>>, paymentNotes: Array<(
      Pick<ContentAPI.PaymentNoteRecord, 'id' | 'label' | 'productPage'>
      & { icon?: ContentAPI.Maybe<Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>> }
    )>, paymentSubscriptionNotes: Array<(
      Pick<ContentAPI.PaymentNoteRecord, 'id' | 'label' | 'productPage'>
      & { icon?: ContentAPI.Maybe<Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>> }
    )>, deliveryCode?: ContentAPI.Maybe<(
      Pick<ContentAPI.DeliveryCodeRecord, 'id' | 'enabled' | 'setting' | 'regularDeliveryLabel' | 'nextBusinessDayDeliveryLabel'>
      & { icon?: ContentAPI.Maybe<Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>> }
    )>, subscriptionImage?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'id'>
      & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
    )>, variants: Array<(
      Pick<ContentAPI.ContentVariantRecord, 'id' | 'variantId' | 'slug' | 'name' | 'trustpilotId' | 'isRepeatHidden' | 'isSoldOut' | 'preorderProduct' | 'priceNote' | 'discountNote'>
      & { color?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, pageBackgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, pageForegroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, pageTextColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, breadcrumbsColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, labelBackgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, labelTextColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
      )>, imageLocalized?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
      )>, additionalImages: Array<(
        Pick<ContentAPI.FileField, 'id'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
      )>, customSelectThumbnail?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
      )>, optionsDisplaySettings: Array<(
        { __typename: 'FlavourRecord' }
        & Pick<ContentAPI.FlavourRecord, 'id' | 'name' | 'addFootnote'>
        & { colour?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, secondaryColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, productBackgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, thumbnail?: ContentAPI.Maybe<(
          Pick<ContentAPI.FileField, 'id'>
          & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
        )>, selectOption?: ContentAPI.Maybe<(
          Pick<ContentAPI.SelectOptionRecord, 'id' | 'shape' | 'showBorder' | 'showShadow'>
          & { media?: ContentAPI.Maybe<(
            Pick<ContentAPI.FileField, 'id'>
            & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
          )> }
        )> }
      ) | (
        { __typename: 'SizeRecord' }
        & Pick<ContentAPI.SizeRecord, 'id' | 'size' | 'unit' | 'servings' | 'servingsLabel' | 'suitableFor' | 'defaultNote' | 'addFootnote'>
        & { selectOption?: ContentAPI.Maybe<(
          Pick<ContentAPI.SelectOptionRecord, 'id' | 'shape' | 'showBorder' | 'showShadow'>
          & { media?: ContentAPI.Maybe<(
            Pick<ContentAPI.FileField, 'id'>
            & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
          )> }
        )> }
      )> }
    )>, sections: Array<(
      { __typename: 'ArticleCarouselSectionRecord' }
      & Pick<ContentAPI.ArticleCarouselSectionRecord, 'id' | 'heading'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, articles: Array<(
        Pick<ContentAPI.ArticleRecord, 'id' | 'slug' | 'heading' | 'intro' | 'publicationDate' | 'timeToRead'>
        & { mainImage?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }>, tags: Array<Pick<ContentAPI.TagRecord, 'id' | 'slug' | 'name'>> }
      )> }
    ) | (
      { __typename: 'ArticleHighlightSectionRecord' }
      & Pick<ContentAPI.ArticleHighlightSectionRecord, 'id' | 'headline' | 'buttonLabel'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, article?: ContentAPI.Maybe<(
        Pick<ContentAPI.ArticleRecord, 'id' | 'slug' | 'heading' | 'intro' | 'publicationDate' | 'timeToRead'>
        & { mainImage?: ContentAPI.Maybe<(
          Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
          & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
            Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
            & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
          )> }
        )>, tags: Array<Pick<ContentAPI.TagRecord, 'id' | 'slug' | 'name'>> }
      )> }
    ) | (
      { __typename: 'BenefitsSectionRecord' }
      & Pick<ContentAPI.BenefitsSectionRecord, 'id' | 'heading' | 'readMoreLabel' | 'readLessLabel' | 'openByDefault'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, items: Array<(
        Pick<ContentAPI.BenefitRecord, 'id' | 'title' | 'text'>
        & { image?: ContentAPI.Maybe<(
          Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
          & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
            Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
            & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
          )> }
        )> }
      )> }
    ) | (
      { __typename: 'BookingConsultSectionRecord' }
      & Pick<ContentAPI.BookingConsultSectionRecord, 'id'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'CollectionGridSectionRecord' }
      & Pick<ContentAPI.CollectionGridSectionRecord, 'id' | 'heading'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, collections: Array<(
        Pick<ContentAPI.CollectionRecord, 'id' | 'slug' | 'title'>
        & { color?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }> }
      )> }
    ) | (
      { __typename: 'CompanyInfoSectionRecord' }
      & Pick<ContentAPI.CompanyInfoSectionRecord, 'id'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'ContentBlockSectionRecord' }
      & Pick<ContentAPI.ContentBlockSectionRecord, 'id' | 'mediaPosition'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, content?: ContentAPI.Maybe<(
        Pick<ContentAPI.ContentBlockRecord, 'id' | 'headline' | 'heading' | 'headingDesktop' | 'bodyFontWeight'>
        & { body?: ContentAPI.Maybe<(
          Pick<ContentAPI.RichTextField, 'value'>
          & { blocks: Array<(
            { __typename: 'ImageBlockRecord' }
            & Pick<ContentAPI.ImageBlockRecord, 'id'>
            & { image?: ContentAPI.Maybe<(
              Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>
              & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
            )> }
          ) | (
            { __typename: 'TableBlockRecord' }
            & Pick<ContentAPI.TableBlockRecord, 'id' | 'table'>
          )>, links: Array<(
            { __typename: 'ArticleRecord' }
            & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
            & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
          ) | (
            { __typename: 'CartPageRecord' }
            & Pick<ContentAPI.CartPageRecord, 'id'>
          ) | (
            { __typename: 'CollectionRecord' }
            & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'ContactPageRecord' }
            & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'FitblogRecord' }
            & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'HomePageRecord' }
            & Pick<ContentAPI.HomePageRecord, 'id'>
          ) | (
            { __typename: 'PageRecord' }
            & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'ProductRecord' }
            & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
            & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
          ) | (
            { __typename: 'ProductsOverviewRecord' }
            & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
          ) | (
            { __typename: 'RecipeOverviewRecord' }
            & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
          ) | (
            { __typename: 'RecipeRecord' }
            & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
            & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
          ) | (
            { __typename: 'ReviewsPageRecord' }
            & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'WholesalePageRecord' }
            & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
          )> }
        )>, primaryButton?: ContentAPI.Maybe<(
          Pick<ContentAPI.ButtonRecord, 'id' | 'label' | 'color' | 'variant' | 'size' | 'uppercase'>
          & { link?: ContentAPI.Maybe<(
            Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
            & { entryLink?: ContentAPI.Maybe<(
              { __typename: 'ArticleRecord' }
              & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
              & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
            ) | (
              { __typename: 'CartPageRecord' }
              & Pick<ContentAPI.CartPageRecord, 'id'>
            ) | (
              { __typename: 'CollectionRecord' }
              & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
            ) | (
              { __typename: 'ContactPageRecord' }
              & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
            ) | (
              { __typename: 'FitblogRecord' }
              & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
            ) | (
              { __typename: 'HomePageRecord' }
              & Pick<ContentAPI.HomePageRecord, 'id'>
            ) | (
              { __typename: 'PageRecord' }
              & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
            ) | (
              { __typename: 'ProductRecord' }
              & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
              & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
            ) | (
              { __typename: 'ProductsOverviewRecord' }
              & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
            ) | (
              { __typename: 'RecipeOverviewRecord' }
              & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
            ) | (
              { __typename: 'RecipeRecord' }
              & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
              & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
            ) | (
              { __typename: 'ReviewsPageRecord' }
              & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
            ) | (
              { __typename: 'WholesalePageRecord' }
              & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
            )> }
          )> }
        )> }
      )>, media?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )> }
    ) | (
      { __typename: 'ContentImageSectionRecord' }
      & Pick<ContentAPI.ContentImageSectionRecord, 'id' | 'heading' | 'imagePosition'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, body?: ContentAPI.Maybe<(
        Pick<ContentAPI.RichTextField, 'value'>
        & { blocks: Array<(
          { __typename: 'ImageBlockRecord' }
          & Pick<ContentAPI.ImageBlockRecord, 'id'>
          & { image?: ContentAPI.Maybe<(
            Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>
            & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
          )> }
        ) | (
          { __typename: 'TableBlockRecord' }
          & Pick<ContentAPI.TableBlockRecord, 'id' | 'table'>
        )>, links: Array<(
          { __typename: 'ArticleRecord' }
          & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'CartPageRecord' }
          & Pick<ContentAPI.CartPageRecord, 'id'>
        ) | (
          { __typename: 'CollectionRecord' }
          & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ContactPageRecord' }
          & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'FitblogRecord' }
          & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'HomePageRecord' }
          & Pick<ContentAPI.HomePageRecord, 'id'>
        ) | (
          { __typename: 'PageRecord' }
          & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ProductRecord' }
          & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
          & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
        ) | (
          { __typename: 'ProductsOverviewRecord' }
          & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeOverviewRecord' }
          & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeRecord' }
          & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'ReviewsPageRecord' }
          & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'WholesalePageRecord' }
          & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
        )> }
      )>, image?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )>, imageMobile?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )>, backgroundImage?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )> }
    ) | (
      { __typename: 'CustomerServiceSectionRecord' }
      & Pick<ContentAPI.CustomerServiceSectionRecord, 'id'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'DeliveryCodeSectionRecord' }
      & Pick<ContentAPI.DeliveryCodeSectionRecord, 'id'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'FaqSectionRecord' }
      & Pick<ContentAPI.FaqSectionRecord, 'id' | 'headline' | 'heading' | 'headingTag' | 'initialAmount' | 'paginateAmount' | 'responsive' | 'showMoreLabel'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, blocks: Array<(
        Pick<ContentAPI.FaqBlockRecord, 'id' | 'question'>
        & { answer?: ContentAPI.Maybe<(
          Pick<ContentAPI.RichTextField, 'value'>
          & { blocks: Array<(
            { __typename: 'ImageBlockRecord' }
            & Pick<ContentAPI.ImageBlockRecord, 'id'>
            & { image?: ContentAPI.Maybe<(
              Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>
              & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
            )> }
          ) | (
            { __typename: 'TableBlockRecord' }
            & Pick<ContentAPI.TableBlockRecord, 'id' | 'table'>
          )>, links: Array<(
            { __typename: 'ArticleRecord' }
            & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
            & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
          ) | (
            { __typename: 'CartPageRecord' }
            & Pick<ContentAPI.CartPageRecord, 'id'>
          ) | (
            { __typename: 'CollectionRecord' }
            & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'ContactPageRecord' }
            & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'FitblogRecord' }
            & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'HomePageRecord' }
            & Pick<ContentAPI.HomePageRecord, 'id'>
          ) | (
            { __typename: 'PageRecord' }
            & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'ProductRecord' }
            & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
            & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
          ) | (
            { __typename: 'ProductsOverviewRecord' }
            & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
          ) | (
            { __typename: 'RecipeOverviewRecord' }
            & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
          ) | (
            { __typename: 'RecipeRecord' }
            & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
            & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
          ) | (
            { __typename: 'ReviewsPageRecord' }
            & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'WholesalePageRecord' }
            & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
          )> }
        )> }
      )> }
    ) | (
      { __typename: 'HeroGridSectionRecord' }
      & Pick<ContentAPI.HeroGridSectionRecord, 'id' | 'mobileVariant' | 'hideTrustpilot'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, mainItem?: ContentAPI.Maybe<(
        Pick<ContentAPI.HeroGridItemRecord, 'id' | 'heading' | 'text'>
        & { media?: ContentAPI.Maybe<(
          Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
          & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
            Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
            & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
          )> }
        )> }
      )>, items: Array<(
        Pick<ContentAPI.HeroGridItemRecord, 'id' | 'heading' | 'text'>
        & { media?: ContentAPI.Maybe<(
          Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
          & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
            Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
            & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
          )> }
        )> }
      )> }
    ) | (
      { __typename: 'HeroSectionRecord' }
      & Pick<ContentAPI.HeroSectionRecord, 'id' | 'headline' | 'heading'>
      & { text: ContentAPI.HeroSectionRecord['body'] }
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }>, button?: ContentAPI.Maybe<(
        Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
        & { entryLink?: ContentAPI.Maybe<(
          { __typename: 'ArticleRecord' }
          & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'CartPageRecord' }
          & Pick<ContentAPI.CartPageRecord, 'id'>
        ) | (
          { __typename: 'CollectionRecord' }
          & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ContactPageRecord' }
          & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'FitblogRecord' }
          & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'HomePageRecord' }
          & Pick<ContentAPI.HomePageRecord, 'id'>
        ) | (
          { __typename: 'PageRecord' }
          & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ProductRecord' }
          & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
          & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
        ) | (
          { __typename: 'ProductsOverviewRecord' }
          & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeOverviewRecord' }
          & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeRecord' }
          & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'ReviewsPageRecord' }
          & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'WholesalePageRecord' }
          & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
        )> }
      )> }
    ) | (
      { __typename: 'LifestyleCarouselSectionRecord' }
      & Pick<ContentAPI.LifestyleCarouselSectionRecord, 'id' | 'heading'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, images: Array<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { desktop?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, mobile?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )> }
    ) | (
      { __typename: 'MixAndMatchSectionRecord' }
      & Pick<ContentAPI.MixAndMatchSectionRecord, 'id'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'NavigationAnchorsSectionRecord' }
      & Pick<ContentAPI.NavigationAnchorsSectionRecord, 'id'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, items: Array<Pick<ContentAPI.AnchorRecord, 'id' | 'label' | 'slug'>> }
    ) | (
      { __typename: 'OldArticleCarouselSectionRecord' }
      & Pick<ContentAPI.OldArticleCarouselSectionRecord, 'id' | 'heading'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, articles: Array<(
        Pick<ContentAPI.ArticleRecord, 'id' | 'slug' | 'heading' | 'intro' | 'publicationDate' | 'timeToRead'>
        & { mainImage?: ContentAPI.Maybe<(
          Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
          & { desktop?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, mobile?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
            Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
            & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
          )> }
        )>, tags: Array<Pick<ContentAPI.TagRecord, 'id' | 'slug' | 'name'>> }
      )> }
    ) | (
      { __typename: 'PreorderSectionRecord' }
      & Pick<ContentAPI.PreorderSectionRecord, 'id'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'ProductAndArticleCarouselSectionRecord' }
      & Pick<ContentAPI.ProductAndArticleCarouselSectionRecord, 'id' | 'heading'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, products: Array<(
        Pick<ContentAPI.ProductRecord, 'id' | 'productId' | 'slug' | 'title' | 'trustpilotId' | 'shortDescription' | 'new'>
        & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>>, color?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }>, imageProductOverall?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }> }
      )>, articles: Array<(
        Pick<ContentAPI.ArticleRecord, 'id' | 'slug' | 'heading' | 'intro' | 'publicationDate' | 'timeToRead'>
        & { mainImage?: ContentAPI.Maybe<(
          Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
          & { desktop?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, mobile?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
            Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
            & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
          )> }
        )>, tags: Array<Pick<ContentAPI.TagRecord, 'id' | 'slug' | 'name'>> }
      )> }
    ) | (
      { __typename: 'ProductCarouselSectionRecord' }
      & Pick<ContentAPI.ProductCarouselSectionRecord, 'id' | 'heading' | 'useRecommendations'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, products: Array<(
        Pick<ContentAPI.ProductRecord, 'id' | 'productId' | 'slug' | 'title' | 'trustpilotId' | 'shortDescription' | 'new'>
        & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>>, color?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }>, imageProductOverall?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }> }
      )>, button?: ContentAPI.Maybe<(
        Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
        & { entryLink?: ContentAPI.Maybe<(
          { __typename: 'ArticleRecord' }
          & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'CartPageRecord' }
          & Pick<ContentAPI.CartPageRecord, 'id'>
        ) | (
          { __typename: 'CollectionRecord' }
          & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ContactPageRecord' }
          & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'FitblogRecord' }
          & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'HomePageRecord' }
          & Pick<ContentAPI.HomePageRecord, 'id'>
        ) | (
          { __typename: 'PageRecord' }
          & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ProductRecord' }
          & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
          & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
        ) | (
          { __typename: 'ProductsOverviewRecord' }
          & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeOverviewRecord' }
          & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeRecord' }
          & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'ReviewsPageRecord' }
          & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'WholesalePageRecord' }
          & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
        )> }
      )> }
    ) | (
      { __typename: 'ProductUpsellSectionRecord' }
      & Pick<ContentAPI.ProductUpsellSectionRecord, 'id'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'ReviewsAnimationSectionRecord' }
      & Pick<ContentAPI.ReviewsAnimationSectionRecord, 'id' | 'heading'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'ReviewsListSectionRecord' }
      & Pick<ContentAPI.ReviewsListSectionRecord, 'id' | 'labelReviews' | 'buttonLoadMoreLabel' | 'buttonWriteReviewLabel' | 'reviewType' | 'ratingType'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'ReviewsSectionRecord' }
      & Pick<ContentAPI.ReviewsSectionRecord, 'id' | 'heading'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'ReviewsTrustWidgetSectionRecord' }
      & Pick<ContentAPI.ReviewsTrustWidgetSectionRecord, 'id' | 'heading' | 'headingLevel' | 'headline' | 'sortingOrder' | 'ctaLabel' | 'ctaHref'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'SpacerSectionRecord' }
      & Pick<ContentAPI.SpacerSectionRecord, 'id' | 'heightMobile' | 'heightDesktop'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'SpecificationGroupsSectionRecord' }
      & Pick<ContentAPI.SpecificationGroupsSectionRecord, 'id' | 'heading' | 'selectLabel'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, groups: Array<(
        Pick<ContentAPI.SpecificationGroupRecord, 'id' | 'label' | 'defaultOpen'>
        & { items: Array<Pick<ContentAPI.SpecificationItemRecord, 'id' | 'label' | 'value'>> }
      )> }
    ) | (
      { __typename: 'StickerSectionRecord' }
      & Pick<ContentAPI.StickerSectionRecord, 'id'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'SubscriptionSectionRecord' }
      & Pick<ContentAPI.SubscriptionSectionRecord, 'id'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'SummarySectionRecord' }
      & Pick<ContentAPI.SummarySectionRecord, 'id' | 'heading' | 'truncateAfter' | 'readMoreLabel' | 'readLessLabel'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, content?: ContentAPI.Maybe<(
        Pick<ContentAPI.RichTextField, 'value'>
        & { blocks: Array<(
          { __typename: 'ImageBlockRecord' }
          & Pick<ContentAPI.ImageBlockRecord, 'id'>
          & { image?: ContentAPI.Maybe<(
            Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>
            & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
          )> }
        ) | (
          { __typename: 'TableBlockRecord' }
          & Pick<ContentAPI.TableBlockRecord, 'id' | 'table'>
        )>, links: Array<(
          { __typename: 'ArticleRecord' }
          & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'CartPageRecord' }
          & Pick<ContentAPI.CartPageRecord, 'id'>
        ) | (
          { __typename: 'CollectionRecord' }
          & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ContactPageRecord' }
          & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'FitblogRecord' }
          & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'HomePageRecord' }
          & Pick<ContentAPI.HomePageRecord, 'id'>
        ) | (
          { __typename: 'PageRecord' }
          & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ProductRecord' }
          & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
          & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
        ) | (
          { __typename: 'ProductsOverviewRecord' }
          & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeOverviewRecord' }
          & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeRecord' }
          & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'ReviewsPageRecord' }
          & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'WholesalePageRecord' }
          & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
        )> }
      )> }
    ) | (
      { __typename: 'UspSectionRecord' }
      & Pick<ContentAPI.UspSectionRecord, 'id'>
      & { usps: ContentAPI.UspSectionRecord['items'] }
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'VideoPopupSectionRecord' }
      & Pick<ContentAPI.VideoPopupSectionRecord, 'id' | 'heading' | 'buttonLabel' | 'videoUrl'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, cover?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )>, captions?: ContentAPI.Maybe<Array<(
        Pick<ContentAPI.FileFieldMultiLocaleField, 'locale'>
        & { value?: ContentAPI.Maybe<Pick<ContentAPI.FileField, 'url'>> }
      )>> }
    ) | (
      { __typename: 'VideoSectionRecord' }
      & Pick<ContentAPI.VideoSectionRecord, 'id' | 'heading'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, video?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )>, cover?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )>, captions?: ContentAPI.Maybe<Array<(
        Pick<ContentAPI.FileFieldMultiLocaleField, 'locale'>
        & { value?: ContentAPI.Maybe<Pick<ContentAPI.FileField, 'url'>> }
      )>> }
    )>, summary?: ContentAPI.Maybe<(
      { __typename: 'SummarySectionRecord' }
      & Pick<ContentAPI.SummarySectionRecord, 'id' | 'heading' | 'truncateAfter' | 'readMoreLabel' | 'readLessLabel'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, content?: ContentAPI.Maybe<(
        Pick<ContentAPI.RichTextField, 'value'>
        & { blocks: Array<(
          { __typename: 'ImageBlockRecord' }
          & Pick<ContentAPI.ImageBlockRecord, 'id'>
          & { image?: ContentAPI.Maybe<(
            Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>
            & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
          )> }
        ) | (
          { __typename: 'TableBlockRecord' }
          & Pick<ContentAPI.TableBlockRecord, 'id' | 'table'>
        )>, links: Array<(
          { __typename: 'ArticleRecord' }
          & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'CartPageRecord' }
          & Pick<ContentAPI.CartPageRecord, 'id'>
        ) | (
          { __typename: 'CollectionRecord' }
          & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ContactPageRecord' }
          & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'FitblogRecord' }
          & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'HomePageRecord' }
          & Pick<ContentAPI.HomePageRecord, 'id'>
        ) | (
          { __typename: 'PageRecord' }
          & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ProductRecord' }
          & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
          & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
        ) | (
          { __typename: 'ProductsOverviewRecord' }
          & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeOverviewRecord' }
          & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeRecord' }
          & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'ReviewsPageRecord' }
          & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'WholesalePageRecord' }
          & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
        )> }
      )> }
    )>, benefits?: ContentAPI.Maybe<(
      { __typename: 'BenefitsSectionRecord' }
      & Pick<ContentAPI.BenefitsSectionRecord, 'id' | 'heading' | 'readMoreLabel' | 'readLessLabel' | 'openByDefault'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, items: Array<(
        Pick<ContentAPI.BenefitRecord, 'id' | 'title' | 'text'>
        & { image?: ContentAPI.Maybe<(
          Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
          & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
            Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
            & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
          )> }
        )> }
      )> }
    )>, specificationGroups?: ContentAPI.Maybe<(
      { __typename: 'SpecificationGroupsSectionRecord' }
      & Pick<ContentAPI.SpecificationGroupsSectionRecord, 'id' | 'heading' | 'selectLabel'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, groups: Array<(
        Pick<ContentAPI.SpecificationGroupRecord, 'id' | 'label' | 'defaultOpen'>
        & { items: Array<Pick<ContentAPI.SpecificationItemRecord, 'id' | 'label' | 'value'>> }
      )> }
    )>, faq?: ContentAPI.Maybe<(
      { __typename: 'FaqSectionRecord' }
      & Pick<ContentAPI.FaqSectionRecord, 'id' | 'headline' | 'heading' | 'headingTag' | 'initialAmount' | 'paginateAmount' | 'responsive' | 'showMoreLabel'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, blocks: Array<(
        Pick<ContentAPI.FaqBlockRecord, 'id' | 'question'>
        & { answer?: ContentAPI.Maybe<(
          Pick<ContentAPI.RichTextField, 'value'>
          & { blocks: Array<(
            { __typename: 'ImageBlockRecord' }
            & Pick<ContentAPI.ImageBlockRecord, 'id'>
            & { image?: ContentAPI.Maybe<(
              Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>
              & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
            )> }
          ) | (
            { __typename: 'TableBlockRecord' }
            & Pick<ContentAPI.TableBlockRecord, 'id' | 'table'>
          )>, links: Array<(
            { __typename: 'ArticleRecord' }
            & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
            & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
          ) | (
            { __typename: 'CartPageRecord' }
            & Pick<ContentAPI.CartPageRecord, 'id'>
          ) | (
            { __typename: 'CollectionRecord' }
            & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'ContactPageRecord' }
            & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'FitblogRecord' }
            & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'HomePageRecord' }
            & Pick<ContentAPI.HomePageRecord, 'id'>
          ) | (
            { __typename: 'PageRecord' }
            & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'ProductRecord' }
            & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
            & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
          ) | (
            { __typename: 'ProductsOverviewRecord' }
            & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
          ) | (
            { __typename: 'RecipeOverviewRecord' }
            & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
          ) | (
            { __typename: 'RecipeRecord' }
            & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
            & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
          ) | (
            { __typename: 'ReviewsPageRecord' }
            & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'WholesalePageRecord' }
            & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
          )> }
        )> }
      )> }
    )> }
  )> };

export type ProductPageBlocksQueryVariables = ContentAPI.Exact<{
  locale: ContentAPI.SiteLocale;
  fallbackLocales?: ContentAPI.InputMaybe<Array<ContentAPI.SiteLocale> | ContentAPI.SiteLocale>;
}>;


export type ProductPageBlocksQuery = { layout?: ContentAPI.Maybe<(
    Pick<ContentAPI.LayoutRecord, 'id'>
    & { companyInfo?: ContentAPI.Maybe<(
      Pick<ContentAPI.ContentBlockRecord, 'id' | 'headline' | 'heading' | 'headingDesktop' | 'bodyFontWeight'>
      & { body?: ContentAPI.Maybe<(
        Pick<ContentAPI.RichTextField, 'value'>
        & { blocks: Array<(
          { __typename: 'ImageBlockRecord' }
          & Pick<ContentAPI.ImageBlockRecord, 'id'>
          & { image?: ContentAPI.Maybe<(
            Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>
            & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
          )> }
        ) | (
          { __typename: 'TableBlockRecord' }
          & Pick<ContentAPI.TableBlockRecord, 'id' | 'table'>
        )>, links: Array<(
          { __typename: 'ArticleRecord' }
          & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'CartPageRecord' }
          & Pick<ContentAPI.CartPageRecord, 'id'>
        ) | (
          { __typename: 'CollectionRecord' }
          & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ContactPageRecord' }
          & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'FitblogRecord' }
          & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'HomePageRecord' }
          & Pick<ContentAPI.HomePageRecord, 'id'>
        ) | (
          { __typename: 'PageRecord' }
          & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ProductRecord' }
          & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
          & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
        ) | (
          { __typename: 'ProductsOverviewRecord' }
          & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeOverviewRecord' }
          & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeRecord' }
          & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'ReviewsPageRecord' }
          & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'WholesalePageRecord' }
          & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
        )> }
      )>, primaryButton?: ContentAPI.Maybe<(
        Pick<ContentAPI.ButtonRecord, 'id' | 'label' | 'color' | 'variant' | 'size' | 'uppercase'>
        & { link?: ContentAPI.Maybe<(
          Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
          & { entryLink?: ContentAPI.Maybe<(
            { __typename: 'ArticleRecord' }
            & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
            & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
          ) | (
            { __typename: 'CartPageRecord' }
            & Pick<ContentAPI.CartPageRecord, 'id'>
          ) | (
            { __typename: 'CollectionRecord' }
            & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'ContactPageRecord' }
            & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'FitblogRecord' }
            & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'HomePageRecord' }
            & Pick<ContentAPI.HomePageRecord, 'id'>
          ) | (
            { __typename: 'PageRecord' }
            & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'ProductRecord' }
            & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
            & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
          ) | (
            { __typename: 'ProductsOverviewRecord' }
            & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
          ) | (
            { __typename: 'RecipeOverviewRecord' }
            & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
          ) | (
            { __typename: 'RecipeRecord' }
            & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
            & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
          ) | (
            { __typename: 'ReviewsPageRecord' }
            & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'WholesalePageRecord' }
            & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
          )> }
        )> }
      )> }
    )>, customerService?: ContentAPI.Maybe<(
      Pick<ContentAPI.ContentBlockRecord, 'id' | 'headline' | 'heading' | 'headingDesktop' | 'bodyFontWeight'>
      & { body?: ContentAPI.Maybe<(
        Pick<ContentAPI.RichTextField, 'value'>
        & { blocks: Array<(
          { __typename: 'ImageBlockRecord' }
          & Pick<ContentAPI.ImageBlockRecord, 'id'>
          & { image?: ContentAPI.Maybe<(
            Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>
            & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
          )> }
        ) | (
          { __typename: 'TableBlockRecord' }
          & Pick<ContentAPI.TableBlockRecord, 'id' | 'table'>
        )>, links: Array<(
          { __typename: 'ArticleRecord' }
          & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'CartPageRecord' }
          & Pick<ContentAPI.CartPageRecord, 'id'>
        ) | (
          { __typename: 'CollectionRecord' }
          & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ContactPageRecord' }
          & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'FitblogRecord' }
          & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'HomePageRecord' }
          & Pick<ContentAPI.HomePageRecord, 'id'>
        ) | (
          { __typename: 'PageRecord' }
          & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ProductRecord' }
          & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
          & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
        ) | (
          { __typename: 'ProductsOverviewRecord' }
          & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeOverviewRecord' }
          & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeRecord' }
          & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'ReviewsPageRecord' }
          & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'WholesalePageRecord' }
          & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
        )> }
      )>, primaryButton?: ContentAPI.Maybe<(
        Pick<ContentAPI.ButtonRecord, 'id' | 'label' | 'color' | 'variant' | 'size' | 'uppercase'>
        & { link?: ContentAPI.Maybe<(
          Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
          & { entryLink?: ContentAPI.Maybe<(
            { __typename: 'ArticleRecord' }
            & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
            & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
          ) | (
            { __typename: 'CartPageRecord' }
            & Pick<ContentAPI.CartPageRecord, 'id'>
          ) | (
            { __typename: 'CollectionRecord' }
            & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'ContactPageRecord' }
            & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'FitblogRecord' }
            & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'HomePageRecord' }
            & Pick<ContentAPI.HomePageRecord, 'id'>
          ) | (
            { __typename: 'PageRecord' }
            & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'ProductRecord' }
            & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
            & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
          ) | (
            { __typename: 'ProductsOverviewRecord' }
            & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
          ) | (
            { __typename: 'RecipeOverviewRecord' }
            & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
          ) | (
            { __typename: 'RecipeRecord' }
            & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
            & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
          ) | (
            { __typename: 'ReviewsPageRecord' }
            & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'WholesalePageRecord' }
            & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
          )> }
        )> }
      )> }
    )>, productPopup?: ContentAPI.Maybe<Pick<ContentAPI.ProductPopupRecord, 'id' | 'buttonAddToCartLabel' | 'buttonLearnMoreLabel'>> }
  )> };

export type QuickViewContentQueryVariables = ContentAPI.Exact<{
  locale: ContentAPI.SiteLocale;
  fallbackLocales?: ContentAPI.InputMaybe<Array<ContentAPI.SiteLocale> | ContentAPI.SiteLocale>;
  id: ContentAPI.Scalars['ItemId']['input'];
}>;


export type QuickViewContentQuery = { product?: ContentAPI.Maybe<(
    Pick<ContentAPI.ProductRecord, 'id' | 'productId' | 'slug' | 'title'>
    & { variants: Array<Pick<ContentAPI.ContentVariantRecord, 'id' | 'slug' | 'variantId' | 'name'>> }
  )> };

export type EditorialCardImageFragment = { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> };

export type EditorialHeroMediaFragment = (
  Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
  & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
    Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
    & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
  )> }
);

export type ArticleTagsQueryVariables = ContentAPI.Exact<{
  locale: ContentAPI.SiteLocale;
  fallbackLocales?: ContentAPI.InputMaybe<Array<ContentAPI.SiteLocale> | ContentAPI.SiteLocale>;
}>;


export type ArticleTagsQuery = { fitblog?: ContentAPI.Maybe<Pick<ContentAPI.FitblogRecord, 'id' | 'title' | 'intro'>>, entries: Array<{ tags: Array<Pick<ContentAPI.TagRecord, 'id' | 'slug' | 'name'>> }> };

export type AllArticlesQueryVariables = ContentAPI.Exact<{
  locale: ContentAPI.SiteLocale;
  fallbackLocales?: ContentAPI.InputMaybe<Array<ContentAPI.SiteLocale> | ContentAPI.SiteLocale>;
  tagId?: ContentAPI.InputMaybe<Array<ContentAPI.InputMaybe<ContentAPI.Scalars['ItemId']['input']>> | ContentAPI.InputMaybe<ContentAPI.Scalars['ItemId']['input']>>;
  first?: ContentAPI.InputMaybe<ContentAPI.Scalars['IntType']['input']>;
  skip?: ContentAPI.InputMaybe<ContentAPI.Scalars['IntType']['input']>;
}>;


export type AllArticlesQuery = { allArticles: Array<(
    Pick<ContentAPI.ArticleRecord, 'id' | 'slug' | 'heading' | 'publicationDate' | 'timeToRead'>
    & { tags: Array<Pick<ContentAPI.TagRecord, 'id' | 'slug' | 'name'>>, mainImage?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }> }
  )>, allArticlesMeta: Pick<ContentAPI.CollectionMetadata, 'count'> };

export type ArticleCardFragment = (
  Pick<ContentAPI.ArticleRecord, 'id' | 'slug' | 'heading' | 'publicationDate' | 'timeToRead'>
  & { tags: Array<Pick<ContentAPI.TagRecord, 'id' | 'slug' | 'name'>>, mainImage?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }> }
);

export type ArticleQueryVariables = ContentAPI.Exact<{
  locale: ContentAPI.SiteLocale;
  fallbackLocales?: ContentAPI.InputMaybe<Array<ContentAPI.SiteLocale> | ContentAPI.SiteLocale>;
  slug: ContentAPI.Scalars['String']['input'];
}>;


export type ArticleQuery = { article?: ContentAPI.Maybe<(
    Pick<ContentAPI.ArticleRecord, 'id' | 'slug' | 'heading' | 'intro' | 'publicationDate' | 'timeToRead' | 'showWheyProteinO' | 'wheyProteinOIsWhite' | 'showVeganProteinO' | 'veganProteinOIsWhite' | 'showProteinBarO' | 'proteinBarOIsWhite'>
    & { tags: Array<Pick<ContentAPI.TagRecord, 'id' | 'slug' | 'name'>>, mainImage?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
      & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
        Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
        & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
      )> }
    )>, video?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
      & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
        Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
        & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
      )> }
    )> }
  )> };

export type RecipeTagsQueryVariables = ContentAPI.Exact<{
  locale: ContentAPI.SiteLocale;
  fallbackLocales?: ContentAPI.InputMaybe<Array<ContentAPI.SiteLocale> | ContentAPI.SiteLocale>;
}>;


export type RecipeTagsQuery = { recipeOverview?: ContentAPI.Maybe<Pick<ContentAPI.RecipeOverviewRecord, 'id' | 'title' | 'intro'>>, entries: Array<{ tags: Array<Pick<ContentAPI.TagRecord, 'id' | 'slug' | 'name'>> }> };

export type AllRecipesQueryVariables = ContentAPI.Exact<{
  locale: ContentAPI.SiteLocale;
  fallbackLocales?: ContentAPI.InputMaybe<Array<ContentAPI.SiteLocale> | ContentAPI.SiteLocale>;
  tagId?: ContentAPI.InputMaybe<Array<ContentAPI.InputMaybe<ContentAPI.Scalars['ItemId']['input']>> | ContentAPI.InputMaybe<ContentAPI.Scalars['ItemId']['input']>>;
  first?: ContentAPI.InputMaybe<ContentAPI.Scalars['IntType']['input']>;
  skip?: ContentAPI.InputMaybe<ContentAPI.Scalars['IntType']['input']>;
}>;


export type AllRecipesQuery = { allRecipes: Array<(
    Pick<ContentAPI.RecipeRecord, 'id' | 'slug' | 'heading' | 'publicationDate'>
    & { tags: Array<Pick<ContentAPI.TagRecord, 'id' | 'slug' | 'name'>>, mainImage?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }> }
  )>, allRecipesMeta: Pick<ContentAPI.CollectionMetadata, 'count'> };

export type RecipeQueryVariables = ContentAPI.Exact<{
  locale: ContentAPI.SiteLocale;
  fallbackLocales?: ContentAPI.InputMaybe<Array<ContentAPI.SiteLocale> | ContentAPI.SiteLocale>;
  slug: ContentAPI.Scalars['String']['input'];
}>;


export type RecipeQuery = { recipe?: ContentAPI.Maybe<(
    Pick<ContentAPI.RecipeRecord, 'id' | 'slug' | 'heading' | 'intro' | 'publicationDate' | 'showWheyProteinO' | 'wheyProteinOIsWhite' | 'showVeganProteinO' | 'veganProteinOIsWhite' | 'showProteinBarO' | 'proteinBarOIsWhite'>
    & { tags: Array<Pick<ContentAPI.TagRecord, 'id' | 'slug' | 'name'>>, mainImage?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
      & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
        Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
        & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
      )> }
    )>, video?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
      & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
        Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
        & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
      )> }
    )> }
  )> };

type LinkTarget_ArticleRecord_Fragment = (
  { __typename: 'ArticleRecord' }
  & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
  & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
);

type LinkTarget_CartPageRecord_Fragment = (
  { __typename: 'CartPageRecord' }
  & Pick<ContentAPI.CartPageRecord, 'id'>
);

type LinkTarget_CollectionRecord_Fragment = (
  { __typename: 'CollectionRecord' }
  & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
);

type LinkTarget_ContactPageRecord_Fragment = (
  { __typename: 'ContactPageRecord' }
  & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
);

type LinkTarget_FitblogRecord_Fragment = (
  { __typename: 'FitblogRecord' }
  & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
);

type LinkTarget_HomePageRecord_Fragment = (
  { __typename: 'HomePageRecord' }
  & Pick<ContentAPI.HomePageRecord, 'id'>
);

type LinkTarget_PageRecord_Fragment = (
  { __typename: 'PageRecord' }
  & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
);

type LinkTarget_ProductRecord_Fragment = (
  { __typename: 'ProductRecord' }
  & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
  & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
);

type LinkTarget_ProductsOverviewRecord_Fragment = (
  { __typename: 'ProductsOverviewRecord' }
  & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
);

type LinkTarget_RecipeOverviewRecord_Fragment = (
  { __typename: 'RecipeOverviewRecord' }
  & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
);

type LinkTarget_RecipeRecord_Fragment = (
  { __typename: 'RecipeRecord' }
  & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
  & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
);

type LinkTarget_ReviewsPageRecord_Fragment = (
  { __typename: 'ReviewsPageRecord' }
  & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
);

type LinkTarget_WholesalePageRecord_Fragment = (
  { __typename: 'WholesalePageRecord' }
  & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
);

export type LinkTargetFragment = LinkTarget_ArticleRecord_Fragment | LinkTarget_CartPageRecord_Fragment | LinkTarget_CollectionRecord_Fragment | LinkTarget_ContactPageRecord_Fragment | LinkTarget_FitblogRecord_Fragment | LinkTarget_HomePageRecord_Fragment | LinkTarget_PageRecord_Fragment | LinkTarget_ProductRecord_Fragment | LinkTarget_ProductsOverviewRecord_Fragment | LinkTarget_RecipeOverviewRecord_Fragment | LinkTarget_RecipeRecord_Fragment | LinkTarget_ReviewsPageRecord_Fragment | LinkTarget_WholesalePageRecord_Fragment;

export type ButtonLinkFragment = (
  Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
  & { entryLink?: ContentAPI.Maybe<(
    { __typename: 'ArticleRecord' }
    & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
    & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
  ) | (
    { __typename: 'CartPageRecord' }
    & Pick<ContentAPI.CartPageRecord, 'id'>
  ) | (
    { __typename: 'CollectionRecord' }
    & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
  ) | (
    { __typename: 'ContactPageRecord' }
    & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
  ) | (
    { __typename: 'FitblogRecord' }
    & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
  ) | (
    { __typename: 'HomePageRecord' }
    & Pick<ContentAPI.HomePageRecord, 'id'>
  ) | (
    { __typename: 'PageRecord' }
    & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
  ) | (
    { __typename: 'ProductRecord' }
    & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
    & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
  ) | (
    { __typename: 'ProductsOverviewRecord' }
    & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
  ) | (
    { __typename: 'RecipeOverviewRecord' }
    & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
  ) | (
    { __typename: 'RecipeRecord' }
    & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
    & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
  ) | (
    { __typename: 'ReviewsPageRecord' }
    & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
  ) | (
    { __typename: 'WholesalePageRecord' }
    & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
  )> }
);

export type ResponsiveImagePartsFragment = Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>;

export type GeolocationTextsQueryVariables = ContentAPI.Exact<{
  locale: ContentAPI.SiteLocale;
  fallbackLocales?: ContentAPI.InputMaybe<Array<ContentAPI.SiteLocale> | ContentAPI.SiteLocale>;
}>;


export type GeolocationTextsQuery = { geolocation?: ContentAPI.Maybe<Pick<ContentAPI.GeolocationRecord, 'heading' | 'body' | 'buttonCancelLabel' | 'buttonContinueLabel'>> };

export type HomePageQueryVariables = ContentAPI.Exact<{
  locale: ContentAPI.SiteLocale;
  fallbackLocales?: ContentAPI.InputMaybe<Array<ContentAPI.SiteLocale> | ContentAPI.SiteLocale>;
}>;


export type HomePageQuery = { homePage?: ContentAPI.Maybe<(
    Pick<ContentAPI.HomePageRecord, 'id' | 'title'>
    & { seo: Array<Pick<ContentAPI.Tag, 'tag' | 'attributes' | 'content'>>, sections: Array<(
      { __typename: 'ArticleCarouselSectionRecord' }
      & Pick<ContentAPI.ArticleCarouselSectionRecord, 'id' | 'heading'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, articles: Array<(
        Pick<ContentAPI.ArticleRecord, 'id' | 'slug' | 'heading' | 'intro' | 'publicationDate' | 'timeToRead'>
        & { mainImage?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }>, tags: Array<Pick<ContentAPI.TagRecord, 'id' | 'slug' | 'name'>> }
      )> }
    ) | (
      { __typename: 'ArticleHighlightSectionRecord' }
      & Pick<ContentAPI.ArticleHighlightSectionRecord, 'id' | 'headline' | 'buttonLabel'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, article?: ContentAPI.Maybe<(
        Pick<ContentAPI.ArticleRecord, 'id' | 'slug' | 'heading' | 'intro' | 'publicationDate' | 'timeToRead'>
        & { mainImage?: ContentAPI.Maybe<(
          Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
          & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
            Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
            & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
          )> }
        )>, tags: Array<Pick<ContentAPI.TagRecord, 'id' | 'slug' | 'name'>> }
      )> }
    ) | (
      { __typename: 'BenefitsSectionRecord' }
      & Pick<ContentAPI.BenefitsSectionRecord, 'id' | 'heading' | 'readMoreLabel' | 'readLessLabel' | 'openByDefault'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, items: Array<(
        Pick<ContentAPI.BenefitRecord, 'id' | 'title' | 'text'>
        & { image?: ContentAPI.Maybe<(
          Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
          & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
            Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
            & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
          )> }
        )> }
      )> }
    ) | (
      { __typename: 'BookingConsultSectionRecord' }
      & Pick<ContentAPI.BookingConsultSectionRecord, 'id'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'CollectionGridSectionRecord' }
      & Pick<ContentAPI.CollectionGridSectionRecord, 'id' | 'heading'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, collections: Array<(
        Pick<ContentAPI.CollectionRecord, 'id' | 'slug' | 'title'>
        & { color?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }> }
      )> }
    ) | (
      { __typename: 'CompanyInfoSectionRecord' }
      & Pick<ContentAPI.CompanyInfoSectionRecord, 'id'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'ContentBlockSectionRecord' }
      & Pick<ContentAPI.ContentBlockSectionRecord, 'id' | 'mediaPosition'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, content?: ContentAPI.Maybe<(
        Pick<ContentAPI.ContentBlockRecord, 'id' | 'headline' | 'heading' | 'headingDesktop' | 'bodyFontWeight'>
        & { body?: ContentAPI.Maybe<(
          Pick<ContentAPI.RichTextField, 'value'>
          & { blocks: Array<(
            { __typename: 'ImageBlockRecord' }
            & Pick<ContentAPI.ImageBlockRecord, 'id'>
            & { image?: ContentAPI.Maybe<(
              Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>
              & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
            )> }
          ) | (
            { __typename: 'TableBlockRecord' }
            & Pick<ContentAPI.TableBlockRecord, 'id' | 'table'>
          )>, links: Array<(
            { __typename: 'ArticleRecord' }
            & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
            & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
          ) | (
            { __typename: 'CartPageRecord' }
            & Pick<ContentAPI.CartPageRecord, 'id'>
          ) | (
            { __typename: 'CollectionRecord' }
            & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'ContactPageRecord' }
            & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'FitblogRecord' }
            & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'HomePageRecord' }
            & Pick<ContentAPI.HomePageRecord, 'id'>
          ) | (
            { __typename: 'PageRecord' }
            & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'ProductRecord' }
            & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
            & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
          ) | (
            { __typename: 'ProductsOverviewRecord' }
            & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
          ) | (
            { __typename: 'RecipeOverviewRecord' }
            & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
          ) | (
            { __typename: 'RecipeRecord' }
            & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
            & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
          ) | (
            { __typename: 'ReviewsPageRecord' }
            & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'WholesalePageRecord' }
            & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
          )> }
        )>, primaryButton?: ContentAPI.Maybe<(
          Pick<ContentAPI.ButtonRecord, 'id' | 'label' | 'color' | 'variant' | 'size' | 'uppercase'>
          & { link?: ContentAPI.Maybe<(
            Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
            & { entryLink?: ContentAPI.Maybe<(
              { __typename: 'ArticleRecord' }
              & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
              & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
            ) | (
              { __typename: 'CartPageRecord' }
              & Pick<ContentAPI.CartPageRecord, 'id'>
            ) | (
              { __typename: 'CollectionRecord' }
              & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
            ) | (
              { __typename: 'ContactPageRecord' }
              & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
            ) | (
              { __typename: 'FitblogRecord' }
              & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
            ) | (
              { __typename: 'HomePageRecord' }
              & Pick<ContentAPI.HomePageRecord, 'id'>
            ) | (
              { __typename: 'PageRecord' }
              & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
            ) | (
              { __typename: 'ProductRecord' }
              & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
              & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
            ) | (
              { __typename: 'ProductsOverviewRecord' }
              & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
            ) | (
              { __typename: 'RecipeOverviewRecord' }
              & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
            ) | (
              { __typename: 'RecipeRecord' }
              & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
              & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
            ) | (
              { __typename: 'ReviewsPageRecord' }
              & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
            ) | (
              { __typename: 'WholesalePageRecord' }
              & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
            )> }
          )> }
        )> }
      )>, media?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )> }
    ) | (
      { __typename: 'ContentImageSectionRecord' }
      & Pick<ContentAPI.ContentImageSectionRecord, 'id' | 'heading' | 'imagePosition'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, body?: ContentAPI.Maybe<(
        Pick<ContentAPI.RichTextField, 'value'>
        & { blocks: Array<(
          { __typename: 'ImageBlockRecord' }
          & Pick<ContentAPI.ImageBlockRecord, 'id'>
          & { image?: ContentAPI.Maybe<(
            Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>
            & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
          )> }
        ) | (
          { __typename: 'TableBlockRecord' }
          & Pick<ContentAPI.TableBlockRecord, 'id' | 'table'>
        )>, links: Array<(
          { __typename: 'ArticleRecord' }
          & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'CartPageRecord' }
          & Pick<ContentAPI.CartPageRecord, 'id'>
        ) | (
          { __typename: 'CollectionRecord' }
          & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ContactPageRecord' }
          & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'FitblogRecord' }
          & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'HomePageRecord' }
          & Pick<ContentAPI.HomePageRecord, 'id'>
        ) | (
          { __typename: 'PageRecord' }
          & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ProductRecord' }
          & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
          & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
        ) | (
          { __typename: 'ProductsOverviewRecord' }
          & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeOverviewRecord' }
          & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeRecord' }
          & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'ReviewsPageRecord' }
          & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'WholesalePageRecord' }
          & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
        )> }
      )>, image?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )>, imageMobile?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )>, backgroundImage?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )> }
    ) | (
      { __typename: 'CustomerServiceSectionRecord' }
      & Pick<ContentAPI.CustomerServiceSectionRecord, 'id'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'DeliveryCodeSectionRecord' }
      & Pick<ContentAPI.DeliveryCodeSectionRecord, 'id'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'FaqSectionRecord' }
      & Pick<ContentAPI.FaqSectionRecord, 'id' | 'headline' | 'heading' | 'headingTag' | 'initialAmount' | 'paginateAmount' | 'responsive' | 'showMoreLabel'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, blocks: Array<(
        Pick<ContentAPI.FaqBlockRecord, 'id' | 'question'>
        & { answer?: ContentAPI.Maybe<(
          Pick<ContentAPI.RichTextField, 'value'>
          & { blocks: Array<(
            { __typename: 'ImageBlockRecord' }
            & Pick<ContentAPI.ImageBlockRecord, 'id'>
            & { image?: ContentAPI.Maybe<(
              Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>
              & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
            )> }
          ) | (
            { __typename: 'TableBlockRecord' }
            & Pick<ContentAPI.TableBlockRecord, 'id' | 'table'>
          )>, links: Array<(
            { __typename: 'ArticleRecord' }
            & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
            & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
          ) | (
            { __typename: 'CartPageRecord' }
            & Pick<ContentAPI.CartPageRecord, 'id'>
          ) | (
            { __typename: 'CollectionRecord' }
            & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'ContactPageRecord' }
            & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'FitblogRecord' }
            & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'HomePageRecord' }
            & Pick<ContentAPI.HomePageRecord, 'id'>
          ) | (
            { __typename: 'PageRecord' }
            & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'ProductRecord' }
            & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
            & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
          ) | (
            { __typename: 'ProductsOverviewRecord' }
            & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
          ) | (
            { __typename: 'RecipeOverviewRecord' }
            & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
          ) | (
            { __typename: 'RecipeRecord' }
            & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
            & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
          ) | (
            { __typename: 'ReviewsPageRecord' }
            & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'WholesalePageRecord' }
            & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
          )> }
        )> }
      )> }
    ) | (
      { __typename: 'HeroGridSectionRecord' }
      & Pick<ContentAPI.HeroGridSectionRecord, 'id' | 'mobileVariant' | 'hideTrustpilot'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, mainItem?: ContentAPI.Maybe<(
        Pick<ContentAPI.HeroGridItemRecord, 'id' | 'heading' | 'text'>
        & { media?: ContentAPI.Maybe<(
          Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
          & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
            Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
            & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
          )> }
        )> }
      )>, items: Array<(
        Pick<ContentAPI.HeroGridItemRecord, 'id' | 'heading' | 'text'>
        & { media?: ContentAPI.Maybe<(
          Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
          & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
            Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
            & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
          )> }
        )> }
      )> }
    ) | (
      { __typename: 'HeroSectionRecord' }
      & Pick<ContentAPI.HeroSectionRecord, 'id' | 'headline' | 'heading'>
      & { text: ContentAPI.HeroSectionRecord['body'] }
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }>, button?: ContentAPI.Maybe<(
        Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
        & { entryLink?: ContentAPI.Maybe<(
          { __typename: 'ArticleRecord' }
          & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'CartPageRecord' }
          & Pick<ContentAPI.CartPageRecord, 'id'>
        ) | (
          { __typename: 'CollectionRecord' }
          & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ContactPageRecord' }
          & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'FitblogRecord' }
          & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'HomePageRecord' }
          & Pick<ContentAPI.HomePageRecord, 'id'>
        ) | (
          { __typename: 'PageRecord' }
          & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ProductRecord' }
          & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
          & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
        ) | (
          { __typename: 'ProductsOverviewRecord' }
          & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeOverviewRecord' }
          & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeRecord' }
          & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'ReviewsPageRecord' }
          & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'WholesalePageRecord' }
          & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
        )> }
      )> }
    ) | (
      { __typename: 'LifestyleCarouselSectionRecord' }
      & Pick<ContentAPI.LifestyleCarouselSectionRecord, 'id' | 'heading'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, images: Array<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { desktop?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, mobile?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )> }
    ) | (
      { __typename: 'MixAndMatchSectionRecord' }
      & Pick<ContentAPI.MixAndMatchSectionRecord, 'id'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'NavigationAnchorsSectionRecord' }
      & Pick<ContentAPI.NavigationAnchorsSectionRecord, 'id'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, items: Array<Pick<ContentAPI.AnchorRecord, 'id' | 'label' | 'slug'>> }
    ) | (
      { __typename: 'OldArticleCarouselSectionRecord' }
      & Pick<ContentAPI.OldArticleCarouselSectionRecord, 'id' | 'heading'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, articles: Array<(
        Pick<ContentAPI.ArticleRecord, 'id' | 'slug' | 'heading' | 'intro' | 'publicationDate' | 'timeToRead'>
        & { mainImage?: ContentAPI.Maybe<(
          Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
          & { desktop?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, mobile?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
            Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
            & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
          )> }
        )>, tags: Array<Pick<ContentAPI.TagRecord, 'id' | 'slug' | 'name'>> }
      )> }
    ) | (
      { __typename: 'PreorderSectionRecord' }
      & Pick<ContentAPI.PreorderSectionRecord, 'id'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'ProductAndArticleCarouselSectionRecord' }
      & Pick<ContentAPI.ProductAndArticleCarouselSectionRecord, 'id' | 'heading'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, products: Array<(
        Pick<ContentAPI.ProductRecord, 'id' | 'productId' | 'slug' | 'title' | 'trustpilotId' | 'shortDescription' | 'new'>
        & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>>, color?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }>, imageProductOverall?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }> }
      )>, articles: Array<(
        Pick<ContentAPI.ArticleRecord, 'id' | 'slug' | 'heading' | 'intro' | 'publicationDate' | 'timeToRead'>
        & { mainImage?: ContentAPI.Maybe<(
          Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
          & { desktop?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, mobile?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
            Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
            & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
          )> }
        )>, tags: Array<Pick<ContentAPI.TagRecord, 'id' | 'slug' | 'name'>> }
      )> }
    ) | (
      { __typename: 'ProductCarouselSectionRecord' }
      & Pick<ContentAPI.ProductCarouselSectionRecord, 'id' | 'heading' | 'useRecommendations'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, products: Array<(
        Pick<ContentAPI.ProductRecord, 'id' | 'productId' | 'slug' | 'title' | 'trustpilotId' | 'shortDescription' | 'new'>
        & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>>, color?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }>, imageProductOverall?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }> }
      )>, button?: ContentAPI.Maybe<(
        Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
        & { entryLink?: ContentAPI.Maybe<(
          { __typename: 'ArticleRecord' }
          & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'CartPageRecord' }
          & Pick<ContentAPI.CartPageRecord, 'id'>
        ) | (
          { __typename: 'CollectionRecord' }
          & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ContactPageRecord' }
          & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'FitblogRecord' }
          & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'HomePageRecord' }
          & Pick<ContentAPI.HomePageRecord, 'id'>
        ) | (
          { __typename: 'PageRecord' }
          & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ProductRecord' }
          & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
          & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
        ) | (
          { __typename: 'ProductsOverviewRecord' }
          & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeOverviewRecord' }
          & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeRecord' }
          & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'ReviewsPageRecord' }
          & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'WholesalePageRecord' }
          & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
        )> }
      )> }
    ) | (
      { __typename: 'ProductUpsellSectionRecord' }
      & Pick<ContentAPI.ProductUpsellSectionRecord, 'id'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'ReviewsAnimationSectionRecord' }
      & Pick<ContentAPI.ReviewsAnimationSectionRecord, 'id' | 'heading'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'ReviewsListSectionRecord' }
      & Pick<ContentAPI.ReviewsListSectionRecord, 'id' | 'labelReviews' | 'buttonLoadMoreLabel' | 'buttonWriteReviewLabel' | 'reviewType' | 'ratingType'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'ReviewsSectionRecord' }
      & Pick<ContentAPI.ReviewsSectionRecord, 'id' | 'heading'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'ReviewsTrustWidgetSectionRecord' }
      & Pick<ContentAPI.ReviewsTrustWidgetSectionRecord, 'id' | 'heading' | 'headingLevel' | 'headline' | 'sortingOrder' | 'ctaLabel' | 'ctaHref'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'SpacerSectionRecord' }
      & Pick<ContentAPI.SpacerSectionRecord, 'id' | 'heightMobile' | 'heightDesktop'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'SpecificationGroupsSectionRecord' }
      & Pick<ContentAPI.SpecificationGroupsSectionRecord, 'id' | 'heading' | 'selectLabel'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, groups: Array<(
        Pick<ContentAPI.SpecificationGroupRecord, 'id' | 'label' | 'defaultOpen'>
        & { items: Array<Pick<ContentAPI.SpecificationItemRecord, 'id' | 'label' | 'value'>> }
      )> }
    ) | (
      { __typename: 'StickerSectionRecord' }
      & Pick<ContentAPI.StickerSectionRecord, 'id'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'SubscriptionSectionRecord' }
      & Pick<ContentAPI.SubscriptionSectionRecord, 'id'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'SummarySectionRecord' }
      & Pick<ContentAPI.SummarySectionRecord, 'id' | 'heading' | 'truncateAfter' | 'readMoreLabel' | 'readLessLabel'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, content?: ContentAPI.Maybe<(
        Pick<ContentAPI.RichTextField, 'value'>
        & { blocks: Array<(
          { __typename: 'ImageBlockRecord' }
          & Pick<ContentAPI.ImageBlockRecord, 'id'>
          & { image?: ContentAPI.Maybe<(
            Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>
            & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
          )> }
        ) | (
          { __typename: 'TableBlockRecord' }
          & Pick<ContentAPI.TableBlockRecord, 'id' | 'table'>
        )>, links: Array<(
          { __typename: 'ArticleRecord' }
          & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'CartPageRecord' }
          & Pick<ContentAPI.CartPageRecord, 'id'>
        ) | (
          { __typename: 'CollectionRecord' }
          & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ContactPageRecord' }
          & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'FitblogRecord' }
          & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'HomePageRecord' }
          & Pick<ContentAPI.HomePageRecord, 'id'>
        ) | (
          { __typename: 'PageRecord' }
          & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ProductRecord' }
          & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
          & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
        ) | (
          { __typename: 'ProductsOverviewRecord' }
          & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeOverviewRecord' }
          & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeRecord' }
          & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'ReviewsPageRecord' }
          & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'WholesalePageRecord' }
          & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
        )> }
      )> }
    ) | (
      { __typename: 'UspSectionRecord' }
      & Pick<ContentAPI.UspSectionRecord, 'id'>
      & { usps: ContentAPI.UspSectionRecord['items'] }
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'VideoPopupSectionRecord' }
      & Pick<ContentAPI.VideoPopupSectionRecord, 'id' | 'heading' | 'buttonLabel' | 'videoUrl'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, cover?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )>, captions?: ContentAPI.Maybe<Array<(
        Pick<ContentAPI.FileFieldMultiLocaleField, 'locale'>
        & { value?: ContentAPI.Maybe<Pick<ContentAPI.FileField, 'url'>> }
      )>> }
    ) | (
      { __typename: 'VideoSectionRecord' }
      & Pick<ContentAPI.VideoSectionRecord, 'id' | 'heading'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, video?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )>, cover?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )>, captions?: ContentAPI.Maybe<Array<(
        Pick<ContentAPI.FileFieldMultiLocaleField, 'locale'>
        & { value?: ContentAPI.Maybe<Pick<ContentAPI.FileField, 'url'>> }
      )>> }
    )> }
  )> };

export type LayoutQueryVariables = ContentAPI.Exact<{
  locale: ContentAPI.SiteLocale;
  fallbackLocales?: ContentAPI.InputMaybe<Array<ContentAPI.SiteLocale> | ContentAPI.SiteLocale>;
}>;


export type LayoutQuery = { layout?: ContentAPI.Maybe<(
    Pick<ContentAPI.LayoutRecord, 'id' | 'brandName' | 'footerNote'>
    & { menu: Array<(
      Pick<ContentAPI.MenuItemRecord, 'id' | 'label'>
      & { link?: ContentAPI.Maybe<(
        Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
        & { entryLink?: ContentAPI.Maybe<(
          { __typename: 'ArticleRecord' }
          & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'CartPageRecord' }
          & Pick<ContentAPI.CartPageRecord, 'id'>
        ) | (
          { __typename: 'CollectionRecord' }
          & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ContactPageRecord' }
          & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'FitblogRecord' }
          & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'HomePageRecord' }
          & Pick<ContentAPI.HomePageRecord, 'id'>
        ) | (
          { __typename: 'PageRecord' }
          & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ProductRecord' }
          & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
          & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
        ) | (
          { __typename: 'ProductsOverviewRecord' }
          & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeOverviewRecord' }
          & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeRecord' }
          & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'ReviewsPageRecord' }
          & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'WholesalePageRecord' }
          & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
        )> }
      )>, children: Array<(
        Pick<ContentAPI.MenuItemRecord, 'id' | 'label'>
        & { link?: ContentAPI.Maybe<(
          Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
          & { entryLink?: ContentAPI.Maybe<(
            { __typename: 'ArticleRecord' }
            & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
            & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
          ) | (
            { __typename: 'CartPageRecord' }
            & Pick<ContentAPI.CartPageRecord, 'id'>
          ) | (
            { __typename: 'CollectionRecord' }
            & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'ContactPageRecord' }
            & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'FitblogRecord' }
            & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'HomePageRecord' }
            & Pick<ContentAPI.HomePageRecord, 'id'>
          ) | (
            { __typename: 'PageRecord' }
            & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'ProductRecord' }
            & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
            & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
          ) | (
            { __typename: 'ProductsOverviewRecord' }
            & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
          ) | (
            { __typename: 'RecipeOverviewRecord' }
            & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
          ) | (
            { __typename: 'RecipeRecord' }
            & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
            & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
          ) | (
            { __typename: 'ReviewsPageRecord' }
            & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'WholesalePageRecord' }
            & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
          )> }
        )> }
      )> }
    )>, footerColumns: Array<(
      Pick<ContentAPI.FooterColumnRecord, 'id' | 'heading'>
      & { links: Array<(
        Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
        & { entryLink?: ContentAPI.Maybe<(
          { __typename: 'ArticleRecord' }
          & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'CartPageRecord' }
          & Pick<ContentAPI.CartPageRecord, 'id'>
        ) | (
          { __typename: 'CollectionRecord' }
          & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ContactPageRecord' }
          & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'FitblogRecord' }
          & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'HomePageRecord' }
          & Pick<ContentAPI.HomePageRecord, 'id'>
        ) | (
          { __typename: 'PageRecord' }
          & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ProductRecord' }
          & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
          & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
        ) | (
          { __typename: 'ProductsOverviewRecord' }
          & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeOverviewRecord' }
          & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeRecord' }
          & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'ReviewsPageRecord' }
          & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'WholesalePageRecord' }
          & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
        )> }
      )> }
    )> }
  )> };

export type ModalPromosQueryVariables = ContentAPI.Exact<{
  locale: ContentAPI.SiteLocale;
  fallbackLocales?: ContentAPI.InputMaybe<Array<ContentAPI.SiteLocale> | ContentAPI.SiteLocale>;
}>;


export type ModalPromosQuery = { allModalPromos: Array<(
    Pick<ContentAPI.ModalPromoRecord, 'id' | 'onPageLoad' | 'onScroll' | 'scrollOffset' | 'onPageExit' | 'showOnSpecificTime' | 'startDatetime' | 'endDatetime' | 'useInterval' | 'intervalInMinutes' | 'onSpecificPage' | 'specificPageUrl' | 'outerClickCloseModal' | 'escButtonCloseModal' | 'mobileOnly'>
    & { media?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
      & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
        Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
        & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
      )> }
    )>, content: Array<(
      { __typename: 'ModalPromoButtonsRecord' }
      & Pick<ContentAPI.ModalPromoButtonsRecord, 'id'>
      & { buttons: Array<(
        Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
        & { entryLink?: ContentAPI.Maybe<(
          { __typename: 'ArticleRecord' }
          & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'CartPageRecord' }
          & Pick<ContentAPI.CartPageRecord, 'id'>
        ) | (
          { __typename: 'CollectionRecord' }
          & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ContactPageRecord' }
          & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'FitblogRecord' }
          & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'HomePageRecord' }
          & Pick<ContentAPI.HomePageRecord, 'id'>
        ) | (
          { __typename: 'PageRecord' }
          & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ProductRecord' }
          & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
          & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
        ) | (
          { __typename: 'ProductsOverviewRecord' }
          & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeOverviewRecord' }
          & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeRecord' }
          & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'ReviewsPageRecord' }
          & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'WholesalePageRecord' }
          & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
        )> }
      )> }
    ) | (
      { __typename: 'ModalPromoTextRecord' }
      & Pick<ContentAPI.ModalPromoTextRecord, 'id' | 'copy' | 'copyDesktop' | 'fontSize' | 'fontWeight'>
      & { textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )> }
  )> };

export type NewsletterModalTextsQueryVariables = ContentAPI.Exact<{
  locale: ContentAPI.SiteLocale;
  fallbackLocales?: ContentAPI.InputMaybe<Array<ContentAPI.SiteLocale> | ContentAPI.SiteLocale>;
}>;


export type NewsletterModalTextsQuery = { newsletterModal?: ContentAPI.Maybe<Pick<ContentAPI.NewsletterModalRecord, 'headline' | 'heading' | 'paragraph' | 'buttonCloseLabel' | 'buttonSubmitLabel' | 'successHeadline' | 'successHeading' | 'successParagraph'>> };

export type ReviewSuccessModalTextsQueryVariables = ContentAPI.Exact<{
  locale: ContentAPI.SiteLocale;
  fallbackLocales?: ContentAPI.InputMaybe<Array<ContentAPI.SiteLocale> | ContentAPI.SiteLocale>;
}>;


export type ReviewSuccessModalTextsQuery = { reviewSuccessModal?: ContentAPI.Maybe<Pick<ContentAPI.ReviewSuccessModalRecord, 'modalCloseLabel' | 'title' | 'body' | 'buttonCloseLabel'>> };

export type PageFieldsFragment = (
  Pick<ContentAPI.PageRecord, 'id' | 'slug' | 'title' | 'intro' | 'body' | 'faqHeading' | 'ctaHeading' | 'ctaText'>
  & { seo: Array<Pick<ContentAPI.Tag, 'tag' | 'attributes' | 'content'>>, sections: Array<(
    { __typename: 'ArticleCarouselSectionRecord' }
    & Pick<ContentAPI.ArticleCarouselSectionRecord, 'id' | 'heading'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, articles: Array<(
      Pick<ContentAPI.ArticleRecord, 'id' | 'slug' | 'heading' | 'intro' | 'publicationDate' | 'timeToRead'>
      & { mainImage?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }>, tags: Array<Pick<ContentAPI.TagRecord, 'id' | 'slug' | 'name'>> }
    )> }
  ) | (
    { __typename: 'ArticleHighlightSectionRecord' }
    & Pick<ContentAPI.ArticleHighlightSectionRecord, 'id' | 'headline' | 'buttonLabel'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, article?: ContentAPI.Maybe<(
      Pick<ContentAPI.ArticleRecord, 'id' | 'slug' | 'heading' | 'intro' | 'publicationDate' | 'timeToRead'>
      & { mainImage?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )>, tags: Array<Pick<ContentAPI.TagRecord, 'id' | 'slug' | 'name'>> }
    )> }
  ) | (
    { __typename: 'BenefitsSectionRecord' }
    & Pick<ContentAPI.BenefitsSectionRecord, 'id' | 'heading' | 'readMoreLabel' | 'readLessLabel' | 'openByDefault'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, items: Array<(
      Pick<ContentAPI.BenefitRecord, 'id' | 'title' | 'text'>
      & { image?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )> }
    )> }
  ) | (
    { __typename: 'BookingConsultSectionRecord' }
    & Pick<ContentAPI.BookingConsultSectionRecord, 'id'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )> }
  ) | (
    { __typename: 'CollectionGridSectionRecord' }
    & Pick<ContentAPI.CollectionGridSectionRecord, 'id' | 'heading'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, collections: Array<(
      Pick<ContentAPI.CollectionRecord, 'id' | 'slug' | 'title'>
      & { color?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }> }
    )> }
  ) | (
    { __typename: 'CompanyInfoSectionRecord' }
    & Pick<ContentAPI.CompanyInfoSectionRecord, 'id'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )> }
  ) | (
    { __typename: 'ContentBlockSectionRecord' }
    & Pick<ContentAPI.ContentBlockSectionRecord, 'id' | 'mediaPosition'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, content?: ContentAPI.Maybe<(
      Pick<ContentAPI.ContentBlockRecord, 'id' | 'headline' | 'heading' | 'headingDesktop' | 'bodyFontWeight'>
      & { body?: ContentAPI.Maybe<(
        Pick<ContentAPI.RichTextField, 'value'>
        & { blocks: Array<(
          { __typename: 'ImageBlockRecord' }
          & Pick<ContentAPI.ImageBlockRecord, 'id'>
          & { image?: ContentAPI.Maybe<(
            Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>
            & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
          )> }
        ) | (
          { __typename: 'TableBlockRecord' }
          & Pick<ContentAPI.TableBlockRecord, 'id' | 'table'>
        )>, links: Array<(
          { __typename: 'ArticleRecord' }
          & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'CartPageRecord' }
          & Pick<ContentAPI.CartPageRecord, 'id'>
        ) | (
          { __typename: 'CollectionRecord' }
          & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ContactPageRecord' }
          & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'FitblogRecord' }
          & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'HomePageRecord' }
          & Pick<ContentAPI.HomePageRecord, 'id'>
        ) | (
          { __typename: 'PageRecord' }
          & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ProductRecord' }
          & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
          & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
        ) | (
          { __typename: 'ProductsOverviewRecord' }
          & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeOverviewRecord' }
          & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeRecord' }
          & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'ReviewsPageRecord' }
          & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'WholesalePageRecord' }
          & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
        )> }
      )>, primaryButton?: ContentAPI.Maybe<(
        Pick<ContentAPI.ButtonRecord, 'id' | 'label' | 'color' | 'variant' | 'size' | 'uppercase'>
        & { link?: ContentAPI.Maybe<(
          Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
          & { entryLink?: ContentAPI.Maybe<(
            { __typename: 'ArticleRecord' }
            & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
            & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
          ) | (
            { __typename: 'CartPageRecord' }
            & Pick<ContentAPI.CartPageRecord, 'id'>
          ) | (
            { __typename: 'CollectionRecord' }
            & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'ContactPageRecord' }
            & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'FitblogRecord' }
            & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'HomePageRecord' }
            & Pick<ContentAPI.HomePageRecord, 'id'>
          ) | (
            { __typename: 'PageRecord' }
            & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'ProductRecord' }
            & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
            & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
          ) | (
            { __typename: 'ProductsOverviewRecord' }
            & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
          ) | (
            { __typename: 'RecipeOverviewRecord' }
            & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
          ) | (
            { __typename: 'RecipeRecord' }
            & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
            & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
          ) | (
            { __typename: 'ReviewsPageRecord' }
            & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'WholesalePageRecord' }
            & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
          )> }
        )> }
      )> }
    )>, media?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
      & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
        Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
        & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
      )> }
    )> }
  ) | (
    { __typename: 'ContentImageSectionRecord' }
    & Pick<ContentAPI.ContentImageSectionRecord, 'id' | 'heading' | 'imagePosition'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, body?: ContentAPI.Maybe<(
      Pick<ContentAPI.RichTextField, 'value'>
      & { blocks: Array<(
        { __typename: 'ImageBlockRecord' }
        & Pick<ContentAPI.ImageBlockRecord, 'id'>
        & { image?: ContentAPI.Maybe<(
          Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>
          & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
        )> }
      ) | (
        { __typename: 'TableBlockRecord' }
        & Pick<ContentAPI.TableBlockRecord, 'id' | 'table'>
      )>, links: Array<(
        { __typename: 'ArticleRecord' }
        & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'CartPageRecord' }
        & Pick<ContentAPI.CartPageRecord, 'id'>
      ) | (
        { __typename: 'CollectionRecord' }
        & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ContactPageRecord' }
        & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'FitblogRecord' }
        & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'HomePageRecord' }
        & Pick<ContentAPI.HomePageRecord, 'id'>
      ) | (
        { __typename: 'PageRecord' }
        & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ProductRecord' }
        & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
        & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
      ) | (
        { __typename: 'ProductsOverviewRecord' }
        & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeOverviewRecord' }
        & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeRecord' }
        & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'ReviewsPageRecord' }
        & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'WholesalePageRecord' }
        & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
      )> }
    )>, image?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
      & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
        Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
        & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
      )> }
    )>, imageMobile?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
      & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
        Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
        & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
      )> }
    )>, backgroundImage?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
      & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
        Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
        & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
      )> }
    )> }
  ) | (
    { __typename: 'CustomerServiceSectionRecord' }
    & Pick<ContentAPI.CustomerServiceSectionRecord, 'id'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )> }
  ) | (
    { __typename: 'DeliveryCodeSectionRecord' }
    & Pick<ContentAPI.DeliveryCodeSectionRecord, 'id'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )> }
  ) | (
    { __typename: 'FaqSectionRecord' }
    & Pick<ContentAPI.FaqSectionRecord, 'id' | 'headline' | 'heading' | 'headingTag' | 'initialAmount' | 'paginateAmount' | 'responsive' | 'showMoreLabel'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, blocks: Array<(
      Pick<ContentAPI.FaqBlockRecord, 'id' | 'question'>
      & { answer?: ContentAPI.Maybe<(
        Pick<ContentAPI.RichTextField, 'value'>
        & { blocks: Array<(
          { __typename: 'ImageBlockRecord' }
          & Pick<ContentAPI.ImageBlockRecord, 'id'>
          & { image?: ContentAPI.Maybe<(
            Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>
            & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
          )> }
        ) | (
          { __typename: 'TableBlockRecord' }
          & Pick<ContentAPI.TableBlockRecord, 'id' | 'table'>
        )>, links: Array<(
          { __typename: 'ArticleRecord' }
          & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'CartPageRecord' }
          & Pick<ContentAPI.CartPageRecord, 'id'>
        ) | (
          { __typename: 'CollectionRecord' }
          & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ContactPageRecord' }
          & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'FitblogRecord' }
          & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'HomePageRecord' }
          & Pick<ContentAPI.HomePageRecord, 'id'>
        ) | (
          { __typename: 'PageRecord' }
          & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ProductRecord' }
          & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
          & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
        ) | (
          { __typename: 'ProductsOverviewRecord' }
          & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeOverviewRecord' }
          & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeRecord' }
          & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'ReviewsPageRecord' }
          & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'WholesalePageRecord' }
          & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
        )> }
      )> }
    )> }
  ) | (
    { __typename: 'HeroGridSectionRecord' }
    & Pick<ContentAPI.HeroGridSectionRecord, 'id' | 'mobileVariant' | 'hideTrustpilot'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, mainItem?: ContentAPI.Maybe<(
      Pick<ContentAPI.HeroGridItemRecord, 'id' | 'heading' | 'text'>
      & { media?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )> }
    )>, items: Array<(
      Pick<ContentAPI.HeroGridItemRecord, 'id' | 'heading' | 'text'>
      & { media?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )> }
    )> }
  ) | (
    { __typename: 'HeroSectionRecord' }
    & Pick<ContentAPI.HeroSectionRecord, 'id' | 'headline' | 'heading'>
    & { text: ContentAPI.HeroSectionRecord['body'] }
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }>, button?: ContentAPI.Maybe<(
      Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
      & { entryLink?: ContentAPI.Maybe<(
        { __typename: 'ArticleRecord' }
        & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'CartPageRecord' }
        & Pick<ContentAPI.CartPageRecord, 'id'>
      ) | (
        { __typename: 'CollectionRecord' }
        & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ContactPageRecord' }
        & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'FitblogRecord' }
        & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'HomePageRecord' }
        & Pick<ContentAPI.HomePageRecord, 'id'>
      ) | (
        { __typename: 'PageRecord' }
        & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ProductRecord' }
        & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
        & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
      ) | (
        { __typename: 'ProductsOverviewRecord' }
        & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeOverviewRecord' }
        & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeRecord' }
        & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'ReviewsPageRecord' }
        & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'WholesalePageRecord' }
        & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
      )> }
    )> }
  ) | (
    { __typename: 'LifestyleCarouselSectionRecord' }
    & Pick<ContentAPI.LifestyleCarouselSectionRecord, 'id' | 'heading'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, images: Array<(
      Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
      & { desktop?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, mobile?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
        Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
        & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
      )> }
    )> }
  ) | (
    { __typename: 'MixAndMatchSectionRecord' }
    & Pick<ContentAPI.MixAndMatchSectionRecord, 'id'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )> }
  ) | (
    { __typename: 'NavigationAnchorsSectionRecord' }
    & Pick<ContentAPI.NavigationAnchorsSectionRecord, 'id'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, items: Array<Pick<ContentAPI.AnchorRecord, 'id' | 'label' | 'slug'>> }
  ) | (
    { __typename: 'OldArticleCarouselSectionRecord' }
    & Pick<ContentAPI.OldArticleCarouselSectionRecord, 'id' | 'heading'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, articles: Array<(
      Pick<ContentAPI.ArticleRecord, 'id' | 'slug' | 'heading' | 'intro' | 'publicationDate' | 'timeToRead'>
      & { mainImage?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { desktop?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, mobile?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )>, tags: Array<Pick<ContentAPI.TagRecord, 'id' | 'slug' | 'name'>> }
    )> }
  ) | (
    { __typename: 'PreorderSectionRecord' }
    & Pick<ContentAPI.PreorderSectionRecord, 'id'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )> }
  ) | (
    { __typename: 'ProductAndArticleCarouselSectionRecord' }
    & Pick<ContentAPI.ProductAndArticleCarouselSectionRecord, 'id' | 'heading'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, products: Array<(
      Pick<ContentAPI.ProductRecord, 'id' | 'productId' | 'slug' | 'title' | 'trustpilotId' | 'shortDescription' | 'new'>
      & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>>, color?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }>, imageProductOverall?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }> }
    )>, articles: Array<(
      Pick<ContentAPI.ArticleRecord, 'id' | 'slug' | 'heading' | 'intro' | 'publicationDate' | 'timeToRead'>
      & { mainImage?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { desktop?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, mobile?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )>, tags: Array<Pick<ContentAPI.TagRecord, 'id' | 'slug' | 'name'>> }
    )> }
  ) | (
    { __typename: 'ProductCarouselSectionRecord' }
    & Pick<ContentAPI.ProductCarouselSectionRecord, 'id' | 'heading' | 'useRecommendations'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, products: Array<(
      Pick<ContentAPI.ProductRecord, 'id' | 'productId' | 'slug' | 'title' | 'trustpilotId' | 'shortDescription' | 'new'>
      & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>>, color?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }>, imageProductOverall?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }> }
    )>, button?: ContentAPI.Maybe<(
      Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
      & { entryLink?: ContentAPI.Maybe<(
        { __typename: 'ArticleRecord' }
        & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'CartPageRecord' }
        & Pick<ContentAPI.CartPageRecord, 'id'>
      ) | (
        { __typename: 'CollectionRecord' }
        & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ContactPageRecord' }
        & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'FitblogRecord' }
        & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'HomePageRecord' }
        & Pick<ContentAPI.HomePageRecord, 'id'>
      ) | (
        { __typename: 'PageRecord' }
        & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ProductRecord' }
        & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
        & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
      ) | (
        { __typename: 'ProductsOverviewRecord' }
        & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeOverviewRecord' }
        & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeRecord' }
        & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'ReviewsPageRecord' }
        & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'WholesalePageRecord' }
        & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
      )> }
    )> }
  ) | (
    { __typename: 'ProductUpsellSectionRecord' }
    & Pick<ContentAPI.ProductUpsellSectionRecord, 'id'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )> }
  ) | (
    { __typename: 'ReviewsAnimationSectionRecord' }
    & Pick<ContentAPI.ReviewsAnimationSectionRecord, 'id' | 'heading'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )> }
  ) | (
    { __typename: 'ReviewsListSectionRecord' }
    & Pick<ContentAPI.ReviewsListSectionRecord, 'id' | 'labelReviews' | 'buttonLoadMoreLabel' | 'buttonWriteReviewLabel' | 'reviewType' | 'ratingType'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )> }
  ) | (
    { __typename: 'ReviewsSectionRecord' }
    & Pick<ContentAPI.ReviewsSectionRecord, 'id' | 'heading'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )> }
  ) | (
    { __typename: 'ReviewsTrustWidgetSectionRecord' }
    & Pick<ContentAPI.ReviewsTrustWidgetSectionRecord, 'id' | 'heading' | 'headingLevel' | 'headline' | 'sortingOrder' | 'ctaLabel' | 'ctaHref'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )> }
  ) | (
    { __typename: 'SpacerSectionRecord' }
    & Pick<ContentAPI.SpacerSectionRecord, 'id' | 'heightMobile' | 'heightDesktop'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )> }
  ) | (
    { __typename: 'SpecificationGroupsSectionRecord' }
    & Pick<ContentAPI.SpecificationGroupsSectionRecord, 'id' | 'heading' | 'selectLabel'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, groups: Array<(
      Pick<ContentAPI.SpecificationGroupRecord, 'id' | 'label' | 'defaultOpen'>
      & { items: Array<Pick<ContentAPI.SpecificationItemRecord, 'id' | 'label' | 'value'>> }
    )> }
  ) | (
    { __typename: 'StickerSectionRecord' }
    & Pick<ContentAPI.StickerSectionRecord, 'id'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )> }
  ) | (
    { __typename: 'SubscriptionSectionRecord' }
    & Pick<ContentAPI.SubscriptionSectionRecord, 'id'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )> }
  ) | (
    { __typename: 'SummarySectionRecord' }
    & Pick<ContentAPI.SummarySectionRecord, 'id' | 'heading' | 'truncateAfter' | 'readMoreLabel' | 'readLessLabel'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, content?: ContentAPI.Maybe<(
      Pick<ContentAPI.RichTextField, 'value'>
      & { blocks: Array<(
        { __typename: 'ImageBlockRecord' }
        & Pick<ContentAPI.ImageBlockRecord, 'id'>
        & { image?: ContentAPI.Maybe<(
          Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>
          & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
        )> }
      ) | (
        { __typename: 'TableBlockRecord' }
        & Pick<ContentAPI.TableBlockRecord, 'id' | 'table'>
      )>, links: Array<(
        { __typename: 'ArticleRecord' }
        & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'CartPageRecord' }
        & Pick<ContentAPI.CartPageRecord, 'id'>
      ) | (
        { __typename: 'CollectionRecord' }
        & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ContactPageRecord' }
        & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'FitblogRecord' }
        & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'HomePageRecord' }
        & Pick<ContentAPI.HomePageRecord, 'id'>
      ) | (
        { __typename: 'PageRecord' }
        & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ProductRecord' }
        & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
        & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
      ) | (
        { __typename: 'ProductsOverviewRecord' }
        & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeOverviewRecord' }
        & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeRecord' }
        & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'ReviewsPageRecord' }
        & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'WholesalePageRecord' }
        & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
      )> }
    )> }
  ) | (
    { __typename: 'UspSectionRecord' }
    & Pick<ContentAPI.UspSectionRecord, 'id'>
    & { usps: ContentAPI.UspSectionRecord['items'] }
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )> }
  ) | (
    { __typename: 'VideoPopupSectionRecord' }
    & Pick<ContentAPI.VideoPopupSectionRecord, 'id' | 'heading' | 'buttonLabel' | 'videoUrl'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, cover?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
      & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
        Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
        & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
      )> }
    )>, captions?: ContentAPI.Maybe<Array<(
      Pick<ContentAPI.FileFieldMultiLocaleField, 'locale'>
      & { value?: ContentAPI.Maybe<Pick<ContentAPI.FileField, 'url'>> }
    )>> }
  ) | (
    { __typename: 'VideoSectionRecord' }
    & Pick<ContentAPI.VideoSectionRecord, 'id' | 'heading'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, video?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
      & { video?: ContentAPI.Maybe<(
        Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
        & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
      )> }
    )>, cover?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
      & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
        Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
        & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
      )> }
    )>, captions?: ContentAPI.Maybe<Array<(
      Pick<ContentAPI.FileFieldMultiLocaleField, 'locale'>
      & { value?: ContentAPI.Maybe<Pick<ContentAPI.FileField, 'url'>> }
    )>> }
  )>, serviceCards: Array<(
    Pick<ContentAPI.ServiceCardRecord, 'id' | 'heading' | 'text'>
    & { link?: ContentAPI.Maybe<(
      Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
      & { entryLink?: ContentAPI.Maybe<(
        { __typename: 'ArticleRecord' }
        & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'CartPageRecord' }
        & Pick<ContentAPI.CartPageRecord, 'id'>
      ) | (
        { __typename: 'CollectionRecord' }
        & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ContactPageRecord' }
        & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'FitblogRecord' }
        & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'HomePageRecord' }
        & Pick<ContentAPI.HomePageRecord, 'id'>
      ) | (
        { __typename: 'PageRecord' }
        & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ProductRecord' }
        & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
        & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
      ) | (
        { __typename: 'ProductsOverviewRecord' }
        & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeOverviewRecord' }
        & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeRecord' }
        & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'ReviewsPageRecord' }
        & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'WholesalePageRecord' }
        & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
      )> }
    )> }
  )>, openingHours: Array<Pick<ContentAPI.OpeningHoursRecord, 'id' | 'days' | 'hours'>>, faqs: Array<(
    Pick<ContentAPI.FaqBlockRecord, 'id' | 'question'>
    & { answer?: ContentAPI.Maybe<Pick<ContentAPI.RichTextField, 'value'>> }
  )>, cta?: ContentAPI.Maybe<(
    Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
    & { entryLink?: ContentAPI.Maybe<(
      { __typename: 'ArticleRecord' }
      & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
      & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
    ) | (
      { __typename: 'CartPageRecord' }
      & Pick<ContentAPI.CartPageRecord, 'id'>
    ) | (
      { __typename: 'CollectionRecord' }
      & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'ContactPageRecord' }
      & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'FitblogRecord' }
      & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'HomePageRecord' }
      & Pick<ContentAPI.HomePageRecord, 'id'>
    ) | (
      { __typename: 'PageRecord' }
      & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'ProductRecord' }
      & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
      & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
    ) | (
      { __typename: 'ProductsOverviewRecord' }
      & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
    ) | (
      { __typename: 'RecipeOverviewRecord' }
      & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
    ) | (
      { __typename: 'RecipeRecord' }
      & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
      & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
    ) | (
      { __typename: 'ReviewsPageRecord' }
      & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'WholesalePageRecord' }
      & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
    )> }
  )> }
);

export type ContentPageQueryVariables = ContentAPI.Exact<{
  locale: ContentAPI.SiteLocale;
  fallbackLocales?: ContentAPI.InputMaybe<Array<ContentAPI.SiteLocale> | ContentAPI.SiteLocale>;
  slug: ContentAPI.Scalars['String']['input'];
}>;


export type ContentPageQuery = { page?: ContentAPI.Maybe<(
    Pick<ContentAPI.PageRecord, 'id' | 'slug' | 'title' | 'intro' | 'body' | 'faqHeading' | 'ctaHeading' | 'ctaText'>
    & { seo: Array<Pick<ContentAPI.Tag, 'tag' | 'attributes' | 'content'>>, sections: Array<(
      { __typename: 'ArticleCarouselSectionRecord' }
      & Pick<ContentAPI.ArticleCarouselSectionRecord, 'id' | 'heading'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, articles: Array<(
        Pick<ContentAPI.ArticleRecord, 'id' | 'slug' | 'heading' | 'intro' | 'publicationDate' | 'timeToRead'>
        & { mainImage?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }>, tags: Array<Pick<ContentAPI.TagRecord, 'id' | 'slug' | 'name'>> }
      )> }
    ) | (
      { __typename: 'ArticleHighlightSectionRecord' }
      & Pick<ContentAPI.ArticleHighlightSectionRecord, 'id' | 'headline' | 'buttonLabel'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, article?: ContentAPI.Maybe<(
        Pick<ContentAPI.ArticleRecord, 'id' | 'slug' | 'heading' | 'intro' | 'publicationDate' | 'timeToRead'>
        & { mainImage?: ContentAPI.Maybe<(
          Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
          & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
            Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
            & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
          )> }
        )>, tags: Array<Pick<ContentAPI.TagRecord, 'id' | 'slug' | 'name'>> }
      )> }
    ) | (
      { __typename: 'BenefitsSectionRecord' }
      & Pick<ContentAPI.BenefitsSectionRecord, 'id' | 'heading' | 'readMoreLabel' | 'readLessLabel' | 'openByDefault'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, items: Array<(
        Pick<ContentAPI.BenefitRecord, 'id' | 'title' | 'text'>
        & { image?: ContentAPI.Maybe<(
          Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
          & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
            Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
            & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
          )> }
        )> }
      )> }
    ) | (
      { __typename: 'BookingConsultSectionRecord' }
      & Pick<ContentAPI.BookingConsultSectionRecord, 'id'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'CollectionGridSectionRecord' }
      & Pick<ContentAPI.CollectionGridSectionRecord, 'id' | 'heading'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, collections: Array<(
        Pick<ContentAPI.CollectionRecord, 'id' | 'slug' | 'title'>
        & { color?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }> }
      )> }
    ) | (
      { __typename: 'CompanyInfoSectionRecord' }
      & Pick<ContentAPI.CompanyInfoSectionRecord, 'id'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'ContentBlockSectionRecord' }
      & Pick<ContentAPI.ContentBlockSectionRecord, 'id' | 'mediaPosition'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, content?: ContentAPI.Maybe<(
        Pick<ContentAPI.ContentBlockRecord, 'id' | 'headline' | 'heading' | 'headingDesktop' | 'bodyFontWeight'>
        & { body?: ContentAPI.Maybe<(
          Pick<ContentAPI.RichTextField, 'value'>
          & { blocks: Array<(
            { __typename: 'ImageBlockRecord' }
            & Pick<ContentAPI.ImageBlockRecord, 'id'>
            & { image?: ContentAPI.Maybe<(
              Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>
              & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
            )> }
          ) | (
            { __typename: 'TableBlockRecord' }
            & Pick<ContentAPI.TableBlockRecord, 'id' | 'table'>
          )>, links: Array<(
            { __typename: 'ArticleRecord' }
            & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
            & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
          ) | (
            { __typename: 'CartPageRecord' }
            & Pick<ContentAPI.CartPageRecord, 'id'>
          ) | (
            { __typename: 'CollectionRecord' }
            & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'ContactPageRecord' }
            & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'FitblogRecord' }
            & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'HomePageRecord' }
            & Pick<ContentAPI.HomePageRecord, 'id'>
          ) | (
            { __typename: 'PageRecord' }
            & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'ProductRecord' }
            & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
            & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
          ) | (
            { __typename: 'ProductsOverviewRecord' }
            & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
          ) | (
            { __typename: 'RecipeOverviewRecord' }
            & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
          ) | (
            { __typename: 'RecipeRecord' }
            & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
            & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
          ) | (
            { __typename: 'ReviewsPageRecord' }
            & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'WholesalePageRecord' }
            & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
          )> }
        )>, primaryButton?: ContentAPI.Maybe<(
          Pick<ContentAPI.ButtonRecord, 'id' | 'label' | 'color' | 'variant' | 'size' | 'uppercase'>
          & { link?: ContentAPI.Maybe<(
            Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
            & { entryLink?: ContentAPI.Maybe<(
              { __typename: 'ArticleRecord' }
              & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
              & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
            ) | (
              { __typename: 'CartPageRecord' }
              & Pick<ContentAPI.CartPageRecord, 'id'>
            ) | (
              { __typename: 'CollectionRecord' }
              & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
            ) | (
              { __typename: 'ContactPageRecord' }
              & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
            ) | (
              { __typename: 'FitblogRecord' }
              & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
            ) | (
              { __typename: 'HomePageRecord' }
              & Pick<ContentAPI.HomePageRecord, 'id'>
            ) | (
              { __typename: 'PageRecord' }
              & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
            ) | (
              { __typename: 'ProductRecord' }
              & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
              & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
            ) | (
              { __typename: 'ProductsOverviewRecord' }
              & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
            ) | (
              { __typename: 'RecipeOverviewRecord' }
              & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
            ) | (
              { __typename: 'RecipeRecord' }
              & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
              & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
            ) | (
              { __typename: 'ReviewsPageRecord' }
              & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
            ) | (
              { __typename: 'WholesalePageRecord' }
              & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
            )> }
          )> }
        )> }
      )>, media?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )> }
    ) | (
      { __typename: 'ContentImageSectionRecord' }
      & Pick<ContentAPI.ContentImageSectionRecord, 'id' | 'heading' | 'imagePosition'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, body?: ContentAPI.Maybe<(
        Pick<ContentAPI.RichTextField, 'value'>
        & { blocks: Array<(
          { __typename: 'ImageBlockRecord' }
          & Pick<ContentAPI.ImageBlockRecord, 'id'>
          & { image?: ContentAPI.Maybe<(
            Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>
            & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
          )> }
        ) | (
          { __typename: 'TableBlockRecord' }
          & Pick<ContentAPI.TableBlockRecord, 'id' | 'table'>
        )>, links: Array<(
          { __typename: 'ArticleRecord' }
          & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'CartPageRecord' }
          & Pick<ContentAPI.CartPageRecord, 'id'>
        ) | (
          { __typename: 'CollectionRecord' }
          & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ContactPageRecord' }
          & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'FitblogRecord' }
          & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'HomePageRecord' }
          & Pick<ContentAPI.HomePageRecord, 'id'>
        ) | (
          { __typename: 'PageRecord' }
          & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ProductRecord' }
          & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
          & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
        ) | (
          { __typename: 'ProductsOverviewRecord' }
          & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeOverviewRecord' }
          & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeRecord' }
          & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'ReviewsPageRecord' }
          & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'WholesalePageRecord' }
          & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
        )> }
      )>, image?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )>, imageMobile?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )>, backgroundImage?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )> }
    ) | (
      { __typename: 'CustomerServiceSectionRecord' }
      & Pick<ContentAPI.CustomerServiceSectionRecord, 'id'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'DeliveryCodeSectionRecord' }
      & Pick<ContentAPI.DeliveryCodeSectionRecord, 'id'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'FaqSectionRecord' }
      & Pick<ContentAPI.FaqSectionRecord, 'id' | 'headline' | 'heading' | 'headingTag' | 'initialAmount' | 'paginateAmount' | 'responsive' | 'showMoreLabel'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, blocks: Array<(
        Pick<ContentAPI.FaqBlockRecord, 'id' | 'question'>
        & { answer?: ContentAPI.Maybe<(
          Pick<ContentAPI.RichTextField, 'value'>
          & { blocks: Array<(
            { __typename: 'ImageBlockRecord' }
            & Pick<ContentAPI.ImageBlockRecord, 'id'>
            & { image?: ContentAPI.Maybe<(
              Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>
              & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
            )> }
          ) | (
            { __typename: 'TableBlockRecord' }
            & Pick<ContentAPI.TableBlockRecord, 'id' | 'table'>
          )>, links: Array<(
            { __typename: 'ArticleRecord' }
            & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
            & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
          ) | (
            { __typename: 'CartPageRecord' }
            & Pick<ContentAPI.CartPageRecord, 'id'>
          ) | (
            { __typename: 'CollectionRecord' }
            & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'ContactPageRecord' }
            & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'FitblogRecord' }
            & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'HomePageRecord' }
            & Pick<ContentAPI.HomePageRecord, 'id'>
          ) | (
            { __typename: 'PageRecord' }
            & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'ProductRecord' }
            & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
            & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
          ) | (
            { __typename: 'ProductsOverviewRecord' }
            & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
          ) | (
            { __typename: 'RecipeOverviewRecord' }
            & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
          ) | (
            { __typename: 'RecipeRecord' }
            & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
            & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
          ) | (
            { __typename: 'ReviewsPageRecord' }
            & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'WholesalePageRecord' }
            & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
          )> }
        )> }
      )> }
    ) | (
      { __typename: 'HeroGridSectionRecord' }
      & Pick<ContentAPI.HeroGridSectionRecord, 'id' | 'mobileVariant' | 'hideTrustpilot'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, mainItem?: ContentAPI.Maybe<(
        Pick<ContentAPI.HeroGridItemRecord, 'id' | 'heading' | 'text'>
        & { media?: ContentAPI.Maybe<(
          Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
          & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
            Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
            & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
          )> }
        )> }
      )>, items: Array<(
        Pick<ContentAPI.HeroGridItemRecord, 'id' | 'heading' | 'text'>
        & { media?: ContentAPI.Maybe<(
          Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
          & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
            Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
            & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
          )> }
        )> }
      )> }
    ) | (
      { __typename: 'HeroSectionRecord' }
      & Pick<ContentAPI.HeroSectionRecord, 'id' | 'headline' | 'heading'>
      & { text: ContentAPI.HeroSectionRecord['body'] }
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }>, button?: ContentAPI.Maybe<(
        Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
        & { entryLink?: ContentAPI.Maybe<(
          { __typename: 'ArticleRecord' }
          & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'CartPageRecord' }
          & Pick<ContentAPI.CartPageRecord, 'id'>
        ) | (
          { __typename: 'CollectionRecord' }
          & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ContactPageRecord' }
          & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'FitblogRecord' }
          & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'HomePageRecord' }
          & Pick<ContentAPI.HomePageRecord, 'id'>
        ) | (
          { __typename: 'PageRecord' }
          & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ProductRecord' }
          & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
          & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
        ) | (
          { __typename: 'ProductsOverviewRecord' }
          & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeOverviewRecord' }
          & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeRecord' }
          & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'ReviewsPageRecord' }
          & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'WholesalePageRecord' }
          & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
        )> }
      )> }
    ) | (
      { __typename: 'LifestyleCarouselSectionRecord' }
      & Pick<ContentAPI.LifestyleCarouselSectionRecord, 'id' | 'heading'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, images: Array<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { desktop?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, mobile?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )> }
    ) | (
      { __typename: 'MixAndMatchSectionRecord' }
      & Pick<ContentAPI.MixAndMatchSectionRecord, 'id'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'NavigationAnchorsSectionRecord' }
      & Pick<ContentAPI.NavigationAnchorsSectionRecord, 'id'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, items: Array<Pick<ContentAPI.AnchorRecord, 'id' | 'label' | 'slug'>> }
    ) | (
      { __typename: 'OldArticleCarouselSectionRecord' }
      & Pick<ContentAPI.OldArticleCarouselSectionRecord, 'id' | 'heading'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, articles: Array<(
        Pick<ContentAPI.ArticleRecord, 'id' | 'slug' | 'heading' | 'intro' | 'publicationDate' | 'timeToRead'>
        & { mainImage?: ContentAPI.Maybe<(
          Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
          & { desktop?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, mobile?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
            Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
            & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
          )> }
        )>, tags: Array<Pick<ContentAPI.TagRecord, 'id' | 'slug' | 'name'>> }
      )> }
    ) | (
      { __typename: 'PreorderSectionRecord' }
      & Pick<ContentAPI.PreorderSectionRecord, 'id'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'ProductAndArticleCarouselSectionRecord' }
      & Pick<ContentAPI.ProductAndArticleCarouselSectionRecord, 'id' | 'heading'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, products: Array<(
        Pick<ContentAPI.ProductRecord, 'id' | 'productId' | 'slug' | 'title' | 'trustpilotId' | 'shortDescription' | 'new'>
        & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>>, color?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }>, imageProductOverall?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }> }
      )>, articles: Array<(
        Pick<ContentAPI.ArticleRecord, 'id' | 'slug' | 'heading' | 'intro' | 'publicationDate' | 'timeToRead'>
        & { mainImage?: ContentAPI.Maybe<(
          Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
          & { desktop?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, mobile?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
            Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
            & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
          )> }
        )>, tags: Array<Pick<ContentAPI.TagRecord, 'id' | 'slug' | 'name'>> }
      )> }
    ) | (
      { __typename: 'ProductCarouselSectionRecord' }
      & Pick<ContentAPI.ProductCarouselSectionRecord, 'id' | 'heading' | 'useRecommendations'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, products: Array<(
        Pick<ContentAPI.ProductRecord, 'id' | 'productId' | 'slug' | 'title' | 'trustpilotId' | 'shortDescription' | 'new'>
        & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>>, color?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }>, imageProductOverall?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }> }
      )>, button?: ContentAPI.Maybe<(
        Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
        & { entryLink?: ContentAPI.Maybe<(
          { __typename: 'ArticleRecord' }
          & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'CartPageRecord' }
          & Pick<ContentAPI.CartPageRecord, 'id'>
        ) | (
          { __typename: 'CollectionRecord' }
          & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ContactPageRecord' }
          & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'FitblogRecord' }
          & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'HomePageRecord' }
          & Pick<ContentAPI.HomePageRecord, 'id'>
        ) | (
          { __typename: 'PageRecord' }
          & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ProductRecord' }
          & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
          & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
        ) | (
          { __typename: 'ProductsOverviewRecord' }
          & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeOverviewRecord' }
          & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeRecord' }
          & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'ReviewsPageRecord' }
          & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'WholesalePageRecord' }
          & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
        )> }
      )> }
    ) | (
      { __typename: 'ProductUpsellSectionRecord' }
      & Pick<ContentAPI.ProductUpsellSectionRecord, 'id'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'ReviewsAnimationSectionRecord' }
      & Pick<ContentAPI.ReviewsAnimationSectionRecord, 'id' | 'heading'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'ReviewsListSectionRecord' }
      & Pick<ContentAPI.ReviewsListSectionRecord, 'id' | 'labelReviews' | 'buttonLoadMoreLabel' | 'buttonWriteReviewLabel' | 'reviewType' | 'ratingType'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'ReviewsSectionRecord' }
      & Pick<ContentAPI.ReviewsSectionRecord, 'id' | 'heading'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'ReviewsTrustWidgetSectionRecord' }
      & Pick<ContentAPI.ReviewsTrustWidgetSectionRecord, 'id' | 'heading' | 'headingLevel' | 'headline' | 'sortingOrder' | 'ctaLabel' | 'ctaHref'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'SpacerSectionRecord' }
      & Pick<ContentAPI.SpacerSectionRecord, 'id' | 'heightMobile' | 'heightDesktop'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'SpecificationGroupsSectionRecord' }
      & Pick<ContentAPI.SpecificationGroupsSectionRecord, 'id' | 'heading' | 'selectLabel'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, groups: Array<(
        Pick<ContentAPI.SpecificationGroupRecord, 'id' | 'label' | 'defaultOpen'>
        & { items: Array<Pick<ContentAPI.SpecificationItemRecord, 'id' | 'label' | 'value'>> }
      )> }
    ) | (
      { __typename: 'StickerSectionRecord' }
      & Pick<ContentAPI.StickerSectionRecord, 'id'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'SubscriptionSectionRecord' }
      & Pick<ContentAPI.SubscriptionSectionRecord, 'id'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'SummarySectionRecord' }
      & Pick<ContentAPI.SummarySectionRecord, 'id' | 'heading' | 'truncateAfter' | 'readMoreLabel' | 'readLessLabel'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, content?: ContentAPI.Maybe<(
        Pick<ContentAPI.RichTextField, 'value'>
        & { blocks: Array<(
          { __typename: 'ImageBlockRecord' }
          & Pick<ContentAPI.ImageBlockRecord, 'id'>
          & { image?: ContentAPI.Maybe<(
            Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>
            & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
          )> }
        ) | (
          { __typename: 'TableBlockRecord' }
          & Pick<ContentAPI.TableBlockRecord, 'id' | 'table'>
        )>, links: Array<(
          { __typename: 'ArticleRecord' }
          & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'CartPageRecord' }
          & Pick<ContentAPI.CartPageRecord, 'id'>
        ) | (
          { __typename: 'CollectionRecord' }
          & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ContactPageRecord' }
          & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'FitblogRecord' }
          & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'HomePageRecord' }
          & Pick<ContentAPI.HomePageRecord, 'id'>
        ) | (
          { __typename: 'PageRecord' }
          & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ProductRecord' }
          & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
          & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
        ) | (
          { __typename: 'ProductsOverviewRecord' }
          & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeOverviewRecord' }
          & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeRecord' }
          & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'ReviewsPageRecord' }
          & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'WholesalePageRecord' }
          & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
        )> }
      )> }
    ) | (
      { __typename: 'UspSectionRecord' }
      & Pick<ContentAPI.UspSectionRecord, 'id'>
      & { usps: ContentAPI.UspSectionRecord['items'] }
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )> }
    ) | (
      { __typename: 'VideoPopupSectionRecord' }
      & Pick<ContentAPI.VideoPopupSectionRecord, 'id' | 'heading' | 'buttonLabel' | 'videoUrl'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, cover?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )>, captions?: ContentAPI.Maybe<Array<(
        Pick<ContentAPI.FileFieldMultiLocaleField, 'locale'>
        & { value?: ContentAPI.Maybe<Pick<ContentAPI.FileField, 'url'>> }
      )>> }
    ) | (
      { __typename: 'VideoSectionRecord' }
      & Pick<ContentAPI.VideoSectionRecord, 'id' | 'heading'>
      & { settings?: ContentAPI.Maybe<(
        Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
        & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
      )>, video?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )>, cover?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )>, captions?: ContentAPI.Maybe<Array<(
        Pick<ContentAPI.FileFieldMultiLocaleField, 'locale'>
        & { value?: ContentAPI.Maybe<Pick<ContentAPI.FileField, 'url'>> }
      )>> }
    )>, serviceCards: Array<(
      Pick<ContentAPI.ServiceCardRecord, 'id' | 'heading' | 'text'>
      & { link?: ContentAPI.Maybe<(
        Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
        & { entryLink?: ContentAPI.Maybe<(
          { __typename: 'ArticleRecord' }
          & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'CartPageRecord' }
          & Pick<ContentAPI.CartPageRecord, 'id'>
        ) | (
          { __typename: 'CollectionRecord' }
          & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ContactPageRecord' }
          & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'FitblogRecord' }
          & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'HomePageRecord' }
          & Pick<ContentAPI.HomePageRecord, 'id'>
        ) | (
          { __typename: 'PageRecord' }
          & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ProductRecord' }
          & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
          & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
        ) | (
          { __typename: 'ProductsOverviewRecord' }
          & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeOverviewRecord' }
          & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeRecord' }
          & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'ReviewsPageRecord' }
          & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'WholesalePageRecord' }
          & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
        )> }
      )> }
    )>, openingHours: Array<Pick<ContentAPI.OpeningHoursRecord, 'id' | 'days' | 'hours'>>, faqs: Array<(
      Pick<ContentAPI.FaqBlockRecord, 'id' | 'question'>
      & { answer?: ContentAPI.Maybe<Pick<ContentAPI.RichTextField, 'value'>> }
    )>, cta?: ContentAPI.Maybe<(
      Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
      & { entryLink?: ContentAPI.Maybe<(
        { __typename: 'ArticleRecord' }
        & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'CartPageRecord' }
        & Pick<ContentAPI.CartPageRecord, 'id'>
      ) | (
        { __typename: 'CollectionRecord' }
        & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ContactPageRecord' }
        & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'FitblogRecord' }
        & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'HomePageRecord' }
        & Pick<ContentAPI.HomePageRecord, 'id'>
      ) | (
        { __typename: 'PageRecord' }
        & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ProductRecord' }
        & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
        & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
      ) | (
        { __typename: 'ProductsOverviewRecord' }
        & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeOverviewRecord' }
        & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeRecord' }
        & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'ReviewsPageRecord' }
        & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'WholesalePageRecord' }
        & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
      )> }
    )> }
  )> };

export type ContactPageQueryVariables = ContentAPI.Exact<{
  locale: ContentAPI.SiteLocale;
  fallbackLocales?: ContentAPI.InputMaybe<Array<ContentAPI.SiteLocale> | ContentAPI.SiteLocale>;
}>;


export type ContactPageQuery = { contactPage?: ContentAPI.Maybe<(
    Pick<ContentAPI.ContactPageRecord, 'id' | 'slug' | 'title' | 'intro' | 'body' | 'faqHeading' | 'ctaHeading' | 'ctaText'>
    & { serviceCards: Array<(
      Pick<ContentAPI.ServiceCardRecord, 'id' | 'heading' | 'text'>
      & { link?: ContentAPI.Maybe<(
        Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
        & { entryLink?: ContentAPI.Maybe<(
          { __typename: 'ArticleRecord' }
          & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'CartPageRecord' }
          & Pick<ContentAPI.CartPageRecord, 'id'>
        ) | (
          { __typename: 'CollectionRecord' }
          & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ContactPageRecord' }
          & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'FitblogRecord' }
          & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'HomePageRecord' }
          & Pick<ContentAPI.HomePageRecord, 'id'>
        ) | (
          { __typename: 'PageRecord' }
          & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ProductRecord' }
          & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
          & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
        ) | (
          { __typename: 'ProductsOverviewRecord' }
          & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeOverviewRecord' }
          & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeRecord' }
          & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'ReviewsPageRecord' }
          & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'WholesalePageRecord' }
          & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
        )> }
      )> }
    )>, openingHours: Array<Pick<ContentAPI.OpeningHoursRecord, 'id' | 'days' | 'hours'>>, faqs: Array<(
      Pick<ContentAPI.FaqBlockRecord, 'id' | 'question'>
      & { answer?: ContentAPI.Maybe<Pick<ContentAPI.RichTextField, 'value'>> }
    )>, cta?: ContentAPI.Maybe<(
      Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
      & { entryLink?: ContentAPI.Maybe<(
        { __typename: 'ArticleRecord' }
        & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'CartPageRecord' }
        & Pick<ContentAPI.CartPageRecord, 'id'>
      ) | (
        { __typename: 'CollectionRecord' }
        & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ContactPageRecord' }
        & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'FitblogRecord' }
        & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'HomePageRecord' }
        & Pick<ContentAPI.HomePageRecord, 'id'>
      ) | (
        { __typename: 'PageRecord' }
        & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ProductRecord' }
        & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
        & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
      ) | (
        { __typename: 'ProductsOverviewRecord' }
        & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeOverviewRecord' }
        & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeRecord' }
        & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'ReviewsPageRecord' }
        & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'WholesalePageRecord' }
        & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
      )> }
    )> }
  )> };

export type WholesalePageQueryVariables = ContentAPI.Exact<{
  locale: ContentAPI.SiteLocale;
  fallbackLocales?: ContentAPI.InputMaybe<Array<ContentAPI.SiteLocale> | ContentAPI.SiteLocale>;
}>;


export type WholesalePageQuery = { wholesalePage?: ContentAPI.Maybe<(
    Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug' | 'title' | 'intro' | 'body' | 'faqHeading' | 'ctaHeading' | 'ctaText'>
    & { serviceCards: Array<(
      Pick<ContentAPI.ServiceCardRecord, 'id' | 'heading' | 'text'>
      & { link?: ContentAPI.Maybe<(
        Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
        & { entryLink?: ContentAPI.Maybe<(
          { __typename: 'ArticleRecord' }
          & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'CartPageRecord' }
          & Pick<ContentAPI.CartPageRecord, 'id'>
        ) | (
          { __typename: 'CollectionRecord' }
          & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ContactPageRecord' }
          & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'FitblogRecord' }
          & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'HomePageRecord' }
          & Pick<ContentAPI.HomePageRecord, 'id'>
        ) | (
          { __typename: 'PageRecord' }
          & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ProductRecord' }
          & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
          & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
        ) | (
          { __typename: 'ProductsOverviewRecord' }
          & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeOverviewRecord' }
          & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeRecord' }
          & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'ReviewsPageRecord' }
          & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'WholesalePageRecord' }
          & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
        )> }
      )> }
    )>, openingHours: Array<Pick<ContentAPI.OpeningHoursRecord, 'id' | 'days' | 'hours'>>, faqs: Array<(
      Pick<ContentAPI.FaqBlockRecord, 'id' | 'question'>
      & { answer?: ContentAPI.Maybe<Pick<ContentAPI.RichTextField, 'value'>> }
    )>, cta?: ContentAPI.Maybe<(
      Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
      & { entryLink?: ContentAPI.Maybe<(
        { __typename: 'ArticleRecord' }
        & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'CartPageRecord' }
        & Pick<ContentAPI.CartPageRecord, 'id'>
      ) | (
        { __typename: 'CollectionRecord' }
        & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ContactPageRecord' }
        & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'FitblogRecord' }
        & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'HomePageRecord' }
        & Pick<ContentAPI.HomePageRecord, 'id'>
      ) | (
        { __typename: 'PageRecord' }
        & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ProductRecord' }
        & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
        & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
      ) | (
        { __typename: 'ProductsOverviewRecord' }
        & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeOverviewRecord' }
        & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeRecord' }
        & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'ReviewsPageRecord' }
        & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'WholesalePageRecord' }
        & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
      )> }
    )> }
  )> };

export type CustomerServicePageQueryVariables = ContentAPI.Exact<{
  locale: ContentAPI.SiteLocale;
  fallbackLocales?: ContentAPI.InputMaybe<Array<ContentAPI.SiteLocale> | ContentAPI.SiteLocale>;
  slug: ContentAPI.Scalars['String']['input'];
}>;


export type CustomerServicePageQuery = { contactPage?: ContentAPI.Maybe<(
    Pick<ContentAPI.ContactPageRecord, 'id' | 'slug' | 'title' | 'intro' | 'body' | 'faqHeading' | 'ctaHeading' | 'ctaText'>
    & { serviceCards: Array<(
      Pick<ContentAPI.ServiceCardRecord, 'id' | 'heading' | 'text'>
      & { link?: ContentAPI.Maybe<(
        Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
        & { entryLink?: ContentAPI.Maybe<(
          { __typename: 'ArticleRecord' }
          & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'CartPageRecord' }
          & Pick<ContentAPI.CartPageRecord, 'id'>
        ) | (
          { __typename: 'CollectionRecord' }
          & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ContactPageRecord' }
          & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'FitblogRecord' }
          & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'HomePageRecord' }
          & Pick<ContentAPI.HomePageRecord, 'id'>
        ) | (
          { __typename: 'PageRecord' }
          & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ProductRecord' }
          & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
          & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
        ) | (
          { __typename: 'ProductsOverviewRecord' }
          & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeOverviewRecord' }
          & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeRecord' }
          & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'ReviewsPageRecord' }
          & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'WholesalePageRecord' }
          & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
        )> }
      )> }
    )>, openingHours: Array<Pick<ContentAPI.OpeningHoursRecord, 'id' | 'days' | 'hours'>>, faqs: Array<(
      Pick<ContentAPI.FaqBlockRecord, 'id' | 'question'>
      & { answer?: ContentAPI.Maybe<Pick<ContentAPI.RichTextField, 'value'>> }
    )>, cta?: ContentAPI.Maybe<(
      Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
      & { entryLink?: ContentAPI.Maybe<(
        { __typename: 'ArticleRecord' }
        & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'CartPageRecord' }
        & Pick<ContentAPI.CartPageRecord, 'id'>
      ) | (
        { __typename: 'CollectionRecord' }
        & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ContactPageRecord' }
        & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'FitblogRecord' }
        & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'HomePageRecord' }
        & Pick<ContentAPI.HomePageRecord, 'id'>
      ) | (
        { __typename: 'PageRecord' }
        & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ProductRecord' }
        & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
        & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
      ) | (
        { __typename: 'ProductsOverviewRecord' }
        & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeOverviewRecord' }
        & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeRecord' }
        & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'ReviewsPageRecord' }
        & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'WholesalePageRecord' }
        & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
      )> }
    )> }
  )>, wholesalePage?: ContentAPI.Maybe<(
    Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug' | 'title' | 'intro' | 'body' | 'faqHeading' | 'ctaHeading' | 'ctaText'>
    & { serviceCards: Array<(
      Pick<ContentAPI.ServiceCardRecord, 'id' | 'heading' | 'text'>
      & { link?: ContentAPI.Maybe<(
        Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
        & { entryLink?: ContentAPI.Maybe<(
          { __typename: 'ArticleRecord' }
          & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'CartPageRecord' }
          & Pick<ContentAPI.CartPageRecord, 'id'>
        ) | (
          { __typename: 'CollectionRecord' }
          & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ContactPageRecord' }
          & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'FitblogRecord' }
          & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'HomePageRecord' }
          & Pick<ContentAPI.HomePageRecord, 'id'>
        ) | (
          { __typename: 'PageRecord' }
          & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ProductRecord' }
          & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
          & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
        ) | (
          { __typename: 'ProductsOverviewRecord' }
          & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeOverviewRecord' }
          & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeRecord' }
          & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'ReviewsPageRecord' }
          & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'WholesalePageRecord' }
          & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
        )> }
      )> }
    )>, openingHours: Array<Pick<ContentAPI.OpeningHoursRecord, 'id' | 'days' | 'hours'>>, faqs: Array<(
      Pick<ContentAPI.FaqBlockRecord, 'id' | 'question'>
      & { answer?: ContentAPI.Maybe<Pick<ContentAPI.RichTextField, 'value'>> }
    )>, cta?: ContentAPI.Maybe<(
      Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
      & { entryLink?: ContentAPI.Maybe<(
        { __typename: 'ArticleRecord' }
        & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'CartPageRecord' }
        & Pick<ContentAPI.CartPageRecord, 'id'>
      ) | (
        { __typename: 'CollectionRecord' }
        & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ContactPageRecord' }
        & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'FitblogRecord' }
        & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'HomePageRecord' }
        & Pick<ContentAPI.HomePageRecord, 'id'>
      ) | (
        { __typename: 'PageRecord' }
        & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ProductRecord' }
        & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
        & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
      ) | (
        { __typename: 'ProductsOverviewRecord' }
        & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeOverviewRecord' }
        & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeRecord' }
        & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'ReviewsPageRecord' }
        & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'WholesalePageRecord' }
        & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
      )> }
    )> }
  )> };

export type ReviewsPageQueryVariables = ContentAPI.Exact<{
  locale: ContentAPI.SiteLocale;
  fallbackLocales?: ContentAPI.InputMaybe<Array<ContentAPI.SiteLocale> | ContentAPI.SiteLocale>;
}>;


export type ReviewsPageQuery = { reviewsPage?: ContentAPI.Maybe<Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug' | 'title' | 'intro' | 'body'>> };

export type MixAndMatchPartsFragment = (
  Pick<ContentAPI.MixAndMatchRecord, 'id' | 'heading' | 'subheading' | 'pickAmount' | 'buttonLabel' | 'useCollapse' | 'buttonCollapseLabel'>
  & { headerMedia?: ContentAPI.Maybe<(
    Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
    & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
      Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
      & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
    )> }
  )>, eligibleVariants: Array<(
    Pick<ContentAPI.MixAndMatchItemRecord, 'id' | 'title' | 'variantId'>
    & { thumbnail?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }>, popup?: ContentAPI.Maybe<Pick<ContentAPI.MixAndMatchPopupRecord, 'id' | 'heading' | 'body' | 'buttonLabel'>> }
  )>, fixedComponents: Array<(
    Pick<ContentAPI.MixAndMatchItemRecord, 'id' | 'title' | 'variantId'>
    & { thumbnail?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }>, popup?: ContentAPI.Maybe<Pick<ContentAPI.MixAndMatchPopupRecord, 'id' | 'heading' | 'body' | 'buttonLabel'>> }
  )> }
);

export type MixAndMatchItemPartsFragment = (
  Pick<ContentAPI.MixAndMatchItemRecord, 'id' | 'title' | 'variantId'>
  & { thumbnail?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }>, popup?: ContentAPI.Maybe<Pick<ContentAPI.MixAndMatchPopupRecord, 'id' | 'heading' | 'body' | 'buttonLabel'>> }
);

export type UpsellPartsFragment = (
  Pick<ContentAPI.UpsellRecord, 'id' | 'title' | 'text'>
  & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, productImage?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }>, link?: ContentAPI.Maybe<(
    Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
    & { entryLink?: ContentAPI.Maybe<(
      { __typename: 'ArticleRecord' }
      & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
      & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
    ) | (
      { __typename: 'CartPageRecord' }
      & Pick<ContentAPI.CartPageRecord, 'id'>
    ) | (
      { __typename: 'CollectionRecord' }
      & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'ContactPageRecord' }
      & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'FitblogRecord' }
      & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'HomePageRecord' }
      & Pick<ContentAPI.HomePageRecord, 'id'>
    ) | (
      { __typename: 'PageRecord' }
      & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'ProductRecord' }
      & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
      & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
    ) | (
      { __typename: 'ProductsOverviewRecord' }
      & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
    ) | (
      { __typename: 'RecipeOverviewRecord' }
      & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
    ) | (
      { __typename: 'RecipeRecord' }
      & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
      & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
    ) | (
      { __typename: 'ReviewsPageRecord' }
      & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'WholesalePageRecord' }
      & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
    )> }
  )> }
);

export type ProductPopupLabelsFragment = Pick<ContentAPI.ProductPopupRecord, 'id' | 'buttonAddToCartLabel' | 'buttonLearnMoreLabel'>;

export type PurchasePageImageFragment = (
  Pick<ContentAPI.FileField, 'id'>
  & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
);

export type PurchaseThumbnailFragment = (
  Pick<ContentAPI.FileField, 'id'>
  & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
);

export type PurchaseIconFragment = Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>;

export type PurchaseSelectOptionFragment = (
  Pick<ContentAPI.SelectOptionRecord, 'id' | 'shape' | 'showBorder' | 'showShadow'>
  & { media?: ContentAPI.Maybe<(
    Pick<ContentAPI.FileField, 'id'>
    & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
  )> }
);

export type PurchasePaymentNoteFragment = (
  Pick<ContentAPI.PaymentNoteRecord, 'id' | 'label' | 'productPage'>
  & { icon?: ContentAPI.Maybe<Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>> }
);

export type ProductPurchaseFragment = (
  Pick<ContentAPI.ProductRecord, 'id' | 'title' | 'new' | 'isSoldOut' | 'preorderProduct' | 'initialTab' | 'priceNote' | 'discountNote' | 'variantsHeading' | 'variantsHidden' | 'selectTitleVariantSize' | 'trustpilotId' | 'proteinBarPackage' | 'specsSubheading' | 'subscriptionCopy'>
  & { variantsFootnoteContent?: ContentAPI.Maybe<(
    Pick<ContentAPI.RichTextField, 'value'>
    & { blocks: Array<{ __typename: 'ImageBlockRecord' | 'TableBlockRecord' }>, links: Array<{ __typename: 'ArticleRecord' | 'CartPageRecord' | 'CollectionRecord' | 'ContactPageRecord' | 'FitblogRecord' | 'HomePageRecord' | 'PageRecord' | 'ProductRecord' | 'ProductsOverviewRecord' | 'RecipeOverviewRecord' | 'RecipeRecord' | 'ReviewsPageRecord' | 'WholesalePageRecord' }> }
  )>, color?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, pageBackgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, pageForegroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, pageTextColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, breadcrumbsColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<(
    Pick<ContentAPI.FileField, 'id'>
    & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
  )>, imageProductDetail?: ContentAPI.Maybe<(
    Pick<ContentAPI.FileField, 'id'>
    & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
  )>, additionalImages: Array<(
    Pick<ContentAPI.FileField, 'id'>
    & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
  )>, buttonKsps: Array<(
    Pick<ContentAPI.KspRecord, 'id' | 'text'>
    & { icon?: ContentAPI.Maybe<Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>> }
  )>, specs: Array<Pick<ContentAPI.SpecRecord, 'id' | 'unitName' | 'unitMeasurement' | 'unitAmount'>>, paymentNotes: Array<(
    Pick<ContentAPI.PaymentNoteRecord, 'id' | 'label' | 'productPage'>
    & { icon?: ContentAPI.Maybe<Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>> }
  )>, paymentSubscriptionNotes: Array<(
    Pick<ContentAPI.PaymentNoteRecord, 'id' | 'label' | 'productPage'>
    & { icon?: ContentAPI.Maybe<Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>> }
  )>, deliveryCode?: ContentAPI.Maybe<(
    Pick<ContentAPI.DeliveryCodeRecord, 'id' | 'enabled' | 'setting' | 'regularDeliveryLabel' | 'nextBusinessDayDeliveryLabel'>
    & { icon?: ContentAPI.Maybe<Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>> }
  )>, subscriptionImage?: ContentAPI.Maybe<(
    Pick<ContentAPI.FileField, 'id'>
    & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
  )>, variants: Array<(
    Pick<ContentAPI.ContentVariantRecord, 'id' | 'variantId' | 'slug' | 'name' | 'trustpilotId' | 'isRepeatHidden' | 'isSoldOut' | 'preorderProduct' | 'priceNote' | 'discountNote'>
    & { color?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, pageBackgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, pageForegroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, pageTextColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, breadcrumbsColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, labelBackgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, labelTextColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'id'>
      & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
    )>, imageLocalized?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'id'>
      & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
    )>, additionalImages: Array<(
      Pick<ContentAPI.FileField, 'id'>
      & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
    )>, customSelectThumbnail?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'id'>
      & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
    )>, optionsDisplaySettings: Array<(
      { __typename: 'FlavourRecord' }
      & Pick<ContentAPI.FlavourRecord, 'id' | 'name' | 'addFootnote'>
      & { colour?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, secondaryColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, productBackgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, thumbnail?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
      )>, selectOption?: ContentAPI.Maybe<(
        Pick<ContentAPI.SelectOptionRecord, 'id' | 'shape' | 'showBorder' | 'showShadow'>
        & { media?: ContentAPI.Maybe<(
          Pick<ContentAPI.FileField, 'id'>
          & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
        )> }
      )> }
    ) | (
      { __typename: 'SizeRecord' }
      & Pick<ContentAPI.SizeRecord, 'id' | 'size' | 'unit' | 'servings' | 'servingsLabel' | 'suitableFor' | 'defaultNote' | 'addFootnote'>
      & { selectOption?: ContentAPI.Maybe<(
        Pick<ContentAPI.SelectOptionRecord, 'id' | 'shape' | 'showBorder' | 'showShadow'>
        & { media?: ContentAPI.Maybe<(
          Pick<ContentAPI.FileField, 'id'>
          & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
        )> }
      )> }
    )> }
  )> }
);

export type RichTextPartsFragment = (
  Pick<ContentAPI.RichTextField, 'value'>
  & { blocks: Array<(
    { __typename: 'ImageBlockRecord' }
    & Pick<ContentAPI.ImageBlockRecord, 'id'>
    & { image?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>
      & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
    )> }
  ) | (
    { __typename: 'TableBlockRecord' }
    & Pick<ContentAPI.TableBlockRecord, 'id' | 'table'>
  )>, links: Array<(
    { __typename: 'ArticleRecord' }
    & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
    & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
  ) | (
    { __typename: 'CartPageRecord' }
    & Pick<ContentAPI.CartPageRecord, 'id'>
  ) | (
    { __typename: 'CollectionRecord' }
    & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
  ) | (
    { __typename: 'ContactPageRecord' }
    & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
  ) | (
    { __typename: 'FitblogRecord' }
    & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
  ) | (
    { __typename: 'HomePageRecord' }
    & Pick<ContentAPI.HomePageRecord, 'id'>
  ) | (
    { __typename: 'PageRecord' }
    & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
  ) | (
    { __typename: 'ProductRecord' }
    & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
    & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
  ) | (
    { __typename: 'ProductsOverviewRecord' }
    & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
  ) | (
    { __typename: 'RecipeOverviewRecord' }
    & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
  ) | (
    { __typename: 'RecipeRecord' }
    & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
    & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
  ) | (
    { __typename: 'ReviewsPageRecord' }
    & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
  ) | (
    { __typename: 'WholesalePageRecord' }
    & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
  )> }
);

export type MediaFilePartsFragment = (
  Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
  & { video?: ContentAPI.Maybe<(
    Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
    & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
  )> }
);

export type UploadVideoPartsFragment = (
  Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
  & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
);

export type SectionSettingsFragment = (
  Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
  & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
);

export type ContentBlockFragment = (
  Pick<ContentAPI.ContentBlockRecord, 'id' | 'headline' | 'heading' | 'headingDesktop' | 'bodyFontWeight'>
  & { body?: ContentAPI.Maybe<(
    Pick<ContentAPI.RichTextField, 'value'>
    & { blocks: Array<(
      { __typename: 'ImageBlockRecord' }
      & Pick<ContentAPI.ImageBlockRecord, 'id'>
      & { image?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
      )> }
    ) | (
      { __typename: 'TableBlockRecord' }
      & Pick<ContentAPI.TableBlockRecord, 'id' | 'table'>
    )>, links: Array<(
      { __typename: 'ArticleRecord' }
      & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
      & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
    ) | (
      { __typename: 'CartPageRecord' }
      & Pick<ContentAPI.CartPageRecord, 'id'>
    ) | (
      { __typename: 'CollectionRecord' }
      & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'ContactPageRecord' }
      & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'FitblogRecord' }
      & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'HomePageRecord' }
      & Pick<ContentAPI.HomePageRecord, 'id'>
    ) | (
      { __typename: 'PageRecord' }
      & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'ProductRecord' }
      & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
      & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
    ) | (
      { __typename: 'ProductsOverviewRecord' }
      & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
    ) | (
      { __typename: 'RecipeOverviewRecord' }
      & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
    ) | (
      { __typename: 'RecipeRecord' }
      & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
      & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
    ) | (
      { __typename: 'ReviewsPageRecord' }
      & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'WholesalePageRecord' }
      & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
    )> }
  )>, primaryButton?: ContentAPI.Maybe<(
    Pick<ContentAPI.ButtonRecord, 'id' | 'label' | 'color' | 'variant' | 'size' | 'uppercase'>
    & { link?: ContentAPI.Maybe<(
      Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
      & { entryLink?: ContentAPI.Maybe<(
        { __typename: 'ArticleRecord' }
        & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'CartPageRecord' }
        & Pick<ContentAPI.CartPageRecord, 'id'>
      ) | (
        { __typename: 'CollectionRecord' }
        & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ContactPageRecord' }
        & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'FitblogRecord' }
        & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'HomePageRecord' }
        & Pick<ContentAPI.HomePageRecord, 'id'>
      ) | (
        { __typename: 'PageRecord' }
        & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ProductRecord' }
        & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
        & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
      ) | (
        { __typename: 'ProductsOverviewRecord' }
        & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeOverviewRecord' }
        & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeRecord' }
        & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'ReviewsPageRecord' }
        & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'WholesalePageRecord' }
        & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
      )> }
    )> }
  )> }
);

export type BookingConsultFragment = Pick<ContentAPI.BookingConsultRecord, 'id' | 'heading' | 'body' | 'label' | 'url'>;

export type SectionProductFragment = (
  Pick<ContentAPI.ProductRecord, 'id' | 'productId' | 'slug' | 'title' | 'trustpilotId' | 'shortDescription' | 'new'>
  & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>>, color?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }>, imageProductOverall?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }> }
);

export type SectionArticleFragment = (
  Pick<ContentAPI.ArticleRecord, 'id' | 'slug' | 'heading' | 'intro' | 'publicationDate' | 'timeToRead'>
  & { tags: Array<Pick<ContentAPI.TagRecord, 'id' | 'slug' | 'name'>> }
);

export type SummarySectionFragment = (
  { __typename: 'SummarySectionRecord' }
  & Pick<ContentAPI.SummarySectionRecord, 'id' | 'heading' | 'truncateAfter' | 'readMoreLabel' | 'readLessLabel'>
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )>, content?: ContentAPI.Maybe<(
    Pick<ContentAPI.RichTextField, 'value'>
    & { blocks: Array<(
      { __typename: 'ImageBlockRecord' }
      & Pick<ContentAPI.ImageBlockRecord, 'id'>
      & { image?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
      )> }
    ) | (
      { __typename: 'TableBlockRecord' }
      & Pick<ContentAPI.TableBlockRecord, 'id' | 'table'>
    )>, links: Array<(
      { __typename: 'ArticleRecord' }
      & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
      & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
    ) | (
      { __typename: 'CartPageRecord' }
      & Pick<ContentAPI.CartPageRecord, 'id'>
    ) | (
      { __typename: 'CollectionRecord' }
      & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'ContactPageRecord' }
      & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'FitblogRecord' }
      & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'HomePageRecord' }
      & Pick<ContentAPI.HomePageRecord, 'id'>
    ) | (
      { __typename: 'PageRecord' }
      & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'ProductRecord' }
      & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
      & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
    ) | (
      { __typename: 'ProductsOverviewRecord' }
      & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
    ) | (
      { __typename: 'RecipeOverviewRecord' }
      & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
    ) | (
      { __typename: 'RecipeRecord' }
      & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
      & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
    ) | (
      { __typename: 'ReviewsPageRecord' }
      & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'WholesalePageRecord' }
      & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
    )> }
  )> }
);

export type BenefitsSectionFragment = (
  { __typename: 'BenefitsSectionRecord' }
  & Pick<ContentAPI.BenefitsSectionRecord, 'id' | 'heading' | 'readMoreLabel' | 'readLessLabel' | 'openByDefault'>
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )>, items: Array<(
    Pick<ContentAPI.BenefitRecord, 'id' | 'title' | 'text'>
    & { image?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
      & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
        Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
        & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
      )> }
    )> }
  )> }
);

export type SpecificationGroupsSectionFragment = (
  { __typename: 'SpecificationGroupsSectionRecord' }
  & Pick<ContentAPI.SpecificationGroupsSectionRecord, 'id' | 'heading' | 'selectLabel'>
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )>, groups: Array<(
    Pick<ContentAPI.SpecificationGroupRecord, 'id' | 'label' | 'defaultOpen'>
    & { items: Array<Pick<ContentAPI.SpecificationItemRecord, 'id' | 'label' | 'value'>> }
  )> }
);

export type FaqSectionFragment = (
  { __typename: 'FaqSectionRecord' }
  & Pick<ContentAPI.FaqSectionRecord, 'id' | 'headline' | 'heading' | 'headingTag' | 'initialAmount' | 'paginateAmount' | 'responsive' | 'showMoreLabel'>
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )>, blocks: Array<(
    Pick<ContentAPI.FaqBlockRecord, 'id' | 'question'>
    & { answer?: ContentAPI.Maybe<(
      Pick<ContentAPI.RichTextField, 'value'>
      & { blocks: Array<(
        { __typename: 'ImageBlockRecord' }
        & Pick<ContentAPI.ImageBlockRecord, 'id'>
        & { image?: ContentAPI.Maybe<(
          Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>
          & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
        )> }
      ) | (
        { __typename: 'TableBlockRecord' }
        & Pick<ContentAPI.TableBlockRecord, 'id' | 'table'>
      )>, links: Array<(
        { __typename: 'ArticleRecord' }
        & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'CartPageRecord' }
        & Pick<ContentAPI.CartPageRecord, 'id'>
      ) | (
        { __typename: 'CollectionRecord' }
        & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ContactPageRecord' }
        & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'FitblogRecord' }
        & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'HomePageRecord' }
        & Pick<ContentAPI.HomePageRecord, 'id'>
      ) | (
        { __typename: 'PageRecord' }
        & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ProductRecord' }
        & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
        & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
      ) | (
        { __typename: 'ProductsOverviewRecord' }
        & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeOverviewRecord' }
        & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeRecord' }
        & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'ReviewsPageRecord' }
        & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'WholesalePageRecord' }
        & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
      )> }
    )> }
  )> }
);

export type HeroGridItemFragment = (
  Pick<ContentAPI.HeroGridItemRecord, 'id' | 'heading' | 'text'>
  & { media?: ContentAPI.Maybe<(
    Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
    & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
      Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
      & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
    )> }
  )> }
);

export type CarouselMediaFragment = (
  Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
  & { desktop?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, mobile?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
    Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
    & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
  )> }
);

export type VideoCoverFragment = (
  Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
  & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
    Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
    & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
  )> }
);

type Sections_ArticleCarouselSectionRecord_Fragment = (
  { __typename: 'ArticleCarouselSectionRecord' }
  & Pick<ContentAPI.ArticleCarouselSectionRecord, 'id' | 'heading'>
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )>, articles: Array<(
    Pick<ContentAPI.ArticleRecord, 'id' | 'slug' | 'heading' | 'intro' | 'publicationDate' | 'timeToRead'>
    & { mainImage?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }>, tags: Array<Pick<ContentAPI.TagRecord, 'id' | 'slug' | 'name'>> }
  )> }
);

type Sections_ArticleHighlightSectionRecord_Fragment = (
  { __typename: 'ArticleHighlightSectionRecord' }
  & Pick<ContentAPI.ArticleHighlightSectionRecord, 'id' | 'headline' | 'buttonLabel'>
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )>, article?: ContentAPI.Maybe<(
    Pick<ContentAPI.ArticleRecord, 'id' | 'slug' | 'heading' | 'intro' | 'publicationDate' | 'timeToRead'>
    & { mainImage?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
      & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
        Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
        & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
      )> }
    )>, tags: Array<Pick<ContentAPI.TagRecord, 'id' | 'slug' | 'name'>> }
  )> }
);

type Sections_BenefitsSectionRecord_Fragment = (
  { __typename: 'BenefitsSectionRecord' }
  & Pick<ContentAPI.BenefitsSectionRecord, 'id' | 'heading' | 'readMoreLabel' | 'readLessLabel' | 'openByDefault'>
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )>, items: Array<(
    Pick<ContentAPI.BenefitRecord, 'id' | 'title' | 'text'>
    & { image?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
      & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
        Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
        & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
      )> }
    )> }
  )> }
);

type Sections_BookingConsultSectionRecord_Fragment = (
  { __typename: 'BookingConsultSectionRecord' }
  & Pick<ContentAPI.BookingConsultSectionRecord, 'id'>
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )> }
);

type Sections_CollectionGridSectionRecord_Fragment = (
  { __typename: 'CollectionGridSectionRecord' }
  & Pick<ContentAPI.CollectionGridSectionRecord, 'id' | 'heading'>
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )>, collections: Array<(
    Pick<ContentAPI.CollectionRecord, 'id' | 'slug' | 'title'>
    & { color?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }> }
  )> }
);

type Sections_CompanyInfoSectionRecord_Fragment = (
  { __typename: 'CompanyInfoSectionRecord' }
  & Pick<ContentAPI.CompanyInfoSectionRecord, 'id'>
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )> }
);

type Sections_ContentBlockSectionRecord_Fragment = (
  { __typename: 'ContentBlockSectionRecord' }
  & Pick<ContentAPI.ContentBlockSectionRecord, 'id' | 'mediaPosition'>
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )>, content?: ContentAPI.Maybe<(
    Pick<ContentAPI.ContentBlockRecord, 'id' | 'headline' | 'heading' | 'headingDesktop' | 'bodyFontWeight'>
    & { body?: ContentAPI.Maybe<(
      Pick<ContentAPI.RichTextField, 'value'>
      & { blocks: Array<(
        { __typename: 'ImageBlockRecord' }
        & Pick<ContentAPI.ImageBlockRecord, 'id'>
        & { image?: ContentAPI.Maybe<(
          Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>
          & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
        )> }
      ) | (
        { __typename: 'TableBlockRecord' }
        & Pick<ContentAPI.TableBlockRecord, 'id' | 'table'>
      )>, links: Array<(
        { __typename: 'ArticleRecord' }
        & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'CartPageRecord' }
        & Pick<ContentAPI.CartPageRecord, 'id'>
      ) | (
        { __typename: 'CollectionRecord' }
        & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ContactPageRecord' }
        & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'FitblogRecord' }
        & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'HomePageRecord' }
        & Pick<ContentAPI.HomePageRecord, 'id'>
      ) | (
        { __typename: 'PageRecord' }
        & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ProductRecord' }
        & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
        & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
      ) | (
        { __typename: 'ProductsOverviewRecord' }
        & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeOverviewRecord' }
        & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeRecord' }
        & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'ReviewsPageRecord' }
        & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'WholesalePageRecord' }
        & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
      )> }
    )>, primaryButton?: ContentAPI.Maybe<(
      Pick<ContentAPI.ButtonRecord, 'id' | 'label' | 'color' | 'variant' | 'size' | 'uppercase'>
      & { link?: ContentAPI.Maybe<(
        Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
        & { entryLink?: ContentAPI.Maybe<(
          { __typename: 'ArticleRecord' }
          & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'CartPageRecord' }
          & Pick<ContentAPI.CartPageRecord, 'id'>
        ) | (
          { __typename: 'CollectionRecord' }
          & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ContactPageRecord' }
          & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'FitblogRecord' }
          & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'HomePageRecord' }
          & Pick<ContentAPI.HomePageRecord, 'id'>
        ) | (
          { __typename: 'PageRecord' }
          & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ProductRecord' }
          & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
          & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
        ) | (
          { __typename: 'ProductsOverviewRecord' }
          & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeOverviewRecord' }
          & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeRecord' }
          & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'ReviewsPageRecord' }
          & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'WholesalePageRecord' }
          & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
        )> }
      )> }
    )> }
  )>, media?: ContentAPI.Maybe<(
    Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
    & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
      Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
      & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
    )> }
  )> }
);

type Sections_ContentImageSectionRecord_Fragment = (
  { __typename: 'ContentImageSectionRecord' }
  & Pick<ContentAPI.ContentImageSectionRecord, 'id' | 'heading' | 'imagePosition'>
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )>, body?: ContentAPI.Maybe<(
    Pick<ContentAPI.RichTextField, 'value'>
    & { blocks: Array<(
      { __typename: 'ImageBlockRecord' }
      & Pick<ContentAPI.ImageBlockRecord, 'id'>
      & { image?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
      )> }
    ) | (
      { __typename: 'TableBlockRecord' }
      & Pick<ContentAPI.TableBlockRecord, 'id' | 'table'>
    )>, links: Array<(
      { __typename: 'ArticleRecord' }
      & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
      & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
    ) | (
      { __typename: 'CartPageRecord' }
      & Pick<ContentAPI.CartPageRecord, 'id'>
    ) | (
      { __typename: 'CollectionRecord' }
      & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'ContactPageRecord' }
      & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'FitblogRecord' }
      & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'HomePageRecord' }
      & Pick<ContentAPI.HomePageRecord, 'id'>
    ) | (
      { __typename: 'PageRecord' }
      & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'ProductRecord' }
      & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
      & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
    ) | (
      { __typename: 'ProductsOverviewRecord' }
      & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
    ) | (
      { __typename: 'RecipeOverviewRecord' }
      & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
    ) | (
      { __typename: 'RecipeRecord' }
      & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
      & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
    ) | (
      { __typename: 'ReviewsPageRecord' }
      & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'WholesalePageRecord' }
      & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
    )> }
  )>, image?: ContentAPI.Maybe<(
    Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
    & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
      Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
      & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
    )> }
  )>, imageMobile?: ContentAPI.Maybe<(
    Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
    & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
      Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
      & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
    )> }
  )>, backgroundImage?: ContentAPI.Maybe<(
    Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
    & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
      Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
      & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
    )> }
  )> }
);

type Sections_CustomerServiceSectionRecord_Fragment = (
  { __typename: 'CustomerServiceSectionRecord' }
  & Pick<ContentAPI.CustomerServiceSectionRecord, 'id'>
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )> }
);

type Sections_DeliveryCodeSectionRecord_Fragment = (
  { __typename: 'DeliveryCodeSectionRecord' }
  & Pick<ContentAPI.DeliveryCodeSectionRecord, 'id'>
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )> }
);

type Sections_FaqSectionRecord_Fragment = (
  { __typename: 'FaqSectionRecord' }
  & Pick<ContentAPI.FaqSectionRecord, 'id' | 'headline' | 'heading' | 'headingTag' | 'initialAmount' | 'paginateAmount' | 'responsive' | 'showMoreLabel'>
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )>, blocks: Array<(
    Pick<ContentAPI.FaqBlockRecord, 'id' | 'question'>
    & { answer?: ContentAPI.Maybe<(
      Pick<ContentAPI.RichTextField, 'value'>
      & { blocks: Array<(
        { __typename: 'ImageBlockRecord' }
        & Pick<ContentAPI.ImageBlockRecord, 'id'>
        & { image?: ContentAPI.Maybe<(
          Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>
          & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
        )> }
      ) | (
        { __typename: 'TableBlockRecord' }
        & Pick<ContentAPI.TableBlockRecord, 'id' | 'table'>
      )>, links: Array<(
        { __typename: 'ArticleRecord' }
        & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'CartPageRecord' }
        & Pick<ContentAPI.CartPageRecord, 'id'>
      ) | (
        { __typename: 'CollectionRecord' }
        & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ContactPageRecord' }
        & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'FitblogRecord' }
        & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'HomePageRecord' }
        & Pick<ContentAPI.HomePageRecord, 'id'>
      ) | (
        { __typename: 'PageRecord' }
        & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ProductRecord' }
        & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
        & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
      ) | (
        { __typename: 'ProductsOverviewRecord' }
        & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeOverviewRecord' }
        & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeRecord' }
        & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'ReviewsPageRecord' }
        & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'WholesalePageRecord' }
        & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
      )> }
    )> }
  )> }
);

type Sections_HeroGridSectionRecord_Fragment = (
  { __typename: 'HeroGridSectionRecord' }
  & Pick<ContentAPI.HeroGridSectionRecord, 'id' | 'mobileVariant' | 'hideTrustpilot'>
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )>, mainItem?: ContentAPI.Maybe<(
    Pick<ContentAPI.HeroGridItemRecord, 'id' | 'heading' | 'text'>
    & { media?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
      & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
        Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
        & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
      )> }
    )> }
  )>, items: Array<(
    Pick<ContentAPI.HeroGridItemRecord, 'id' | 'heading' | 'text'>
    & { media?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
      & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
        Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
        & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
      )> }
    )> }
  )> }
);

type Sections_HeroSectionRecord_Fragment = (
  { __typename: 'HeroSectionRecord' }
  & Pick<ContentAPI.HeroSectionRecord, 'id' | 'headline' | 'heading'>
  & { text: ContentAPI.HeroSectionRecord['body'] }
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )>, backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }>, button?: ContentAPI.Maybe<(
    Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
    & { entryLink?: ContentAPI.Maybe<(
      { __typename: 'ArticleRecord' }
      & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
      & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
    ) | (
      { __typename: 'CartPageRecord' }
      & Pick<ContentAPI.CartPageRecord, 'id'>
    ) | (
      { __typename: 'CollectionRecord' }
      & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'ContactPageRecord' }
      & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'FitblogRecord' }
      & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'HomePageRecord' }
      & Pick<ContentAPI.HomePageRecord, 'id'>
    ) | (
      { __typename: 'PageRecord' }
      & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'ProductRecord' }
      & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
      & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
    ) | (
      { __typename: 'ProductsOverviewRecord' }
      & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
    ) | (
      { __typename: 'RecipeOverviewRecord' }
      & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
    ) | (
      { __typename: 'RecipeRecord' }
      & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
      & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
    ) | (
      { __typename: 'ReviewsPageRecord' }
      & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'WholesalePageRecord' }
      & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
    )> }
  )> }
);

type Sections_LifestyleCarouselSectionRecord_Fragment = (
  { __typename: 'LifestyleCarouselSectionRecord' }
  & Pick<ContentAPI.LifestyleCarouselSectionRecord, 'id' | 'heading'>
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )>, images: Array<(
    Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
    & { desktop?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, mobile?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
      Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
      & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
    )> }
  )> }
);

type Sections_MixAndMatchSectionRecord_Fragment = (
  { __typename: 'MixAndMatchSectionRecord' }
  & Pick<ContentAPI.MixAndMatchSectionRecord, 'id'>
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )> }
);

type Sections_NavigationAnchorsSectionRecord_Fragment = (
  { __typename: 'NavigationAnchorsSectionRecord' }
  & Pick<ContentAPI.NavigationAnchorsSectionRecord, 'id'>
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )>, items: Array<Pick<ContentAPI.AnchorRecord, 'id' | 'label' | 'slug'>> }
);

type Sections_OldArticleCarouselSectionRecord_Fragment = (
  { __typename: 'OldArticleCarouselSectionRecord' }
  & Pick<ContentAPI.OldArticleCarouselSectionRecord, 'id' | 'heading'>
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )>, articles: Array<(
    Pick<ContentAPI.ArticleRecord, 'id' | 'slug' | 'heading' | 'intro' | 'publicationDate' | 'timeToRead'>
    & { mainImage?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
      & { desktop?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, mobile?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
        Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
        & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
      )> }
    )>, tags: Array<Pick<ContentAPI.TagRecord, 'id' | 'slug' | 'name'>> }
  )> }
);

type Sections_PreorderSectionRecord_Fragment = (
  { __typename: 'PreorderSectionRecord' }
  & Pick<ContentAPI.PreorderSectionRecord, 'id'>
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )> }
);

type Sections_ProductAndArticleCarouselSectionRecord_Fragment = (
  { __typename: 'ProductAndArticleCarouselSectionRecord' }
  & Pick<ContentAPI.ProductAndArticleCarouselSectionRecord, 'id' | 'heading'>
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )>, products: Array<(
    Pick<ContentAPI.ProductRecord, 'id' | 'productId' | 'slug' | 'title' | 'trustpilotId' | 'shortDescription' | 'new'>
    & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>>, color?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }>, imageProductOverall?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }> }
  )>, articles: Array<(
    Pick<ContentAPI.ArticleRecord, 'id' | 'slug' | 'heading' | 'intro' | 'publicationDate' | 'timeToRead'>
    & { mainImage?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
      & { desktop?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, mobile?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
        Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
        & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
      )> }
    )>, tags: Array<Pick<ContentAPI.TagRecord, 'id' | 'slug' | 'name'>> }
  )> }
);

type Sections_ProductCarouselSectionRecord_Fragment = (
  { __typename: 'ProductCarouselSectionRecord' }
  & Pick<ContentAPI.ProductCarouselSectionRecord, 'id' | 'heading' | 'useRecommendations'>
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )>, products: Array<(
    Pick<ContentAPI.ProductRecord, 'id' | 'productId' | 'slug' | 'title' | 'trustpilotId' | 'shortDescription' | 'new'>
    & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>>, color?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }>, imageProductOverall?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }> }
  )>, button?: ContentAPI.Maybe<(
    Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
    & { entryLink?: ContentAPI.Maybe<(
      { __typename: 'ArticleRecord' }
      & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
      & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
    ) | (
      { __typename: 'CartPageRecord' }
      & Pick<ContentAPI.CartPageRecord, 'id'>
    ) | (
      { __typename: 'CollectionRecord' }
      & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'ContactPageRecord' }
      & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'FitblogRecord' }
      & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'HomePageRecord' }
      & Pick<ContentAPI.HomePageRecord, 'id'>
    ) | (
      { __typename: 'PageRecord' }
      & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'ProductRecord' }
      & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
      & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
    ) | (
      { __typename: 'ProductsOverviewRecord' }
      & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
    ) | (
      { __typename: 'RecipeOverviewRecord' }
      & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
    ) | (
      { __typename: 'RecipeRecord' }
      & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
      & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
    ) | (
      { __typename: 'ReviewsPageRecord' }
      & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'WholesalePageRecord' }
      & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
    )> }
  )> }
);

type Sections_ProductUpsellSectionRecord_Fragment = (
  { __typename: 'ProductUpsellSectionRecord' }
  & Pick<ContentAPI.ProductUpsellSectionRecord, 'id'>
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )> }
);

type Sections_ReviewsAnimationSectionRecord_Fragment = (
  { __typename: 'ReviewsAnimationSectionRecord' }
  & Pick<ContentAPI.ReviewsAnimationSectionRecord, 'id' | 'heading'>
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )> }
);

type Sections_ReviewsListSectionRecord_Fragment = (
  { __typename: 'ReviewsListSectionRecord' }
  & Pick<ContentAPI.ReviewsListSectionRecord, 'id' | 'labelReviews' | 'buttonLoadMoreLabel' | 'buttonWriteReviewLabel' | 'reviewType' | 'ratingType'>
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )> }
);

type Sections_ReviewsSectionRecord_Fragment = (
  { __typename: 'ReviewsSectionRecord' }
  & Pick<ContentAPI.ReviewsSectionRecord, 'id' | 'heading'>
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )> }
);

type Sections_ReviewsTrustWidgetSectionRecord_Fragment = (
  { __typename: 'ReviewsTrustWidgetSectionRecord' }
  & Pick<ContentAPI.ReviewsTrustWidgetSectionRecord, 'id' | 'heading' | 'headingLevel' | 'headline' | 'sortingOrder' | 'ctaLabel' | 'ctaHref'>
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )> }
);

type Sections_SpacerSectionRecord_Fragment = (
  { __typename: 'SpacerSectionRecord' }
  & Pick<ContentAPI.SpacerSectionRecord, 'id' | 'heightMobile' | 'heightDesktop'>
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )> }
);

type Sections_SpecificationGroupsSectionRecord_Fragment = (
  { __typename: 'SpecificationGroupsSectionRecord' }
  & Pick<ContentAPI.SpecificationGroupsSectionRecord, 'id' | 'heading' | 'selectLabel'>
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )>, groups: Array<(
    Pick<ContentAPI.SpecificationGroupRecord, 'id' | 'label' | 'defaultOpen'>
    & { items: Array<Pick<ContentAPI.SpecificationItemRecord, 'id' | 'label' | 'value'>> }
  )> }
);

type Sections_StickerSectionRecord_Fragment = (
  { __typename: 'StickerSectionRecord' }
  & Pick<ContentAPI.StickerSectionRecord, 'id'>
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )> }
);

type Sections_SubscriptionSectionRecord_Fragment = (
  { __typename: 'SubscriptionSectionRecord' }
  & Pick<ContentAPI.SubscriptionSectionRecord, 'id'>
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )> }
);

type Sections_SummarySectionRecord_Fragment = (
  { __typename: 'SummarySectionRecord' }
  & Pick<ContentAPI.SummarySectionRecord, 'id' | 'heading' | 'truncateAfter' | 'readMoreLabel' | 'readLessLabel'>
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )>, content?: ContentAPI.Maybe<(
    Pick<ContentAPI.RichTextField, 'value'>
    & { blocks: Array<(
      { __typename: 'ImageBlockRecord' }
      & Pick<ContentAPI.ImageBlockRecord, 'id'>
      & { image?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
      )> }
    ) | (
      { __typename: 'TableBlockRecord' }
      & Pick<ContentAPI.TableBlockRecord, 'id' | 'table'>
    )>, links: Array<(
      { __typename: 'ArticleRecord' }
      & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
      & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
    ) | (
      { __typename: 'CartPageRecord' }
      & Pick<ContentAPI.CartPageRecord, 'id'>
    ) | (
      { __typename: 'CollectionRecord' }
      & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'ContactPageRecord' }
      & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'FitblogRecord' }
      & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'HomePageRecord' }
      & Pick<ContentAPI.HomePageRecord, 'id'>
    ) | (
      { __typename: 'PageRecord' }
      & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'ProductRecord' }
      & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
      & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
    ) | (
      { __typename: 'ProductsOverviewRecord' }
      & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
    ) | (
      { __typename: 'RecipeOverviewRecord' }
      & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
    ) | (
      { __typename: 'RecipeRecord' }
      & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
      & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
    ) | (
      { __typename: 'ReviewsPageRecord' }
      & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'WholesalePageRecord' }
      & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
    )> }
  )> }
);

type Sections_UspSectionRecord_Fragment = (
  { __typename: 'UspSectionRecord' }
  & Pick<ContentAPI.UspSectionRecord, 'id'>
  & { usps: ContentAPI.UspSectionRecord['items'] }
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )> }
);

type Sections_VideoPopupSectionRecord_Fragment = (
  { __typename: 'VideoPopupSectionRecord' }
  & Pick<ContentAPI.VideoPopupSectionRecord, 'id' | 'heading' | 'buttonLabel' | 'videoUrl'>
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )>, cover?: ContentAPI.Maybe<(
    Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
    & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
      Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
      & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
    )> }
  )>, captions?: ContentAPI.Maybe<Array<(
    Pick<ContentAPI.FileFieldMultiLocaleField, 'locale'>
    & { value?: ContentAPI.Maybe<Pick<ContentAPI.FileField, 'url'>> }
  )>> }
);

type Sections_VideoSectionRecord_Fragment = (
  { __typename: 'VideoSectionRecord' }
  & Pick<ContentAPI.VideoSectionRecord, 'id' | 'heading'>
  & { settings?: ContentAPI.Maybe<(
    Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
    & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
  )>, video?: ContentAPI.Maybe<(
    Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
    & { video?: ContentAPI.Maybe<(
      Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
      & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
    )> }
  )>, cover?: ContentAPI.Maybe<(
    Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
    & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
      Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
      & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
    )> }
  )>, captions?: ContentAPI.Maybe<Array<(
    Pick<ContentAPI.FileFieldMultiLocaleField, 'locale'>
    & { value?: ContentAPI.Maybe<Pick<ContentAPI.FileField, 'url'>> }
  )>> }
);

export type SectionsFragment = Sections_ArticleCarouselSectionRecord_Fragment | Sections_ArticleHighlightSectionRecord_Fragment | Sections_BenefitsSectionRecord_Fragment | Sections_BookingConsultSectionRecord_Fragment | Sections_CollectionGridSectionRecord_Fragment | Sections_CompanyInfoSectionRecord_Fragment | Sections_ContentBlockSectionRecord_Fragment | Sections_ContentImageSectionRecord_Fragment | Sections_CustomerServiceSectionRecord_Fragment | Sections_DeliveryCodeSectionRecord_Fragment | Sections_FaqSectionRecord_Fragment | Sections_HeroGridSectionRecord_Fragment | Sections_HeroSectionRecord_Fragment | Sections_LifestyleCarouselSectionRecord_Fragment | Sections_MixAndMatchSectionRecord_Fragment | Sections_NavigationAnchorsSectionRecord_Fragment | Sections_OldArticleCarouselSectionRecord_Fragment | Sections_PreorderSectionRecord_Fragment | Sections_ProductAndArticleCarouselSectionRecord_Fragment | Sections_ProductCarouselSectionRecord_Fragment | Sections_ProductUpsellSectionRecord_Fragment | Sections_ReviewsAnimationSectionRecord_Fragment | Sections_ReviewsListSectionRecord_Fragment | Sections_ReviewsSectionRecord_Fragment | Sections_ReviewsTrustWidgetSectionRecord_Fragment | Sections_SpacerSectionRecord_Fragment | Sections_SpecificationGroupsSectionRecord_Fragment | Sections_StickerSectionRecord_Fragment | Sections_SubscriptionSectionRecord_Fragment | Sections_SummarySectionRecord_Fragment | Sections_UspSectionRecord_Fragment | Sections_VideoPopupSectionRecord_Fragment | Sections_VideoSectionRecord_Fragment;

export type ProductSectionsFragment = (
  Pick<ContentAPI.ProductRecord, 'id' | 'newPdpSectionsFormat'>
  & { sections: Array<(
    { __typename: 'ArticleCarouselSectionRecord' }
    & Pick<ContentAPI.ArticleCarouselSectionRecord, 'id' | 'heading'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, articles: Array<(
      Pick<ContentAPI.ArticleRecord, 'id' | 'slug' | 'heading' | 'intro' | 'publicationDate' | 'timeToRead'>
      & { mainImage?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }>, tags: Array<Pick<ContentAPI.TagRecord, 'id' | 'slug' | 'name'>> }
    )> }
  ) | (
    { __typename: 'ArticleHighlightSectionRecord' }
    & Pick<ContentAPI.ArticleHighlightSectionRecord, 'id' | 'headline' | 'buttonLabel'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, article?: ContentAPI.Maybe<(
      Pick<ContentAPI.ArticleRecord, 'id' | 'slug' | 'heading' | 'intro' | 'publicationDate' | 'timeToRead'>
      & { mainImage?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )>, tags: Array<Pick<ContentAPI.TagRecord, 'id' | 'slug' | 'name'>> }
    )> }
  ) | (
    { __typename: 'BenefitsSectionRecord' }
    & Pick<ContentAPI.BenefitsSectionRecord, 'id' | 'heading' | 'readMoreLabel' | 'readLessLabel' | 'openByDefault'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, items: Array<(
      Pick<ContentAPI.BenefitRecord, 'id' | 'title' | 'text'>
      & { image?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )> }
    )> }
  ) | (
    { __typename: 'BookingConsultSectionRecord' }
    & Pick<ContentAPI.BookingConsultSectionRecord, 'id'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )> }
  ) | (
    { __typename: 'CollectionGridSectionRecord' }
    & Pick<ContentAPI.CollectionGridSectionRecord, 'id' | 'heading'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, collections: Array<(
      Pick<ContentAPI.CollectionRecord, 'id' | 'slug' | 'title'>
      & { color?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }> }
    )> }
  ) | (
    { __typename: 'CompanyInfoSectionRecord' }
    & Pick<ContentAPI.CompanyInfoSectionRecord, 'id'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )> }
  ) | (
    { __typename: 'ContentBlockSectionRecord' }
    & Pick<ContentAPI.ContentBlockSectionRecord, 'id' | 'mediaPosition'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, content?: ContentAPI.Maybe<(
      Pick<ContentAPI.ContentBlockRecord, 'id' | 'headline' | 'heading' | 'headingDesktop' | 'bodyFontWeight'>
      & { body?: ContentAPI.Maybe<(
        Pick<ContentAPI.RichTextField, 'value'>
        & { blocks: Array<(
          { __typename: 'ImageBlockRecord' }
          & Pick<ContentAPI.ImageBlockRecord, 'id'>
          & { image?: ContentAPI.Maybe<(
            Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>
            & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
          )> }
        ) | (
          { __typename: 'TableBlockRecord' }
          & Pick<ContentAPI.TableBlockRecord, 'id' | 'table'>
        )>, links: Array<(
          { __typename: 'ArticleRecord' }
          & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'CartPageRecord' }
          & Pick<ContentAPI.CartPageRecord, 'id'>
        ) | (
          { __typename: 'CollectionRecord' }
          & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ContactPageRecord' }
          & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'FitblogRecord' }
          & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'HomePageRecord' }
          & Pick<ContentAPI.HomePageRecord, 'id'>
        ) | (
          { __typename: 'PageRecord' }
          & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ProductRecord' }
          & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
          & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
        ) | (
          { __typename: 'ProductsOverviewRecord' }
          & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeOverviewRecord' }
          & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeRecord' }
          & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'ReviewsPageRecord' }
          & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'WholesalePageRecord' }
          & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
        )> }
      )>, primaryButton?: ContentAPI.Maybe<(
        Pick<ContentAPI.ButtonRecord, 'id' | 'label' | 'color' | 'variant' | 'size' | 'uppercase'>
        & { link?: ContentAPI.Maybe<(
          Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
          & { entryLink?: ContentAPI.Maybe<(
            { __typename: 'ArticleRecord' }
            & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
            & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
          ) | (
            { __typename: 'CartPageRecord' }
            & Pick<ContentAPI.CartPageRecord, 'id'>
          ) | (
            { __typename: 'CollectionRecord' }
            & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'ContactPageRecord' }
            & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'FitblogRecord' }
            & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'HomePageRecord' }
            & Pick<ContentAPI.HomePageRecord, 'id'>
          ) | (
            { __typename: 'PageRecord' }
            & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'ProductRecord' }
            & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
            & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
          ) | (
            { __typename: 'ProductsOverviewRecord' }
            & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
          ) | (
            { __typename: 'RecipeOverviewRecord' }
            & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
          ) | (
            { __typename: 'RecipeRecord' }
            & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
            & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
          ) | (
            { __typename: 'ReviewsPageRecord' }
            & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
          ) | (
            { __typename: 'WholesalePageRecord' }
            & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
          )> }
        )> }
      )> }
    )>, media?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
      & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
        Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
        & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
      )> }
    )> }
  ) | (
    { __typename: 'ContentImageSectionRecord' }
    & Pick<ContentAPI.ContentImageSectionRecord, 'id' | 'heading' | 'imagePosition'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, body?: ContentAPI.Maybe<(
      Pick<ContentAPI.RichTextField, 'value'>
      & { blocks: Array<(
        { __typename: 'ImageBlockRecord' }
        & Pick<ContentAPI.ImageBlockRecord, 'id'>
        & { image?: ContentAPI.Maybe<(
          Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>
          & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
        )> }
      ) | (
        { __typename: 'TableBlockRecord' }
        & Pick<ContentAPI.TableBlockRecord, 'id' | 'table'>
      )>, links: Array<(
        { __typename: 'ArticleRecord' }
        & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'CartPageRecord' }
        & Pick<ContentAPI.CartPageRecord, 'id'>
      ) | (
        { __typename: 'CollectionRecord' }
        & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ContactPageRecord' }
        & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'FitblogRecord' }
        & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'HomePageRecord' }
        & Pick<ContentAPI.HomePageRecord, 'id'>
      ) | (
        { __typename: 'PageRecord' }
        & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ProductRecord' }
        & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
        & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
      ) | (
        { __typename: 'ProductsOverviewRecord' }
        & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeOverviewRecord' }
        & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeRecord' }
        & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'ReviewsPageRecord' }
        & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'WholesalePageRecord' }
        & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
      )> }
    )>, image?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
      & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
        Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
        & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
      )> }
    )>, imageMobile?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
      & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
        Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
        & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
      )> }
    )>, backgroundImage?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
      & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
        Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
        & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
      )> }
    )> }
  ) | (
    { __typename: 'CustomerServiceSectionRecord' }
    & Pick<ContentAPI.CustomerServiceSectionRecord, 'id'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )> }
  ) | (
    { __typename: 'DeliveryCodeSectionRecord' }
    & Pick<ContentAPI.DeliveryCodeSectionRecord, 'id'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )> }
  ) | (
    { __typename: 'FaqSectionRecord' }
    & Pick<ContentAPI.FaqSectionRecord, 'id' | 'headline' | 'heading' | 'headingTag' | 'initialAmount' | 'paginateAmount' | 'responsive' | 'showMoreLabel'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, blocks: Array<(
      Pick<ContentAPI.FaqBlockRecord, 'id' | 'question'>
      & { answer?: ContentAPI.Maybe<(
        Pick<ContentAPI.RichTextField, 'value'>
        & { blocks: Array<(
          { __typename: 'ImageBlockRecord' }
          & Pick<ContentAPI.ImageBlockRecord, 'id'>
          & { image?: ContentAPI.Maybe<(
            Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>
            & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
          )> }
        ) | (
          { __typename: 'TableBlockRecord' }
          & Pick<ContentAPI.TableBlockRecord, 'id' | 'table'>
        )>, links: Array<(
          { __typename: 'ArticleRecord' }
          & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'CartPageRecord' }
          & Pick<ContentAPI.CartPageRecord, 'id'>
        ) | (
          { __typename: 'CollectionRecord' }
          & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ContactPageRecord' }
          & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'FitblogRecord' }
          & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'HomePageRecord' }
          & Pick<ContentAPI.HomePageRecord, 'id'>
        ) | (
          { __typename: 'PageRecord' }
          & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ProductRecord' }
          & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
          & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
        ) | (
          { __typename: 'ProductsOverviewRecord' }
          & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeOverviewRecord' }
          & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeRecord' }
          & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'ReviewsPageRecord' }
          & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'WholesalePageRecord' }
          & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
        )> }
      )> }
    )> }
  ) | (
    { __typename: 'HeroGridSectionRecord' }
    & Pick<ContentAPI.HeroGridSectionRecord, 'id' | 'mobileVariant' | 'hideTrustpilot'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, mainItem?: ContentAPI.Maybe<(
      Pick<ContentAPI.HeroGridItemRecord, 'id' | 'heading' | 'text'>
      & { media?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )> }
    )>, items: Array<(
      Pick<ContentAPI.HeroGridItemRecord, 'id' | 'heading' | 'text'>
      & { media?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )> }
    )> }
  ) | (
    { __typename: 'HeroSectionRecord' }
    & Pick<ContentAPI.HeroSectionRecord, 'id' | 'headline' | 'heading'>
    & { text: ContentAPI.HeroSectionRecord['body'] }
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }>, button?: ContentAPI.Maybe<(
      Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
      & { entryLink?: ContentAPI.Maybe<(
        { __typename: 'ArticleRecord' }
        & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'CartPageRecord' }
        & Pick<ContentAPI.CartPageRecord, 'id'>
      ) | (
        { __typename: 'CollectionRecord' }
        & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ContactPageRecord' }
        & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'FitblogRecord' }
        & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'HomePageRecord' }
        & Pick<ContentAPI.HomePageRecord, 'id'>
      ) | (
        { __typename: 'PageRecord' }
        & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ProductRecord' }
        & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
        & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
      ) | (
        { __typename: 'ProductsOverviewRecord' }
        & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeOverviewRecord' }
        & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeRecord' }
        & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'ReviewsPageRecord' }
        & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'WholesalePageRecord' }
        & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
      )> }
    )> }
  ) | (
    { __typename: 'LifestyleCarouselSectionRecord' }
    & Pick<ContentAPI.LifestyleCarouselSectionRecord, 'id' | 'heading'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, images: Array<(
      Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
      & { desktop?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, mobile?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
        Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
        & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
      )> }
    )> }
  ) | (
    { __typename: 'MixAndMatchSectionRecord' }
    & Pick<ContentAPI.MixAndMatchSectionRecord, 'id'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )> }
  ) | (
    { __typename: 'NavigationAnchorsSectionRecord' }
    & Pick<ContentAPI.NavigationAnchorsSectionRecord, 'id'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, items: Array<Pick<ContentAPI.AnchorRecord, 'id' | 'label' | 'slug'>> }
  ) | (
    { __typename: 'OldArticleCarouselSectionRecord' }
    & Pick<ContentAPI.OldArticleCarouselSectionRecord, 'id' | 'heading'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, articles: Array<(
      Pick<ContentAPI.ArticleRecord, 'id' | 'slug' | 'heading' | 'intro' | 'publicationDate' | 'timeToRead'>
      & { mainImage?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { desktop?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, mobile?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )>, tags: Array<Pick<ContentAPI.TagRecord, 'id' | 'slug' | 'name'>> }
    )> }
  ) | (
    { __typename: 'PreorderSectionRecord' }
    & Pick<ContentAPI.PreorderSectionRecord, 'id'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )> }
  ) | (
    { __typename: 'ProductAndArticleCarouselSectionRecord' }
    & Pick<ContentAPI.ProductAndArticleCarouselSectionRecord, 'id' | 'heading'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, products: Array<(
      Pick<ContentAPI.ProductRecord, 'id' | 'productId' | 'slug' | 'title' | 'trustpilotId' | 'shortDescription' | 'new'>
      & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>>, color?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }>, imageProductOverall?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }> }
    )>, articles: Array<(
      Pick<ContentAPI.ArticleRecord, 'id' | 'slug' | 'heading' | 'intro' | 'publicationDate' | 'timeToRead'>
      & { mainImage?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { desktop?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, mobile?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )>, tags: Array<Pick<ContentAPI.TagRecord, 'id' | 'slug' | 'name'>> }
    )> }
  ) | (
    { __typename: 'ProductCarouselSectionRecord' }
    & Pick<ContentAPI.ProductCarouselSectionRecord, 'id' | 'heading' | 'useRecommendations'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, products: Array<(
      Pick<ContentAPI.ProductRecord, 'id' | 'productId' | 'slug' | 'title' | 'trustpilotId' | 'shortDescription' | 'new'>
      & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>>, color?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }>, imageProductOverall?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }> }
    )>, button?: ContentAPI.Maybe<(
      Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
      & { entryLink?: ContentAPI.Maybe<(
        { __typename: 'ArticleRecord' }
        & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'CartPageRecord' }
        & Pick<ContentAPI.CartPageRecord, 'id'>
      ) | (
        { __typename: 'CollectionRecord' }
        & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ContactPageRecord' }
        & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'FitblogRecord' }
        & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'HomePageRecord' }
        & Pick<ContentAPI.HomePageRecord, 'id'>
      ) | (
        { __typename: 'PageRecord' }
        & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ProductRecord' }
        & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
        & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
      ) | (
        { __typename: 'ProductsOverviewRecord' }
        & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeOverviewRecord' }
        & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeRecord' }
        & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'ReviewsPageRecord' }
        & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'WholesalePageRecord' }
        & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
      )> }
    )> }
  ) | (
    { __typename: 'ProductUpsellSectionRecord' }
    & Pick<ContentAPI.ProductUpsellSectionRecord, 'id'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )> }
  ) | (
    { __typename: 'ReviewsAnimationSectionRecord' }
    & Pick<ContentAPI.ReviewsAnimationSectionRecord, 'id' | 'heading'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )> }
  ) | (
    { __typename: 'ReviewsListSectionRecord' }
    & Pick<ContentAPI.ReviewsListSectionRecord, 'id' | 'labelReviews' | 'buttonLoadMoreLabel' | 'buttonWriteReviewLabel' | 'reviewType' | 'ratingType'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )> }
  ) | (
    { __typename: 'ReviewsSectionRecord' }
    & Pick<ContentAPI.ReviewsSectionRecord, 'id' | 'heading'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )> }
  ) | (
    { __typename: 'ReviewsTrustWidgetSectionRecord' }
    & Pick<ContentAPI.ReviewsTrustWidgetSectionRecord, 'id' | 'heading' | 'headingLevel' | 'headline' | 'sortingOrder' | 'ctaLabel' | 'ctaHref'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )> }
  ) | (
    { __typename: 'SpacerSectionRecord' }
    & Pick<ContentAPI.SpacerSectionRecord, 'id' | 'heightMobile' | 'heightDesktop'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )> }
  ) | (
    { __typename: 'SpecificationGroupsSectionRecord' }
    & Pick<ContentAPI.SpecificationGroupsSectionRecord, 'id' | 'heading' | 'selectLabel'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, groups: Array<(
      Pick<ContentAPI.SpecificationGroupRecord, 'id' | 'label' | 'defaultOpen'>
      & { items: Array<Pick<ContentAPI.SpecificationItemRecord, 'id' | 'label' | 'value'>> }
    )> }
  ) | (
    { __typename: 'StickerSectionRecord' }
    & Pick<ContentAPI.StickerSectionRecord, 'id'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )> }
  ) | (
    { __typename: 'SubscriptionSectionRecord' }
    & Pick<ContentAPI.SubscriptionSectionRecord, 'id'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )> }
  ) | (
    { __typename: 'SummarySectionRecord' }
    & Pick<ContentAPI.SummarySectionRecord, 'id' | 'heading' | 'truncateAfter' | 'readMoreLabel' | 'readLessLabel'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, content?: ContentAPI.Maybe<(
      Pick<ContentAPI.RichTextField, 'value'>
      & { blocks: Array<(
        { __typename: 'ImageBlockRecord' }
        & Pick<ContentAPI.ImageBlockRecord, 'id'>
        & { image?: ContentAPI.Maybe<(
          Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>
          & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
        )> }
      ) | (
        { __typename: 'TableBlockRecord' }
        & Pick<ContentAPI.TableBlockRecord, 'id' | 'table'>
      )>, links: Array<(
        { __typename: 'ArticleRecord' }
        & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'CartPageRecord' }
        & Pick<ContentAPI.CartPageRecord, 'id'>
      ) | (
        { __typename: 'CollectionRecord' }
        & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ContactPageRecord' }
        & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'FitblogRecord' }
        & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'HomePageRecord' }
        & Pick<ContentAPI.HomePageRecord, 'id'>
      ) | (
        { __typename: 'PageRecord' }
        & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ProductRecord' }
        & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
        & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
      ) | (
        { __typename: 'ProductsOverviewRecord' }
        & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeOverviewRecord' }
        & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeRecord' }
        & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'ReviewsPageRecord' }
        & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'WholesalePageRecord' }
        & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
      )> }
    )> }
  ) | (
    { __typename: 'UspSectionRecord' }
    & Pick<ContentAPI.UspSectionRecord, 'id'>
    & { usps: ContentAPI.UspSectionRecord['items'] }
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )> }
  ) | (
    { __typename: 'VideoPopupSectionRecord' }
    & Pick<ContentAPI.VideoPopupSectionRecord, 'id' | 'heading' | 'buttonLabel' | 'videoUrl'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, cover?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
      & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
        Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
        & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
      )> }
    )>, captions?: ContentAPI.Maybe<Array<(
      Pick<ContentAPI.FileFieldMultiLocaleField, 'locale'>
      & { value?: ContentAPI.Maybe<Pick<ContentAPI.FileField, 'url'>> }
    )>> }
  ) | (
    { __typename: 'VideoSectionRecord' }
    & Pick<ContentAPI.VideoSectionRecord, 'id' | 'heading'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, video?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
      & { video?: ContentAPI.Maybe<(
        Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
        & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
      )> }
    )>, cover?: ContentAPI.Maybe<(
      Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
      & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
        Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
        & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
      )> }
    )>, captions?: ContentAPI.Maybe<Array<(
      Pick<ContentAPI.FileFieldMultiLocaleField, 'locale'>
      & { value?: ContentAPI.Maybe<Pick<ContentAPI.FileField, 'url'>> }
    )>> }
  )>, summary?: ContentAPI.Maybe<(
    { __typename: 'SummarySectionRecord' }
    & Pick<ContentAPI.SummarySectionRecord, 'id' | 'heading' | 'truncateAfter' | 'readMoreLabel' | 'readLessLabel'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, content?: ContentAPI.Maybe<(
      Pick<ContentAPI.RichTextField, 'value'>
      & { blocks: Array<(
        { __typename: 'ImageBlockRecord' }
        & Pick<ContentAPI.ImageBlockRecord, 'id'>
        & { image?: ContentAPI.Maybe<(
          Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>
          & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
        )> }
      ) | (
        { __typename: 'TableBlockRecord' }
        & Pick<ContentAPI.TableBlockRecord, 'id' | 'table'>
      )>, links: Array<(
        { __typename: 'ArticleRecord' }
        & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'CartPageRecord' }
        & Pick<ContentAPI.CartPageRecord, 'id'>
      ) | (
        { __typename: 'CollectionRecord' }
        & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ContactPageRecord' }
        & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'FitblogRecord' }
        & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'HomePageRecord' }
        & Pick<ContentAPI.HomePageRecord, 'id'>
      ) | (
        { __typename: 'PageRecord' }
        & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ProductRecord' }
        & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
        & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
      ) | (
        { __typename: 'ProductsOverviewRecord' }
        & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeOverviewRecord' }
        & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeRecord' }
        & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'ReviewsPageRecord' }
        & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'WholesalePageRecord' }
        & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
      )> }
    )> }
  )>, benefits?: ContentAPI.Maybe<(
    { __typename: 'BenefitsSectionRecord' }
    & Pick<ContentAPI.BenefitsSectionRecord, 'id' | 'heading' | 'readMoreLabel' | 'readLessLabel' | 'openByDefault'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, items: Array<(
      Pick<ContentAPI.BenefitRecord, 'id' | 'title' | 'text'>
      & { image?: ContentAPI.Maybe<(
        Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'title' | 'width' | 'height' | 'mimeType'>
        & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>>, video?: ContentAPI.Maybe<(
          Pick<ContentAPI.UploadVideoField, 'streamingUrl' | 'thumbnailUrl' | 'duration' | 'framerate'>
          & { mp4High: ContentAPI.UploadVideoField['mp4Url'], mp4Medium: ContentAPI.UploadVideoField['mp4Url'], mp4Low: ContentAPI.UploadVideoField['mp4Url'] }
        )> }
      )> }
    )> }
  )>, specificationGroups?: ContentAPI.Maybe<(
    { __typename: 'SpecificationGroupsSectionRecord' }
    & Pick<ContentAPI.SpecificationGroupsSectionRecord, 'id' | 'heading' | 'selectLabel'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, groups: Array<(
      Pick<ContentAPI.SpecificationGroupRecord, 'id' | 'label' | 'defaultOpen'>
      & { items: Array<Pick<ContentAPI.SpecificationItemRecord, 'id' | 'label' | 'value'>> }
    )> }
  )>, faq?: ContentAPI.Maybe<(
    { __typename: 'FaqSectionRecord' }
    & Pick<ContentAPI.FaqSectionRecord, 'id' | 'headline' | 'heading' | 'headingTag' | 'initialAmount' | 'paginateAmount' | 'responsive' | 'showMoreLabel'>
    & { settings?: ContentAPI.Maybe<(
      Pick<ContentAPI.SectionSettingsRecord, 'id' | 'marginTopMobile' | 'marginBottomMobile' | 'marginTopDesktop' | 'marginBottomDesktop' | 'paddingTopMobile' | 'paddingBottomMobile' | 'paddingTopDesktop' | 'paddingBottomDesktop' | 'visibility'>
      & { backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, textColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>> }
    )>, blocks: Array<(
      Pick<ContentAPI.FaqBlockRecord, 'id' | 'question'>
      & { answer?: ContentAPI.Maybe<(
        Pick<ContentAPI.RichTextField, 'value'>
        & { blocks: Array<(
          { __typename: 'ImageBlockRecord' }
          & Pick<ContentAPI.ImageBlockRecord, 'id'>
          & { image?: ContentAPI.Maybe<(
            Pick<ContentAPI.FileField, 'id' | 'url' | 'alt' | 'width' | 'height'>
            & { responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }
          )> }
        ) | (
          { __typename: 'TableBlockRecord' }
          & Pick<ContentAPI.TableBlockRecord, 'id' | 'table'>
        )>, links: Array<(
          { __typename: 'ArticleRecord' }
          & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'CartPageRecord' }
          & Pick<ContentAPI.CartPageRecord, 'id'>
        ) | (
          { __typename: 'CollectionRecord' }
          & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ContactPageRecord' }
          & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'FitblogRecord' }
          & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'HomePageRecord' }
          & Pick<ContentAPI.HomePageRecord, 'id'>
        ) | (
          { __typename: 'PageRecord' }
          & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'ProductRecord' }
          & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
          & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
        ) | (
          { __typename: 'ProductsOverviewRecord' }
          & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeOverviewRecord' }
          & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
        ) | (
          { __typename: 'RecipeRecord' }
          & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
          & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
        ) | (
          { __typename: 'ReviewsPageRecord' }
          & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
        ) | (
          { __typename: 'WholesalePageRecord' }
          & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
        )> }
      )> }
    )> }
  )> }
);

export type ServiceCardFragment = (
  Pick<ContentAPI.ServiceCardRecord, 'id' | 'heading' | 'text'>
  & { link?: ContentAPI.Maybe<(
    Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
    & { entryLink?: ContentAPI.Maybe<(
      { __typename: 'ArticleRecord' }
      & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
      & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
    ) | (
      { __typename: 'CartPageRecord' }
      & Pick<ContentAPI.CartPageRecord, 'id'>
    ) | (
      { __typename: 'CollectionRecord' }
      & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'ContactPageRecord' }
      & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'FitblogRecord' }
      & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'HomePageRecord' }
      & Pick<ContentAPI.HomePageRecord, 'id'>
    ) | (
      { __typename: 'PageRecord' }
      & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'ProductRecord' }
      & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
      & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
    ) | (
      { __typename: 'ProductsOverviewRecord' }
      & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
    ) | (
      { __typename: 'RecipeOverviewRecord' }
      & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
    ) | (
      { __typename: 'RecipeRecord' }
      & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
      & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
    ) | (
      { __typename: 'ReviewsPageRecord' }
      & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'WholesalePageRecord' }
      & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
    )> }
  )> }
);

export type ServiceFaqFragment = (
  Pick<ContentAPI.FaqBlockRecord, 'id' | 'question'>
  & { answer?: ContentAPI.Maybe<Pick<ContentAPI.RichTextField, 'value'>> }
);

export type ContactServiceFragment = (
  Pick<ContentAPI.ContactPageRecord, 'faqHeading' | 'ctaHeading' | 'ctaText'>
  & { serviceCards: Array<(
    Pick<ContentAPI.ServiceCardRecord, 'id' | 'heading' | 'text'>
    & { link?: ContentAPI.Maybe<(
      Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
      & { entryLink?: ContentAPI.Maybe<(
        { __typename: 'ArticleRecord' }
        & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'CartPageRecord' }
        & Pick<ContentAPI.CartPageRecord, 'id'>
      ) | (
        { __typename: 'CollectionRecord' }
        & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ContactPageRecord' }
        & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'FitblogRecord' }
        & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'HomePageRecord' }
        & Pick<ContentAPI.HomePageRecord, 'id'>
      ) | (
        { __typename: 'PageRecord' }
        & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ProductRecord' }
        & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
        & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
      ) | (
        { __typename: 'ProductsOverviewRecord' }
        & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeOverviewRecord' }
        & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeRecord' }
        & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'ReviewsPageRecord' }
        & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'WholesalePageRecord' }
        & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
      )> }
    )> }
  )>, openingHours: Array<Pick<ContentAPI.OpeningHoursRecord, 'id' | 'days' | 'hours'>>, faqs: Array<(
    Pick<ContentAPI.FaqBlockRecord, 'id' | 'question'>
    & { answer?: ContentAPI.Maybe<Pick<ContentAPI.RichTextField, 'value'>> }
  )>, cta?: ContentAPI.Maybe<(
    Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
    & { entryLink?: ContentAPI.Maybe<(
      { __typename: 'ArticleRecord' }
      & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
      & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
    ) | (
      { __typename: 'CartPageRecord' }
      & Pick<ContentAPI.CartPageRecord, 'id'>
    ) | (
      { __typename: 'CollectionRecord' }
      & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'ContactPageRecord' }
      & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'FitblogRecord' }
      & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'HomePageRecord' }
      & Pick<ContentAPI.HomePageRecord, 'id'>
    ) | (
      { __typename: 'PageRecord' }
      & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'ProductRecord' }
      & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
      & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
    ) | (
      { __typename: 'ProductsOverviewRecord' }
      & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
    ) | (
      { __typename: 'RecipeOverviewRecord' }
      & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
    ) | (
      { __typename: 'RecipeRecord' }
      & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
      & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
    ) | (
      { __typename: 'ReviewsPageRecord' }
      & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'WholesalePageRecord' }
      & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
    )> }
  )> }
);

export type WholesaleServiceFragment = (
  Pick<ContentAPI.WholesalePageRecord, 'faqHeading' | 'ctaHeading' | 'ctaText'>
  & { serviceCards: Array<(
    Pick<ContentAPI.ServiceCardRecord, 'id' | 'heading' | 'text'>
    & { link?: ContentAPI.Maybe<(
      Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
      & { entryLink?: ContentAPI.Maybe<(
        { __typename: 'ArticleRecord' }
        & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'CartPageRecord' }
        & Pick<ContentAPI.CartPageRecord, 'id'>
      ) | (
        { __typename: 'CollectionRecord' }
        & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ContactPageRecord' }
        & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'FitblogRecord' }
        & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'HomePageRecord' }
        & Pick<ContentAPI.HomePageRecord, 'id'>
      ) | (
        { __typename: 'PageRecord' }
        & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ProductRecord' }
        & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
        & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
      ) | (
        { __typename: 'ProductsOverviewRecord' }
        & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeOverviewRecord' }
        & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeRecord' }
        & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'ReviewsPageRecord' }
        & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'WholesalePageRecord' }
        & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
      )> }
    )> }
  )>, openingHours: Array<Pick<ContentAPI.OpeningHoursRecord, 'id' | 'days' | 'hours'>>, faqs: Array<(
    Pick<ContentAPI.FaqBlockRecord, 'id' | 'question'>
    & { answer?: ContentAPI.Maybe<Pick<ContentAPI.RichTextField, 'value'>> }
  )>, cta?: ContentAPI.Maybe<(
    Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
    & { entryLink?: ContentAPI.Maybe<(
      { __typename: 'ArticleRecord' }
      & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
      & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
    ) | (
      { __typename: 'CartPageRecord' }
      & Pick<ContentAPI.CartPageRecord, 'id'>
    ) | (
      { __typename: 'CollectionRecord' }
      & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'ContactPageRecord' }
      & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'FitblogRecord' }
      & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'HomePageRecord' }
      & Pick<ContentAPI.HomePageRecord, 'id'>
    ) | (
      { __typename: 'PageRecord' }
      & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'ProductRecord' }
      & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
      & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
    ) | (
      { __typename: 'ProductsOverviewRecord' }
      & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
    ) | (
      { __typename: 'RecipeOverviewRecord' }
      & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
    ) | (
      { __typename: 'RecipeRecord' }
      & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
      & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
    ) | (
      { __typename: 'ReviewsPageRecord' }
      & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'WholesalePageRecord' }
      & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
    )> }
  )> }
);

export type PageServiceFragment = (
  Pick<ContentAPI.PageRecord, 'faqHeading' | 'ctaHeading' | 'ctaText'>
  & { serviceCards: Array<(
    Pick<ContentAPI.ServiceCardRecord, 'id' | 'heading' | 'text'>
    & { link?: ContentAPI.Maybe<(
      Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
      & { entryLink?: ContentAPI.Maybe<(
        { __typename: 'ArticleRecord' }
        & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'CartPageRecord' }
        & Pick<ContentAPI.CartPageRecord, 'id'>
      ) | (
        { __typename: 'CollectionRecord' }
        & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ContactPageRecord' }
        & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'FitblogRecord' }
        & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'HomePageRecord' }
        & Pick<ContentAPI.HomePageRecord, 'id'>
      ) | (
        { __typename: 'PageRecord' }
        & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'ProductRecord' }
        & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
        & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
      ) | (
        { __typename: 'ProductsOverviewRecord' }
        & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeOverviewRecord' }
        & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
      ) | (
        { __typename: 'RecipeRecord' }
        & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
        & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
      ) | (
        { __typename: 'ReviewsPageRecord' }
        & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
      ) | (
        { __typename: 'WholesalePageRecord' }
        & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
      )> }
    )> }
  )>, openingHours: Array<Pick<ContentAPI.OpeningHoursRecord, 'id' | 'days' | 'hours'>>, faqs: Array<(
    Pick<ContentAPI.FaqBlockRecord, 'id' | 'question'>
    & { answer?: ContentAPI.Maybe<Pick<ContentAPI.RichTextField, 'value'>> }
  )>, cta?: ContentAPI.Maybe<(
    Pick<ContentAPI.ButtonLinkRecord, 'id' | 'label' | 'url' | 'openInNewTab' | 'useEntryLink'>
    & { entryLink?: ContentAPI.Maybe<(
      { __typename: 'ArticleRecord' }
      & Pick<ContentAPI.ArticleRecord, 'id' | 'slug'>
      & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
    ) | (
      { __typename: 'CartPageRecord' }
      & Pick<ContentAPI.CartPageRecord, 'id'>
    ) | (
      { __typename: 'CollectionRecord' }
      & Pick<ContentAPI.CollectionRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'ContactPageRecord' }
      & Pick<ContentAPI.ContactPageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'FitblogRecord' }
      & Pick<ContentAPI.FitblogRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'HomePageRecord' }
      & Pick<ContentAPI.HomePageRecord, 'id'>
    ) | (
      { __typename: 'PageRecord' }
      & Pick<ContentAPI.PageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'ProductRecord' }
      & Pick<ContentAPI.ProductRecord, 'id' | 'slug'>
      & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>> }
    ) | (
      { __typename: 'ProductsOverviewRecord' }
      & Pick<ContentAPI.ProductsOverviewRecord, 'id'>
    ) | (
      { __typename: 'RecipeOverviewRecord' }
      & Pick<ContentAPI.RecipeOverviewRecord, 'id'>
    ) | (
      { __typename: 'RecipeRecord' }
      & Pick<ContentAPI.RecipeRecord, 'id' | 'slug'>
      & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
    ) | (
      { __typename: 'ReviewsPageRecord' }
      & Pick<ContentAPI.ReviewsPageRecord, 'id' | 'slug'>
    ) | (
      { __typename: 'WholesalePageRecord' }
      & Pick<ContentAPI.WholesalePageRecord, 'id' | 'slug'>
    )> }
  )> }
);

export type VitaminTestQueryVariables = ContentAPI.Exact<{
  locale: ContentAPI.SiteLocale;
  fallbackLocales?: ContentAPI.InputMaybe<Array<ContentAPI.SiteLocale> | ContentAPI.SiteLocale>;
}>;


export type VitaminTestQuery = { page?: ContentAPI.Maybe<(
    Pick<ContentAPI.PageRecord, 'id' | 'title' | 'intro' | 'body'>
    & { seo: Array<Pick<ContentAPI.Tag, 'tag' | 'attributes' | 'content'>> }
  )>, vitaminTest?: ContentAPI.Maybe<(
    Pick<ContentAPI.VitaminTestRecord, 'id' | 'submitLabel'>
    & { questions: Array<(
      Pick<ContentAPI.VitaminTestQuestionRecord, 'id' | 'key' | 'question'>
      & { answers: Array<(
        Pick<ContentAPI.VitaminTestAnswerRecord, 'id' | 'value' | 'label'>
        & { recommends: Array<Pick<ContentAPI.VitaminTestResultRecord, 'slug'>> }
      )> }
    )> }
  )> };

export type VitaminTestResultQueryVariables = ContentAPI.Exact<{
  locale: ContentAPI.SiteLocale;
  fallbackLocales?: ContentAPI.InputMaybe<Array<ContentAPI.SiteLocale> | ContentAPI.SiteLocale>;
  slug: ContentAPI.Scalars['String']['input'];
}>;


export type VitaminTestResultQuery = { page?: ContentAPI.Maybe<Pick<ContentAPI.PageRecord, 'id' | 'title'>>, vitaminTestResult?: ContentAPI.Maybe<(
    Pick<ContentAPI.VitaminTestResultRecord, 'id' | 'slug' | 'heading' | 'text'>
    & { products: Array<(
      Pick<ContentAPI.ProductRecord, 'id' | 'productId' | 'slug' | 'title' | 'shortDescription' | 'new'>
      & { collection?: ContentAPI.Maybe<Pick<ContentAPI.CollectionRecord, 'slug'>>, backgroundColor?: ContentAPI.Maybe<Pick<ContentAPI.ColorField, 'hex'>>, image?: ContentAPI.Maybe<{ responsiveImage?: ContentAPI.Maybe<Pick<ContentAPI.ResponsiveImage, 'src' | 'width' | 'height' | 'alt' | 'bgColor'>> }> }
    )> }
  )> };

export type ContentSitemapQueryVariables = ContentAPI.Exact<{
  locale: ContentAPI.SiteLocale;
  fallbackLocales?: ContentAPI.InputMaybe<Array<ContentAPI.SiteLocale> | ContentAPI.SiteLocale>;
}>;


export type ContentSitemapQuery = { articles: Array<(
    Pick<ContentAPI.ArticleRecord, 'slug' | '_updatedAt'>
    & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
  )>, recipes: Array<(
    Pick<ContentAPI.RecipeRecord, 'slug' | '_updatedAt'>
    & { tags: Array<Pick<ContentAPI.TagRecord, 'slug'>> }
  )>, pages: Array<Pick<ContentAPI.PageRecord, 'slug' | '_updatedAt'>> };

interface GeneratedQueryTypes {
  "#graphql\n  query AnnouncementBar($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {\n    announcementBar(locale: $locale, fallbackLocales: $fallbackLocales) {\n      showAnnouncementBar\n      homepageOnly\n      content\n      items {\n        id\n        content\n        enabled\n        link { ...ButtonLink }\n        settings {\n          day\n          startTime\n          endTime\n        }\n      }\n      animationDuration\n      animationType\n      overwritePageSettings\n      backgroundColor { hex }\n      textColor { hex }\n      backgroundMedia {\n        mimeType\n        url(imgixParams: {w: 1920, h: 96, fit: crop, auto: format})\n        video {\n          mp4Low: mp4Url(res: low)\n          thumbnailUrl(format: jpg)\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ButtonLink on ButtonLinkRecord {\n    id\n    label\n    url\n    openInNewTab\n    useEntryLink\n    entryLink { ...LinkTarget }\n  }\n  #graphql\n  fragment LinkTarget on LinkTargetUnion {\n    __typename\n    ... on HomePageRecord { id }\n    ... on ProductsOverviewRecord { id }\n    ... on CartPageRecord { id }\n    ... on RecipeOverviewRecord { id }\n    ... on CollectionRecord { id slug }\n    ... on ProductRecord { id slug collection { slug } }\n    ... on ArticleRecord { id slug tags { slug } }\n    ... on RecipeRecord { id slug tags { slug } }\n    ... on FitblogRecord { id slug }\n    ... on PageRecord { id slug }\n    ... on ReviewsPageRecord { id slug }\n    ... on ContactPageRecord { id slug }\n    ... on WholesalePageRecord { id slug }\n  }\n\n\n": {return: AnnouncementBarQuery, variables: AnnouncementBarQueryVariables},
  "#graphql\n  query CartProducts($locale: SiteLocale!, $fallbackLocales: [SiteLocale!], $productIds: [String], $first: IntType) {\n    allProducts(\n      locale: $locale\n      fallbackLocales: $fallbackLocales\n      filter: {productId: {in: $productIds}}\n      first: $first\n    ) {\n      ...CartProductContent\n      cartUpsellBlock {\n        ...CartProductContent\n      }\n    }\n  }\n\n  fragment CartProductContent on ProductRecord {\n    id\n    productId\n    title\n    slug\n    collection { slug }\n    color { hex }\n    backgroundColor { hex }\n    image { ...CartThumbnail }\n    variants {\n      id\n      variantId\n      slug\n      name\n      isSoldOut\n      color { hex }\n      image { ...CartThumbnail }\n      optionsDisplaySettings {\n        __typename\n        ... on FlavourRecord {\n          id\n          name\n          colour { hex }\n          secondaryColor { hex }\n          productBackgroundColor { hex }\n        }\n        ... on SizeRecord {\n          id\n          size\n          unit\n          servings\n          servingsLabel\n        }\n      }\n    }\n  }\n\n  fragment CartThumbnail on FileField {\n    id\n    responsiveImage(imgixParams: {w: 160, h: 160, fit: crop, auto: format}) {\n      ...ResponsiveImageParts\n    }\n  }\n  #graphql\n  fragment ResponsiveImageParts on ResponsiveImage {\n    src\n    width\n    height\n    alt\n    bgColor\n  }\n\n": {return: CartProductsQuery, variables: CartProductsQueryVariables},
  "#graphql\n  query CartSettings($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {\n    cartSettings(locale: $locale, fallbackLocales: $fallbackLocales) {\n      id\n      freeGiftThreshold\n      freeGiftHeading\n      freeGifts {\n        id\n        title\n        variantId\n        image { ...CartThumbnail }\n      }\n    }\n  }\n\n  fragment CartThumbnail on FileField {\n    id\n    responsiveImage(imgixParams: {w: 160, h: 160, fit: crop, auto: format}) {\n      ...ResponsiveImageParts\n    }\n  }\n  #graphql\n  fragment ResponsiveImageParts on ResponsiveImage {\n    src\n    width\n    height\n    alt\n    bgColor\n  }\n\n": {return: CartSettingsQuery, variables: CartSettingsQueryVariables},
  "#graphql\n  query ProductsOverview($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {\n    productsOverview(locale: $locale, fallbackLocales: $fallbackLocales) {\n      id\n      title\n      heading\n      intro\n      seo: _seoMetaTags(locale: $locale) { tag attributes content }\n      collections {\n        id\n        slug\n        title\n        description\n        color { hex }\n        backgroundColor { hex }\n        image {\n          responsiveImage(imgixParams: {w: 600, h: 600, fit: crop, auto: format}) {\n            ...ResponsiveImageParts\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ResponsiveImageParts on ResponsiveImage {\n    src\n    width\n    height\n    alt\n    bgColor\n  }\n\n": {return: ProductsOverviewQuery, variables: ProductsOverviewQueryVariables},
  "#graphql\n  query CollectionContent($locale: SiteLocale!, $fallbackLocales: [SiteLocale!], $slug: String!) {\n    collection(locale: $locale, fallbackLocales: $fallbackLocales, filter: {slug: {eq: $slug}}) {\n      id\n      slug\n      title\n      description\n      color { hex }\n      backgroundColor { hex }\n      textColor { hex }\n      seo: _seoMetaTags(locale: $locale) { tag attributes content }\n    }\n  }\n": {return: CollectionContentQuery, variables: CollectionContentQueryVariables},
  "#graphql\n  query ProductCardsContent($locale: SiteLocale!, $fallbackLocales: [SiteLocale!], $productIds: [String]) {\n    allProducts(locale: $locale, fallbackLocales: $fallbackLocales, first: 100, filter: {productId: {in: $productIds}}) {\n      id\n      productId\n      shortDescription\n      new\n      trustpilotId\n      backgroundColor { hex }\n      imageProductOverall {\n        responsiveImage(imgixParams: {w: 600, h: 600, fit: crop, auto: format}) {\n          ...ResponsiveImageParts\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ResponsiveImageParts on ResponsiveImage {\n    src\n    width\n    height\n    alt\n    bgColor\n  }\n\n": {return: ProductCardsContentQuery, variables: ProductCardsContentQueryVariables},
  "#graphql\n  query ProductContent($locale: SiteLocale!, $fallbackLocales: [SiteLocale!], $slug: String!) {\n    product(locale: $locale, fallbackLocales: $fallbackLocales, filter: {slug: {eq: $slug}}) {\n      id\n      productId\n      slug\n      title\n      shortDescription\n      gtin\n      noIndex\n      noIndexLocalized\n      collection { slug title }\n      seo: _seoMetaTags(locale: $locale) { tag attributes content }\n      patternSvg { url }\n      patternSvgMobile { url }\n      sticker {\n        id\n        value\n        valueSize\n        margin\n        copy\n        copySize\n        offsetY\n        backgroundColor { hex }\n        textColor { hex }\n      }\n      calendlyConsult { ...BookingConsult }\n      showCompanyInfo\n      showCustomerService\n      mixAndMatch { ...MixAndMatchParts }\n      upsell { ...UpsellParts }\n      ...ProductPurchase\n      ...ProductSections\n    }\n  }\n  #graphql\n  fragment ProductPurchase on ProductRecord {\n    id\n    title\n    new\n    isSoldOut\n    preorderProduct\n    initialTab\n    priceNote\n    discountNote\n    variantsHeading\n    variantsHidden\n    selectTitleVariantSize\n    trustpilotId\n    proteinBarPackage\n    variantsFootnoteContent {\n      value\n      blocks { __typename }\n      links { __typename }\n    }\n    color { hex }\n    backgroundColor { hex }\n    pageBackgroundColor { hex }\n    pageForegroundColor { hex }\n    pageTextColor { hex }\n    breadcrumbsColor { hex }\n    image { ...PurchasePageImage }\n    imageProductDetail { ...PurchasePageImage }\n    additionalImages { ...PurchasePageImage }\n    buttonKsps { id text icon { ...PurchaseIcon } }\n    specsSubheading\n    specs { id unitName unitMeasurement unitAmount }\n    paymentNotes { ...PurchasePaymentNote }\n    paymentSubscriptionNotes { ...PurchasePaymentNote }\n    deliveryCode {\n      id\n      enabled\n      setting\n      regularDeliveryLabel\n      nextBusinessDayDeliveryLabel\n      icon { ...PurchaseIcon }\n    }\n    subscriptionCopy\n    subscriptionImage { ...PurchasePageImage }\n    variants {\n      id\n      variantId\n      slug\n      name\n      trustpilotId\n      isRepeatHidden\n      isSoldOut\n      preorderProduct\n      priceNote\n      discountNote\n      color { hex }\n      pageBackgroundColor { hex }\n      pageForegroundColor { hex }\n      pageTextColor { hex }\n      breadcrumbsColor { hex }\n      labelBackgroundColor { hex }\n      labelTextColor { hex }\n      image { ...PurchasePageImage }\n      imageLocalized { ...PurchasePageImage }\n      additionalImages { ...PurchasePageImage }\n      customSelectThumbnail { ...PurchaseThumbnail }\n      optionsDisplaySettings {\n        __typename\n        ... on FlavourRecord {\n          id\n          name\n          colour { hex }\n          secondaryColor { hex }\n          productBackgroundColor { hex }\n          addFootnote\n          thumbnail { ...PurchaseThumbnail }\n          selectOption { ...PurchaseSelectOption }\n        }\n        ... on SizeRecord {\n          id\n          size\n          unit\n          servings\n          servingsLabel\n          suitableFor\n          defaultNote\n          addFootnote\n          selectOption { ...PurchaseSelectOption }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment PurchasePageImage on FileField {\n    id\n    responsiveImage(imgixParams: {w: 600, h: 600, fit: crop, auto: format}) {\n      ...ResponsiveImageParts\n    }\n  }\n\n  fragment PurchaseThumbnail on FileField {\n    id\n    responsiveImage(imgixParams: {w: 96, h: 96, fit: crop, auto: format}) {\n      ...ResponsiveImageParts\n    }\n  }\n\n  fragment PurchaseIcon on FileField {\n    id\n    # Icons show at 20-40 px: a 96 px rendition (3x) instead of the editor's upload (often 1600 px).\n    url(imgixParams: {w: 96, h: 96, fit: max, auto: format})\n    alt\n    width\n    height\n  }\n\n  fragment PurchaseSelectOption on SelectOptionRecord {\n    id\n    shape\n    showBorder\n    showShadow\n    media { ...PurchaseThumbnail }\n  }\n\n  fragment PurchasePaymentNote on PaymentNoteRecord {\n    id\n    label\n    productPage\n    icon { ...PurchaseIcon }\n  }\n\n  #graphql\n  fragment ResponsiveImageParts on ResponsiveImage {\n    src\n    width\n    height\n    alt\n    bgColor\n  }\n\n\n  #graphql\n  fragment ProductSections on ProductRecord {\n    id\n    newPdpSectionsFormat\n    sections { ...Sections }\n    # Legacy layout (newPdpSectionsFormat false): these four, in this order.\n    summary { ...SummarySection }\n    benefits { ...BenefitsSection }\n    specificationGroups { ...SpecificationGroupsSection }\n    faq { ...FaqSection }\n  }\n  #graphql\n  fragment Sections on SectionUnion {\n    __typename\n    ... on HeroSectionRecord {\n      id\n      settings { ...SectionSettings }\n      headline\n      heading\n      # Aliased: other members' body is rich text (fields of one name must agree in type across a union).\n      text: body\n      backgroundColor { hex }\n      textColor { hex }\n      image {\n        responsiveImage(imgixParams: {w: 1440, h: 720, fit: crop, auto: format}) {\n          ...ResponsiveImageParts\n        }\n      }\n      button { ...ButtonLink }\n    }\n    ... on CollectionGridSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n      collections {\n        id\n        slug\n        title\n        color { hex }\n        backgroundColor { hex }\n        image {\n          responsiveImage(imgixParams: {w: 600, h: 600, fit: crop, auto: format}) {\n            ...ResponsiveImageParts\n          }\n        }\n      }\n    }\n    ... on ArticleCarouselSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n      articles {\n        ...SectionArticle\n        mainImage {\n          responsiveImage(imgixParams: {w: 600, h: 400, fit: crop, auto: format}) {\n            ...ResponsiveImageParts\n          }\n        }\n      }\n    }\n    ... on UspSectionRecord {\n      id\n      settings { ...SectionSettings }\n      # Aliased like the hero's body: other members' items are records.\n      usps: items\n    }\n    ... on ContentBlockSectionRecord {\n      id\n      settings { ...SectionSettings }\n      mediaPosition\n      content { ...ContentBlock }\n      media {\n        ...MediaFileParts\n        responsiveImage(imgixParams: {w: 1200, h: 900, fit: crop, auto: format}) {\n          ...ResponsiveImageParts\n        }\n      }\n    }\n    ... on SummarySectionRecord { ...SummarySection }\n    ... on BenefitsSectionRecord { ...BenefitsSection }\n    ... on SpecificationGroupsSectionRecord { ...SpecificationGroupsSection }\n    ... on NavigationAnchorsSectionRecord {\n      id\n      settings { ...SectionSettings }\n      items { id label slug }\n    }\n    ... on HeroGridSectionRecord {\n      id\n      settings { ...SectionSettings }\n      mobileVariant\n      hideTrustpilot\n      mainItem { ...HeroGridItem }\n      items { ...HeroGridItem }\n    }\n    ... on LifestyleCarouselSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n      images { ...CarouselMedia }\n    }\n    ... on ProductCarouselSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n      useRecommendations\n      products { ...SectionProduct }\n      button { ...ButtonLink }\n    }\n    ... on ProductAndArticleCarouselSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n      products { ...SectionProduct }\n      articles {\n        ...SectionArticle\n        mainImage { ...CarouselMedia }\n      }\n    }\n    ... on ArticleHighlightSectionRecord {\n      id\n      settings { ...SectionSettings }\n      headline\n      buttonLabel\n      article {\n        ...SectionArticle\n        mainImage {\n          ...MediaFileParts\n          # Not a §9 size: the article page's own main image size, so the CDN serves one rendition.\n          responsiveImage(imgixParams: {w: 1200, h: 675, fit: crop, auto: format}) {\n            ...ResponsiveImageParts\n          }\n        }\n      }\n    }\n    ... on ContentImageSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n      imagePosition\n      body { ...RichTextParts }\n      image {\n        ...MediaFileParts\n        responsiveImage(imgixParams: {w: 1380, h: 1800, fit: crop, auto: format}) {\n          ...ResponsiveImageParts\n        }\n      }\n      imageMobile {\n        ...MediaFileParts\n        responsiveImage(imgixParams: {w: 750, fit: max, auto: format}) {\n          ...ResponsiveImageParts\n        }\n      }\n      backgroundImage {\n        ...MediaFileParts\n        responsiveImage(imgixParams: {w: 768, h: 254, fit: crop, auto: format}) {\n          ...ResponsiveImageParts\n        }\n      }\n    }\n    ... on SpacerSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heightMobile\n      heightDesktop\n    }\n    ... on OldArticleCarouselSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n      articles {\n        ...SectionArticle\n        mainImage {\n          ...MediaFileParts\n          desktop: responsiveImage(imgixParams: {w: 1200, h: 1200, fit: crop, auto: format}) {\n            ...ResponsiveImageParts\n          }\n          mobile: responsiveImage(imgixParams: {w: 700, h: 700, fit: crop, auto: format}) {\n            ...ResponsiveImageParts\n          }\n        }\n      }\n    }\n    ... on ReviewsTrustWidgetSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n      headingLevel\n      headline\n      sortingOrder\n      ctaLabel\n      ctaHref\n    }\n    ... on FaqSectionRecord { ...FaqSection }\n    ... on ReviewsSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n    }\n    ... on ReviewsListSectionRecord {\n      id\n      settings { ...SectionSettings }\n      labelReviews\n      buttonLoadMoreLabel\n      buttonWriteReviewLabel\n      reviewType\n      ratingType\n    }\n    ... on ReviewsAnimationSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n    }\n    ... on VideoSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n      video { ...MediaFileParts }\n      cover { ...VideoCover }\n      # Every language's captions: the market's is the default track, the others can be chosen.\n      captions: _allCaptionsLocales { locale value { url } }\n    }\n    ... on VideoPopupSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n      buttonLabel\n      videoUrl\n      cover { ...VideoCover }\n      captions: _allCaptionsLocales { locale value { url } }\n    }\n    # Placement markers: the product-level content they show comes from the page (ProductSections slots).\n    ... on StickerSectionRecord { id settings { ...SectionSettings } }\n    ... on MixAndMatchSectionRecord { id settings { ...SectionSettings } }\n    ... on ProductUpsellSectionRecord { id settings { ...SectionSettings } }\n    ... on CompanyInfoSectionRecord { id settings { ...SectionSettings } }\n    ... on CustomerServiceSectionRecord { id settings { ...SectionSettings } }\n    ... on BookingConsultSectionRecord { id settings { ...SectionSettings } }\n    ... on SubscriptionSectionRecord { id settings { ...SectionSettings } }\n    ... on DeliveryCodeSectionRecord { id settings { ...SectionSettings } }\n    ... on PreorderSectionRecord { id settings { ...SectionSettings } }\n  }\n  #graphql\n  fragment SummarySection on SummarySectionRecord {\n    __typename\n    id\n    settings { ...SectionSettings }\n    heading\n    content { ...RichTextParts }\n    truncateAfter\n    readMoreLabel\n    readLessLabel\n  }\n  fragment BenefitsSection on BenefitsSectionRecord {\n    __typename\n    id\n    settings { ...SectionSettings }\n    heading\n    readMoreLabel\n    readLessLabel\n    openByDefault\n    items {\n      id\n      title\n      text\n      image {\n        ...MediaFileParts\n        responsiveImage(imgixParams: {w: 320, h: 320, fit: crop, auto: format}) {\n          ...ResponsiveImageParts\n        }\n      }\n    }\n  }\n  fragment SpecificationGroupsSection on SpecificationGroupsSectionRecord {\n    __typename\n    id\n    settings { ...SectionSettings }\n    heading\n    selectLabel\n    groups {\n      id\n      label\n      defaultOpen\n      items { id label value }\n    }\n  }\n  fragment FaqSection on FaqSectionRecord {\n    __typename\n    id\n    settings { ...SectionSettings }\n    headline\n    heading\n    headingTag\n    initialAmount\n    paginateAmount\n    responsive\n    showMoreLabel\n    blocks {\n      id\n      question\n      answer { ...RichTextParts }\n    }\n  }\n  fragment HeroGridItem on HeroGridItemRecord {\n    id\n    heading\n    text\n    media {\n      ...MediaFileParts\n      responsiveImage(imgixParams: {w: 800, h: 800, fit: crop, auto: format}) {\n        ...ResponsiveImageParts\n      }\n    }\n  }\n  fragment CarouselMedia on FileField {\n    ...MediaFileParts\n    desktop: responsiveImage(imgixParams: {w: 800, h: 800, fit: crop, auto: format}) {\n      ...ResponsiveImageParts\n    }\n    mobile: responsiveImage(imgixParams: {w: 600, h: 600, fit: crop, auto: format}) {\n      ...ResponsiveImageParts\n    }\n  }\n  fragment VideoCover on FileField {\n    ...MediaFileParts\n    responsiveImage(imgixParams: {w: 570, h: 321, fit: crop, auto: format}) {\n      ...ResponsiveImageParts\n    }\n  }\n\n  #graphql\n  fragment SectionProduct on ProductRecord {\n    id\n    productId\n    slug\n    title\n    trustpilotId\n    shortDescription\n    new\n    collection { slug }\n    color { hex }\n    backgroundColor { hex }\n    image {\n      # §9 carousel 800x800; its srcset's 0.75 candidate is the 600x600 mobile size.\n      responsiveImage(imgixParams: {w: 800, h: 800, fit: crop, auto: format}) {\n        ...ResponsiveImageParts\n      }\n    }\n    imageProductOverall {\n      # §9 carousel 800x800; its srcset's 0.75 candidate is the 600x600 mobile size.\n      responsiveImage(imgixParams: {w: 800, h: 800, fit: crop, auto: format}) {\n        ...ResponsiveImageParts\n      }\n    }\n  }\n  fragment SectionArticle on ArticleRecord {\n    id\n    slug\n    heading\n    intro\n    publicationDate\n    timeToRead\n    tags { id slug name }\n  }\n\n  #graphql\n  fragment SectionSettings on SectionSettingsRecord {\n    id\n    backgroundColor { hex }\n    textColor { hex }\n    marginTopMobile\n    marginBottomMobile\n    marginTopDesktop\n    marginBottomDesktop\n    paddingTopMobile\n    paddingBottomMobile\n    paddingTopDesktop\n    paddingBottomDesktop\n    visibility\n  }\n\n  #graphql\n  fragment ContentBlock on ContentBlockRecord {\n    id\n    headline\n    heading\n    headingDesktop\n    body { ...RichTextParts }\n    bodyFontWeight\n    primaryButton {\n      id\n      label\n      color\n      variant\n      size\n      uppercase\n      link { ...ButtonLink }\n    }\n  }\n\n  #graphql\n  fragment MediaFileParts on FileField {\n    id\n    url\n    alt\n    title\n    width\n    height\n    mimeType\n    video { ...UploadVideoParts }\n  }\n  fragment UploadVideoParts on UploadVideoField {\n    streamingUrl\n    thumbnailUrl(format: jpg)\n    mp4High: mp4Url(res: high)\n    mp4Medium: mp4Url(res: medium)\n    mp4Low: mp4Url(res: low)\n    duration\n    framerate\n  }\n\n  #graphql\n  fragment RichTextParts on RichTextField {\n    value\n    blocks {\n      __typename\n      ... on TableBlockRecord { id table }\n      ... on ImageBlockRecord {\n        id\n        image {\n          id\n          url\n          alt\n          width\n          height\n          # Not a §9 size: body images keep their own proportions, at most the text column's width.\n          responsiveImage(imgixParams: {w: 1200, fit: max, auto: format}) {\n            ...ResponsiveImageParts\n          }\n        }\n      }\n    }\n    links { ...LinkTarget }\n  }\n\n\n\n  #graphql\n  fragment BookingConsult on BookingConsultRecord {\n    id\n    heading\n    body\n    label\n    url\n  }\n\n  #graphql\n  fragment MixAndMatchParts on MixAndMatchRecord {\n    id\n    heading\n    subheading\n    pickAmount\n    buttonLabel\n    useCollapse\n    buttonCollapseLabel\n    headerMedia {\n      ...MediaFileParts\n      responsiveImage(imgixParams: {w: 1200, fit: max, auto: format}) {\n        ...ResponsiveImageParts\n      }\n    }\n    eligibleVariants { ...MixAndMatchItemParts }\n    fixedComponents { ...MixAndMatchItemParts }\n  }\n  fragment MixAndMatchItemParts on MixAndMatchItemRecord {\n    id\n    title\n    variantId\n    thumbnail {\n      responsiveImage(imgixParams: {w: 600, h: 600, fit: crop, auto: format}) {\n        ...ResponsiveImageParts\n      }\n    }\n    popup { id heading body buttonLabel }\n  }\n\n  #graphql\n  fragment UpsellParts on UpsellRecord {\n    id\n    title\n    text\n    backgroundColor { hex }\n    productImage {\n      responsiveImage(imgixParams: {w: 1120, h: 1120, fit: crop, fm: webp}) {\n        ...ResponsiveImageParts\n      }\n    }\n    link { ...ButtonLink }\n  }\n\n  #graphql\n  fragment ButtonLink on ButtonLinkRecord {\n    id\n    label\n    url\n    openInNewTab\n    useEntryLink\n    entryLink { ...LinkTarget }\n  }\n  #graphql\n  fragment LinkTarget on LinkTargetUnion {\n    __typename\n    ... on HomePageRecord { id }\n    ... on ProductsOverviewRecord { id }\n    ... on CartPageRecord { id }\n    ... on RecipeOverviewRecord { id }\n    ... on CollectionRecord { id slug }\n    ... on ProductRecord { id slug collection { slug } }\n    ... on ArticleRecord { id slug tags { slug } }\n    ... on RecipeRecord { id slug tags { slug } }\n    ... on FitblogRecord { id slug }\n    ... on PageRecord { id slug }\n    ... on ReviewsPageRecord { id slug }\n    ... on ContactPageRecord { id slug }\n    ... on WholesalePageRecord { id slug }\n  }\n\n\n": {return: ProductContentQuery, variables: ProductContentQueryVariables},
  "#graphql\n  query ProductPageBlocks($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {\n    layout(locale: $locale, fallbackLocales: $fallbackLocales) {\n      id\n      companyInfo { ...ContentBlock }\n      customerService { ...ContentBlock }\n      productPopup { ...ProductPopupLabels }\n    }\n  }\n  #graphql\n  fragment ContentBlock on ContentBlockRecord {\n    id\n    headline\n    heading\n    headingDesktop\n    body { ...RichTextParts }\n    bodyFontWeight\n    primaryButton {\n      id\n      label\n      color\n      variant\n      size\n      uppercase\n      link { ...ButtonLink }\n    }\n  }\n\n  #graphql\n  fragment RichTextParts on RichTextField {\n    value\n    blocks {\n      __typename\n      ... on TableBlockRecord { id table }\n      ... on ImageBlockRecord {\n        id\n        image {\n          id\n          url\n          alt\n          width\n          height\n          # Not a §9 size: body images keep their own proportions, at most the text column's width.\n          responsiveImage(imgixParams: {w: 1200, fit: max, auto: format}) {\n            ...ResponsiveImageParts\n          }\n        }\n      }\n    }\n    links { ...LinkTarget }\n  }\n\n  #graphql\n  fragment ProductPopupLabels on ProductPopupRecord {\n    id\n    buttonAddToCartLabel\n    buttonLearnMoreLabel\n  }\n\n  #graphql\n  fragment ButtonLink on ButtonLinkRecord {\n    id\n    label\n    url\n    openInNewTab\n    useEntryLink\n    entryLink { ...LinkTarget }\n  }\n  #graphql\n  fragment LinkTarget on LinkTargetUnion {\n    __typename\n    ... on HomePageRecord { id }\n    ... on ProductsOverviewRecord { id }\n    ... on CartPageRecord { id }\n    ... on RecipeOverviewRecord { id }\n    ... on CollectionRecord { id slug }\n    ... on ProductRecord { id slug collection { slug } }\n    ... on ArticleRecord { id slug tags { slug } }\n    ... on RecipeRecord { id slug tags { slug } }\n    ... on FitblogRecord { id slug }\n    ... on PageRecord { id slug }\n    ... on ReviewsPageRecord { id slug }\n    ... on ContactPageRecord { id slug }\n    ... on WholesalePageRecord { id slug }\n  }\n\n\n  #graphql\n  fragment ResponsiveImageParts on ResponsiveImage {\n    src\n    width\n    height\n    alt\n    bgColor\n  }\n\n": {return: ProductPageBlocksQuery, variables: ProductPageBlocksQueryVariables},
  "#graphql\n  query QuickViewContent($locale: SiteLocale!, $fallbackLocales: [SiteLocale!], $id: ItemId!) {\n    product(locale: $locale, fallbackLocales: $fallbackLocales, filter: {id: {eq: $id}}) {\n      id\n      productId\n      slug\n      title\n      variants { id slug variantId name }\n    }\n  }\n": {return: QuickViewContentQuery, variables: QuickViewContentQueryVariables},
  "#graphql\n  query ArticleTags($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {\n    fitblog(locale: $locale, fallbackLocales: $fallbackLocales) { id title intro }\n    entries: allArticles(\n      locale: $locale\n      fallbackLocales: $fallbackLocales\n      first: 500\n      filter: {slug: {neq: \"\"}, heading: {isPresent: true}, publicationDate: {exists: true}}\n    ) {\n      tags { id slug name }\n    }\n  }\n": {return: ArticleTagsQuery, variables: ArticleTagsQueryVariables},
  "#graphql\n  query AllArticles($locale: SiteLocale!, $fallbackLocales: [SiteLocale!], $tagId: [ItemId], $first: IntType, $skip: IntType) {\n    allArticles(\n      locale: $locale\n      fallbackLocales: $fallbackLocales\n      first: $first\n      skip: $skip\n      orderBy: [publicationDate_DESC]\n      filter: {slug: {neq: \"\"}, heading: {isPresent: true}, publicationDate: {exists: true}, tags: {anyIn: $tagId}}\n    ) {\n      ...ArticleCard\n    }\n    allArticlesMeta: _allArticlesMeta(\n      locale: $locale\n      filter: {slug: {neq: \"\"}, heading: {isPresent: true}, publicationDate: {exists: true}, tags: {anyIn: $tagId}}\n    ) {\n      count\n    }\n  }\n  fragment ArticleCard on ArticleRecord {\n    id\n    slug\n    heading\n    publicationDate\n    timeToRead\n    tags { id slug name }\n    mainImage { ...EditorialCardImage }\n  }\n  #graphql\n  fragment EditorialCardImage on FileField {\n    responsiveImage(imgixParams: {w: 600, h: 400, fit: crop, auto: format}) {\n      ...ResponsiveImageParts\n    }\n  }\n  #graphql\n  fragment ResponsiveImageParts on ResponsiveImage {\n    src\n    width\n    height\n    alt\n    bgColor\n  }\n\n\n": {return: AllArticlesQuery, variables: AllArticlesQueryVariables},
  "#graphql\n  query Article($locale: SiteLocale!, $fallbackLocales: [SiteLocale!], $slug: String!) {\n    article(locale: $locale, fallbackLocales: $fallbackLocales, filter: {slug: {eq: $slug}, publicationDate: {exists: true}}) {\n      id\n      slug\n      heading\n      intro\n      publicationDate\n      timeToRead\n      tags { id slug name }\n      mainImage { ...EditorialHeroMedia }\n      video { ...EditorialHeroMedia }\n      showWheyProteinO\n      wheyProteinOIsWhite\n      showVeganProteinO\n      veganProteinOIsWhite\n      showProteinBarO\n      proteinBarOIsWhite\n    }\n  }\n  #graphql\n  fragment EditorialHeroMedia on FileField {\n    ...MediaFileParts\n    responsiveImage(imgixParams: {w: 1200, h: 675, fit: crop, auto: format}) {\n      ...ResponsiveImageParts\n    }\n  }\n  #graphql\n  fragment MediaFileParts on FileField {\n    id\n    url\n    alt\n    title\n    width\n    height\n    mimeType\n    video { ...UploadVideoParts }\n  }\n  fragment UploadVideoParts on UploadVideoField {\n    streamingUrl\n    thumbnailUrl(format: jpg)\n    mp4High: mp4Url(res: high)\n    mp4Medium: mp4Url(res: medium)\n    mp4Low: mp4Url(res: low)\n    duration\n    framerate\n  }\n\n  #graphql\n  fragment ResponsiveImageParts on ResponsiveImage {\n    src\n    width\n    height\n    alt\n    bgColor\n  }\n\n\n": {return: ArticleQuery, variables: ArticleQueryVariables},
  "#graphql\n  query RecipeTags($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {\n    recipeOverview(locale: $locale, fallbackLocales: $fallbackLocales) { id title intro }\n    entries: allRecipes(\n      locale: $locale\n      fallbackLocales: $fallbackLocales\n      first: 500\n      filter: {slug: {neq: \"\"}, publicationDate: {exists: true}}\n    ) {\n      tags { id slug name }\n    }\n  }\n": {return: RecipeTagsQuery, variables: RecipeTagsQueryVariables},
  "#graphql\n  query AllRecipes($locale: SiteLocale!, $fallbackLocales: [SiteLocale!], $tagId: [ItemId], $first: IntType, $skip: IntType) {\n    allRecipes(\n      locale: $locale\n      fallbackLocales: $fallbackLocales\n      first: $first\n      skip: $skip\n      orderBy: [publicationDate_DESC]\n      filter: {slug: {neq: \"\"}, publicationDate: {exists: true}, tags: {anyIn: $tagId}}\n    ) {\n      id\n      slug\n      heading\n      publicationDate\n      tags { id slug name }\n      mainImage { ...EditorialCardImage }\n    }\n    allRecipesMeta: _allRecipesMeta(locale: $locale, filter: {slug: {neq: \"\"}, publicationDate: {exists: true}, tags: {anyIn: $tagId}}) {\n      count\n    }\n  }\n  #graphql\n  fragment EditorialCardImage on FileField {\n    responsiveImage(imgixParams: {w: 600, h: 400, fit: crop, auto: format}) {\n      ...ResponsiveImageParts\n    }\n  }\n  #graphql\n  fragment ResponsiveImageParts on ResponsiveImage {\n    src\n    width\n    height\n    alt\n    bgColor\n  }\n\n\n": {return: AllRecipesQuery, variables: AllRecipesQueryVariables},
  "#graphql\n  query Recipe($locale: SiteLocale!, $fallbackLocales: [SiteLocale!], $slug: String!) {\n    recipe(locale: $locale, fallbackLocales: $fallbackLocales, filter: {slug: {eq: $slug}, publicationDate: {exists: true}}) {\n      id\n      slug\n      heading\n      intro\n      publicationDate\n      tags { id slug name }\n      mainImage { ...EditorialHeroMedia }\n      video { ...EditorialHeroMedia }\n      showWheyProteinO\n      wheyProteinOIsWhite\n      showVeganProteinO\n      veganProteinOIsWhite\n      showProteinBarO\n      proteinBarOIsWhite\n    }\n  }\n  #graphql\n  fragment EditorialHeroMedia on FileField {\n    ...MediaFileParts\n    responsiveImage(imgixParams: {w: 1200, h: 675, fit: crop, auto: format}) {\n      ...ResponsiveImageParts\n    }\n  }\n  #graphql\n  fragment MediaFileParts on FileField {\n    id\n    url\n    alt\n    title\n    width\n    height\n    mimeType\n    video { ...UploadVideoParts }\n  }\n  fragment UploadVideoParts on UploadVideoField {\n    streamingUrl\n    thumbnailUrl(format: jpg)\n    mp4High: mp4Url(res: high)\n    mp4Medium: mp4Url(res: medium)\n    mp4Low: mp4Url(res: low)\n    duration\n    framerate\n  }\n\n  #graphql\n  fragment ResponsiveImageParts on ResponsiveImage {\n    src\n    width\n    height\n    alt\n    bgColor\n  }\n\n\n": {return: RecipeQuery, variables: RecipeQueryVariables},
  "#graphql\n  query GeolocationTexts($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {\n    geolocation(locale: $locale, fallbackLocales: $fallbackLocales) {\n      heading\n      body\n      buttonCancelLabel\n      buttonContinueLabel\n    }\n  }\n": {return: GeolocationTextsQuery, variables: GeolocationTextsQueryVariables},
  "#graphql\n  query HomePage($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {\n    homePage(locale: $locale, fallbackLocales: $fallbackLocales) {\n      id\n      title\n      seo: _seoMetaTags(locale: $locale) { tag attributes content }\n      sections { ...Sections }\n    }\n  }\n  #graphql\n  fragment Sections on SectionUnion {\n    __typename\n    ... on HeroSectionRecord {\n      id\n      settings { ...SectionSettings }\n      headline\n      heading\n      # Aliased: other members' body is rich text (fields of one name must agree in type across a union).\n      text: body\n      backgroundColor { hex }\n      textColor { hex }\n      image {\n        responsiveImage(imgixParams: {w: 1440, h: 720, fit: crop, auto: format}) {\n          ...ResponsiveImageParts\n        }\n      }\n      button { ...ButtonLink }\n    }\n    ... on CollectionGridSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n      collections {\n        id\n        slug\n        title\n        color { hex }\n        backgroundColor { hex }\n        image {\n          responsiveImage(imgixParams: {w: 600, h: 600, fit: crop, auto: format}) {\n            ...ResponsiveImageParts\n          }\n        }\n      }\n    }\n    ... on ArticleCarouselSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n      articles {\n        ...SectionArticle\n        mainImage {\n          responsiveImage(imgixParams: {w: 600, h: 400, fit: crop, auto: format}) {\n            ...ResponsiveImageParts\n          }\n        }\n      }\n    }\n    ... on UspSectionRecord {\n      id\n      settings { ...SectionSettings }\n      # Aliased like the hero's body: other members' items are records.\n      usps: items\n    }\n    ... on ContentBlockSectionRecord {\n      id\n      settings { ...SectionSettings }\n      mediaPosition\n      content { ...ContentBlock }\n      media {\n        ...MediaFileParts\n        responsiveImage(imgixParams: {w: 1200, h: 900, fit: crop, auto: format}) {\n          ...ResponsiveImageParts\n        }\n      }\n    }\n    ... on SummarySectionRecord { ...SummarySection }\n    ... on BenefitsSectionRecord { ...BenefitsSection }\n    ... on SpecificationGroupsSectionRecord { ...SpecificationGroupsSection }\n    ... on NavigationAnchorsSectionRecord {\n      id\n      settings { ...SectionSettings }\n      items { id label slug }\n    }\n    ... on HeroGridSectionRecord {\n      id\n      settings { ...SectionSettings }\n      mobileVariant\n      hideTrustpilot\n      mainItem { ...HeroGridItem }\n      items { ...HeroGridItem }\n    }\n    ... on LifestyleCarouselSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n      images { ...CarouselMedia }\n    }\n    ... on ProductCarouselSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n      useRecommendations\n      products { ...SectionProduct }\n      button { ...ButtonLink }\n    }\n    ... on ProductAndArticleCarouselSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n      products { ...SectionProduct }\n      articles {\n        ...SectionArticle\n        mainImage { ...CarouselMedia }\n      }\n    }\n    ... on ArticleHighlightSectionRecord {\n      id\n      settings { ...SectionSettings }\n      headline\n      buttonLabel\n      article {\n        ...SectionArticle\n        mainImage {\n          ...MediaFileParts\n          # Not a §9 size: the article page's own main image size, so the CDN serves one rendition.\n          responsiveImage(imgixParams: {w: 1200, h: 675, fit: crop, auto: format}) {\n            ...ResponsiveImageParts\n          }\n        }\n      }\n    }\n    ... on ContentImageSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n      imagePosition\n      body { ...RichTextParts }\n      image {\n        ...MediaFileParts\n        responsiveImage(imgixParams: {w: 1380, h: 1800, fit: crop, auto: format}) {\n          ...ResponsiveImageParts\n        }\n      }\n      imageMobile {\n        ...MediaFileParts\n        responsiveImage(imgixParams: {w: 750, fit: max, auto: format}) {\n          ...ResponsiveImageParts\n        }\n      }\n      backgroundImage {\n        ...MediaFileParts\n        responsiveImage(imgixParams: {w: 768, h: 254, fit: crop, auto: format}) {\n          ...ResponsiveImageParts\n        }\n      }\n    }\n    ... on SpacerSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heightMobile\n      heightDesktop\n    }\n    ... on OldArticleCarouselSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n      articles {\n        ...SectionArticle\n        mainImage {\n          ...MediaFileParts\n          desktop: responsiveImage(imgixParams: {w: 1200, h: 1200, fit: crop, auto: format}) {\n            ...ResponsiveImageParts\n          }\n          mobile: responsiveImage(imgixParams: {w: 700, h: 700, fit: crop, auto: format}) {\n            ...ResponsiveImageParts\n          }\n        }\n      }\n    }\n    ... on ReviewsTrustWidgetSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n      headingLevel\n      headline\n      sortingOrder\n      ctaLabel\n      ctaHref\n    }\n    ... on FaqSectionRecord { ...FaqSection }\n    ... on ReviewsSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n    }\n    ... on ReviewsListSectionRecord {\n      id\n      settings { ...SectionSettings }\n      labelReviews\n      buttonLoadMoreLabel\n      buttonWriteReviewLabel\n      reviewType\n      ratingType\n    }\n    ... on ReviewsAnimationSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n    }\n    ... on VideoSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n      video { ...MediaFileParts }\n      cover { ...VideoCover }\n      # Every language's captions: the market's is the default track, the others can be chosen.\n      captions: _allCaptionsLocales { locale value { url } }\n    }\n    ... on VideoPopupSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n      buttonLabel\n      videoUrl\n      cover { ...VideoCover }\n      captions: _allCaptionsLocales { locale value { url } }\n    }\n    # Placement markers: the product-level content they show comes from the page (ProductSections slots).\n    ... on StickerSectionRecord { id settings { ...SectionSettings } }\n    ... on MixAndMatchSectionRecord { id settings { ...SectionSettings } }\n    ... on ProductUpsellSectionRecord { id settings { ...SectionSettings } }\n    ... on CompanyInfoSectionRecord { id settings { ...SectionSettings } }\n    ... on CustomerServiceSectionRecord { id settings { ...SectionSettings } }\n    ... on BookingConsultSectionRecord { id settings { ...SectionSettings } }\n    ... on SubscriptionSectionRecord { id settings { ...SectionSettings } }\n    ... on DeliveryCodeSectionRecord { id settings { ...SectionSettings } }\n    ... on PreorderSectionRecord { id settings { ...SectionSettings } }\n  }\n  #graphql\n  fragment SummarySection on SummarySectionRecord {\n    __typename\n    id\n    settings { ...SectionSettings }\n    heading\n    content { ...RichTextParts }\n    truncateAfter\n    readMoreLabel\n    readLessLabel\n  }\n  fragment BenefitsSection on BenefitsSectionRecord {\n    __typename\n    id\n    settings { ...SectionSettings }\n    heading\n    readMoreLabel\n    readLessLabel\n    openByDefault\n    items {\n      id\n      title\n      text\n      image {\n        ...MediaFileParts\n        responsiveImage(imgixParams: {w: 320, h: 320, fit: crop, auto: format}) {\n          ...ResponsiveImageParts\n        }\n      }\n    }\n  }\n  fragment SpecificationGroupsSection on SpecificationGroupsSectionRecord {\n    __typename\n    id\n    settings { ...SectionSettings }\n    heading\n    selectLabel\n    groups {\n      id\n      label\n      defaultOpen\n      items { id label value }\n    }\n  }\n  fragment FaqSection on FaqSectionRecord {\n    __typename\n    id\n    settings { ...SectionSettings }\n    headline\n    heading\n    headingTag\n    initialAmount\n    paginateAmount\n    responsive\n    showMoreLabel\n    blocks {\n      id\n      question\n      answer { ...RichTextParts }\n    }\n  }\n  fragment HeroGridItem on HeroGridItemRecord {\n    id\n    heading\n    text\n    media {\n      ...MediaFileParts\n      responsiveImage(imgixParams: {w: 800, h: 800, fit: crop, auto: format}) {\n        ...ResponsiveImageParts\n      }\n    }\n  }\n  fragment CarouselMedia on FileField {\n    ...MediaFileParts\n    desktop: responsiveImage(imgixParams: {w: 800, h: 800, fit: crop, auto: format}) {\n      ...ResponsiveImageParts\n    }\n    mobile: responsiveImage(imgixParams: {w: 600, h: 600, fit: crop, auto: format}) {\n      ...ResponsiveImageParts\n    }\n  }\n  fragment VideoCover on FileField {\n    ...MediaFileParts\n    responsiveImage(imgixParams: {w: 570, h: 321, fit: crop, auto: format}) {\n      ...ResponsiveImageParts\n    }\n  }\n\n  #graphql\n  fragment SectionProduct on ProductRecord {\n    id\n    productId\n    slug\n    title\n    trustpilotId\n    shortDescription\n    new\n    collection { slug }\n    color { hex }\n    backgroundColor { hex }\n    image {\n      # §9 carousel 800x800; its srcset's 0.75 candidate is the 600x600 mobile size.\n      responsiveImage(imgixParams: {w: 800, h: 800, fit: crop, auto: format}) {\n        ...ResponsiveImageParts\n      }\n    }\n    imageProductOverall {\n      # §9 carousel 800x800; its srcset's 0.75 candidate is the 600x600 mobile size.\n      responsiveImage(imgixParams: {w: 800, h: 800, fit: crop, auto: format}) {\n        ...ResponsiveImageParts\n      }\n    }\n  }\n  fragment SectionArticle on ArticleRecord {\n    id\n    slug\n    heading\n    intro\n    publicationDate\n    timeToRead\n    tags { id slug name }\n  }\n\n  #graphql\n  fragment SectionSettings on SectionSettingsRecord {\n    id\n    backgroundColor { hex }\n    textColor { hex }\n    marginTopMobile\n    marginBottomMobile\n    marginTopDesktop\n    marginBottomDesktop\n    paddingTopMobile\n    paddingBottomMobile\n    paddingTopDesktop\n    paddingBottomDesktop\n    visibility\n  }\n\n  #graphql\n  fragment ContentBlock on ContentBlockRecord {\n    id\n    headline\n    heading\n    headingDesktop\n    body { ...RichTextParts }\n    bodyFontWeight\n    primaryButton {\n      id\n      label\n      color\n      variant\n      size\n      uppercase\n      link { ...ButtonLink }\n    }\n  }\n\n  #graphql\n  fragment MediaFileParts on FileField {\n    id\n    url\n    alt\n    title\n    width\n    height\n    mimeType\n    video { ...UploadVideoParts }\n  }\n  fragment UploadVideoParts on UploadVideoField {\n    streamingUrl\n    thumbnailUrl(format: jpg)\n    mp4High: mp4Url(res: high)\n    mp4Medium: mp4Url(res: medium)\n    mp4Low: mp4Url(res: low)\n    duration\n    framerate\n  }\n\n  #graphql\n  fragment RichTextParts on RichTextField {\n    value\n    blocks {\n      __typename\n      ... on TableBlockRecord { id table }\n      ... on ImageBlockRecord {\n        id\n        image {\n          id\n          url\n          alt\n          width\n          height\n          # Not a §9 size: body images keep their own proportions, at most the text column's width.\n          responsiveImage(imgixParams: {w: 1200, fit: max, auto: format}) {\n            ...ResponsiveImageParts\n          }\n        }\n      }\n    }\n    links { ...LinkTarget }\n  }\n\n\n  #graphql\n  fragment ButtonLink on ButtonLinkRecord {\n    id\n    label\n    url\n    openInNewTab\n    useEntryLink\n    entryLink { ...LinkTarget }\n  }\n  #graphql\n  fragment LinkTarget on LinkTargetUnion {\n    __typename\n    ... on HomePageRecord { id }\n    ... on ProductsOverviewRecord { id }\n    ... on CartPageRecord { id }\n    ... on RecipeOverviewRecord { id }\n    ... on CollectionRecord { id slug }\n    ... on ProductRecord { id slug collection { slug } }\n    ... on ArticleRecord { id slug tags { slug } }\n    ... on RecipeRecord { id slug tags { slug } }\n    ... on FitblogRecord { id slug }\n    ... on PageRecord { id slug }\n    ... on ReviewsPageRecord { id slug }\n    ... on ContactPageRecord { id slug }\n    ... on WholesalePageRecord { id slug }\n  }\n\n\n  #graphql\n  fragment ResponsiveImageParts on ResponsiveImage {\n    src\n    width\n    height\n    alt\n    bgColor\n  }\n\n": {return: HomePageQuery, variables: HomePageQueryVariables},
  "#graphql\n  query Layout($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {\n    layout(locale: $locale, fallbackLocales: $fallbackLocales) {\n      id\n      brandName\n      footerNote\n      menu {\n        id\n        label\n        link { ...ButtonLink }\n        children {\n          id\n          label\n          link { ...ButtonLink }\n        }\n      }\n      footerColumns {\n        id\n        heading\n        links { ...ButtonLink }\n      }\n    }\n  }\n  #graphql\n  fragment ButtonLink on ButtonLinkRecord {\n    id\n    label\n    url\n    openInNewTab\n    useEntryLink\n    entryLink { ...LinkTarget }\n  }\n  #graphql\n  fragment LinkTarget on LinkTargetUnion {\n    __typename\n    ... on HomePageRecord { id }\n    ... on ProductsOverviewRecord { id }\n    ... on CartPageRecord { id }\n    ... on RecipeOverviewRecord { id }\n    ... on CollectionRecord { id slug }\n    ... on ProductRecord { id slug collection { slug } }\n    ... on ArticleRecord { id slug tags { slug } }\n    ... on RecipeRecord { id slug tags { slug } }\n    ... on FitblogRecord { id slug }\n    ... on PageRecord { id slug }\n    ... on ReviewsPageRecord { id slug }\n    ... on ContactPageRecord { id slug }\n    ... on WholesalePageRecord { id slug }\n  }\n\n\n": {return: LayoutQuery, variables: LayoutQueryVariables},
  "#graphql\n  query ModalPromos($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {\n    allModalPromos(\n      locale: $locale\n      fallbackLocales: $fallbackLocales\n      first: 10\n      orderBy: [_createdAt_ASC]\n      filter: {OR: [{onPageLoad: {eq: true}}, {onScroll: {eq: true}}, {onPageExit: {eq: true}}]}\n    ) {\n      id\n      media {\n        ...MediaFileParts\n        responsiveImage(imgixParams: {w: 960, h: 540, fit: crop, auto: format}) {\n          ...ResponsiveImageParts\n        }\n      }\n      content {\n        __typename\n        ... on ModalPromoTextRecord {\n          id\n          copy\n          copyDesktop\n          textColor { hex }\n          fontSize\n          fontWeight\n        }\n        ... on ModalPromoButtonsRecord {\n          id\n          buttons { ...ButtonLink }\n        }\n      }\n      onPageLoad\n      onScroll\n      scrollOffset\n      onPageExit\n      showOnSpecificTime\n      startDatetime\n      endDatetime\n      useInterval\n      intervalInMinutes\n      onSpecificPage\n      specificPageUrl\n      outerClickCloseModal\n      escButtonCloseModal\n      mobileOnly\n    }\n  }\n  #graphql\n  fragment MediaFileParts on FileField {\n    id\n    url\n    alt\n    title\n    width\n    height\n    mimeType\n    video { ...UploadVideoParts }\n  }\n  fragment UploadVideoParts on UploadVideoField {\n    streamingUrl\n    thumbnailUrl(format: jpg)\n    mp4High: mp4Url(res: high)\n    mp4Medium: mp4Url(res: medium)\n    mp4Low: mp4Url(res: low)\n    duration\n    framerate\n  }\n\n  #graphql\n  fragment ResponsiveImageParts on ResponsiveImage {\n    src\n    width\n    height\n    alt\n    bgColor\n  }\n\n  #graphql\n  fragment ButtonLink on ButtonLinkRecord {\n    id\n    label\n    url\n    openInNewTab\n    useEntryLink\n    entryLink { ...LinkTarget }\n  }\n  #graphql\n  fragment LinkTarget on LinkTargetUnion {\n    __typename\n    ... on HomePageRecord { id }\n    ... on ProductsOverviewRecord { id }\n    ... on CartPageRecord { id }\n    ... on RecipeOverviewRecord { id }\n    ... on CollectionRecord { id slug }\n    ... on ProductRecord { id slug collection { slug } }\n    ... on ArticleRecord { id slug tags { slug } }\n    ... on RecipeRecord { id slug tags { slug } }\n    ... on FitblogRecord { id slug }\n    ... on PageRecord { id slug }\n    ... on ReviewsPageRecord { id slug }\n    ... on ContactPageRecord { id slug }\n    ... on WholesalePageRecord { id slug }\n  }\n\n\n": {return: ModalPromosQuery, variables: ModalPromosQueryVariables},
  "#graphql\n  query NewsletterModalTexts($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {\n    newsletterModal(locale: $locale, fallbackLocales: $fallbackLocales) {\n      headline\n      heading\n      paragraph\n      buttonCloseLabel\n      buttonSubmitLabel\n      successHeadline\n      successHeading\n      successParagraph\n    }\n  }\n": {return: NewsletterModalTextsQuery, variables: NewsletterModalTextsQueryVariables},
  "#graphql\n  query ReviewSuccessModalTexts($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {\n    reviewSuccessModal(locale: $locale, fallbackLocales: $fallbackLocales) {\n      modalCloseLabel\n      title\n      body\n      buttonCloseLabel\n    }\n  }\n": {return: ReviewSuccessModalTextsQuery, variables: ReviewSuccessModalTextsQueryVariables},
  "#graphql\n  query ContentPage($locale: SiteLocale!, $fallbackLocales: [SiteLocale!], $slug: String!) {\n    page(locale: $locale, fallbackLocales: $fallbackLocales, filter: {slug: {eq: $slug}}) {\n      ...PageFields\n    }\n  }\n  #graphql\n  fragment PageFields on PageRecord {\n    id\n    slug\n    title\n    intro\n    body\n    seo: _seoMetaTags(locale: $locale) { tag attributes content }\n    ...PageService\n    sections { ...Sections }\n  }\n  #graphql\n  fragment PageService on PageRecord {\n    serviceCards { ...ServiceCard }\n    openingHours { id days hours }\n    faqHeading\n    faqs { ...ServiceFaq }\n    ctaHeading\n    ctaText\n    cta { ...ButtonLink }\n  }\n\n\n  #graphql\n  fragment ServiceCard on ServiceCardRecord {\n    id\n    heading\n    text\n    link { ...ButtonLink }\n  }\n  fragment ServiceFaq on FaqBlockRecord {\n    id\n    question\n    answer { value }\n  }\n  #graphql\n  fragment ButtonLink on ButtonLinkRecord {\n    id\n    label\n    url\n    openInNewTab\n    useEntryLink\n    entryLink { ...LinkTarget }\n  }\n  #graphql\n  fragment LinkTarget on LinkTargetUnion {\n    __typename\n    ... on HomePageRecord { id }\n    ... on ProductsOverviewRecord { id }\n    ... on CartPageRecord { id }\n    ... on RecipeOverviewRecord { id }\n    ... on CollectionRecord { id slug }\n    ... on ProductRecord { id slug collection { slug } }\n    ... on ArticleRecord { id slug tags { slug } }\n    ... on RecipeRecord { id slug tags { slug } }\n    ... on FitblogRecord { id slug }\n    ... on PageRecord { id slug }\n    ... on ReviewsPageRecord { id slug }\n    ... on ContactPageRecord { id slug }\n    ... on WholesalePageRecord { id slug }\n  }\n\n\n\n  #graphql\n  fragment Sections on SectionUnion {\n    __typename\n    ... on HeroSectionRecord {\n      id\n      settings { ...SectionSettings }\n      headline\n      heading\n      # Aliased: other members' body is rich text (fields of one name must agree in type across a union).\n      text: body\n      backgroundColor { hex }\n      textColor { hex }\n      image {\n        responsiveImage(imgixParams: {w: 1440, h: 720, fit: crop, auto: format}) {\n          ...ResponsiveImageParts\n        }\n      }\n      button { ...ButtonLink }\n    }\n    ... on CollectionGridSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n      collections {\n        id\n        slug\n        title\n        color { hex }\n        backgroundColor { hex }\n        image {\n          responsiveImage(imgixParams: {w: 600, h: 600, fit: crop, auto: format}) {\n            ...ResponsiveImageParts\n          }\n        }\n      }\n    }\n    ... on ArticleCarouselSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n      articles {\n        ...SectionArticle\n        mainImage {\n          responsiveImage(imgixParams: {w: 600, h: 400, fit: crop, auto: format}) {\n            ...ResponsiveImageParts\n          }\n        }\n      }\n    }\n    ... on UspSectionRecord {\n      id\n      settings { ...SectionSettings }\n      # Aliased like the hero's body: other members' items are records.\n      usps: items\n    }\n    ... on ContentBlockSectionRecord {\n      id\n      settings { ...SectionSettings }\n      mediaPosition\n      content { ...ContentBlock }\n      media {\n        ...MediaFileParts\n        responsiveImage(imgixParams: {w: 1200, h: 900, fit: crop, auto: format}) {\n          ...ResponsiveImageParts\n        }\n      }\n    }\n    ... on SummarySectionRecord { ...SummarySection }\n    ... on BenefitsSectionRecord { ...BenefitsSection }\n    ... on SpecificationGroupsSectionRecord { ...SpecificationGroupsSection }\n    ... on NavigationAnchorsSectionRecord {\n      id\n      settings { ...SectionSettings }\n      items { id label slug }\n    }\n    ... on HeroGridSectionRecord {\n      id\n      settings { ...SectionSettings }\n      mobileVariant\n      hideTrustpilot\n      mainItem { ...HeroGridItem }\n      items { ...HeroGridItem }\n    }\n    ... on LifestyleCarouselSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n      images { ...CarouselMedia }\n    }\n    ... on ProductCarouselSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n      useRecommendations\n      products { ...SectionProduct }\n      button { ...ButtonLink }\n    }\n    ... on ProductAndArticleCarouselSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n      products { ...SectionProduct }\n      articles {\n        ...SectionArticle\n        mainImage { ...CarouselMedia }\n      }\n    }\n    ... on ArticleHighlightSectionRecord {\n      id\n      settings { ...SectionSettings }\n      headline\n      buttonLabel\n      article {\n        ...SectionArticle\n        mainImage {\n          ...MediaFileParts\n          # Not a §9 size: the article page's own main image size, so the CDN serves one rendition.\n          responsiveImage(imgixParams: {w: 1200, h: 675, fit: crop, auto: format}) {\n            ...ResponsiveImageParts\n          }\n        }\n      }\n    }\n    ... on ContentImageSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n      imagePosition\n      body { ...RichTextParts }\n      image {\n        ...MediaFileParts\n        responsiveImage(imgixParams: {w: 1380, h: 1800, fit: crop, auto: format}) {\n          ...ResponsiveImageParts\n        }\n      }\n      imageMobile {\n        ...MediaFileParts\n        responsiveImage(imgixParams: {w: 750, fit: max, auto: format}) {\n          ...ResponsiveImageParts\n        }\n      }\n      backgroundImage {\n        ...MediaFileParts\n        responsiveImage(imgixParams: {w: 768, h: 254, fit: crop, auto: format}) {\n          ...ResponsiveImageParts\n        }\n      }\n    }\n    ... on SpacerSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heightMobile\n      heightDesktop\n    }\n    ... on OldArticleCarouselSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n      articles {\n        ...SectionArticle\n        mainImage {\n          ...MediaFileParts\n          desktop: responsiveImage(imgixParams: {w: 1200, h: 1200, fit: crop, auto: format}) {\n            ...ResponsiveImageParts\n          }\n          mobile: responsiveImage(imgixParams: {w: 700, h: 700, fit: crop, auto: format}) {\n            ...ResponsiveImageParts\n          }\n        }\n      }\n    }\n    ... on ReviewsTrustWidgetSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n      headingLevel\n      headline\n      sortingOrder\n      ctaLabel\n      ctaHref\n    }\n    ... on FaqSectionRecord { ...FaqSection }\n    ... on ReviewsSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n    }\n    ... on ReviewsListSectionRecord {\n      id\n      settings { ...SectionSettings }\n      labelReviews\n      buttonLoadMoreLabel\n      buttonWriteReviewLabel\n      reviewType\n      ratingType\n    }\n    ... on ReviewsAnimationSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n    }\n    ... on VideoSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n      video { ...MediaFileParts }\n      cover { ...VideoCover }\n      # Every language's captions: the market's is the default track, the others can be chosen.\n      captions: _allCaptionsLocales { locale value { url } }\n    }\n    ... on VideoPopupSectionRecord {\n      id\n      settings { ...SectionSettings }\n      heading\n      buttonLabel\n      videoUrl\n      cover { ...VideoCover }\n      captions: _allCaptionsLocales { locale value { url } }\n    }\n    # Placement markers: the product-level content they show comes from the page (ProductSections slots).\n    ... on StickerSectionRecord { id settings { ...SectionSettings } }\n    ... on MixAndMatchSectionRecord { id settings { ...SectionSettings } }\n    ... on ProductUpsellSectionRecord { id settings { ...SectionSettings } }\n    ... on CompanyInfoSectionRecord { id settings { ...SectionSettings } }\n    ... on CustomerServiceSectionRecord { id settings { ...SectionSettings } }\n    ... on BookingConsultSectionRecord { id settings { ...SectionSettings } }\n    ... on SubscriptionSectionRecord { id settings { ...SectionSettings } }\n    ... on DeliveryCodeSectionRecord { id settings { ...SectionSettings } }\n    ... on PreorderSectionRecord { id settings { ...SectionSettings } }\n  }\n  #graphql\n  fragment SummarySection on SummarySectionRecord {\n    __typename\n    id\n    settings { ...SectionSettings }\n    heading\n    content { ...RichTextParts }\n    truncateAfter\n    readMoreLabel\n    readLessLabel\n  }\n  fragment BenefitsSection on BenefitsSectionRecord {\n    __typename\n    id\n    settings { ...SectionSettings }\n    heading\n    readMoreLabel\n    readLessLabel\n    openByDefault\n    items {\n      id\n      title\n      text\n      image {\n        ...MediaFileParts\n        responsiveImage(imgixParams: {w: 320, h: 320, fit: crop, auto: format}) {\n          ...ResponsiveImageParts\n        }\n      }\n    }\n  }\n  fragment SpecificationGroupsSection on SpecificationGroupsSectionRecord {\n    __typename\n    id\n    settings { ...SectionSettings }\n    heading\n    selectLabel\n    groups {\n      id\n      label\n      defaultOpen\n      items { id label value }\n    }\n  }\n  fragment FaqSection on FaqSectionRecord {\n    __typename\n    id\n    settings { ...SectionSettings }\n    headline\n    heading\n    headingTag\n    initialAmount\n    paginateAmount\n    responsive\n    showMoreLabel\n    blocks {\n      id\n      question\n      answer { ...RichTextParts }\n    }\n  }\n  fragment HeroGridItem on HeroGridItemRecord {\n    id\n    heading\n    text\n    media {\n      ...MediaFileParts\n      responsiveImage(imgixParams: {w: 800, h: 800, fit: crop, auto: format}) {\n        ...ResponsiveImageParts\n      }\n    }\n  }\n  fragment CarouselMedia on FileField {\n    ...MediaFileParts\n    desktop: responsiveImage(imgixParams: {w: 800, h: 800, fit: crop, auto: format}) {\n      ...ResponsiveImageParts\n    }\n    mobile: responsiveImage(imgixParams: {w: 600, h: 600, fit: crop, auto: format}) {\n      ...ResponsiveImageParts\n    }\n  }\n  fragment VideoCover on FileField {\n    ...MediaFileParts\n    responsiveImage(imgixParams: {w: 570, h: 321, fit: crop, auto: format}) {\n      ...ResponsiveImageParts\n    }\n  }\n\n  #graphql\n  fragment SectionProduct on ProductRecord {\n    id\n    productId\n    slug\n    title\n    trustpilotId\n    shortDescription\n    new\n    collection { slug }\n    color { hex }\n    backgroundColor { hex }\n    image {\n      # §9 carousel 800x800; its srcset's 0.75 candidate is the 600x600 mobile size.\n      responsiveImage(imgixParams: {w: 800, h: 800, fit: crop, auto: format}) {\n        ...ResponsiveImageParts\n      }\n    }\n    imageProductOverall {\n      # §9 carousel 800x800; its srcset's 0.75 candidate is the 600x600 mobile size.\n      responsiveImage(imgixParams: {w: 800, h: 800, fit: crop, auto: format}) {\n        ...ResponsiveImageParts\n      }\n    }\n  }\n  fragment SectionArticle on ArticleRecord {\n    id\n    slug\n    heading\n    intro\n    publicationDate\n    timeToRead\n    tags { id slug name }\n  }\n\n  #graphql\n  fragment SectionSettings on SectionSettingsRecord {\n    id\n    backgroundColor { hex }\n    textColor { hex }\n    marginTopMobile\n    marginBottomMobile\n    marginTopDesktop\n    marginBottomDesktop\n    paddingTopMobile\n    paddingBottomMobile\n    paddingTopDesktop\n    paddingBottomDesktop\n    visibility\n  }\n\n  #graphql\n  fragment ContentBlock on ContentBlockRecord {\n    id\n    headline\n    heading\n    headingDesktop\n    body { ...RichTextParts }\n    bodyFontWeight\n    primaryButton {\n      id\n      label\n      color\n      variant\n      size\n      uppercase\n      link { ...ButtonLink }\n    }\n  }\n\n  #graphql\n  fragment MediaFileParts on FileField {\n    id\n    url\n    alt\n    title\n    width\n    height\n    mimeType\n    video { ...UploadVideoParts }\n  }\n  fragment UploadVideoParts on UploadVideoField {\n    streamingUrl\n    thumbnailUrl(format: jpg)\n    mp4High: mp4Url(res: high)\n    mp4Medium: mp4Url(res: medium)\n    mp4Low: mp4Url(res: low)\n    duration\n    framerate\n  }\n\n  #graphql\n  fragment RichTextParts on RichTextField {\n    value\n    blocks {\n      __typename\n      ... on TableBlockRecord { id table }\n      ... on ImageBlockRecord {\n        id\n        image {\n          id\n          url\n          alt\n          width\n          height\n          # Not a §9 size: body images keep their own proportions, at most the text column's width.\n          responsiveImage(imgixParams: {w: 1200, fit: max, auto: format}) {\n            ...ResponsiveImageParts\n          }\n        }\n      }\n    }\n    links { ...LinkTarget }\n  }\n\n\n  #graphql\n  fragment ResponsiveImageParts on ResponsiveImage {\n    src\n    width\n    height\n    alt\n    bgColor\n  }\n\n": {return: ContentPageQuery, variables: ContentPageQueryVariables},
  "#graphql\n  query ContactPage($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {\n    contactPage(locale: $locale, fallbackLocales: $fallbackLocales) {\n      id\n      slug\n      title\n      intro\n      body\n      ...ContactService\n    }\n  }\n  #graphql\n  fragment ContactService on ContactPageRecord {\n    serviceCards { ...ServiceCard }\n    openingHours { id days hours }\n    faqHeading\n    faqs { ...ServiceFaq }\n    ctaHeading\n    ctaText\n    cta { ...ButtonLink }\n  }\n\n  #graphql\n  fragment ServiceCard on ServiceCardRecord {\n    id\n    heading\n    text\n    link { ...ButtonLink }\n  }\n  fragment ServiceFaq on FaqBlockRecord {\n    id\n    question\n    answer { value }\n  }\n  #graphql\n  fragment ButtonLink on ButtonLinkRecord {\n    id\n    label\n    url\n    openInNewTab\n    useEntryLink\n    entryLink { ...LinkTarget }\n  }\n  #graphql\n  fragment LinkTarget on LinkTargetUnion {\n    __typename\n    ... on HomePageRecord { id }\n    ... on ProductsOverviewRecord { id }\n    ... on CartPageRecord { id }\n    ... on RecipeOverviewRecord { id }\n    ... on CollectionRecord { id slug }\n    ... on ProductRecord { id slug collection { slug } }\n    ... on ArticleRecord { id slug tags { slug } }\n    ... on RecipeRecord { id slug tags { slug } }\n    ... on FitblogRecord { id slug }\n    ... on PageRecord { id slug }\n    ... on ReviewsPageRecord { id slug }\n    ... on ContactPageRecord { id slug }\n    ... on WholesalePageRecord { id slug }\n  }\n\n\n\n": {return: ContactPageQuery, variables: ContactPageQueryVariables},
  "#graphql\n  query WholesalePage($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {\n    wholesalePage(locale: $locale, fallbackLocales: $fallbackLocales) {\n      id\n      slug\n      title\n      intro\n      body\n      ...WholesaleService\n    }\n  }\n  #graphql\n  fragment WholesaleService on WholesalePageRecord {\n    serviceCards { ...ServiceCard }\n    openingHours { id days hours }\n    faqHeading\n    faqs { ...ServiceFaq }\n    ctaHeading\n    ctaText\n    cta { ...ButtonLink }\n  }\n\n  #graphql\n  fragment ServiceCard on ServiceCardRecord {\n    id\n    heading\n    text\n    link { ...ButtonLink }\n  }\n  fragment ServiceFaq on FaqBlockRecord {\n    id\n    question\n    answer { value }\n  }\n  #graphql\n  fragment ButtonLink on ButtonLinkRecord {\n    id\n    label\n    url\n    openInNewTab\n    useEntryLink\n    entryLink { ...LinkTarget }\n  }\n  #graphql\n  fragment LinkTarget on LinkTargetUnion {\n    __typename\n    ... on HomePageRecord { id }\n    ... on ProductsOverviewRecord { id }\n    ... on CartPageRecord { id }\n    ... on RecipeOverviewRecord { id }\n    ... on CollectionRecord { id slug }\n    ... on ProductRecord { id slug collection { slug } }\n    ... on ArticleRecord { id slug tags { slug } }\n    ... on RecipeRecord { id slug tags { slug } }\n    ... on FitblogRecord { id slug }\n    ... on PageRecord { id slug }\n    ... on ReviewsPageRecord { id slug }\n    ... on ContactPageRecord { id slug }\n    ... on WholesalePageRecord { id slug }\n  }\n\n\n\n": {return: WholesalePageQuery, variables: WholesalePageQueryVariables},
  "#graphql\n  query CustomerServicePage($locale: SiteLocale!, $fallbackLocales: [SiteLocale!], $slug: String!) {\n    contactPage(locale: $locale, fallbackLocales: $fallbackLocales, filter: {slug: {eq: $slug}}) {\n      id\n      slug\n      title\n      intro\n      body\n      ...ContactService\n    }\n    wholesalePage(locale: $locale, fallbackLocales: $fallbackLocales, filter: {slug: {eq: $slug}}) {\n      id\n      slug\n      title\n      intro\n      body\n      ...WholesaleService\n    }\n  }\n  #graphql\n  fragment ContactService on ContactPageRecord {\n    serviceCards { ...ServiceCard }\n    openingHours { id days hours }\n    faqHeading\n    faqs { ...ServiceFaq }\n    ctaHeading\n    ctaText\n    cta { ...ButtonLink }\n  }\n\n  #graphql\n  fragment WholesaleService on WholesalePageRecord {\n    serviceCards { ...ServiceCard }\n    openingHours { id days hours }\n    faqHeading\n    faqs { ...ServiceFaq }\n    ctaHeading\n    ctaText\n    cta { ...ButtonLink }\n  }\n\n  #graphql\n  fragment ServiceCard on ServiceCardRecord {\n    id\n    heading\n    text\n    link { ...ButtonLink }\n  }\n  fragment ServiceFaq on FaqBlockRecord {\n    id\n    question\n    answer { value }\n  }\n  #graphql\n  fragment ButtonLink on ButtonLinkRecord {\n    id\n    label\n    url\n    openInNewTab\n    useEntryLink\n    entryLink { ...LinkTarget }\n  }\n  #graphql\n  fragment LinkTarget on LinkTargetUnion {\n    __typename\n    ... on HomePageRecord { id }\n    ... on ProductsOverviewRecord { id }\n    ... on CartPageRecord { id }\n    ... on RecipeOverviewRecord { id }\n    ... on CollectionRecord { id slug }\n    ... on ProductRecord { id slug collection { slug } }\n    ... on ArticleRecord { id slug tags { slug } }\n    ... on RecipeRecord { id slug tags { slug } }\n    ... on FitblogRecord { id slug }\n    ... on PageRecord { id slug }\n    ... on ReviewsPageRecord { id slug }\n    ... on ContactPageRecord { id slug }\n    ... on WholesalePageRecord { id slug }\n  }\n\n\n\n": {return: CustomerServicePageQuery, variables: CustomerServicePageQueryVariables},
  "#graphql\n  query ReviewsPage($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {\n    reviewsPage(locale: $locale, fallbackLocales: $fallbackLocales) {\n      id\n      slug\n      title\n      intro\n      body\n    }\n  }\n": {return: ReviewsPageQuery, variables: ReviewsPageQueryVariables},
  "#graphql\n  query VitaminTest($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {\n    page(locale: $locale, fallbackLocales: $fallbackLocales, filter: {slug: {eq: \"vitamintest\"}}) {\n      id\n      title\n      intro\n      body\n      seo: _seoMetaTags(locale: $locale) { tag attributes content }\n    }\n    vitaminTest(locale: $locale, fallbackLocales: $fallbackLocales) {\n      id\n      submitLabel\n      questions {\n        id\n        key\n        question\n        answers {\n          id\n          value\n          label\n          recommends { slug }\n        }\n      }\n    }\n  }\n": {return: VitaminTestQuery, variables: VitaminTestQueryVariables},
  "#graphql\n  query VitaminTestResult($locale: SiteLocale!, $fallbackLocales: [SiteLocale!], $slug: String!) {\n    page(locale: $locale, fallbackLocales: $fallbackLocales, filter: {slug: {eq: \"vitamintest\"}}) {\n      id\n      title\n    }\n    vitaminTestResult(locale: $locale, fallbackLocales: $fallbackLocales, filter: {slug: {eq: $slug}}) {\n      id\n      slug\n      heading\n      text\n      products {\n        id\n        productId\n        slug\n        title\n        shortDescription\n        new\n        collection { slug }\n        backgroundColor { hex }\n        image {\n          responsiveImage(imgixParams: {w: 600, h: 600, fit: crop, auto: format}) {\n            ...ResponsiveImageParts\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ResponsiveImageParts on ResponsiveImage {\n    src\n    width\n    height\n    alt\n    bgColor\n  }\n\n": {return: VitaminTestResultQuery, variables: VitaminTestResultQueryVariables},
  "#graphql\n  query ContentSitemap($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {\n    articles: allArticles(\n      locale: $locale\n      fallbackLocales: $fallbackLocales\n      first: 500\n      orderBy: [publicationDate_DESC]\n      filter: {slug: {neq: \"\"}, heading: {isPresent: true}, publicationDate: {exists: true}}\n    ) {\n      slug\n      _updatedAt\n      tags { slug }\n    }\n    recipes: allRecipes(\n      locale: $locale\n      fallbackLocales: $fallbackLocales\n      first: 500\n      orderBy: [publicationDate_DESC]\n      filter: {slug: {neq: \"\"}, publicationDate: {exists: true}}\n    ) {\n      slug\n      _updatedAt\n      tags { slug }\n    }\n    pages: allPages(locale: $locale, fallbackLocales: $fallbackLocales, first: 500, filter: {slug: {neq: \"\"}, title: {isPresent: true}}) {\n      slug\n      _updatedAt\n    }\n  }\n": {return: ContentSitemapQuery, variables: ContentSitemapQueryVariables},
}

interface GeneratedMutationTypes {
}
declare module '~/content/operations' {
  interface ContentQueries extends GeneratedQueryTypes {}
}

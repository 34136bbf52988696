// Spec §3 Overlay texts: the newsletter modal (account area) and the review-success modal, each asked in the
// market's locale with nl as the last fallback (spec §7 content service).
export const NEWSLETTER_MODAL_QUERY = `#graphql
  query NewsletterModalTexts($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {
    newsletterModal(locale: $locale, fallbackLocales: $fallbackLocales) {
      headline
      heading
      paragraph
      buttonCloseLabel
      buttonSubmitLabel
      successHeadline
      successHeading
      successParagraph
    }
  }
` as const;

export const REVIEW_SUCCESS_MODAL_QUERY = `#graphql
  query ReviewSuccessModalTexts($locale: SiteLocale!, $fallbackLocales: [SiteLocale!]) {
    reviewSuccessModal(locale: $locale, fallbackLocales: $fallbackLocales) {
      modalCloseLabel
      title
      body
      buttonCloseLabel
    }
  }
` as const;

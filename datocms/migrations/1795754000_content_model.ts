// The project's content model — every model, block model, field, validation and locale that the app reads and
// that the local DatoCMS stand-in serves (local-services/datocms/schema.graphql) — created in an empty DatoCMS
// environment. Run by `npm run cms:migrate` (datocms migrations:run, README "Content migrations").
// tests/unit/datocms/migrations.test.ts runs it against the CMA stand-in and compares the result with
// schema.graphql both ways, so a field added to one without the other fails there.
//
// A field's api_key is its GraphQL name in snake_case (DatoCMS camelizes it back); `position` is not a field but
// a sortable model. Later changes to the model go in new, numbered migration files beside this one.
import type {ApiTypes, Client} from '@datocms/cma-client-node';

/**
 * The site's locales, the first one the default (README "Markets and URLs"). The CMA writes regional locales with a
 * hyphen; the CDA's SiteLocale enum (and so the app) with an underscore: nl-BE here is nl_BE there.
 */
export const SITE_LOCALES = ['nl', 'de', 'en', 'it', 'fr', 'nl-BE', 'fr-BE'] as const;

type FieldType =
  | 'string'
  | 'text'
  | 'slug'
  | 'boolean'
  | 'integer'
  | 'float'
  | 'date'
  | 'date_time'
  | 'color'
  | 'file'
  | 'gallery'
  | 'video'
  | 'json'
  | 'link'
  | 'links'
  | 'single_block'
  | 'rich_text'
  | 'structured_text';

export type FieldSpec = {
  apiKey: string;
  type: FieldType;
  localized?: boolean;
  required?: boolean;
  unique?: boolean;
  /** The only values an editor may enter. */
  enum?: string[];
  /** link / links: the models it may point to; single_block / rich_text: the blocks it may hold. */
  to?: string[];
  /** structured_text: the blocks it may hold and the models its links may point to. */
  blocks?: string[];
  links?: string[];
};

export type ModelSpec = {
  apiKey: string;
  name: string;
  /** A block model: lives inside records' modular content, structured text or single-block fields. */
  block: boolean;
  singleton?: boolean;
  /** Records have a manual order (`position` on the CDA). */
  sortable?: boolean;
  fields: FieldSpec[];
};

function f(apiKey: string, type: FieldType, options: Omit<FieldSpec, 'apiKey' | 'type'> = {}): FieldSpec {
  return {apiKey, type, ...options};
}

/** Where a button or menu link may point (spec §2, Link targets from content records). */
const LINK_TARGETS = [
  'home_page',
  'products_overview',
  'collection',
  'product',
  'article',
  'fitblog',
  'recipe',
  'recipe_overview',
  'page',
  'reviews_page',
  'contact_page',
  'wholesale_page',
  'cart_page',
];

/** Every section type: the home page, generic pages and product pages take any of them. */
const SECTIONS = [
  'hero_section',
  'collection_grid_section',
  'article_carousel_section',
  'usp_section',
  'content_block_section',
  'summary_section',
  'benefits_section',
  'specification_groups_section',
  'navigation_anchors_section',
  'hero_grid_section',
  'lifestyle_carousel_section',
  'product_carousel_section',
  'product_and_article_carousel_section',
  'article_highlight_section',
  'content_image_section',
  'spacer_section',
  'old_article_carousel_section',
  'reviews_trust_widget_section',
  'faq_section',
  'reviews_section',
  'reviews_list_section',
  'reviews_animation_section',
  'video_section',
  'video_popup_section',
  'sticker_section',
  'mix_and_match_section',
  'product_upsell_section',
  'company_info_section',
  'customer_service_section',
  'booking_consult_section',
  'subscription_section',
  'delivery_code_section',
  'preorder_section',
];

/** Models first, then block models; fields in the order editors see them. */
export const MODELS: ModelSpec[] = [
  {apiKey: 'layout', name: 'Layout', block: false, singleton: true, fields: [
    f('brand_name', 'string'),
    f('menu', 'rich_text', {localized: true, to: ['menu_item']}),
    f('footer_columns', 'rich_text', {localized: true, to: ['footer_column']}),
    f('footer_note', 'text', {localized: true}),
    f('social_links', 'rich_text', {to: ['button_link']}),
    f('usp_items', 'json', {localized: true}),
    f('company_info', 'single_block', {localized: true, to: ['content_block']}),
    f('customer_service', 'single_block', {localized: true, to: ['content_block']}),
    f('product_popup', 'single_block', {localized: true, to: ['product_popup']}),
  ]},
  {apiKey: 'home_page', name: 'Home page', block: false, singleton: true, fields: [
    f('title', 'string', {localized: true}),
    f('sections', 'rich_text', {localized: true, to: SECTIONS}),
  ]},
  {apiKey: 'products_overview', name: 'Products overview', block: false, singleton: true, fields: [
    f('title', 'string', {localized: true}),
    f('heading', 'string', {localized: true}),
    f('intro', 'text', {localized: true}),
    f('collections', 'links', {to: ['collection']}),
  ]},
  {apiKey: 'collection', name: 'Collection', block: false, sortable: true, fields: [
    f('slug', 'slug', {required: true, unique: true}),
    f('title', 'string', {localized: true}),
    f('description', 'text', {localized: true}),
    f('color', 'color'),
    f('background_color', 'color'),
    f('text_color', 'color'),
    f('image', 'file'),
  ]},
  {apiKey: 'product', name: 'Product', block: false, sortable: true, fields: [
    f('product_id', 'string', {required: true, unique: true}),
    f('title', 'string', {localized: true}),
    f('slug', 'slug', {required: true, unique: true}),
    f('canonical_url', 'string'),
    f('collection', 'link', {to: ['collection']}),
    f('no_index', 'boolean'),
    f('no_index_localized', 'boolean'),
    f('initial_tab', 'string'),
    f('gtin', 'string'),
    f('is_sold_out', 'boolean'),
    f('short_description', 'text', {localized: true}),
    f('new', 'boolean'),
    f('color', 'color'),
    f('background_color', 'color'),
    f('page_background_color', 'color'),
    f('page_foreground_color', 'color'),
    f('page_text_color', 'color'),
    f('breadcrumbs_color', 'color'),
    f('image', 'file'),
    f('image_product_detail', 'file'),
    f('image_product_overall', 'file'),
    f('additional_images', 'gallery'),
    f('price_note', 'string', {localized: true}),
    f('discount_note', 'string', {localized: true}),
    f('variants_heading', 'string', {localized: true}),
    f('trustpilot_id', 'string'),
    f('variants', 'links', {to: ['content_variant']}),
    f('pattern_svg', 'file'),
    f('pattern_svg_mobile', 'file'),
    f('lifestyle_carousel', 'gallery'),
    f('button_ksps', 'rich_text', {localized: true, to: ['ksp']}),
    f('video', 'video'),
    f('video_cover', 'file'),
    f('variants_footnote_content', 'structured_text', {localized: true, blocks: ['table_block', 'image_block'], links: LINK_TARGETS}),
    f('variants_hidden', 'boolean'),
    f('new_pdp_sections_format', 'boolean'),
    f('sticker', 'single_block', {localized: true, to: ['sticker']}),
    f('select_title_variant_size', 'string', {localized: true}),
    f('protein_bar_package', 'boolean'),
    f('specs_subheading', 'string', {localized: true}),
    f('specs', 'rich_text', {localized: true, to: ['spec']}),
    f('payment_notes', 'rich_text', {localized: true, to: ['payment_note']}),
    f('payment_subscription_notes', 'rich_text', {localized: true, to: ['payment_note']}),
    f('calendly_consult', 'single_block', {localized: true, to: ['booking_consult']}),
    f('show_company_info', 'boolean'),
    f('show_customer_service', 'boolean'),
    f('subscription_copy', 'text', {localized: true}),
    f('subscription_image', 'file'),
    f('delivery_code', 'single_block', {localized: true, to: ['delivery_code']}),
    f('preorder_product', 'boolean'),
    f('cart_upsell_block', 'links', {to: ['product']}),
    f('upsell', 'single_block', {localized: true, to: ['upsell']}),
    f('mix_and_match', 'single_block', {localized: true, to: ['mix_and_match']}),
    f('sections', 'rich_text', {localized: true, to: SECTIONS}),
    f('summary', 'single_block', {localized: true, to: ['summary_section']}),
    f('benefits', 'single_block', {localized: true, to: ['benefits_section']}),
    f('specification_groups', 'single_block', {localized: true, to: ['specification_groups_section']}),
    f('faq', 'single_block', {localized: true, to: ['faq_section']}),
  ]},
  {apiKey: 'content_variant', name: 'Content variant', block: false, fields: [
    f('variant_id', 'string', {required: true, unique: true}),
    // Variants of different products share slugs (the flavour's name).
    f('slug', 'slug', {required: true}),
    f('name', 'string', {localized: true}),
    f('color', 'color'),
    f('is_repeat_hidden', 'boolean'),
    f('is_sold_out', 'boolean'),
    f('preorder_product', 'boolean'),
    f('price_note', 'string', {localized: true}),
    f('discount_note', 'string', {localized: true}),
    f('image', 'file'),
    f('image_localized', 'file', {localized: true}),
    f('additional_images', 'gallery'),
    f('options_display_settings', 'rich_text', {localized: true, to: ['flavour', 'size']}),
    f('page_background_color', 'color'),
    f('page_foreground_color', 'color'),
    f('page_text_color', 'color'),
    f('breadcrumbs_color', 'color'),
    f('trustpilot_id', 'string'),
    f('custom_select_thumbnail', 'file'),
    f('label_background_color', 'color'),
    f('label_text_color', 'color'),
  ]},
  {apiKey: 'tag', name: 'Tag', block: false, fields: [
    f('name', 'string', {localized: true}),
    f('slug', 'slug', {required: true, unique: true}),
  ]},
  {apiKey: 'article', name: 'Article', block: false, fields: [
    // An empty slug keeps the article out of the lists (spec §5).
    f('slug', 'slug', {unique: true}),
    f('heading', 'string', {localized: true}),
    f('publication_date', 'date'),
    f('time_to_read', 'integer'),
    f('tags', 'links', {to: ['tag']}),
    f('main_image', 'file'),
    f('intro', 'text', {localized: true}),
    f('video', 'file'),
    f('show_whey_protein_o', 'boolean'),
    f('whey_protein_o_is_white', 'boolean'),
    f('show_vegan_protein_o', 'boolean'),
    f('vegan_protein_o_is_white', 'boolean'),
    f('show_protein_bar_o', 'boolean'),
    f('protein_bar_o_is_white', 'boolean'),
  ]},
  {apiKey: 'recipe', name: 'Recipe', block: false, fields: [
    // An empty slug keeps the recipe out of the lists (spec §5).
    f('slug', 'slug', {unique: true}),
    f('heading', 'string', {localized: true}),
    f('publication_date', 'date'),
    f('tags', 'links', {to: ['tag']}),
    f('main_image', 'file'),
    f('intro', 'text', {localized: true}),
    f('video', 'file'),
    f('show_whey_protein_o', 'boolean'),
    f('whey_protein_o_is_white', 'boolean'),
    f('show_vegan_protein_o', 'boolean'),
    f('vegan_protein_o_is_white', 'boolean'),
    f('show_protein_bar_o', 'boolean'),
    f('protein_bar_o_is_white', 'boolean'),
  ]},
  {apiKey: 'fitblog', name: 'Fitblog', block: false, fields: [
    f('slug', 'slug', {required: true, unique: true}),
    f('title', 'string', {localized: true}),
    f('intro', 'text', {localized: true}),
    f('body', 'text'),
  ]},
  {apiKey: 'recipe_overview', name: 'Recipe overview', block: false, fields: [
    f('slug', 'slug', {required: true, unique: true}),
    f('title', 'string', {localized: true}),
    f('intro', 'text', {localized: true}),
    f('body', 'text'),
  ]},
  {apiKey: 'page', name: 'Page', block: false, fields: [
    f('slug', 'slug', {required: true, unique: true}),
    f('title', 'string', {localized: true}),
    f('intro', 'text', {localized: true}),
    f('body', 'text', {localized: true}),
    f('service_cards', 'rich_text', {localized: true, to: ['service_card']}),
    f('opening_hours', 'rich_text', {to: ['opening_hours']}),
    f('faq_heading', 'string', {localized: true}),
    f('faqs', 'rich_text', {localized: true, to: ['faq_block']}),
    f('cta_heading', 'string', {localized: true}),
    f('cta_text', 'text', {localized: true}),
    f('cta', 'single_block', {localized: true, to: ['button_link']}),
    f('sections', 'rich_text', {localized: true, to: SECTIONS}),
  ]},
  {apiKey: 'reviews_page', name: 'Reviews page', block: false, fields: [
    f('slug', 'slug', {required: true, unique: true}),
    f('title', 'string', {localized: true}),
    f('intro', 'text', {localized: true}),
    f('body', 'text'),
  ]},
  {apiKey: 'contact_page', name: 'Contact page', block: false, fields: [
    f('slug', 'slug', {required: true, unique: true}),
    f('title', 'string', {localized: true}),
    f('intro', 'text', {localized: true}),
    f('body', 'text', {localized: true}),
    f('service_cards', 'rich_text', {localized: true, to: ['service_card']}),
    f('opening_hours', 'rich_text', {localized: true, to: ['opening_hours']}),
    f('faq_heading', 'string', {localized: true}),
    f('faqs', 'rich_text', {localized: true, to: ['faq_block']}),
    f('cta_heading', 'string', {localized: true}),
    f('cta_text', 'text', {localized: true}),
    f('cta', 'single_block', {localized: true, to: ['button_link']}),
  ]},
  {apiKey: 'wholesale_page', name: 'Wholesale page', block: false, fields: [
    f('slug', 'slug', {required: true, unique: true}),
    f('title', 'string', {localized: true}),
    f('intro', 'text', {localized: true}),
    f('body', 'text'),
    f('service_cards', 'rich_text', {localized: true, to: ['service_card']}),
    f('opening_hours', 'rich_text', {to: ['opening_hours']}),
    f('faq_heading', 'string', {localized: true}),
    f('faqs', 'rich_text', {localized: true, to: ['faq_block']}),
    f('cta_heading', 'string', {localized: true}),
    f('cta_text', 'text', {localized: true}),
    f('cta', 'single_block', {localized: true, to: ['button_link']}),
  ]},
  {apiKey: 'geolocation', name: 'Geolocation', block: false, singleton: true, fields: [
    f('heading', 'string', {localized: true}),
    f('body', 'text', {localized: true}),
    f('button_cancel_label', 'string', {localized: true}),
    f('button_continue_label', 'string', {localized: true}),
  ]},
  {apiKey: 'vitamin_test', name: 'Vitamin test', block: false, singleton: true, fields: [
    f('questions', 'rich_text', {localized: true, to: ['vitamin_test_question']}),
    f('submit_label', 'string', {localized: true}),
  ]},
  {apiKey: 'vitamin_test_result', name: 'Vitamin test result', block: false, fields: [
    f('slug', 'slug', {required: true, unique: true}),
    f('heading', 'string', {localized: true}),
    f('text', 'text', {localized: true}),
    f('products', 'links', {to: ['product']}),
  ]},
  {apiKey: 'cart_page', name: 'Cart page', block: false, fields: [
    f('title', 'string', {localized: true}),
  ]},
  {apiKey: 'cart_settings', name: 'Cart settings', block: false, singleton: true, fields: [
    f('free_gift_threshold', 'float'),
    f('free_gift_heading', 'string', {localized: true}),
    f('free_gifts', 'rich_text', {localized: true, to: ['free_gift']}),
  ]},
  {apiKey: 'newsletter_modal', name: 'Newsletter modal', block: false, singleton: true, fields: [
    f('headline', 'string', {localized: true}),
    f('heading', 'string', {localized: true}),
    f('paragraph', 'text', {localized: true}),
    f('button_close_label', 'string', {localized: true}),
    f('button_submit_label', 'string', {localized: true}),
    f('success_headline', 'string', {localized: true}),
    f('success_heading', 'string', {localized: true}),
    f('success_paragraph', 'text', {localized: true}),
  ]},
  {apiKey: 'review_success_modal', name: 'Review success modal', block: false, singleton: true, fields: [
    f('modal_close_label', 'string', {localized: true}),
    f('title', 'string', {localized: true}),
    f('body', 'text', {localized: true}),
    f('button_close_label', 'string', {localized: true}),
  ]},
  {apiKey: 'announcement_bar', name: 'Announcement bar', block: false, singleton: true, fields: [
    f('show_announcement_bar', 'boolean', {localized: true}),
    f('homepage_only', 'boolean', {localized: true}),
    f('content', 'string', {localized: true}),
    f('items', 'rich_text', {localized: true, to: ['announcement_item']}),
    f('animation_duration', 'float', {localized: true}),
    f('animation_type', 'string', {localized: true}),
    f('overwrite_page_settings', 'boolean', {localized: true}),
    f('background_color', 'color', {localized: true}),
    f('text_color', 'color', {localized: true}),
    f('background_media', 'file', {localized: true}),
  ]},
  {apiKey: 'modal_promo', name: 'Modal promo', block: false, fields: [
    f('media', 'file'),
    f('content', 'rich_text', {localized: true, to: ['modal_promo_text', 'modal_promo_buttons']}),
    f('on_page_load', 'boolean'),
    f('on_scroll', 'boolean'),
    f('scroll_offset', 'integer'),
    f('on_page_exit', 'boolean'),
    f('show_on_specific_time', 'boolean'),
    f('start_datetime', 'date_time'),
    f('end_datetime', 'date_time'),
    f('use_interval', 'boolean'),
    f('interval_in_minutes', 'integer'),
    f('on_specific_page', 'boolean'),
    f('specific_page_url', 'string', {localized: true}),
    f('outer_click_close_modal', 'boolean'),
    f('esc_button_close_modal', 'boolean'),
    f('mobile_only', 'boolean'),
  ]},
  {apiKey: 'button_link', name: 'Button link', block: true, fields: [
    f('label', 'string'),
    f('url', 'string'),
    f('open_in_new_tab', 'boolean'),
    f('use_entry_link', 'boolean'),
    f('entry_link', 'link', {to: LINK_TARGETS}),
  ]},
  {apiKey: 'menu_item', name: 'Menu item', block: true, fields: [
    f('label', 'string'),
    f('link', 'single_block', {to: ['button_link']}),
    f('children', 'rich_text', {to: ['menu_item']}),
    f('image', 'file'),
  ]},
  {apiKey: 'footer_column', name: 'Footer column', block: true, fields: [
    f('heading', 'string'),
    f('links', 'rich_text', {to: ['button_link']}),
  ]},
  {apiKey: 'hero_section', name: 'Hero section', block: true, fields: [
    f('headline', 'string'),
    f('heading', 'string'),
    f('body', 'text'),
    f('image', 'file'),
    f('button', 'single_block', {to: ['button_link']}),
    f('background_color', 'color'),
    f('text_color', 'color'),
    f('settings', 'single_block', {to: ['section_settings']}),
  ]},
  {apiKey: 'collection_grid_section', name: 'Collection grid section', block: true, fields: [
    f('heading', 'string'),
    f('collections', 'links', {to: ['collection']}),
    f('settings', 'single_block', {to: ['section_settings']}),
  ]},
  {apiKey: 'product_carousel_section', name: 'Product carousel section', block: true, fields: [
    f('heading', 'string'),
    f('products', 'links', {to: ['product']}),
    f('button', 'single_block', {to: ['button_link']}),
    f('settings', 'single_block', {to: ['section_settings']}),
    f('use_recommendations', 'boolean'),
  ]},
  {apiKey: 'article_carousel_section', name: 'Article carousel section', block: true, fields: [
    f('heading', 'string'),
    f('articles', 'links', {to: ['article']}),
    f('settings', 'single_block', {to: ['section_settings']}),
  ]},
  {apiKey: 'usp_section', name: 'Usp section', block: true, fields: [
    f('items', 'json'),
    f('settings', 'single_block', {to: ['section_settings']}),
  ]},
  {apiKey: 'flavour', name: 'Flavour', block: true, fields: [
    f('name', 'string'),
    f('colour', 'color'),
    f('secondary_color', 'color'),
    f('product_background_color', 'color'),
    f('add_footnote', 'boolean'),
    f('thumbnail', 'file'),
    f('select_option', 'single_block', {to: ['select_option']}),
  ]},
  {apiKey: 'size', name: 'Size', block: true, fields: [
    f('size', 'string'),
    f('unit', 'string'),
    f('servings', 'integer'),
    f('servings_label', 'string'),
    f('suitable_for', 'text'),
    f('default_note', 'text'),
    f('add_footnote', 'boolean'),
    f('select_option', 'single_block', {to: ['select_option']}),
  ]},
  {apiKey: 'service_card', name: 'Service card', block: true, fields: [
    f('heading', 'string'),
    f('text', 'text'),
    f('link', 'single_block', {to: ['button_link']}),
  ]},
  {apiKey: 'opening_hours', name: 'Opening hours', block: true, fields: [
    f('days', 'string'),
    f('hours', 'string'),
  ]},
  {apiKey: 'vitamin_test_question', name: 'Vitamin test question', block: true, fields: [
    f('key', 'string'),
    f('question', 'string'),
    f('answers', 'rich_text', {to: ['vitamin_test_answer']}),
  ]},
  {apiKey: 'vitamin_test_answer', name: 'Vitamin test answer', block: true, fields: [
    f('value', 'string'),
    f('label', 'string'),
    f('recommends', 'links', {to: ['vitamin_test_result']}),
  ]},
  {apiKey: 'free_gift', name: 'Free gift', block: true, fields: [
    f('title', 'string'),
    f('variant_id', 'string', {required: true, unique: true}),
    f('image', 'file'),
  ]},
  {apiKey: 'section_settings', name: 'Section settings', block: true, fields: [
    f('background_color', 'color'),
    f('text_color', 'color'),
    f('margin_top_mobile', 'integer'),
    f('margin_bottom_mobile', 'integer'),
    f('margin_top_desktop', 'integer'),
    f('margin_bottom_desktop', 'integer'),
    f('padding_top_mobile', 'integer'),
    f('padding_bottom_mobile', 'integer'),
    f('padding_top_desktop', 'integer'),
    f('padding_bottom_desktop', 'integer'),
    f('visibility', 'string', {enum: ['all', 'desktop', 'mobile']}),
  ]},
  {apiKey: 'ksp', name: 'Ksp', block: true, fields: [
    f('text', 'text'),
    f('icon', 'file'),
  ]},
  {apiKey: 'sticker', name: 'Sticker', block: true, fields: [
    f('value', 'string'),
    f('value_size', 'integer'),
    f('margin', 'integer'),
    f('copy', 'text'),
    f('copy_size', 'integer'),
    f('offset_y', 'integer'),
    f('background_color', 'color'),
    f('text_color', 'color'),
  ]},
  {apiKey: 'spec', name: 'Spec', block: true, fields: [
    f('unit_name', 'string'),
    f('unit_measurement', 'string'),
    f('unit_amount', 'string'),
  ]},
  {apiKey: 'payment_note', name: 'Payment note', block: true, fields: [
    f('label', 'string'),
    f('icon', 'file'),
    f('product_page', 'boolean'),
  ]},
  {apiKey: 'booking_consult', name: 'Booking consult', block: true, fields: [
    f('heading', 'string'),
    f('body', 'text'),
    f('label', 'string'),
    f('url', 'string'),
  ]},
  {apiKey: 'delivery_code', name: 'Delivery code', block: true, fields: [
    f('regular_delivery_label', 'string'),
    f('next_business_day_delivery_label', 'string'),
    f('setting', 'string', {enum: ['regular', 'next_business_day']}),
    f('icon', 'file'),
    f('enabled', 'boolean'),
  ]},
  {apiKey: 'upsell', name: 'Upsell', block: true, fields: [
    f('product_image', 'file'),
    f('background_color', 'color'),
    f('title', 'string'),
    f('text', 'text'),
    f('link', 'single_block', {to: ['button_link']}),
  ]},
  {apiKey: 'select_option', name: 'Select option', block: true, fields: [
    f('shape', 'string', {enum: ['round', 'square', 'pill']}),
    f('show_border', 'boolean'),
    f('show_shadow', 'boolean'),
    f('media', 'file'),
  ]},
  {apiKey: 'content_block', name: 'Content block', block: true, fields: [
    f('headline', 'string'),
    f('heading', 'string'),
    f('heading_desktop', 'string'),
    f('body', 'structured_text', {blocks: ['table_block', 'image_block'], links: LINK_TARGETS}),
    f('body_font_weight', 'string'),
    f('primary_button', 'single_block', {to: ['button']}),
  ]},
  {apiKey: 'content_block_section', name: 'Content block section', block: true, fields: [
    f('settings', 'single_block', {to: ['section_settings']}),
    f('content', 'single_block', {to: ['content_block']}),
    f('media', 'file'),
    f('media_position', 'string'),
  ]},
  {apiKey: 'button', name: 'Button', block: true, fields: [
    f('label', 'string'),
    f('color', 'string'),
    f('variant', 'string'),
    f('size', 'string'),
    f('uppercase', 'boolean'),
    f('link', 'single_block', {to: ['button_link']}),
  ]},
  {apiKey: 'product_popup', name: 'Product popup', block: true, fields: [
    f('button_add_to_cart_label', 'string'),
    f('button_learn_more_label', 'string'),
  ]},
  {apiKey: 'mix_and_match', name: 'Mix and match', block: true, fields: [
    f('header_media', 'file'),
    f('heading', 'string'),
    f('subheading', 'string'),
    f('eligible_variants', 'rich_text', {to: ['mix_and_match_item']}),
    f('fixed_components', 'rich_text', {to: ['mix_and_match_item']}),
    f('button_label', 'string'),
    f('use_collapse', 'boolean'),
    f('button_collapse_label', 'string'),
    f('pick_amount', 'integer'),
  ]},
  {apiKey: 'mix_and_match_item', name: 'Mix and match item', block: true, fields: [
    f('title', 'string'),
    f('thumbnail', 'file'),
    f('variant_id', 'string', {required: true, unique: true}),
    f('popup', 'single_block', {to: ['mix_and_match_popup']}),
  ]},
  {apiKey: 'mix_and_match_popup', name: 'Mix and match popup', block: true, fields: [
    f('button_label', 'string'),
    f('heading', 'string'),
    f('body', 'text'),
  ]},
  {apiKey: 'table_block', name: 'Table block', block: true, fields: [
    f('table', 'json'),
  ]},
  {apiKey: 'image_block', name: 'Image block', block: true, fields: [
    f('image', 'file'),
  ]},
  {apiKey: 'summary_section', name: 'Summary section', block: true, fields: [
    f('settings', 'single_block', {to: ['section_settings']}),
    f('heading', 'string'),
    f('content', 'structured_text', {blocks: ['table_block', 'image_block'], links: LINK_TARGETS}),
    f('truncate_after', 'integer'),
    f('read_more_label', 'string'),
    f('read_less_label', 'string'),
  ]},
  {apiKey: 'benefit', name: 'Benefit', block: true, fields: [
    f('title', 'string'),
    f('text', 'text'),
    f('image', 'file'),
  ]},
  {apiKey: 'benefits_section', name: 'Benefits section', block: true, fields: [
    f('settings', 'single_block', {to: ['section_settings']}),
    f('heading', 'string'),
    f('items', 'rich_text', {to: ['benefit']}),
    f('read_more_label', 'string'),
    f('read_less_label', 'string'),
    f('open_by_default', 'boolean'),
  ]},
  {apiKey: 'specification_item', name: 'Specification item', block: true, fields: [
    f('label', 'string'),
    f('value', 'string'),
  ]},
  {apiKey: 'specification_group', name: 'Specification group', block: true, fields: [
    f('label', 'string'),
    f('items', 'rich_text', {to: ['specification_item']}),
    f('default_open', 'boolean'),
  ]},
  {apiKey: 'specification_groups_section', name: 'Specification groups section', block: true, fields: [
    f('settings', 'single_block', {to: ['section_settings']}),
    f('heading', 'string'),
    f('select_label', 'string'),
    f('groups', 'rich_text', {to: ['specification_group']}),
  ]},
  {apiKey: 'anchor', name: 'Anchor', block: true, fields: [
    f('label', 'string'),
    f('slug', 'slug'),
  ]},
  {apiKey: 'navigation_anchors_section', name: 'Navigation anchors section', block: true, fields: [
    f('settings', 'single_block', {to: ['section_settings']}),
    f('items', 'rich_text', {to: ['anchor']}),
  ]},
  {apiKey: 'hero_grid_item', name: 'Hero grid item', block: true, fields: [
    f('heading', 'string'),
    f('text', 'text'),
    f('media', 'file'),
  ]},
  {apiKey: 'hero_grid_section', name: 'Hero grid section', block: true, fields: [
    f('settings', 'single_block', {to: ['section_settings']}),
    f('main_item', 'single_block', {to: ['hero_grid_item']}),
    f('items', 'rich_text', {to: ['hero_grid_item']}),
    f('mobile_variant', 'string', {enum: ['grid', 'carousel']}),
    f('hide_trustpilot', 'boolean'),
  ]},
  {apiKey: 'lifestyle_carousel_section', name: 'Lifestyle carousel section', block: true, fields: [
    f('settings', 'single_block', {to: ['section_settings']}),
    f('heading', 'string'),
    f('images', 'gallery'),
  ]},
  {apiKey: 'product_and_article_carousel_section', name: 'Product and article carousel section', block: true, fields: [
    f('settings', 'single_block', {to: ['section_settings']}),
    f('heading', 'string'),
    f('products', 'links', {to: ['product']}),
    f('articles', 'links', {to: ['article']}),
  ]},
  {apiKey: 'article_highlight_section', name: 'Article highlight section', block: true, fields: [
    f('settings', 'single_block', {to: ['section_settings']}),
    f('headline', 'string'),
    f('article', 'link', {to: ['article']}),
    f('button_label', 'string'),
  ]},
  {apiKey: 'content_image_section', name: 'Content image section', block: true, fields: [
    f('settings', 'single_block', {to: ['section_settings']}),
    f('heading', 'string'),
    f('body', 'structured_text', {blocks: ['table_block', 'image_block'], links: LINK_TARGETS}),
    f('image', 'file'),
    f('image_mobile', 'file'),
    f('background_image', 'file'),
    f('image_position', 'string', {enum: ['left', 'right']}),
  ]},
  {apiKey: 'spacer_section', name: 'Spacer section', block: true, fields: [
    f('settings', 'single_block', {to: ['section_settings']}),
    f('height_mobile', 'integer'),
    f('height_desktop', 'integer'),
  ]},
  {apiKey: 'old_article_carousel_section', name: 'Old article carousel section', block: true, fields: [
    f('settings', 'single_block', {to: ['section_settings']}),
    f('heading', 'string'),
    f('articles', 'links', {to: ['article']}),
  ]},
  {apiKey: 'reviews_trust_widget_section', name: 'Reviews trust widget section', block: true, fields: [
    f('settings', 'single_block', {to: ['section_settings']}),
    f('heading', 'string'),
    f('heading_level', 'integer'),
    f('headline', 'string'),
    f('sorting_order', 'string'),
    f('cta_label', 'string'),
    f('cta_href', 'string'),
  ]},
  {apiKey: 'faq_block', name: 'Faq block', block: true, fields: [
    f('question', 'string'),
    f('answer', 'structured_text', {blocks: ['table_block', 'image_block'], links: LINK_TARGETS}),
  ]},
  {apiKey: 'faq_section', name: 'Faq section', block: true, fields: [
    f('settings', 'single_block', {to: ['section_settings']}),
    f('headline', 'string'),
    f('heading', 'string'),
    f('heading_tag', 'string', {enum: ['h2', 'h3', 'h4']}),
    f('blocks', 'rich_text', {to: ['faq_block']}),
    f('initial_amount', 'integer'),
    f('paginate_amount', 'integer'),
    f('responsive', 'boolean'),
    f('show_more_label', 'string'),
  ]},
  {apiKey: 'reviews_section', name: 'Reviews section', block: true, fields: [
    f('settings', 'single_block', {to: ['section_settings']}),
    f('heading', 'string'),
  ]},
  {apiKey: 'reviews_list_section', name: 'Reviews list section', block: true, fields: [
    f('settings', 'single_block', {to: ['section_settings']}),
    f('label_reviews', 'string'),
    f('button_load_more_label', 'string'),
    f('button_write_review_label', 'string'),
    f('review_type', 'string', {enum: ['product', 'business']}),
    f('rating_type', 'string', {enum: ['stars', 'score']}),
  ]},
  {apiKey: 'reviews_animation_section', name: 'Reviews animation section', block: true, fields: [
    f('settings', 'single_block', {to: ['section_settings']}),
    f('heading', 'string'),
  ]},
  {apiKey: 'video_section', name: 'Video section', block: true, fields: [
    f('settings', 'single_block', {to: ['section_settings']}),
    f('heading', 'string'),
    f('video', 'file'),
    f('cover', 'file'),
    f('captions', 'file'),
  ]},
  {apiKey: 'video_popup_section', name: 'Video popup section', block: true, fields: [
    f('settings', 'single_block', {to: ['section_settings']}),
    f('heading', 'string'),
    f('button_label', 'string'),
    f('video_url', 'string'),
    f('cover', 'file'),
    f('captions', 'file'),
  ]},
  {apiKey: 'sticker_section', name: 'Sticker section', block: true, fields: [
    f('settings', 'single_block', {to: ['section_settings']}),
  ]},
  {apiKey: 'mix_and_match_section', name: 'Mix and match section', block: true, fields: [
    f('settings', 'single_block', {to: ['section_settings']}),
  ]},
  {apiKey: 'product_upsell_section', name: 'Product upsell section', block: true, fields: [
    f('settings', 'single_block', {to: ['section_settings']}),
  ]},
  {apiKey: 'company_info_section', name: 'Company info section', block: true, fields: [
    f('settings', 'single_block', {to: ['section_settings']}),
  ]},
  {apiKey: 'customer_service_section', name: 'Customer service section', block: true, fields: [
    f('settings', 'single_block', {to: ['section_settings']}),
  ]},
  {apiKey: 'booking_consult_section', name: 'Booking consult section', block: true, fields: [
    f('settings', 'single_block', {to: ['section_settings']}),
  ]},
  {apiKey: 'subscription_section', name: 'Subscription section', block: true, fields: [
    f('settings', 'single_block', {to: ['section_settings']}),
  ]},
  {apiKey: 'delivery_code_section', name: 'Delivery code section', block: true, fields: [
    f('settings', 'single_block', {to: ['section_settings']}),
  ]},
  {apiKey: 'preorder_section', name: 'Preorder section', block: true, fields: [
    f('settings', 'single_block', {to: ['section_settings']}),
  ]},
  {apiKey: 'announcement_item', name: 'Announcement item', block: true, fields: [
    f('content', 'string'),
    f('enabled', 'boolean'),
    f('link', 'single_block', {to: ['button_link']}),
    f('settings', 'rich_text', {to: ['announcement_schedule']}),
  ]},
  {apiKey: 'announcement_schedule', name: 'Announcement schedule', block: true, fields: [
    f('day', 'string'),
    f('start_time', 'string'),
    f('end_time', 'string'),
  ]},
  {apiKey: 'modal_promo_text', name: 'Modal promo text', block: true, fields: [
    f('copy', 'text'),
    f('copy_desktop', 'text'),
    f('text_color', 'color'),
    f('font_size', 'string'),
    f('font_weight', 'string'),
  ]},
  {apiKey: 'modal_promo_buttons', name: 'Modal promo buttons', block: true, fields: [
    f('buttons', 'rich_text', {to: ['button_link']}),
  ]},
];

/**
 * Creates the locales, every model and block model, then every field. Refuses, before changing anything, an
 * environment that already holds any of these models (it was set up by hand or by another tool: this migration
 * cannot know whether it matches); a failure part-way removes what this run created, so the environment is left
 * as it was found.
 */
export default async function createContentModel(client: Client): Promise<void> {
  const existing = await client.itemTypes.list();
  const taken = existing.filter((itemType) => MODELS.some((model) => model.apiKey === itemType.api_key));
  if (taken.length > 0) {
    throw new Error(
      `This environment already has ${taken.length} of the content model's ${MODELS.length} models ` +
        `(${taken.map((itemType) => itemType.api_key).join(', ')}), created without this migration. Nothing was ` +
        'changed. Run the migrations against an empty project or environment.',
    );
  }

  const site = await client.site.find();
  const createdModels: string[] = [];
  const createdFields: string[] = [];
  try {
    await client.site.update({locales: [...SITE_LOCALES]});
    const ids = new Map<string, string>();
    for (const model of MODELS) {
      const itemType = await client.itemTypes.create(itemTypeBody(model));
      createdModels.push(itemType.id);
      ids.set(model.apiKey, itemType.id);
    }
    for (const model of MODELS) {
      for (const field of model.fields) {
        const created = await client.fields.create(ids.get(model.apiKey)!, fieldBody(field, ids));
        createdFields.push(created.id);
      }
    }
  } catch (error) {
    // Fields first: a model cannot go while another model's field still points at it.
    for (const id of createdFields.reverse()) await client.fields.destroy(id).catch(() => undefined);
    for (const id of createdModels.reverse()) await client.itemTypes.destroy(id).catch(() => undefined);
    await client.site.update({locales: site.locales}).catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Creating the content model failed; what this run created was removed again. ${reason}`, {cause: error});
  }
}

function itemTypeBody(model: ModelSpec): ApiTypes.ItemTypeCreateSchema {
  if (model.block) return {name: model.name, api_key: model.apiKey, modular_block: true};
  return {
    name: model.name,
    api_key: model.apiKey,
    modular_block: false,
    singleton: model.singleton ?? false,
    sortable: model.sortable ?? false,
    // Editors publish: the storefront reads published content, previews read drafts.
    draft_mode_active: true,
    // The Belgian locales mostly fall back to nl and fr (README "Markets and URLs"): no locale is required.
    all_locales_required: false,
  };
}

function fieldBody(field: FieldSpec, ids: Map<string, string>): ApiTypes.FieldCreateSchema {
  const idsOf = (apiKeys: string[] = []) =>
    apiKeys.map((apiKey) => {
      const id = ids.get(apiKey);
      if (!id) throw new Error(`Field ${field.apiKey} refers to ${apiKey}, which is not in this migration`);
      return id;
    });
  const validators: Record<string, unknown> = {};
  if (field.required) validators.required = {};
  if (field.unique) validators.unique = {};
  if (field.enum) validators.enum = {values: field.enum};
  if (field.type === 'link') validators.item_item_type = {item_types: idsOf(field.to)};
  if (field.type === 'links') validators.items_item_type = {item_types: idsOf(field.to)};
  if (field.type === 'single_block') validators.single_block_blocks = {item_types: idsOf(field.to)};
  if (field.type === 'rich_text') validators.rich_text_blocks = {item_types: idsOf(field.to)};
  if (field.type === 'structured_text') {
    validators.structured_text_blocks = {item_types: idsOf(field.blocks)};
    validators.structured_text_links = {item_types: idsOf(field.links)};
  }
  return {
    label: labelOf(field.apiKey),
    api_key: field.apiKey,
    field_type: field.type,
    localized: field.localized ?? false,
    validators,
  } as ApiTypes.FieldCreateSchema;
}

/** 'page_background_color' → 'Page background color'. */
function labelOf(apiKey: string): string {
  const words = apiKey.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

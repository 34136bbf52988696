// README "Product detail pages": a section whose required content is missing renders nothing and is logged
// (`[sections] <type> <id> failed: <why>`). What each section needs before it can render.
import {describe, expect, test} from 'vitest';
import {isSlotSection, sectionProblem, type Section} from '~/content/sections';

const section = (typename: string, fields: Record<string, unknown> = {}) =>
  ({__typename: typename, id: `${typename}-1`, ...fields}) as unknown as Section;
const DAST = {schema: 'dast', document: {type: 'root', children: []}};

describe('what a section needs before it renders', () => {
  test.each([
    ['SummarySectionRecord', {content: {value: DAST}}, {content: {value: {schema: 'html'}}}, 'no content'],
    ['BenefitsSectionRecord', {items: [{title: null, text: 'Rich in protein'}]}, {items: [{title: '', text: null}]}, 'no benefits'],
    ['SpecificationGroupsSectionRecord', {groups: [{items: []}, {items: [{label: 'Eiwit'}]}]}, {groups: [{items: []}]}, 'no specification groups with items'],
    ['NavigationAnchorsSectionRecord', {items: [{label: 'FAQ', slug: 'faq'}]}, {items: [{label: 'FAQ', slug: ' # '}, {label: '', slug: 'faq'}]}, 'no anchors'],
    ['HeroGridSectionRecord', {mainItem: null, items: [{id: 'x'}]}, {mainItem: null, items: []}, 'no items'],
    ['LifestyleCarouselSectionRecord', {images: [{id: 'x'}]}, {images: []}, 'no images'],
    ['ProductCarouselSectionRecord', {products: [], useRecommendations: true}, {products: [], useRecommendations: false}, 'no products'],
    ['ProductAndArticleCarouselSectionRecord', {products: [], articles: [{id: 'a'}]}, {products: [], articles: []}, 'no products or articles'],
    ['ArticleHighlightSectionRecord', {article: {slug: 'eiwit', heading: 'Eiwit'}}, {article: {slug: 'eiwit', heading: ''}}, 'no article'],
    ['ContentImageSectionRecord', {image: null, imageMobile: null, heading: null, body: 'Text'}, {image: null, imageMobile: null, heading: '', body: null}, 'no image or text'],
    ['OldArticleCarouselSectionRecord', {articles: [{id: 'a'}]}, {articles: []}, 'no articles'],
    ['FaqSectionRecord', {blocks: [{question: ''}, {question: 'Hoeveel?'}]}, {blocks: [{question: ''}]}, 'no questions'],
    ['VideoSectionRecord', {video: {url: 'https://youtu.be/dQw4w9WgXcQ'}}, {video: {video: null, url: 'https://example.com/page'}}, 'no playable video'],
  ])('%s renders with what it needs, and says what is missing otherwise', (typename, complete, incomplete, problem) => {
    expect(sectionProblem(section(typename, complete))).toBeNull();
    expect(sectionProblem(section(typename, incomplete))).toBe(problem);
  });

  test('each alternative is enough on its own', () => {
    expect(sectionProblem(section('BenefitsSectionRecord', {items: [{title: 'Eiwit', text: null}]}))).toBeNull();
    expect(sectionProblem(section('BenefitsSectionRecord', {items: [{title: 'Eiwit', text: null}, {title: '', text: ''}]}))).toBeNull();
    expect(sectionProblem(section('HeroGridSectionRecord', {mainItem: {id: 'm'}, items: []}))).toBeNull();
    expect(sectionProblem(section('ProductCarouselSectionRecord', {products: [{id: 'p'}], useRecommendations: false}))).toBeNull();
    expect(sectionProblem(section('ProductAndArticleCarouselSectionRecord', {products: [{id: 'p'}], articles: []}))).toBeNull();
    expect(sectionProblem(section('ArticleHighlightSectionRecord', {article: {slug: '', heading: 'Eiwit'}}))).toBe('no article');
    expect(sectionProblem(section('ArticleHighlightSectionRecord', {article: null}))).toBe('no article');
    for (const content of [{image: {url: 'x'}}, {imageMobile: {url: 'x'}}, {heading: 'Kop'}]) {
      expect(sectionProblem(section('ContentImageSectionRecord', {image: null, imageMobile: null, heading: null, body: null, ...content}))).toBeNull();
    }
    expect(sectionProblem(section('VideoSectionRecord', {video: {video: {mp4Low: 'x'}, url: null}}))).toBeNull();
    expect(sectionProblem(section('VideoSectionRecord', {video: null}))).toBe('no playable video');
    expect(sectionProblem(section('SummarySectionRecord', {content: null}))).toBe('no content');
  });

  test('a video popup needs a playable url, and the log names the url it got', () => {
    expect(sectionProblem(section('VideoPopupSectionRecord', {videoUrl: 'https://vimeo.com/76979871'}))).toBeNull();
    expect(sectionProblem(section('VideoPopupSectionRecord', {videoUrl: null}))).toBe('unsupported video url null');
    expect(sectionProblem(section('VideoPopupSectionRecord', {}))).toBe('unsupported video url null');
  });

  test('sections without requirements (markers, spacers, reviews) always render', () => {
    expect(sectionProblem(section('SpacerSectionRecord'))).toBeNull();
    expect(sectionProblem(section('StickerSectionRecord'))).toBeNull();
  });

  test('placement markers are exactly the product-level slots', () => {
    expect(isSlotSection(section('StickerSectionRecord'))).toBe(true);
    expect(isSlotSection(section('CustomerServiceSectionRecord'))).toBe(true);
    expect(isSlotSection(section('FaqSectionRecord'))).toBe(false);
  });
});

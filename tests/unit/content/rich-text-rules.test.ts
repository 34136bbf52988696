// Spec §2 "Rich text": links that are not anchors and point to none of our hosts open in a new tab; script
// urls are not links; tables come from a table block's JSON; the plain text of a document feeds truncation.
import {describe, expect, test} from 'vitest';
import {isExternalLink, isStructuredTextValue, isUnsafeHref, plainText, tableData} from '~/content/rich-text';

const OWN = ['www.originalfuel.nl', 'originalfuel.de'];

describe('which links leave the site', () => {
  test('plain http and https links elsewhere leave, surrounding spaces and all', () => {
    expect(isExternalLink('http://www.voedingscentrum.nl/', OWN)).toBe(true);
    expect(isExternalLink('  https://www.voedingscentrum.nl/  ', OWN)).toBe(true);
    expect(isExternalLink('https://www.voedingscentrum.nl/#', OWN)).toBe(true);
  });

  test('a url that does not parse goes nowhere new', () => {
    expect(isExternalLink('https://[broken', OWN)).toBe(false);
  });

  test('only a leading www. is the same site; our hosts may be configured with spaces', () => {
    expect(isExternalLink('https://awww.example.com/', ['aexample.com'])).toBe(true);
    expect(isExternalLink('https://originalfuel.be/', [' originalfuel.be '])).toBe(false);
  });
});

describe('tables', () => {
  test('a row that is no object is left out; empty cells and unnamed columns read as empty', () => {
    expect(tableData({columns: [null, 'Waarde'], data: [null, 'x', {'': 'Energie', Waarde: null}]})).toEqual({
      columns: ['', 'Waarde'],
      rows: [['Energie', '']],
    });
  });
});

describe('plain text of a structured-text document', () => {
  const span = (value: unknown) => ({type: 'span', value});
  const doc = (...children: unknown[]) => ({schema: 'dast', document: {type: 'root', children}});

  test('paragraphs, headings and list items are separated by a space; spans inside run on', () => {
    const value = doc(
      {type: 'heading', level: 2, children: [span('Eiwit')]},
      {type: 'paragraph', children: [span('Whey'), span('isolaat')]},
      {type: 'list', children: [{type: 'listItem', children: [span('Snel')]}, {type: 'listItem', children: [span('Puur')]}]},
      {type: 'paragraph', children: [span('Na  het '), {type: 'link', url: '#', children: [span('sporten')]}]},
    );
    expect(plainText(value)).toBe('Eiwit Wheyisolaat Snel Puur Na het sporten');
  });

  test('a link inside a paragraph runs on with the text around it', () => {
    const value = doc({type: 'paragraph', children: [span('Lees '), {type: 'link', url: '/x', children: [span('meer')]}, span('.')]});
    expect(plainText(value)).toBe('Lees meer.');
  });

  test('blocks and inline blocks are left out; only spans with text count', () => {
    const value = doc(
      {type: 'paragraph', children: [span('Voor'), {type: 'inlineBlock', item: '1', children: [span('X')]}, span(42), {type: 'text', value: 'Y'}]},
      {type: 'block', item: '2', children: [span('Z')]},
      {type: 'paragraph', children: [span('na')]},
    );
    expect(plainText(value)).toBe('Voor na');
  });

  test('a value that is no document has no text', () => {
    expect(plainText('plain words')).toBe('');
    expect(plainText({type: 'root', children: [{type: 'paragraph', children: [span('Los')]}]})).toBe('Los');
  });

  test('only a dast value whose document is a root renders as structured text', () => {
    expect(isStructuredTextValue(doc())).toBe(true);
    expect(isStructuredTextValue({schema: 'html', document: {type: 'root'}})).toBe(false);
    expect(isStructuredTextValue({schema: 'dast', document: {type: 'paragraph'}})).toBe(false);
    expect(isStructuredTextValue('dast')).toBe(false);
  });
});

describe('script urls', () => {
  test('are recognised in any case and spacing; other schemes are links', () => {
    expect(isUnsafeHref('VBScript:msgbox(1)')).toBe(true);
    expect(isUnsafeHref('data:text/html,x')).toBe(true);
    expect(isUnsafeHref('tel:+31201234567')).toBe(false);
  });
});

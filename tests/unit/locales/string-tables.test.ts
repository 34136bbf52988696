// Issue 13 §5: every fixed text of the UI exists in nl, de, en, it and fr. Each string table (the shell's in
// locales/, and the tables features keep beside their code so only their pages load them) has every key in every
// language, no empty text and the same {placeholders}; Belgian overrides name only keys that exist; a new table
// cannot be added without this test seeing it; and no component renders a literal text or label.
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import ts from 'typescript';
import {describe, expect, test} from 'vitest';
import {ACCOUNT_STRINGS} from '~/components/account/account-strings';
import {AUTH_STRINGS} from '~/components/account/auth-strings';
import {ORDERS_STRINGS} from '~/components/account/orders/strings';
import {LOYALTY_STRINGS} from '~/components/loyalty/strings';
import {RATING_STRINGS} from '~/components/reviews/rating-strings';
import {REVIEW_STRINGS} from '~/components/reviews/strings';
import {SERVICE_STRINGS} from '~/components/service/strings.server';
import {RELATIVE_DAYS} from '~/markets/dates';
import {MARKETS, type Language} from '~/markets/markets';
import {ALL_STRINGS} from '~locales/all';
import {BELGIAN_OVERRIDES} from '~locales/overrides';

const ROOT = join(__dirname, '../../..');
const LANGUAGES = [...new Set(MARKETS.map((market) => market.language))];

/** Every table of UI text, by the file that declares it. */
const TABLES: Record<string, Record<Language, unknown>> = {
  'locales/all.ts': ALL_STRINGS,
  'app/components/account/account-strings.ts': ACCOUNT_STRINGS,
  'app/components/account/auth-strings.ts': AUTH_STRINGS,
  'app/components/account/orders/strings.ts': ORDERS_STRINGS,
  'app/components/loyalty/strings.ts': LOYALTY_STRINGS,
  'app/components/reviews/rating-strings.ts': RATING_STRINGS,
  'app/components/reviews/strings.ts': REVIEW_STRINGS,
  'app/components/service/strings.server.ts': SERVICE_STRINGS,
  'app/markets/dates.ts': RELATIVE_DAYS,
};

/**
 * Per-language tables that hold no UI text of ours: route words (app/markets/segments.ts, checked by the market
 * tests), languages' own names (video captions' labels, each in its own language) and the strings chunks' loaders.
 */
const NOT_UI_TEXT = ['app/markets/segments.ts', 'app/content/video-captions.ts', 'locales/index.ts'];

/** Leaves of a table as `path → value`. */
function leaves(value: unknown, path = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [leaf, text] of leaves(child, path ? `${path}.${key}` : key)) found.set(leaf, text);
    }
  } else {
    found.set(path, value);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

function sourceFiles(dir: string, extensions: RegExp): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path, extensions);
    return extensions.test(name) ? [path] : [];
  });
}

describe('string tables', () => {
  for (const [file, table] of Object.entries(TABLES)) {
    test(`${file}: every key in every language, none empty, the same placeholders`, () => {
      expect(Object.keys(table).sort()).toEqual([...LANGUAGES].sort());
      const reference = leaves(table.en);
      expect(reference.size).toBeGreaterThan(0);
      for (const language of LANGUAGES) {
        const texts = leaves(table[language]);
        expect([...texts.keys()].sort(), `${file} ${language}: keys`).toEqual([...reference.keys()].sort());
        for (const [key, text] of texts) {
          expect(typeof text, `${file} ${language}.${key}`).toBe('string');
          expect((text as string).trim(), `${file} ${language}.${key}: empty`).not.toBe('');
          expect(placeholders(text as string), `${file} ${language}.${key}: placeholders`).toEqual(
            placeholders(reference.get(key) as string),
          );
        }
      }
    });
  }

  test('Belgian overrides name only keys the shell has, in the Belgian market’s language', () => {
    for (const [locale, overrides] of Object.entries(BELGIAN_OVERRIDES)) {
      const language = locale.slice(0, 2) as Language;
      for (const [key, text] of Object.entries(overrides ?? {})) {
        expect(ALL_STRINGS[language], `${locale}.${key}`).toHaveProperty(key);
        expect(placeholders(text), `${locale}.${key}`).toEqual(placeholders(ALL_STRINGS[language][key as never]));
      }
    }
  });

  test('every per-language table in the code is one of the tables above', () => {
    const declaring = [...sourceFiles('app', /\.tsx?$/), ...sourceFiles('locales', /\.ts$/)].filter((file) =>
      /:\s*Record<Language,/.test(readFileSync(join(ROOT, file), 'utf8')),
    );
    const known = new Set([...Object.keys(TABLES), ...NOT_UI_TEXT]);
    expect(declaring.filter((file) => !known.has(file))).toEqual([]);
  });
});

/**
 * One form of address per language, in every table: a shopper is not "tu" in the cart overlay and "vous" on the
 * cart page (the French shop spoke both until session 13). French says vous, German du, Dutch je. Each pattern is
 * the other form: its pronouns and possessives, and for French the tu imperatives these tables have used.
 */
const OTHER_FORM: Partial<Record<Language, RegExp>> = {
  fr: /(?<![\p{L}-])(?:(?:[Tt]u|[Tt]e|[Tt]oi|[Tt]on|[Tt]a|[Tt]es)(?!\p{L})|[Tt][’'](?=\p{L}))|-toi(?!\p{L})|\b(?:Choisis|Saisis|Répète|Réessaie|Réponds|Parle|Laisse|Vérifie|Contacte|Crée|Active|Demandes)(?![\p{L}])/u,
  de: /\b(?:Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b/u,
  nl: /\b(?:u|uw)\b/iu,
};

describe('one form of address per language', () => {
  for (const [language, pattern] of Object.entries(OTHER_FORM) as [Language, RegExp][]) {
    test(`${language}: no table addresses the shopper in the other form (${pattern.source.slice(0, 40)}…)`, () => {
      const found = Object.entries(TABLES).flatMap(([file, table]) =>
        [...leaves(table[language])].filter(([, text]) => typeof text === 'string' && pattern.test(text)).map(([key, text]) => `${file} ${key}: ${text}`),
      );
      const overrides = Object.entries(BELGIAN_OVERRIDES)
        .filter(([locale]) => locale.startsWith(language))
        .flatMap(([locale, texts]) => Object.entries(texts ?? {}).filter(([, text]) => pattern.test(text)).map(([key, text]) => `${locale}.${key}: ${text}`));
      expect([...found, ...overrides]).toEqual([]);
    });
  }

  test('the French pattern tells the forms apart (it is not a word list that matches nothing)', () => {
    const french = OTHER_FORM.fr!;
    for (const tu of ['Ajouté à ton panier.', 'Tu as gagné', 'Connecte-toi', 'nous t’enverrons', 'Choisis un objectif', 'Recommandés pour toi', 'dans ta boîte', 'Crée-en un', 'Réessaie.'])
      expect(french.test(tu), tu).toBe(true);
    for (const vous of ['Ajouté à votre panier.', 'Vous avez gagné', 'Connectez-vous', 'nous vous enverrons', 'Choisissez un objectif', 'Toujours inclus', 'Total', 'Tableau', 'Thèmes', 'Activez-le', 'Quantité', 'Les demandes', '{picked} sur {required} choisis', 'Créez-en un'])
      expect(french.test(vous), vous).toBe(false);
  });
});

/** Texts a component may write as they are: names that are the same in every language. */
const LITERAL_ALLOWED: Record<string, string[]> = {
  // The provider's word mark is drawn as text in its logo.
  'app/components/reviews/ProviderMark.tsx': ['Trustpilot'],
};

/** Attributes whose value a shopper reads or hears. */
const TEXT_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label']);

/** The literal texts a component's source renders: JSX text with letters and text attributes given as strings. */
function literalsIn(file: string, code: string, allowed: string[] = []): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    if (!/\p{L}/u.test(text) || allowed.includes(text)) return;
    found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${JSON.stringify(text)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.getText().trim());
    const name = ts.isJsxAttribute(node) ? node.name.getText() : '';
    if (
      ts.isJsxAttribute(node) &&
      TEXT_ATTRIBUTES.has(name) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer)
    ) {
      report(node, node.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('components render no literal text', () => {
  test('no JSX text with letters, and no literal label, title, placeholder or alt', () => {
    const found = sourceFiles('app', /\.tsx$/).flatMap((file) =>
      literalsIn(file, readFileSync(join(ROOT, file), 'utf8'), LITERAL_ALLOWED[file]),
    );
    expect(found).toEqual([]);
  });

  test('the check sees a literal when there is one, and lets through what is no text', () => {
    const code = [
      'const a = <p title="Close" className="x">Hello {name}</p>;',
      'const b = <span aria-label={strings.close}>{count} · 4/5</span>;',
      'const c = <img alt="" placeholder="Search" />;',
    ].join('\n');
    expect(literalsIn('x.tsx', code)).toEqual(['x.tsx:1 "Close"', 'x.tsx:1 "Hello"', 'x.tsx:3 "Search"']);
    expect(literalsIn('x.tsx', code, ['Hello', 'Close', 'Search'])).toEqual([]);
  });
});

// Issue 14 §4: Shopify's policy HTML becomes allowed React elements (app/content/policy-html.ts): no script, no
// handler, no style and no dangerous link survives, whatever the spelling; ordinary policy markup keeps its shape.
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, test} from 'vitest';
import {PolicyPage} from '~/components/policies/PolicyPage';
import {policyNodes, safePolicyHref, type PolicyNode} from '~/content/policy-html';

/** The policy body as the page renders it (the other-policies links need the router: none given). */
function render(html: string): string {
  return renderToStaticMarkup(<PolicyPage page={{title: 'T', body: policyNodes(html), others: []}} />);
}

const tags = (nodes: PolicyNode[]): string[] =>
  nodes.flatMap((node) => (typeof node === 'string' ? [] : [node.tag, ...tags(node.children)]));

describe('issue 14 §4 policy HTML → allowed elements', () => {
  test('ordinary policy markup keeps its headings, lists, emphasis, tables and safe links; h1 becomes h2', () => {
    const html =
      '<h1>Title</h1><p>A <strong>bold</strong> &amp; <em>quiet</em> word<br>next line</p><ul><li>one</li><li>two</li></ul>' +
      '<table><tbody><tr><td>cell</td></tr></tbody></table><p><a href="mailto:a@b.example">mail</a> <a href="https://x.example/p">site</a></p>';
    const out = render(html);
    expect(out).toContain('<h2>Title</h2>');
    expect(out).toContain('<p>A <strong>bold</strong> &amp; <em>quiet</em> word<br/>next line</p>');
    expect(out).toContain('<ul><li>one</li><li>two</li></ul>');
    expect(out).toContain('<td>cell</td>');
    expect(out).toContain('<a href="mailto:a@b.example">mail</a>');
    expect(out).toContain('<a href="https://x.example/p" rel="noopener noreferrer">site</a>');
  });

  // Generated: hostile content in the spellings browsers accept.
  const SCRIPTS = ['<script>alert(1)</script>', '<SCRIPT >alert(1)</SCRIPT>', '<script src=//evil.example/x.js></script>', '<scr<script>ipt>alert(1)</script>',
    '<style>body{display:none}</style>', '<iframe src="https://evil.example"></iframe>', '<object data="x"></object>', '<embed src="x">',
    '<svg><script>alert(1)</script></svg>', '<math><mi>x</mi></math>', '<template><script>alert(1)</script></template>', '<noscript><p>x</p></noscript>',
    '<!--<script>alert(1)</script>-->', '<![CDATA[<script>alert(1)</script>]]>', '<img src=x onerror=alert(1)>', '<p onclick="alert(1)">x</p>',
    '<p style="position:fixed">x</p>', '<form action="https://evil.example"><input name=x></form>', '<meta http-equiv="refresh" content="0;url=https://evil.example">',
    '<base href="https://evil.example/">', '<link rel=stylesheet href=//evil.example/x.css>', '<a href="javascript:alert(1)">x</a>'];
  const HREFS = ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'java&#9;script:alert(1)', 'jav&#x61;script:alert(1)',
    '&#106;avascript:alert(1)', 'vbscript:x', 'data:text/html,<script>alert(1)</script>', 'file:///etc/passwd', '//evil.example', '/\\evil.example', '\\\\evil.example',
    'blob:https://x/1', 'x-javascript:1', 'javascript&colon;alert(1)'];

  test('scripts, styles, frames, handlers, forms and meta never reach the page, in every spelling', () => {
    for (const hostile of SCRIPTS) {
      const out = render(`<p>before</p>${hostile}<p>after</p>`);
      expect(out, hostile).not.toMatch(/<(script|style|iframe|object|embed|svg|math|template|img|form|input|meta|base|link)\b/i);
      expect(out, hostile).not.toMatch(/\son[a-z]+=/i);
      expect(out, hostile).not.toMatch(/\sstyle=/i);
      expect(out, hostile).not.toMatch(/href="javascript/i);
      expect(out, hostile).toContain('<p>after</p>');
    }
  });

  test('link targets other than http(s), mailto, tel, our paths and fragments are dropped (the text stays)', () => {
    for (const href of HREFS) {
      expect(safePolicyHref(href), href).toBeUndefined();
      const out = render(`<a href="${href.replace(/"/g, '&quot;')}">text</a>`);
      expect(out, href).toContain('>text</a>');
      expect(out, href).not.toContain('href=');
    }
    for (const href of ['https://x.example', 'http://x.example', 'mailto:a@b.example', 'tel:+31201234567', '/policies/refund-policy', '#top']) {
      expect(safePolicyHref(href), href).toBe(href);
    }
  });

  test('unclosed, stray and deeply nested markup gives a finite tree of allowed tags only', () => {
    const nested = '<div>'.repeat(5000) + 'deep' + '</div>'.repeat(5000);
    expect(render(nested)).toContain('deep');
    const deepAllowed = '<ul><li>'.repeat(200) + 'x';
    expect(render(deepAllowed)).toContain('x');
    for (const html of ['<p>open', '</p></ul>text', '<p><strong>a</p>b', '<a href="https://x.example">unclosed', '< p>literal', 'a < b > c', '<p>&bogus; &#0; &#xD800; &#1114112;</p>']) {
      const nodes = policyNodes(html);
      expect(tags(nodes).every((tag) => ['p', 'strong', 'a', 'ul', 'li'].includes(tag)), html).toBe(true);
      expect(() => render(html), html).not.toThrow();
    }
    expect(render('a < b > c')).toContain('a &lt; b &gt; c');
  });
});

// A shop policy: its HTML as allowed React elements (app/content/policy-html.ts), links to the other policies.
import {createElement, type ReactNode} from 'react';
import type {PolicyNode} from '~/content/policy-html';
import {LocalizedLink} from '~/components/ui/LocalizedLink';

type Props = {
  page: {title: string; body: PolicyNode[]; others: {handle: string; title: string}[]};
};

export function PolicyPage({page}: Props) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 md:px-6">
      <h1 className="text-3xl font-extrabold md:text-5xl">{page.title}</h1>
      <div className="rich-text mt-6">{renderNodes(page.body)}</div>
      {page.others.length ? (
        <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-2 border-t pt-6 text-sm">
          {page.others.map((other) => (
            <li key={other.handle}>
              <LocalizedLink to={`/policies/${other.handle}`} className="underline">
                {other.title}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

function renderNodes(nodes: PolicyNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return node;
    const props: Record<string, unknown> = {key: index};
    if (node.tag === 'a' && node.href) {
      props.href = node.href;
      if (/^https?:/i.test(node.href)) props.rel = 'noopener noreferrer';
    }
    return node.children.length || !['br', 'hr'].includes(node.tag)
      ? createElement(node.tag, props, ...renderNodes(node.children))
      : createElement(node.tag, props);
  });
}

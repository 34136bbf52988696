// RichTextField: a structured text (DAST) as the CDA serves it. `value` is the document with every block node's
// item replaced by the block's id; `blocks` are those blocks as records, `links` the records itemLink nodes point
// at (API-SHAPES.md §5.2). Block ids come from the block's place in the text, so `value` and `blocks` agree.
import {blockIdAt, blockNode, linkedNode} from './nodes';
import type {Block, StructuredText} from './records';
import type {RecordNode} from './scope';

/** A structured text field of a record or block, with where it sits (for its blocks' ids). */
export type RichTextNode = {text: StructuredText; owner: RecordNode; path: string};

type DastNode = {type: string; children?: DastNode[]; item?: unknown};

const blockPath = (path: string, index: number) => `${path}.blocks.${index}`;

/** Every node of the document, depth first, in reading order. */
function* walk(nodes: readonly DastNode[]): Generator<DastNode> {
  for (const node of nodes) {
    yield node;
    if (node.children) yield* walk(node.children);
  }
}

/** The block nodes' blocks in document order. */
function blocksOf(text: StructuredText): Block[] {
  return [...walk(text.children as DastNode[])].filter((node) => node.type === 'block').map((node) => node.item as Block);
}

/** The document with blocks replaced by ids; every other node as written. */
function wireDocument({text, owner, path}: RichTextNode) {
  let blockIndex = 0;
  const toWire = (node: DastNode): DastNode => {
    if (node.type === 'block') return {type: 'block', item: blockIdAt(owner, blockPath(path, blockIndex++))};
    return node.children ? {...node, children: node.children.map(toWire)} : node;
  };
  return {schema: 'dast', document: {type: 'root', children: (text.children as DastNode[]).map(toWire)}};
}

export const RICH_TEXT_FIELD_RESOLVERS: Record<string, (node: RichTextNode) => unknown> = {
  value: wireDocument,
  blocks: ({text, owner, path}) => blocksOf(text).map((block, index) => blockNode(block, owner, blockPath(path, index))),
  // Each linked record once, in order of first mention; links to records not visible (drafts) are left out.
  links: ({text, owner}) => {
    const ids = [...walk(text.children as DastNode[])]
      .filter((node) => node.type === 'itemLink' || node.type === 'inlineItem')
      .map((node) => node.item as string);
    return [...new Set(ids)].map((id) => linkedNode(id, owner.scope)).filter((node) => node !== null);
  },
};

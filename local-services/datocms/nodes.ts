// The nodes resolvers hand down for records and blocks. Shared by the record fields (schema.ts) and structured
// text (structured-text.ts), which both turn stored blocks and record ids into nodes.
import {itemId, type Block} from './records';
import type {RecordNode, Scope} from './scope';
import {typeNameOf, type RecordView} from './store';

/** A record as a node; noted in the request's touched ids (x-cache-tags). */
export function nodeOf(record: RecordView, scope: Scope): RecordNode {
  scope.request.touched.add(record.id);
  return {record, scope};
}

/** A linked record by id, or null when it is not visible (e.g. unpublished, without drafts). */
export function linkedNode(id: string, scope: Scope): RecordNode | null {
  const linked = scope.request.view.byId.get(id);
  return linked ? nodeOf(linked, scope) : null;
}

/** The id of the block at `path` inside a record or block: blocks take their id from where they sit. */
export function blockIdAt(owner: RecordNode, path: string): string {
  return itemId(`${owner.record.id}:${path}`);
}

/** Blocks are records without roots; their id follows from where they sit, their meta from their record. */
export function blockNode(block: Block, owner: RecordNode, path: string): RecordNode {
  const record: RecordView = {
    ...owner.record,
    id: blockIdAt(owner, path),
    model: block.block,
    typeName: typeNameOf(block.block),
    fields: block.fields,
    block: true,
  };
  return {record, scope: owner.scope};
}

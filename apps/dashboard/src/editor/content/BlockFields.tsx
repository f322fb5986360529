import type { TBlock } from '@hookline/schema';
import { FieldTable } from '../fields/FieldTable.tsx';
import { blockFields } from './block-fields.tsx';

/** The inputs of one block: its type's field table (block-fields.tsx). */
export function BlockFields({
  block,
  onChange,
}: {
  block: TBlock;
  onChange(block: TBlock, key?: string): void;
}) {
  return (
    <FieldTable
      fields={blockFields(block)}
      value={block}
      edit={(key, update) => onChange(update(block), key)}
    />
  );
}

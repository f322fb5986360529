import { uniqueFieldNames } from '@hookline/rules';
import type { TBlock, TField, TPopupContent, TScreen } from '@hookline/schema';

/**
 * Reads a popup's content document. The display API serves what the dashboard saved, and the
 * admin API checks every document against the schema (`ZPopupContent`) when it is saved, so the
 * renderer takes blocks and fields as typed. It checks only the shape whose absence would break
 * rendering: screens with a block list, blocks with a type, fields with an id, a type and a name.
 * Anything else is left out; block types the renderer does not know render as nothing.
 */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isField = (field: unknown): field is TField =>
  isObject(field) && [field.id, field.type, field.name].every((part) => typeof part === 'string' && part);

function readBlock(block: unknown): TBlock | null {
  if (!isObject(block) || typeof block.type !== 'string') return null;
  if (block.type !== 'fields') return block as TBlock;
  return Array.isArray(block.fields) ? { type: 'fields', fields: block.fields.filter(isField) } : null;
}

/** Gives repeated field names their `type_N` names across a screen's field blocks (spec section 3). */
function renameFields(blocks: TBlock[]): TBlock[] {
  const renamed = uniqueFieldNames(blocks.flatMap((block) => (block.type === 'fields' ? block.fields : [])));
  let next = 0;
  return blocks.map((block) =>
    block.type === 'fields' ? { ...block, fields: block.fields.map(() => renamed[next++]!) } : block,
  );
}

function parseScreen(value: unknown): TScreen | undefined {
  if (!isObject(value) || !Array.isArray(value.blocks)) return undefined;
  return {
    blocks: renameFields(value.blocks.map(readBlock).filter((block): block is TBlock => block !== null)),
  };
}

/** The content document, or null when it has no main screen. */
export function parsePopupContent(value: unknown): TPopupContent | null {
  if (!isObject(value)) return null;
  // Every screen the document has: main, thank-you, a game's result screens, their phone variants.
  const content = { version: 1 } as Record<string, unknown>;
  for (const key in value) {
    const screen = parseScreen(value[key]);
    if (screen && key !== '__proto__') content[key] = screen;
  }
  return content.main ? (content as TPopupContent) : null;
}

/**
 * The screen to show: the mobile variant on mobile devices when there is one (spec section 2),
 * unless the design switched the mobile editor off (`switch_mobile_editor: false`).
 */
export function screenFor(
  content: TPopupContent,
  screen: ScreenName,
  isMobile: boolean,
  switchMobileEditor?: unknown,
): TScreen | undefined {
  return (isMobile && switchMobileEditor !== false && content[`${screen}_mobile`]) || content[screen];
}

/** The screens that have a phone variant: the main and thank-you screens, a game's result screens. */
export type ScreenName = 'main' | 'thank_you' | 'post_play' | 'winning' | 'losing';

/** The text of a screen's first heading: the dialog's accessible name. */
export function firstHeading(screen: TScreen | undefined): string {
  for (const block of screen?.blocks ?? [])
    if (block.type === 'heading' && block.text.trim()) return block.text.trim();
  return '';
}

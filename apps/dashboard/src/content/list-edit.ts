/** The list with the item at `index` moved one place up (-1) or down (1). */
export function moveItem<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  const [moved] = next.splice(index, 1);
  next.splice(index + by, 0, moved as T);
  return next;
}

/** The list with `item` added at the end (when ticked) or every copy of it removed (when not). */
export function toggleItem<T>(list: readonly T[], item: T, ticked: boolean): T[] {
  return ticked ? [...list, item] : list.filter((other) => other !== item);
}

/** A number input's text as a value: empty means no value (null), anything else a number. */
export const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

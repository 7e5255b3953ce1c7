/** `list` with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length) return [...list];
  const target = Math.max(0, Math.min(list.length - 1, to));
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return [...list];
  next.splice(target, 0, item);
  return next;
}

/** Where a dragged item lands: before the first item whose middle is below the pointer. */
export function dropIndex(pointerY: number, itemRects: readonly { top: number; height: number }[]): number {
  const index = itemRects.findIndex((rect) => pointerY < rect.top + rect.height / 2);
  return index === -1 ? itemRects.length - 1 : index;
}

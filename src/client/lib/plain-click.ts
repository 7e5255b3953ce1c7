type ClickLike = Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'>;

/**
 * A left click with no modifier key that nothing has handled yet: the one a link may follow inside
 * the app. A click with Ctrl, ⌘, Shift or Alt (new tab, new window, download) stays the browser's.
 */
export function isPlainLeftClick(event: ClickLike): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

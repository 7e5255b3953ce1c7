import { type RefObject, useEffect } from 'react';

type Edge = 'top' | 'bottom';

const PROPERTY: Record<Edge, string> = { top: '--sticky-top-extra', bottom: '--sticky-bottom-extra' };

/**
 * A bar that sticks to the top (under the top bar) or to the bottom of the viewport while it is
 * shown: its height, kept current, widens the page's scroll padding (`global.css`), so a control
 * the keyboard scrolls into view is never hidden under it (WCAG 2.4.11).
 */
export function useStickyBar(ref: RefObject<HTMLElement | null>, edge: Edge): void {
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const property = PROPERTY[edge];
    const measure = () => root.style.setProperty(property, `${Math.ceil(bar.getBoundingClientRect().height)}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(property);
    };
  }, [ref, edge]);
}

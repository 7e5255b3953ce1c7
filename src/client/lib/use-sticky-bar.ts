import { type RefCallback, useCallback } from 'react';

type Edge = 'top' | 'bottom';

const PROPERTY: Record<Edge, string> = { top: '--sticky-top-extra', bottom: '--sticky-bottom-extra' };

/**
 * A ref for a bar that sticks to the top (under the top bar) or to the bottom of the viewport:
 * while it is shown, its height, kept current, widens the page's scroll padding (`global.css`),
 * so a control the keyboard scrolls into view is never hidden under it (WCAG 2.4.11).
 */
export function useStickyBar<T extends HTMLElement>(edge: Edge): RefCallback<T> {
  return useCallback(
    (bar: T | null) => {
      if (!bar) return;
      const root = document.documentElement;
      const property = PROPERTY[edge];
      // A bottom bar's offset from the edge (`bottom: 24px`) hides what is under it too.
      const measure = () => {
        const offset = edge === 'bottom' ? Number.parseFloat(getComputedStyle(bar).bottom) || 0 : 0;
        root.style.setProperty(property, `${Math.ceil(bar.getBoundingClientRect().height + offset)}px`);
      };
      measure();
      const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
      observer?.observe(bar);
      return () => {
        observer?.disconnect();
        root.style.removeProperty(property);
      };
    },
    [edge],
  );
}

import { type RefObject, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isPlainLeftClick } from './plain-click';

/**
 * Follows a click on a plain `<a href="/…">` inside `ref` within the app, without reloading it.
 * For markup that is not React Router links: HTML from the server, and long lists whose items
 * are cheaper to render as plain anchors than as a `<Link>` each (one listener for all).
 * Clicks with a modifier key, other buttons, `target="_blank"` and other sites' links are left
 * to the browser.
 */
export function useInAppLinks(ref: RefObject<HTMLElement | null>): void {
  const navigate = useNavigate();

  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const onClick = (event: MouseEvent) => {
      if (!isPlainLeftClick(event)) return;
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      const href = link?.getAttribute('href');
      if (!href?.startsWith('/') || href.startsWith('//') || link?.target === '_blank') return;
      event.preventDefault();
      navigate(href);
    };
    container.addEventListener('click', onClick);
    return () => container.removeEventListener('click', onClick);
  }, [navigate, ref]);
}

import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

interface SanitizedHtmlProps {
  /** HTML from our API, already filtered by the server's allow-list sanitiser. */
  html: string;
  className?: string;
}

/**
 * Shows article, story and policy bodies. The server renders our Markdown once at start-up and
 * passes it through an allow-list sanitiser (src/server/modules/content/sanitize-html.ts: no
 * script, no on* handlers, no javascript:/data: links), so the HTML that arrives here is safe to
 * insert as it is. Turning it into React elements instead would mean shipping a Markdown or
 * HTML parser to every reader to redo work the server has already done.
 *
 * Links to our own pages are followed inside the app, without reloading it.
 */
export function SanitizedHtml({ html, className }: SanitizedHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      ) {
        return;
      }
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      const href = link?.getAttribute('href');
      if (!href?.startsWith('/') || href.startsWith('//') || link?.target === '_blank') return;
      event.preventDefault();
      navigate(href);
    };
    container.addEventListener('click', onClick);
    return () => container.removeEventListener('click', onClick);
  }, [navigate]);

  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server by an allow-list (see above).
  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

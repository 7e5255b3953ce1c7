import { useRef } from 'react';
import { useInAppLinks } from '../../../lib/use-in-app-links';

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
  useInAppLinks(ref);

  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server by an allow-list (see above).
  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

import type { ReactNode } from 'react';

/** A link to another site, opened in a new tab, saying so to a screen reader. */
export function OutboundLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener" className={className}>
      {children}
      <span aria-hidden="true">&nbsp;↗</span>
      <span className="visually-hidden"> (새 탭에서 열려요)</span>
    </a>
  );
}

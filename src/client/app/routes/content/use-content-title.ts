import { useEffect } from 'react';
import { formatTitle, useRouteMeta } from '../../shell/use-page-meta';

/**
 * Names the browser tab after the piece being read once it has arrived. It also waits for the
 * route's own metadata, which sets the generic title, so the specific one is set after it.
 */
export function useContentTitle(title: string | undefined): void {
  const meta = useRouteMeta();
  useEffect(() => {
    if (title && meta) document.title = formatTitle(title);
  }, [title, meta]);
}

import { useEffect } from 'react';
import { formatTitle } from '../../shell/use-page-meta';

/** Names the browser tab after the piece being read once it is there (after the route's own title). */
export function useContentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = formatTitle(title);
  }, [title]);
}

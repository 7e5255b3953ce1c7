import { useSubjectTitle } from '../../shell/use-page-meta';

/** Names the browser tab after the piece being read (and describes it by its summary) once it has arrived. */
export function useContentTitle(piece: { title: string; summary: string } | undefined): void {
  useSubjectTitle(piece ? { name: piece.title, summary: piece.summary } : undefined);
}

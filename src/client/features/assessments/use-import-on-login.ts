import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { hasAnonymousAnswers } from './anonymous-answers';
import { answersImported } from './assessments-slice';

/**
 * For the shell: as soon as someone signs up or logs in, the answers they gave as a visitor move
 * into their account, whatever page they are on (the job recommendations need them too). The
 * import code loads only when this browser holds such answers; the assessment pages wait for
 * the same import, so nothing is sent twice. When something moved, the store says so, so the
 * feedback dialog looks again (the six steps may now be complete) and results are fetched anew.
 */
export function useImportOnLogin(userId: string | null | undefined): void {
  const dispatch = useDispatch();
  useEffect(() => {
    if (!userId || !hasAnonymousAnswers()) return;
    void import('./anonymous-import')
      .then(({ importAnonymousOnce }) => importAnonymousOnce(userId))
      .then(({ imported }) => {
        if (imported.length > 0) dispatch(answersImported(imported));
      });
  }, [userId, dispatch]);
}

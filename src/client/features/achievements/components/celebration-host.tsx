import { lazy, Suspense } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { celebrationDone, selectCurrentCelebration } from '../celebration-slice';

// Only a person who just levelled up or earned something loads the toast and its animation.
const CelebrationToast = lazy(() => import('./celebration-toast'));

/**
 * The level-up and achievement celebrations, one at a time. A toast, not a dialog: it never
 * takes focus or blocks the page (so it does not queue with the notices), and the region it
 * shows in is a polite live region that is always there, so what appears in it is announced.
 */
export function CelebrationHost() {
  const celebration = useSelector(selectCurrentCelebration);
  const dispatch = useDispatch();
  return (
    <div role="status" aria-live="polite" aria-atomic="false">
      {celebration && (
        <Suspense fallback={null}>
          <CelebrationToast
            key={celebration.key}
            celebration={celebration}
            onDone={() => dispatch(celebrationDone(celebration.key))}
          />
        </Suspense>
      )}
    </div>
  );
}

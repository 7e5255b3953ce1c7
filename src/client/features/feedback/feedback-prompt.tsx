import { useEffect, useRef, useState } from 'react';
import { noticeRequested, noticeWithdrawn } from '../../lib/notice-queue';
import { useThunkDispatch } from '../../lib/use-app-dispatch';
import { areAllStepsComplete, hasShownFeedbackModal } from './api';

/**
 * Placed at the end of the recommendations list (/job-rec). Once the person has seen their list
 * (this end has come into view), it asks the server whether the feedback dialog is due (spec §4:
 * all six steps complete, and not shown yet) and, if so, asks the notice queue to show it. The
 * dialog belongs to this page: leaving the page withdraws it.
 */
export default function FeedbackPrompt() {
  const dispatch = useThunkDispatch();
  const end = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);

  useEffect(() => {
    const element = end.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      setSeen(true);
      observer.disconnect();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!seen) return;
    let current = true;
    void (async () => {
      try {
        if (!(await areAllStepsComplete())) return;
        const shown = await hasShownFeedbackModal();
        if (current && !shown) dispatch(noticeRequested('feedback'));
      } catch (error) {
        console.warn('feedback dialog check failed', error);
      }
    })();
    return () => {
      current = false;
    };
  }, [seen, dispatch]);

  useEffect(() => () => void dispatch(noticeWithdrawn('feedback')), [dispatch]);

  return <div ref={end} aria-hidden="true" />;
}

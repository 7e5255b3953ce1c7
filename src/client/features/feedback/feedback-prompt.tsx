import { useEffect, useRef, useState } from 'react';
import { noticeRequested, noticeWithdrawn } from '../../lib/notice-queue';
import { useThunkDispatch } from '../../lib/use-app-dispatch';
import { areAllStepsComplete, hasShownFeedbackModal } from './api';

/**
 * How long the list stays on screen before it counts as seen. Someone who has just finished six
 * steps reads the names and fit of the first cards in a few seconds; by 15 s they have an
 * answer to "was a job you expected among them?", and most have not left yet.
 */
export const FEEDBACK_SEEN_AFTER_MS = 15_000;

/**
 * Placed after the third card of the recommendations list (/job-rec). The moment the person has
 * seen their results (issue 30) is whichever comes first: they scrolled past the top 3 (this
 * marker came into view), or the list has been on screen for `FEEDBACK_SEEN_AFTER_MS`. Before,
 * the dialog waited for the end of a 20,000 px list and most people never saw it. Opening a
 * card's reasons does not count: the dialog would cover the reasons just asked for. Then it asks
 * the server whether the dialog is due (spec §4: all six steps complete, and not shown yet) and,
 * if so, asks the notice queue to show it. The dialog belongs to this page: leaving the page
 * withdraws it.
 */
export default function FeedbackPrompt() {
  const dispatch = useThunkDispatch();
  const marker = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);

  useEffect(() => {
    const element = marker.current;
    const timer = setTimeout(() => setSeen(true), FEEDBACK_SEEN_AFTER_MS);
    if (!element || typeof IntersectionObserver === 'undefined') return () => clearTimeout(timer);
    // The viewport stretched far upwards: the marker counts once it is in view or above it, so a
    // jump past it (a link, the End key) counts too, not only scrolling through it. In view from
    // the start (a tall desktop window), it does not count: the page has only just appeared, and
    // the 15 s stand for reading the three cards then.
    let isFirstReport = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const isInView = entries.some((entry) => entry.isIntersecting);
        // Already above the screen at the first report: they jumped past the top 3 before the
        // observer first looked (the End key right after the page appeared), which counts.
        const isAbove = entries.some((entry) => entry.isIntersecting && entry.boundingClientRect?.bottom < 0);
        const isAtStart = isFirstReport && !isAbove;
        isFirstReport = false;
        if (!isInView || isAtStart) return;
        setSeen(true);
        observer.disconnect();
      },
      { rootMargin: '1000000px 0px 0px 0px' },
    );
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
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

  // The data attribute lets a journey wait until the prompt is in place (this module loads on
  // demand) before it moves the page's clock on.
  return <div ref={marker} aria-hidden="true" data-feedback-prompt="" />;
}

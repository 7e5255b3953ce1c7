import { useEffect, useId, useRef, useState } from 'react';
import { FEEDBACK_THANKS_CLOSE_MS } from '../../../shared/constants';
import buttons from '../../ui/button.module.css';
import { Dialog } from '../../ui/dialog';
import { areAllStepsComplete, hasShownFeedbackModal, markFeedbackModalShown, sendFeedback } from './api';
import { canSubmitFeedback, EMPTY_FEEDBACK, type FeedbackAnswers, FeedbackForm } from './feedback-form';

type Phase = 'closed' | 'form' | 'thanks';

/**
 * The feedback dialog of spec §4, for a logged-in user. It asks the server when it mounts (once
 * per log-in or page load) and again only when `checkKey` changes (a step was submitted): it opens
 * when all six steps are complete and the server has not shown it yet. Two phases: the form, then
 * a thank-you that closes itself after 3 s and resets the form. Cancel or a click outside tells
 * the server it was shown.
 */
export default function FeedbackDialog({ checkKey }: { checkKey: number }) {
  const formId = useId();
  const [phase, setPhase] = useState<Phase>('closed');
  const [answers, setAnswers] = useState<FeedbackAnswers>(EMPTY_FEEDBACK);
  const [isSending, setSending] = useState(false);
  // Once shown in this visit, it is not asked for again.
  const settled = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: checkKey is the signal to look again (a step was submitted).
  useEffect(() => {
    if (settled.current) return;
    let current = true;
    void (async () => {
      try {
        if (!(await areAllStepsComplete())) return;
        const shown = await hasShownFeedbackModal();
        if (!current || shown) return;
        settled.current = true;
        setPhase('form');
      } catch (error) {
        console.warn('feedback dialog check failed', error);
      }
    })();
    return () => {
      current = false;
    };
  }, [checkKey]);

  useEffect(() => {
    if (phase !== 'thanks') return;
    const timer = setTimeout(() => {
      setPhase('closed');
      setAnswers(EMPTY_FEEDBACK);
    }, FEEDBACK_THANKS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'closed') return null;

  if (phase === 'thanks') {
    const close = () => {
      setPhase('closed');
      setAnswers(EMPTY_FEEDBACK);
    };
    return (
      <Dialog
        title="소중한 의견 고마워요"
        onDismiss={close}
        actions={
          // biome-ignore lint/a11y/noAutofocus: the button that was pressed is gone; the focus must stay in the dialog.
          <button type="button" className={buttons.primary} onClick={close} autoFocus>
            닫기
          </button>
        }
      >
        <p role="status">보내 주신 의견으로 진로의 시간을 더 좋게 만들게요. 이 창은 잠시 후 저절로 닫혀요.</p>
      </Dialog>
    );
  }

  const dismiss = () => {
    setPhase('closed');
    void markFeedbackModalShown();
  };

  const submit = async () => {
    if (!canSubmitFeedback(answers) || answers.expectedJobFound === null) return;
    setSending(true);
    const suggestions = answers.improvementSuggestions.trim();
    await sendFeedback({
      expectedJobFound: answers.expectedJobFound,
      satisfactionLevel: answers.satisfactionLevel,
      ...(suggestions ? { improvementSuggestions: suggestions } : {}),
    });
    setSending(false);
    setPhase('thanks');
  };

  return (
    <Dialog
      title="여섯 단계를 모두 마쳤어요! 의견을 들려 주세요"
      onDismiss={dismiss}
      actions={
        <>
          <button
            type="submit"
            form={formId}
            className={buttons.primary}
            disabled={!canSubmitFeedback(answers) || isSending}
          >
            {isSending ? '보내는 중...' : '의견 보내기'}
          </button>
          <button type="button" className={buttons.ghost} onClick={dismiss}>
            취소
          </button>
        </>
      }
    >
      <FeedbackForm formId={formId} answers={answers} onChange={setAnswers} onSubmit={submit} />
    </Dialog>
  );
}

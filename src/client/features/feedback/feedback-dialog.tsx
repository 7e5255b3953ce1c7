import { useEffect, useId, useRef, useState } from 'react';
import { FEEDBACK_THANKS_CLOSE_MS } from '../../../shared/constants';
import buttons from '../../ui/button.module.css';
import { Dialog } from '../../ui/dialog';
import { useMarkFeedbackModalShownMutation, useSendFeedbackMutation } from './api';
import { canSubmitFeedback, type FeedbackAnswers, FeedbackForm, useFeedbackForm } from './feedback-form';

type Phase = 'form' | 'thanks';

/**
 * The feedback dialog of spec §4, shown by the notice queue once `FeedbackPrompt` found it due
 * (all six steps complete, the server has not shown it, the person has seen their list). Two
 * phases: the form, then a thank-you that closes itself after 3 s and resets the form (its "닫기"
 * takes the focus). Cancel or a click outside tells the server it was shown.
 */
export default function FeedbackDialog({ onClose }: { onClose: () => void }) {
  const formId = useId();
  const [phase, setPhase] = useState<Phase>('form');
  const form = useFeedbackForm();
  // React Hook Form's own reset keeps its identity between renders (the timer below depends on it).
  const { reset } = form.hookForm;
  const [sendFeedback, { isLoading: isSending }] = useSendFeedbackMutation();
  const [markFeedbackModalShown] = useMarkFeedbackModalShownMutation();
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (phase !== 'thanks') return;
    // The button that was pressed is gone: the focus goes to the thank-you's only action.
    closeButton.current?.focus();
    const timer = setTimeout(() => {
      reset();
      onClose();
    }, FEEDBACK_THANKS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [phase, onClose, reset]);

  if (phase === 'thanks') {
    const close = () => {
      reset();
      onClose();
    };
    return (
      <Dialog
        title="소중한 의견 고마워요"
        onDismiss={close}
        actions={
          <button ref={closeButton} type="button" className={buttons.primary} onClick={close}>
            닫기
          </button>
        }
      >
        <p role="status">보내 주신 의견으로 진로의 시간을 더 좋게 만들게요. 이 창은 잠시 후 저절로 닫혀요.</p>
      </Dialog>
    );
  }

  const dismiss = () => {
    onClose();
    markFeedbackModalShown()
      .unwrap()
      .catch((error: unknown) => console.warn('feedback dialog status was not saved', error));
  };

  const submit = async ({ expectedJobFound, satisfactionLevel, improvementSuggestions }: FeedbackAnswers) => {
    await sendFeedback({
      expectedJobFound,
      satisfactionLevel,
      ...(improvementSuggestions ? { improvementSuggestions } : {}),
    })
      .unwrap()
      // A failed send is only logged (spec §7): the thank-you shows either way.
      .catch((error: unknown) => console.warn('feedback was not sent', error));
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
            disabled={!canSubmitFeedback(form) || isSending}
          >
            {isSending ? '보내는 중...' : '의견 보내기'}
          </button>
          <button type="button" className={buttons.ghost} onClick={dismiss}>
            취소
          </button>
        </>
      }
    >
      <FeedbackForm formId={formId} form={form} onSubmit={submit} />
    </Dialog>
  );
}

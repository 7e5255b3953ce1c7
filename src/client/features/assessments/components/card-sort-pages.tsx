import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fieldProblem } from '../../../../shared/assessment-rules';
import buttons from '../../../ui/button.module.css';
import styles from '../assessments.module.css';
import type { CardSortStep } from '../flows';
import { useFlowLinks, useSubmitStep } from '../use-flow';
import { useFlowData } from '../use-flow-data';
import { CardSelect, type CardView } from './card-select';
import { ComeupForm } from './comeup-form';
import type { FlowPageProps } from './common-pages';
import { FlowNav, NextNav, SubmitNav } from './flow-nav';
import { PriorityOrder } from './priority-order';
import { SaveStatus } from './save-status';
import { StepFrame } from './step-frame';
import { SubmitErrors } from './submit-errors';

/** The pages of the three card sorts (values, strengths, interests): recall, select, rank. */

export function ComeupPage({ step, userId }: FlowPageProps<CardSortStep>) {
  const { bank, draft } = useFlowData(step, userId);
  const links = useFlowLinks(step, 'comeup');
  const navigate = useNavigate();
  const entries = draft.answers.comeup ?? [];

  const goOn = () => {
    // Empty fields are only room to type: they are not words the person gave.
    if (entries.some((entry) => entry.trim() === '')) {
      draft.update((answers) => ({ ...answers, comeup: entries.filter((entry) => entry.trim() !== '') }));
    }
    if (links.nextTo) navigate(links.nextTo);
  };

  const skip = () => {
    links.skip();
    if (links.nextTo) navigate(links.nextTo);
  };

  return (
    <StepFrame
      step={step}
      page="comeup"
      title="자유롭게 떠올려 보기"
      skipComeup={links.skipComeup}
      submittedResultTo={draft.isSubmitted ? links.resultTo : null}
    >
      <ComeupForm
        comeup={bank.comeup}
        entries={entries}
        onChange={(next) => draft.update((answers) => ({ ...answers, comeup: next }))}
      />
      <SaveStatus saveState={draft.saveState} isAnonymous={userId === null} onRetry={draft.flush} />
      <FlowNav backTo={links.backTo}>
        <button type="button" className={buttons.ghost} onClick={skip} aria-describedby="comeup-skip-note">
          건너뛰기
        </button>
        <button type="button" className={buttons.primary} onClick={goOn}>
          다음
        </button>
      </FlowNav>
      <p id="comeup-skip-note" className={styles.muted}>
        건너뛰면 다음부터는 이 단계를 묻지 않아요.
      </p>
    </StepFrame>
  );
}

/** Interest cards come in a random order (content/assessments/README.md), fixed for the visit. */
function useCardOrder<T>(cards: readonly T[], shuffle: boolean): readonly T[] {
  const [order] = useState(() => {
    if (!shuffle) return cards;
    const copy = [...cards];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(Math.random() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  });
  return order;
}

export function SelectPage({ step, userId }: FlowPageProps<CardSortStep>) {
  const { bank, draft } = useFlowData(step, userId);
  const links = useFlowLinks(step, 'select');
  const navigate = useNavigate();
  const cards = useCardOrder<CardView>(bank.cards, step === 'interest');
  const selected = draft.answers.selected ?? [];
  const [problem, setProblem] = useState<string | null>(null);

  const goOn = () => {
    const found = fieldProblem(step, bank, draft.answers, 'selected');
    setProblem(found);
    if (!found && links.nextTo) navigate(links.nextTo);
  };

  return (
    <StepFrame
      step={step}
      page="select"
      title="나에게 맞는 카드 고르기"
      skipComeup={links.skipComeup}
      submittedResultTo={draft.isSubmitted ? links.resultTo : null}
    >
      <p>{bank.select.prompt}</p>
      <CardSelect
        cards={cards}
        selected={selected}
        range={bank.select}
        onChange={(next) =>
          draft.update((answers) => ({
            ...answers,
            selected: next,
            // A card taken out of the selection leaves the ranking too.
            priority: (answers.priority ?? []).filter((id) => next.includes(id)),
          }))
        }
      />
      <SaveStatus saveState={draft.saveState} isAnonymous={userId === null} onRetry={draft.flush} />
      <SubmitErrors title="다음으로 가기 전에 확인해 주세요." messages={problem ? [problem] : []} />
      <NextNav backTo={links.backTo} onNext={goOn} />
    </StepFrame>
  );
}

export function PriorityPage({ step, userId }: FlowPageProps<CardSortStep>) {
  const { bank, draft } = useFlowData(step, userId);
  const links = useFlowLinks(step, 'priority');
  const { submit, errors, isSubmitting } = useSubmitStep(step, bank, draft);
  const selected = draft.answers.selected ?? [];
  const cards = selected.flatMap((id): CardView[] => bank.cards.filter((card) => card.id === id));

  return (
    <StepFrame
      step={step}
      page="priority"
      title="가장 중요한 순서 정하기"
      skipComeup={links.skipComeup}
      submittedResultTo={draft.isSubmitted ? links.resultTo : null}
    >
      <p>{bank.priority.prompt}</p>
      <PriorityOrder
        cards={cards}
        priority={draft.answers.priority ?? []}
        range={bank.priority}
        onChange={(priority) => draft.update((answers) => ({ ...answers, priority }))}
      />
      <SaveStatus saveState={draft.saveState} isAnonymous={userId === null} onRetry={draft.flush} />
      <SubmitErrors title="제출하기 전에 확인해 주세요." messages={errors} />
      <SubmitNav backTo={links.backTo} onSubmit={submit} isSubmitting={isSubmitting} />
    </StepFrame>
  );
}

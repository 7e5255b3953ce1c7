import { Link } from 'react-router';
import type { Step } from '../../../../shared/contracts/assessments';
import buttons from '../../../ui/button.module.css';
import type { FlowPage } from '../flows';
import { useFlowLinks } from '../use-flow';
import { useFlowData } from '../use-flow-data';
import { DefinitionView } from './definition-view';
import { FlowNav } from './flow-nav';
import { MissUndView } from './miss-und-view';
import { RetakeButton } from './retake-button';
import { StepFrame } from './step-frame';

/** What every flow page is told: which step and page, and who is answering (null: a visitor). */
export interface FlowPageProps<S extends Step = Step> {
  step: S;
  page: FlowPage;
  userId: string | null;
}

export function DefinitionPage({ step, userId }: FlowPageProps) {
  const { bank, draft } = useFlowData(step, userId);
  const links = useFlowLinks(step, 'definition');
  return (
    <StepFrame step={step} page="definition" title={bank.intro.title} skipComeup={links.skipComeup}>
      <DefinitionView
        bank={bank}
        startTo={links.startTo}
        resultTo={links.resultTo}
        isStarted={draft.isStarted}
        isSubmitted={draft.isSubmitted}
        isRetaking={draft.isComplete && !draft.isSubmitted}
        retake={<RetakeButton onRetake={draft.retake} isAnonymous={userId === null} onDone={() => undefined} />}
      />
    </StepFrame>
  );
}

export function MissUndPage({ step, userId }: FlowPageProps) {
  const { bank } = useFlowData(step, userId);
  const links = useFlowLinks(step, 'miss-und');
  return (
    <StepFrame step={step} page="miss-und" title="흔한 오해, 그리고 사실" skipComeup={links.skipComeup}>
      <MissUndView bank={bank} />
      <FlowNav backTo={links.backTo}>
        {links.nextTo && (
          <Link to={links.nextTo} className={buttons.primary}>
            다음
          </Link>
        )}
      </FlowNav>
    </StepFrame>
  );
}

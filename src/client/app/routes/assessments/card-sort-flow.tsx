import { ComeupPage, PriorityPage, SelectPage } from '../../../features/assessments/components/card-sort-pages';
import { DefinitionPage, MissUndPage } from '../../../features/assessments/components/common-pages';
import { isCardSortStep } from '../../../features/assessments/flows';
import { cardSortHead } from './parts/flow-head';
import { FlowRoute, SubmittedRoute } from './parts/flow-route';

/** /inner-und/{value,strength,interest}/*: the three card sorts. */
export default function CardSortFlowRoute() {
  return (
    <FlowRoute
      render={({ step, page, userId }) => {
        if (!isCardSortStep(step)) return null;
        const props = { step, page, userId };
        switch (page) {
          case 'definition':
            return <DefinitionPage {...props} />;
          case 'comeup':
            return <ComeupPage {...props} />;
          case 'miss-und':
            return <MissUndPage {...props} />;
          case 'select':
            return <SelectPage {...props} />;
          case 'priority':
            return <PriorityPage {...props} />;
          default:
            return <SubmittedRoute step={step} userId={userId} />;
        }
      }}
    />
  );
}

export const head = cardSortHead;

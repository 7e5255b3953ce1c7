import { DefinitionPage, MissUndPage } from '../../../features/assessments/components/common-pages';
import { JprefSurveyPage } from '../../../features/assessments/components/jpref-pages';
import { flowHeads } from './parts/flow-head';
import { FlowRoute, SubmittedRoute } from './parts/flow-route';

/** /jpref/*: job preferences. */
export default function JprefFlowRoute() {
  return (
    <FlowRoute
      render={({ page, userId }) => {
        const props = { step: 'jpref' as const, page, userId };
        switch (page) {
          case 'definition':
            return <DefinitionPage {...props} />;
          case 'miss-und':
            return <MissUndPage {...props} />;
          case 'survey':
            return <JprefSurveyPage {...props} />;
          default:
            return <SubmittedRoute step="jpref" userId={userId} />;
        }
      }}
    />
  );
}

export const head = flowHeads(
  'jpref',
  '직업 선호',
  '일의 속도, 근무 형태, 안정성 등 내가 일에서 바라는 것을 정리해요.',
  { survey: '설문' },
);

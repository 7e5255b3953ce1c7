import { DefinitionPage, MissUndPage } from '../../../features/assessments/components/common-pages';
import { JprefSurveyPage } from '../../../features/assessments/components/jpref-pages';
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

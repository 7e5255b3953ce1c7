import { DefinitionPage, MissUndPage } from '../../../features/assessments/components/common-pages';
import { PhysCondSurveyPage, TraitSurveyPage } from '../../../features/assessments/components/trait-phys-pages';
import { FlowRoute, SubmittedRoute } from './parts/flow-route';

/** /trt-phys-cond/*: traits, then physical conditions. */
export default function TraitPhysFlowRoute() {
  return (
    <FlowRoute
      render={({ page, userId }) => {
        const props = { step: 'trt-phys-cond' as const, page, userId };
        switch (page) {
          case 'definition':
            return <DefinitionPage {...props} />;
          case 'miss-und':
            return <MissUndPage {...props} />;
          case 'trait/survey':
            return <TraitSurveyPage {...props} />;
          case 'phys-cond/survey':
            return <PhysCondSurveyPage {...props} />;
          default:
            return <SubmittedRoute step="trt-phys-cond" userId={userId} />;
        }
      }}
    />
  );
}

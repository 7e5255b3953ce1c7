import { DefinitionPage, MissUndPage } from '../../../features/assessments/components/common-pages';
import { PhysCondSurveyPage, TraitSurveyPage } from '../../../features/assessments/components/trait-phys-pages';
import { flowHeads } from './parts/flow-head';
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

export const head = flowHeads(
  'trt-phys-cond',
  '성향·신체 조건',
  '나의 일하는 성향과 편하게 일할 수 있는 환경을 알아봐요.',
  {
    'trait/survey': '성향 설문',
    'phys-cond/survey': '신체 조건 설문',
  },
);

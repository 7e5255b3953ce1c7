import { DefinitionPage, MissUndPage } from '../../../features/assessments/components/common-pages';
import { KnowledgePage, SkillPage } from '../../../features/assessments/components/kskill-pages';
import { flowHeads } from './parts/flow-head';
import { FlowRoute, SubmittedRoute } from './parts/flow-route';

/** /kskill/*: knowledge areas, then skills. */
export default function KskillFlowRoute() {
  return (
    <FlowRoute
      render={({ page, userId }) => {
        const props = { step: 'kskill' as const, page, userId };
        switch (page) {
          case 'definition':
            return <DefinitionPage {...props} />;
          case 'miss-und':
            return <MissUndPage {...props} />;
          case 'knw/select':
            return <KnowledgePage {...props} />;
          case 'skill/select':
            return <SkillPage {...props} />;
          default:
            return <SubmittedRoute step="kskill" userId={userId} />;
        }
      }}
    />
  );
}

export const head = flowHeads('kskill', '지식·기술', '내가 가진, 또는 쓰고 싶은 지식과 기술을 골라요.', {
  'knw/select': '지식 고르기',
  'skill/select': '기술 고르기',
});

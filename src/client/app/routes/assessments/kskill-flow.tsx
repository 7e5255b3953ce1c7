import { DefinitionPage, MissUndPage } from '../../../features/assessments/components/common-pages';
import { KnowledgePage, SkillPage } from '../../../features/assessments/components/kskill-pages';
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

import type { PageSlug } from '../../../../shared/contracts/content';
import { remoteOf } from '../../../lib/remote';
import { useGetPolicyPageQuery } from '../content-api';
import { withObjectParticle } from '../format';
import { ErrorState, NotFoundState, ReadingSkeleton } from './page-states';
import { PolicyDocument } from './policy-document';

/** A policy page (/privacy-policy, /service-terms) with its loading, missing and failed states. */
export function PolicyPageView({ slug, name }: { slug: PageSlug; name: string }) {
  const { remote: state, retry } = remoteOf(useGetPolicyPageQuery(slug));
  const object = withObjectParticle(name);
  switch (state.status) {
    case 'idle':
    case 'loading':
      return <ReadingSkeleton label={`${object} 불러오는 중이에요`} />;
    case 'not-found':
      return (
        <NotFoundState
          title={`${object} 준비하고 있어요`}
          message="문서를 곧 올릴게요. 궁금한 점은 고객의 목소리로 보내 주세요."
          backTo="/voc"
          backLabel="고객의 목소리로 가기"
        />
      );
    case 'error':
      return <ErrorState title={`${object} 불러오지 못했어요`} message={state.message} onRetry={retry} isPageTitle />;
    case 'ready':
      return <PolicyDocument page={state.data} />;
  }
}

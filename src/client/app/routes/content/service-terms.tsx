import type { RouteHead } from '../../../../shared/route-head';
import { PolicyPageView } from '../../../features/content/components/policy-page-view';
import { contentApi } from '../../../features/content/content-api';
import type { RouteModule } from '../../route-module';

/** /service-terms */
export default function ServiceTermsPage() {
  return <PolicyPageView slug="service-terms" name="서비스 이용약관" />;
}

export const loader: RouteModule['loader'] = (store) => [
  store.dispatch(contentApi.endpoints.getPolicyPage.initiate('service-terms')),
];

export const head: RouteHead = {
  title: '서비스 이용약관',
  description: '진로의 시간 베타 서비스의 이용 조건과 이용자·운영자의 권리와 의무를 안내해요.',
};

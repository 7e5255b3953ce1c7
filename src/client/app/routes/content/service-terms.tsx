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

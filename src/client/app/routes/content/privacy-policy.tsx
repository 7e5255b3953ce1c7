import { PolicyPageView } from '../../../features/content/components/policy-page-view';
import { contentApi } from '../../../features/content/content-api';
import type { RouteModule } from '../../route-module';

/** /privacy-policy */
export default function PrivacyPolicyPage() {
  return <PolicyPageView slug="privacy-policy" name="개인정보 처리방침" />;
}

export const loader: RouteModule['loader'] = (store) => [
  store.dispatch(contentApi.endpoints.getPolicyPage.initiate('privacy-policy')),
];

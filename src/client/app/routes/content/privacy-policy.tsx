import type { RouteHead } from '../../../../shared/route-head';
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

export const head: RouteHead = {
  title: '개인정보 처리방침',
  description: '진로의 시간이 어떤 개인정보를 왜, 얼마 동안 처리하는지와 이용자의 권리를 안내해요.',
};

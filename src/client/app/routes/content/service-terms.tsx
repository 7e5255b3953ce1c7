import { PolicyPageView } from '../../../features/content/components/policy-page-view';

/** /service-terms */
export default function ServiceTermsPage() {
  return <PolicyPageView slug="service-terms" name="서비스 이용약관" />;
}

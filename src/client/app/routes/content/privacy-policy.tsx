import { PolicyPageView } from '../../../features/content/components/policy-page-view';

/** /privacy-policy */
export default function PrivacyPolicyPage() {
  return <PolicyPageView slug="privacy-policy" name="개인정보 처리방침" />;
}

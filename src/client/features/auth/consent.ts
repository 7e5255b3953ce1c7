import { LOCAL_KEYS } from '../../../shared/constants';
import { CONSENT_VERSION } from '../../../shared/validation/auth-rules';
import { readItem, writeItem } from '../../lib/storage';

/** Session key marking that the required consents of /agree were given in this tab. */
const AGREED_KEY = 'agreedConsentVersion';

export function hasAgreed(): boolean {
  return readItem('session', AGREED_KEY) === CONSENT_VERSION;
}

/** Remembers the required consents for this tab, and the optional marketing one until a user exists (spec §4). */
export function rememberConsents(marketing: boolean): void {
  writeItem('session', AGREED_KEY, CONSENT_VERSION);
  writeItem('local', LOCAL_KEYS.marketingConsent, String(marketing));
}

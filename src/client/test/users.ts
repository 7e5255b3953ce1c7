import type { User } from '../../shared/contracts/auth';

/** A signed-in person as the server describes them (`GET /api/auth/check`). */
export const TEST_USER: User = {
  id: 'u1',
  email: 'a@example.com',
  providers: ['password'],
  marketingConsent: false,
  createdAt: '2026-11-01T00:00:00Z',
};

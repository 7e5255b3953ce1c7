import { z } from 'zod';

export { CONSENT_VERSION } from '../validation/auth-rules';

const authProviderSchema = z.enum(['password', 'google', 'naver']);
export type AuthProvider = z.infer<typeof authProviderSchema>;

/** The user as the API shows it. */
const userSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    providers: z.array(authProviderSchema),
    marketingConsent: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'User' });

export type User = z.infer<typeof userSchema>;

export const authUserResponseSchema = z.object({ data: z.object({ user: userSchema }) });
export const messageResponseSchema = z.object({ data: z.object({ message: z.string() }) });

import { z } from 'zod';
import type { LoginBody, PasswordChangeBody, RegisterBody } from './auth-rules';
import { validateEmail, validateLoginPassword, validateNewPassword } from './auth-rules';

/**
 * The zod schemas of the sign-in bodies for the server and the API contract, built from the
 * zod-free rules of ./auth-rules.ts (which the web app's forms use): same checks, same messages.
 */
export * from './auth-rules';

function ruled(validate: (value: string) => string | null) {
  return z.string().superRefine((value, ctx) => {
    const message = validate(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

export const emailSchema = ruled(validateEmail);

export const loginBodySchema = z.object({ email: emailSchema, password: ruled(validateLoginPassword) });
export const registerBodySchema = z.object({ email: emailSchema, password: ruled(validateNewPassword) });
export const passwordChangeBodySchema = z.object({
  currentPassword: ruled(validateLoginPassword),
  newPassword: ruled(validateNewPassword),
});
export const marketingConsentBodySchema = z.object({ marketingConsent: z.boolean() });

/** The schemas parse exactly the plain body types of ./auth-rules.ts (checked by the compiler). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type SchemasMatchBodies = Holds<
  [
    Same<z.infer<typeof loginBodySchema>, LoginBody>,
    Same<z.infer<typeof registerBodySchema>, RegisterBody>,
    Same<z.infer<typeof passwordChangeBodySchema>, PasswordChangeBody>,
  ] extends [true, true, true]
    ? true
    : false
>;

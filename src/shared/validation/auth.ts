import { z } from 'zod';
import type { LoginBody, PasswordChangeBody, RegisterBody } from './auth-rules';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  emailRule,
  loginPasswordRule,
  NEW_PASSWORD_PATTERN,
  newPasswordRule,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './auth-rules';
import { ruled } from './ruled';

/**
 * The zod schemas of the sign-in bodies for the server and the API contract, built from the
 * `zod/mini` rules of ./auth-rules.ts (which the web app's forms check): same checks, same messages.
 */
export * from './auth-rules';

export const emailSchema = ruled(emailRule, {
  format: 'email',
  minLength: 1,
  maxLength: EMAIL_MAX_LENGTH,
  pattern: EMAIL_PATTERN.source,
  description: '이메일 (공백 없이, @ 하나, 도메인에 점)',
});
const loginPasswordSchema = ruled(loginPasswordRule, { minLength: 1, maxLength: PASSWORD_MAX_LENGTH });
const newPasswordSchema = ruled(newPasswordRule, {
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  pattern: NEW_PASSWORD_PATTERN.source,
  description: `${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH}자, 영문·숫자·특수문자(@$!%*#?&)를 하나 이상씩, 그 밖의 글자는 쓸 수 없어요`,
});

export const loginBodySchema = z.object({ email: emailSchema, password: loginPasswordSchema });
export const registerBodySchema = z.object({ email: emailSchema, password: newPasswordSchema });
export const passwordChangeBodySchema = z.object({
  currentPassword: loginPasswordSchema,
  newPassword: newPasswordSchema,
});
export const marketingConsentBodySchema = z.object({ marketingConsent: z.boolean() });

/** The schemas parse exactly the plain body types of ./auth-rules.ts (checked by the compiler). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
// biome-ignore lint/correctness/noUnusedVariables: a compile-time check, read by the compiler only
type SchemasMatchBodies = Holds<
  [
    Same<z.infer<typeof loginBodySchema>, LoginBody>,
    Same<z.infer<typeof registerBodySchema>, RegisterBody>,
    Same<z.infer<typeof passwordChangeBodySchema>, PasswordChangeBody>,
  ] extends [true, true, true]
    ? true
    : false
>;

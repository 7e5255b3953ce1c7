import { z } from 'zod';
import type { LoginBody, PasswordChangeBody, RegisterBody } from './auth-rules';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NEW_PASSWORD_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  validateEmail,
  validateLoginPassword,
  validateNewPassword,
} from './auth-rules';

/**
 * The zod schemas of the sign-in bodies for the server and the API contract, built from the
 * zod-free rules of ./auth-rules.ts (which the web app's forms use): same checks, same messages.
 */
export * from './auth-rules';

/**
 * A string checked by one of the rules, with the same rule written for the OpenAPI document
 * (`documented`: JSON Schema keywords; the check itself stays the rule function's).
 */
function ruled(validate: (value: string) => string | null, documented: Record<string, unknown>) {
  return z
    .string()
    .superRefine((value, ctx) => {
      const message = validate(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .meta(documented);
}

export const emailSchema = ruled(validateEmail, {
  format: 'email',
  minLength: 1,
  maxLength: EMAIL_MAX_LENGTH,
  pattern: EMAIL_PATTERN.source,
  description: '이메일 (공백 없이, @ 하나, 도메인에 점)',
});
const loginPasswordSchema = ruled(validateLoginPassword, { minLength: 1, maxLength: PASSWORD_MAX_LENGTH });
const newPasswordSchema = ruled(validateNewPassword, {
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

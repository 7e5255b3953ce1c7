/**
 * The sign-in rules of spec §5 with their exact Korean messages, as `zod/mini` schemas: the
 * rules the web app's forms check (through React Hook Form) and the server's request schemas
 * (./auth.ts) apply, written once. `zod/mini` because it costs the browser about 5 KB brotli
 * where full zod costs about 77 KB (docs/decisions/014-forms-and-shared-schemas.md).
 */
import * as z from 'zod/mini';

export const AUTH_MESSAGES = {
  emailRequired: '이메일을 입력해주세요.',
  emailInvalid: '올바른 이메일 형식이 아닙니다.',
  passwordRequired: '비밀번호를 입력해주세요.',
  passwordRule: '비밀번호는 최소 8자 이상, 영문/숫자/특수문자를 포함해야 합니다.',
  passwordTooLong: '비밀번호는 128자 이하로 입력해 주세요.',
  confirmRequired: '비밀번호 확인을 입력해주세요.',
  confirmMismatch: '비밀번호가 일치하지 않습니다.',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
/** Longer passwords are refused so a huge one cannot be used to tie up the CPU while hashing. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_SPECIALS = '@$!%*#?&';

/** Version of the terms and privacy texts a new account agrees to (content/pages). */
export const CONSENT_VERSION = 'v1.0';

/** No spaces, exactly one @, and a dot inside the domain (not at its ends). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** At least 8; only letters, digits and @$!%*#?&; at least one of each kind (also the OpenAPI pattern). */
export const NEW_PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*#?&])[A-Za-z\d@$!%*#?&]{8,}$/;

/** A check that, when it fails, is the field's only message (the next checks are not run). */
const first = (message: string) => ({ error: message, abort: true });

export const emailRule = z
  .string()
  .check(
    z.minLength(1, first(AUTH_MESSAGES.emailRequired)),
    z.maxLength(EMAIL_MAX_LENGTH, first(AUTH_MESSAGES.emailInvalid)),
    z.regex(EMAIL_PATTERN, AUTH_MESSAGES.emailInvalid),
  );

/** Log-in checks presence only (spec §5: no format check on login). */
export const loginPasswordRule = z
  .string()
  .check(
    z.minLength(1, first(AUTH_MESSAGES.passwordRequired)),
    z.maxLength(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
  );

export const newPasswordRule = z
  .string()
  .check(
    z.minLength(1, first(AUTH_MESSAGES.passwordRequired)),
    z.maxLength(PASSWORD_MAX_LENGTH, first(AUTH_MESSAGES.passwordTooLong)),
    z.regex(NEW_PASSWORD_PATTERN, AUTH_MESSAGES.passwordRule),
  );

/** The confirmation is filled and equal to `password` (checked once `confirmation` is filled). */
function confirms<Key extends string>(key: Key) {
  return z.refine<Record<Key | 'confirmation', string>>((value) => value[key] === value.confirmation, {
    message: AUTH_MESSAGES.confirmMismatch,
    path: ['confirmation'],
    when: ({ value }) => typeof (value as { confirmation?: unknown } | undefined)?.confirmation === 'string',
  });
}
const confirmationRule = z.string().check(z.minLength(1, AUTH_MESSAGES.confirmRequired));

/** The forms: log-in and sign-up's first step, log-in's password step, sign-up's password step, my page's change. */
export const emailStepSchema = z.object({ email: emailRule });
export const loginPasswordStepSchema = z.object({ password: loginPasswordRule });
export const registerPasswordStepSchema = z
  .object({ password: newPasswordRule, confirmation: confirmationRule })
  .check(confirms('password'));
export const passwordChangeFormSchema = z
  .object({ currentPassword: loginPasswordRule, newPassword: newPasswordRule, confirmation: confirmationRule })
  .check(confirms('newPassword'));

/** The request bodies (the zod schemas of ./auth.ts parse exactly these shapes). */
export interface LoginBody {
  email: string;
  password: string;
}
export interface RegisterBody {
  email: string;
  password: string;
}
export interface PasswordChangeBody {
  currentPassword: string;
  newPassword: string;
}

/**
 * The sign-in rules of spec §5 with their exact Korean messages, free of zod so the web app's
 * forms can use them without loading a schema library. Each validator answers the message to
 * show, or `null` when the value is fine. The server's zod schemas (./auth.ts) are built from
 * these same functions: one source of truth.
 */
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
const PASSWORD_ALLOWED = /^[A-Za-z\d@$!%*#?&]+$/;
/** The new-password rule below as one pattern (for the OpenAPI document); the test checks they agree. */
export const NEW_PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*#?&])[A-Za-z\d@$!%*#?&]{8,}$/;

export function validateEmail(value: string): string | null {
  if (value.length === 0) return AUTH_MESSAGES.emailRequired;
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value)) return AUTH_MESSAGES.emailInvalid;
  return null;
}

/** Log-in checks presence only (spec §5: no format check on login). */
export function validateLoginPassword(value: string): string | null {
  if (value.length === 0) return AUTH_MESSAGES.passwordRequired;
  if (value.length > PASSWORD_MAX_LENGTH) return AUTH_MESSAGES.passwordTooLong;
  return null;
}

/** At least 8; only letters, digits and @$!%*#?&; at least one of each kind. */
export function validateNewPassword(value: string): string | null {
  if (value.length === 0) return AUTH_MESSAGES.passwordRequired;
  if (value.length > PASSWORD_MAX_LENGTH) return AUTH_MESSAGES.passwordTooLong;
  const ok =
    value.length >= PASSWORD_MIN_LENGTH &&
    PASSWORD_ALLOWED.test(value) &&
    /[A-Za-z]/.test(value) &&
    /\d/.test(value) &&
    /[@$!%*#?&]/.test(value);
  return ok ? null : AUTH_MESSAGES.passwordRule;
}

export function validateConfirmation(password: string, confirmation: string): string | null {
  if (confirmation.length === 0) return AUTH_MESSAGES.confirmRequired;
  return password === confirmation ? null : AUTH_MESSAGES.confirmMismatch;
}

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

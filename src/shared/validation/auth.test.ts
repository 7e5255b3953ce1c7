import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  AUTH_MESSAGES,
  emailRule,
  loginPasswordRule,
  NEW_PASSWORD_PATTERN,
  newPasswordRule,
  PASSWORD_MAX_LENGTH,
  PASSWORD_SPECIALS,
  registerPasswordStepSchema,
} from './auth';

/** The message a rule answers for a value (its first issue), or null when the value passes. */
function messageOf(rule: z.ZodMiniType, value: unknown, path = ''): string | null {
  const issues = z.safeParse(rule, value).error?.issues ?? [];
  return issues.find((issue) => issue.path.join('.') === path)?.message ?? null;
}
const validateNewPassword = (value: string) => messageOf(newPasswordRule, value);
const validateEmail = (value: string) => messageOf(emailRule, value);
const validateLoginPassword = (value: string) => messageOf(loginPasswordRule, value);
const validateConfirmation = (password: string, confirmation: string) =>
  messageOf(registerPasswordStepSchema, { password, confirmation }, 'confirmation');

const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const digits = '0123456789';
const allowed = `${letters}${digits}${PASSWORD_SPECIALS}`;
const charFrom = (alphabet: string) => fc.constantFrom(...alphabet.split(''));
const stringFrom = (alphabet: string, min: number, max: number) =>
  fc.array(charFrom(alphabet), { minLength: min, maxLength: max }).map((chars) => chars.join(''));

/** Is the password acceptable by the words of spec §5? (The reference the validator is checked against.) */
function specSaysValid(password: string): boolean {
  const chars = [...password];
  return (
    chars.length >= 8 &&
    chars.length <= 128 &&
    chars.every((c) => allowed.includes(c)) &&
    chars.some((c) => letters.includes(c)) &&
    chars.some((c) => digits.includes(c)) &&
    chars.some((c) => PASSWORD_SPECIALS.includes(c))
  );
}

describe('sign-up password (spec §5)', () => {
  it('accepts exactly the passwords the spec allows, among random strings of allowed and other characters', () => {
    fc.assert(
      fc.property(
        fc.oneof(stringFrom(allowed, 0, 20), fc.string({ maxLength: 20 }), stringFrom(`${allowed} -_한`, 6, 14)),
        (pw) => {
          expect(validateNewPassword(pw) === null).toBe(specSaysValid(pw));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('accepts any password made of a letter, a digit, a special and allowed filler', () => {
    fc.assert(
      fc.property(
        charFrom(letters),
        charFrom(digits),
        charFrom(PASSWORD_SPECIALS),
        stringFrom(allowed, 5, 40),
        (l, d, s, rest) => {
          expect(validateNewPassword(`${rest}${l}${d}${s}`)).toBeNull();
        },
      ),
    );
  });

  it('says why in the exact words of the spec', () => {
    expect(validateNewPassword('')).toBe(AUTH_MESSAGES.passwordRequired);
    expect(validateNewPassword('abc123!')).toBe('비밀번호는 최소 8자 이상, 영문/숫자/특수문자를 포함해야 합니다.');
    expect(validateNewPassword('abcd1234^')).toBe(AUTH_MESSAGES.passwordRule);
  });
});

describe('e-mail (spec §5)', () => {
  it('accepts local@domain.tld shapes without spaces', () => {
    const part = stringFrom('abcxyz0189_+', 1, 10);
    fc.assert(
      fc.property(part, part, stringFrom('abcdefghij', 2, 6), (local, domain, tld) => {
        expect(validateEmail(`${local}@${domain}.${tld}`)).toBeNull();
      }),
    );
  });

  it('refuses anything with a space, no @, two @ or no dot in the domain', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (value) => {
        const at = value.split('@').length - 1;
        const domain = value.split('@')[1] ?? '';
        const broken = /\s/.test(value) || at !== 1 || !domain.includes('.');
        if (broken) expect(validateEmail(value)).not.toBeNull();
      }),
      { numRuns: 2_000 },
    );
  });

  it('uses the spec’s messages', () => {
    expect(validateEmail('')).toBe('이메일을 입력해주세요.');
    expect(validateEmail('me@example')).toBe('올바른 이메일 형식이 아닙니다.');
    expect(validateEmail('me @example.com')).toBe('올바른 이메일 형식이 아닙니다.');
    expect(validateEmail('me@@example.com')).toBe('올바른 이메일 형식이 아닙니다.');
  });
});

describe('log-in password and confirmation', () => {
  it('log-in needs only a password', () => {
    expect(validateLoginPassword('')).toBe('비밀번호를 입력해주세요.');
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 128 }), (pw) => {
        expect(validateLoginPassword(pw)).toBeNull();
      }),
    );
  });

  it('confirmation must be filled and equal', () => {
    expect(validateConfirmation('abc12345!', '')).toBe('비밀번호 확인을 입력해주세요.');
    expect(validateConfirmation('abc12345!', 'abc12345?')).toBe('비밀번호가 일치하지 않습니다.');
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (pw) => {
        expect(validateConfirmation(pw, pw)).toBeNull();
      }),
    );
  });
});

describe('the rules as the OpenAPI document writes them', () => {
  it('NEW_PASSWORD_PATTERN (with the length limit) accepts exactly what validateNewPassword accepts', () => {
    fc.assert(
      fc.property(fc.oneof(stringFrom(allowed, 0, 20), fc.string({ maxLength: 20 })), (password) => {
        const byPattern = NEW_PASSWORD_PATTERN.test(password) && password.length <= PASSWORD_MAX_LENGTH;
        expect(byPattern).toBe(validateNewPassword(password) === null);
      }),
      { numRuns: 500 },
    );
  });
});

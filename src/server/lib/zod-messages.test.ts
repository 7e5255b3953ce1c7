import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formalEnding, PARTICLE_FALLBACK } from '../../../tests/voice/patterns';
import { koreanIssueMessage } from './zod-messages';

const messageOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input, { error: koreanIssueMessage }).error?.issues[0]?.message;

describe("zod's messages where a schema says none", () => {
  it.each([
    [z.object({ steps: z.object({}) }), {}, '꼭 보내야 하는 값이에요.'],
    [z.string(), 3, '글자 값으로 보내 주세요.'],
    [z.number().int(), 'x', '숫자 값으로 보내 주세요.'],
    [z.string().max(5), '가나다라마바', '5자 이하로 보내 주세요.'],
    [z.array(z.string()).min(2), ['a'], '2개 이상 보내 주세요.'],
    [z.number().gt(0), 0, '0보다 커야 해요.'],
    [z.number().int().max(100), 101, '100 이하여야 해요.'],
    [z.enum(['low', 'high']), 'mid', '다음 중 하나로 보내 주세요: low, high'],
    [z.literal('on'), 'off', 'on 값만 보낼 수 있어요.'],
    [z.string().email(), 'me@', '이메일 주소 형식으로 보내 주세요.'],
    [z.object({ a: z.string() }).strict(), { a: 'x', b: 1 }, '모르는 항목이 있어요: b'],
  ])('%#: says what to send', (schema, input, message) => {
    expect(messageOf(schema, input)).toBe(message);
  });

  it('speaks 해요체 and writes no particle both ways', () => {
    const samples = [
      messageOf(z.string().min(2), 'a'),
      messageOf(z.string().regex(/^\d+$/), 'a'),
      messageOf(z.union([z.string(), z.number()]), null),
      messageOf(z.number().multipleOf(5), 3),
    ];
    for (const message of samples) {
      expect(message).toMatch(/요[.:]/);
      expect(message).not.toMatch(PARTICLE_FALLBACK);
      expect(formalEnding(message ?? '')).toBeNull();
    }
  });
});

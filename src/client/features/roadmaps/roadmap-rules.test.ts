import { describe, expect, it } from 'vitest';
import * as contract from '../../../shared/contracts/roadmaps';
import { ROADMAP_FORM_LIMITS, ROADMAP_FORM_MESSAGES, validateReflection, validateTitle } from './roadmap-rules';

describe('the roadmap forms’ rules', () => {
  it('are the contract’s limits and messages', () => {
    expect(ROADMAP_FORM_LIMITS.titleMax).toBe(contract.ROADMAP_LIMITS.titleMax);
    expect(ROADMAP_FORM_LIMITS.reflectionMax).toBe(contract.ROADMAP_LIMITS.reflectionMax);
    for (const [key, message] of Object.entries(ROADMAP_FORM_MESSAGES)) {
      expect(contract.ROADMAP_MESSAGES[key as keyof typeof ROADMAP_FORM_MESSAGES]).toBe(message);
    }
  });

  it('judge titles and reflections as the server does', () => {
    const body = contract.updateRoadmapBodySchema;
    for (const title of ['', '   ', '가'.repeat(40), '가'.repeat(41), 'a/b', '😀'.repeat(40), ' 데이터 분석가 ']) {
      const server = body.safeParse({ title });
      expect(validateTitle(title) === null, title).toBe(server.success);
    }
    for (const reflection of ['', '좋았어요', '가'.repeat(1000), '가'.repeat(1001)]) {
      const server = contract.completeMissionBodySchema.safeParse({ reflection });
      expect(validateReflection(reflection) === null, String(reflection.length)).toBe(server.success);
    }
  });
});

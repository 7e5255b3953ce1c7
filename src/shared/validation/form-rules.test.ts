import { describe, expect, it } from 'vitest';
import { addDreamJobBodySchema, updateDreamJobBodySchema } from '../contracts/dream-list';
import { completeMissionBodySchema, updateRoadmapBodySchema } from '../contracts/roadmaps';
import { customJobFormSchema, noteRule } from './dream-list-rules';
import { feedbackFormSchema } from './feedback-rules';
import { reflectionRule, roadmapTitleRule } from './roadmap-rules';
import { ruleMessage } from './ruled';

/** Each field's message for a custom job (none when valid). */
function validateCustomJob(input: { name: string; note?: string }) {
  const issues = customJobFormSchema.safeParse({ note: '', ...input }).error?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]));
}
const validateNote = (note: string) => ruleMessage(noteRule, note);
const validateTitle = (title: string) => ruleMessage(roadmapTitleRule, title) ?? null;
const validateReflection = (text: string) => ruleMessage(reflectionRule, text) ?? null;

/** The rules the forms and the server share: one check, one Korean message, written out here. */
describe('the dream list’s custom-job rules', () => {
  it('ask for a name, count characters as a person does, and cap the note', () => {
    expect(validateCustomJob({ name: '   ' })).toEqual({ name: '꿈 직업 이름을 입력해 주세요.' });
    expect(validateCustomJob({ name: '😀'.repeat(40) })).toEqual({});
    expect(validateCustomJob({ name: '가'.repeat(41) })).toEqual({ name: '꿈 직업 이름은 40자 이하로 입력해 주세요.' });
    expect(validateNote(`  ${'가'.repeat(500)}  `)).toBeUndefined();
    expect(validateNote('가'.repeat(501))).toBe('메모는 500자 이하로 입력해 주세요.');
  });

  it('are what the server answers with', () => {
    const tooLong = addDreamJobBodySchema.safeParse({ custom: { name: '가'.repeat(41) } });
    expect(tooLong.error?.issues[0]?.message).toBe('꿈 직업 이름은 40자 이하로 입력해 주세요.');
    expect(addDreamJobBodySchema.safeParse({ custom: { name: '😀'.repeat(40) } }).success).toBe(true);
    const note = updateDreamJobBodySchema.safeParse({ note: '가'.repeat(501) });
    expect(note.error?.issues[0]?.message).toBe('메모는 500자 이하로 입력해 주세요.');
  });
});

describe('the roadmap rules', () => {
  it('judge a title as the server’s schema does, with the same message', () => {
    const cases: [string, string | null][] = [
      ['', '로드맵 이름을 입력해 주세요.'],
      ['   ', '로드맵 이름을 입력해 주세요.'],
      ['가'.repeat(41), '로드맵 이름은 40자 이하로 입력해 주세요.'],
      ['a/b', '로드맵 이름에는 / 를 쓸 수 없어요.'],
      ['😀'.repeat(40), null],
      [' 데이터 분석가 ', null],
    ];
    for (const [title, message] of cases) {
      expect(validateTitle(title), title).toBe(message);
      const server = updateRoadmapBodySchema.safeParse({ title });
      expect(server.success, title).toBe(message === null);
      if (!server.success) expect(server.error.issues[0]?.message).toBe(message);
    }
  });

  it('cap a reflection at 1000 characters, form and server alike', () => {
    expect(validateReflection('가'.repeat(1000))).toBeNull();
    expect(validateReflection('가'.repeat(1001))).toBe('소감은 1000자 이하로 써 주세요.');
    expect(completeMissionBodySchema.safeParse({ reflection: '가'.repeat(1001) }).error?.issues[0]?.message).toBe(
      '소감은 1000자 이하로 써 주세요.',
    );
  });
});

describe('the feedback dialog’s rules', () => {
  /** Each field's message for the dialog's answers as its radios hold them (none when valid). */
  function validateFeedback(input: {
    expectedJobFound: string;
    satisfactionLevel: string;
    improvementSuggestions?: string;
  }) {
    const issues = feedbackFormSchema.safeParse({ improvementSuggestions: '', ...input }).error?.issues ?? [];
    return Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]));
  }

  it('wait for the expected-job answer and 1 to 5 stars; the suggestion is optional and capped', () => {
    expect(validateFeedback({ expectedJobFound: '', satisfactionLevel: '' })).toEqual({
      expectedJobFound: '기대한 직업을 찾았는지 네 또는 아니요로 골라 주세요.',
      satisfactionLevel: '만족도는 별 1개에서 5개 사이로 골라 주세요.',
    });
    expect(validateFeedback({ expectedJobFound: 'no', satisfactionLevel: '6' })).toEqual({
      satisfactionLevel: '만족도는 별 1개에서 5개 사이로 골라 주세요.',
    });
    expect(
      validateFeedback({ expectedJobFound: 'yes', satisfactionLevel: '1', improvementSuggestions: '가'.repeat(2001) }),
    ).toEqual({ improvementSuggestions: '더 좋아졌으면 하는 점은 2000자 이하의 글로 적어 주세요.' });
  });

  it('give the request body’s values: a boolean, a number and the suggestion trimmed', () => {
    expect(
      feedbackFormSchema.parse({
        expectedJobFound: 'no',
        satisfactionLevel: '4',
        improvementSuggestions: '  더 많이 ',
      }),
    ).toEqual({ expectedJobFound: false, satisfactionLevel: 4, improvementSuggestions: '더 많이' });
  });
});

import type { z } from 'zod';

/**
 * Zod's messages for a rule whose schema says none of its own, in the product's voice (해요체),
 * saying what to send instead. They reach a client that calls the API by hand: the app's own
 * forms check every rule with a message of its own first (shared/validation). Replaces zod's
 * Korean locale, which speaks 합니다체 and writes particles both ways ("(으)로", "을(를)").
 * Issue kinds it does not name keep a general message.
 */

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: '글자',
  number: '숫자',
  int: '정수',
  boolean: 'true나 false',
  object: '객체(JSON)',
  array: '배열',
  date: '날짜',
  bigint: '정수',
};

const UNITS: Readonly<Record<string, string>> = { string: '자', array: '개', set: '개', map: '개', file: '바이트' };

type Issue = z.core.$ZodRawIssue;

function sizeMessage(issue: Issue & { code: 'too_big' | 'too_small' }): string {
  const big = issue.code === 'too_big';
  const limit = String(big ? issue.maximum : issue.minimum);
  const unit = UNITS[issue.origin ?? ''];
  if (unit) return big ? `${limit}${unit} 이하로 보내 주세요.` : `${limit}${unit} 이상 보내 주세요.`;
  if (big) return issue.inclusive ? `${limit} 이하여야 해요.` : `${limit}보다 작아야 해요.`;
  return issue.inclusive ? `${limit} 이상이어야 해요.` : `${limit}보다 커야 해요.`;
}

export function koreanIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return '꼭 보내야 하는 값이에요.';
      return `${TYPE_NAMES[issue.expected] ?? issue.expected} 값으로 보내 주세요.`;
    case 'too_big':
    case 'too_small':
      return sizeMessage(issue);
    case 'invalid_value':
      return issue.values.length === 1
        ? `${String(issue.values[0])} 값만 보낼 수 있어요.`
        : `다음 중 하나로 보내 주세요: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return issue.format === 'email'
        ? '이메일 주소 형식으로 보내 주세요.'
        : '형식이 올바르지 않아요. 다시 확인해 주세요.';
    case 'unrecognized_keys':
      return `모르는 항목이 있어요: ${issue.keys.join(', ')}`;
    case 'not_multiple_of':
      return `${String(issue.divisor)}의 배수로 보내 주세요.`;
    default:
      return '보낸 값을 다시 확인해 주세요.';
  }
}

import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AiConfig } from '../../config';

/**
 * Optional: an OpenAI-compatible `/chat/completions` endpoint may rephrase the built-in 'why'
 * sentences of today's missions so they read more personally. The built-in sentences are
 * always the fallback — on a missing configuration, a time-out, an error status, or an answer
 * that is not the list asked for — so the product works fully without it.
 *
 * Privacy: the endpoint receives a short profile summary (interest types, roadmap jobs,
 * fields of interest), mission titles and the built-in sentences. Never an e-mail or an id.
 */
const AI_TIMEOUT_MS = 3_000;
const MAX_SENTENCE = 120;
const HANGUL = /[가-힣]/;

export interface PhrasingItem {
  missionTitle: string;
  why: string;
}

export interface PhrasingOptions {
  fetch?: typeof fetch;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});
const reasonsSchema = z.object({ reasons: z.array(z.string()) });

const SYSTEM_PROMPT =
  '너는 한국어 진로 서비스의 문장을 다듬는 도우미야. 사용자에게 오늘의 미션을 왜 추천하는지 알려 주는 문장을 ' +
  '해요체로, 따뜻하고 구체적으로, 한 문장(60자 안팎)씩 다시 써 줘. 사실을 더하거나 바꾸지 말고, 약속이나 숫자를 지어내지 마. ' +
  '답은 JSON 하나로만: {"reasons": ["…", "…"]} — 받은 순서와 개수 그대로.';

function userPrompt(profileSummary: string, items: readonly PhrasingItem[]): string {
  const lines = items.map((item, index) => `${index + 1}. 미션: ${item.missionTitle} / 기본 문장: ${item.why}`);
  return `사용자 요약: ${profileSummary}\n\n${lines.join('\n')}`;
}

/** The JSON object inside a model's answer, which may come wrapped in a Markdown code fence. */
function jsonOf(content: string): unknown {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start < 0 || end < start) throw new Error('no JSON object in the answer');
  return JSON.parse(content.slice(start, end + 1));
}

function isUsable(sentence: string): boolean {
  const trimmed = sentence.trim();
  return trimmed.length >= 4 && trimmed.length <= MAX_SENTENCE && HANGUL.test(trimmed) && !/https?:/.test(trimmed);
}

/**
 * The items' sentences, rephrased when an endpoint is configured and answers in time with a
 * usable list; otherwise (or per unusable sentence) the built-in ones. Never throws.
 */
export async function phraseWhys(
  ai: AiConfig | undefined,
  profileSummary: string,
  items: readonly PhrasingItem[],
  options: PhrasingOptions = {},
): Promise<string[]> {
  const builtIn = items.map((item) => item.why);
  if (!ai || items.length === 0) return builtIn;
  try {
    const response = await (options.fetch ?? fetch)(`${ai.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(ai.apiKey ? { authorization: `Bearer ${ai.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: ai.model,
        temperature: 0.7,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: userPrompt(profileSummary, items) },
        ],
      }),
      signal: AbortSignal.timeout(ai.timeoutMs ?? AI_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const completion = completionSchema.parse(await response.json());
    const { reasons } = reasonsSchema.parse(jsonOf(completion.choices[0]?.message.content ?? ''));
    if (reasons.length !== items.length) throw new Error(`asked for ${items.length} sentences, got ${reasons.length}`);
    return reasons.map((sentence, index) => (isUsable(sentence) ? sentence.trim() : (builtIn[index] ?? '')));
  } catch (error) {
    options.log?.warn({ err: error instanceof Error ? error.message : String(error) }, 'AI phrasing fell back');
    return builtIn;
  }
}

import { z } from 'zod';
import { SHARE_LIMITS, SHARE_MESSAGES } from '../share-card';

export { SHARE_LIMITS, SHARE_MESSAGES } from '../share-card';

/** What a person chose to put on the card; nothing is on it unless chosen. */
export const createShareLinkBodySchema = z
  .strictObject({
    interest: z.boolean().default(false).describe('흥미 코드(말로 풀어서)'),
    values: z.boolean().default(false).describe('중요한 가치 상위 3개'),
    strengths: z.boolean().default(false).describe('강점 상위 3개'),
    jobs: z
      .array(z.string().trim().min(1).max(100))
      .max(SHARE_LIMITS.maxJobs, SHARE_MESSAGES.tooManyJobs)
      .default([])
      .describe('카드에 담을 직업 이름 (최대 3개)'),
  })
  .refine((body) => body.interest || body.values || body.strengths || body.jobs.length > 0, {
    message: SHARE_MESSAGES.nothingChosen,
  });
export type CreateShareLinkInput = z.infer<typeof createShareLinkBodySchema>;

/** The snapshot a link shows: only the parts chosen (the others are absent). */
const shareCardSchema = z
  .object({
    interest: z
      .object({ code: z.string(), words: z.array(z.string()).describe('예: ["탐구형", "예술형"]') })
      .optional(),
    values: z.array(z.string()).optional().describe('중요한 가치, 1순위부터'),
    strengths: z.array(z.string()).optional().describe('강점, 1순위부터'),
    jobs: z.array(z.string()).optional().describe('고른 직업 이름'),
  })
  .meta({ id: 'ShareCard' });
export type ShareCard = z.infer<typeof shareCardSchema>;

/** A share link's id: 22 base64url characters (128 random bits). */
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

const shareLinkSchema = z
  .object({
    id: z.string(),
    /** The public page's path, `/share/{id}`. */
    path: z.string(),
    card: shareCardSchema,
    createdAt: z.string(),
  })
  .meta({ id: 'ShareLink' });
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** Any text: an id that is not one of ours is simply not found (404), never a 400. */
export const shareIdParamsSchema = z.object({ id: z.string().max(200) });

export const shareLinkResponseSchema = z.object({ data: shareLinkSchema });
export const shareLinkListResponseSchema = z.object({ data: z.array(shareLinkSchema) });
export const sharedCardResponseSchema = z.object({
  data: z.object({ id: z.string(), card: shareCardSchema, createdAt: z.string() }).meta({ id: 'SharedCard' }),
});
export type SharedCard = z.infer<typeof sharedCardResponseSchema>['data'];

import { z } from 'zod';

/** A page view: the path only (no query string, no personal data). */
export const pageViewBodySchema = z.object({
  path: z
    .string()
    .min(1)
    .max(512)
    .regex(/^\/[^?#\s]*$/, '경로는 /로 시작하고 ?나 #를 포함하지 않아야 해요.'),
  referrer: z.string().max(512).optional(),
});

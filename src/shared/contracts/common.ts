import { z } from 'zod';
import { ERROR_CODES } from '../errors';

/** `{ error: { code, message, fields? } }`: the one error body of the API. */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES as [string, ...string[]]),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: 'ErrorBody' });

export type ErrorBody = z.infer<typeof errorBodySchema>;

/** `{ data: T }`: the success envelope. */
export function dataOf<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

/** A list's `cursor`: opaque base64url text the server made (`nextCursor`); empty means the first page. */
const CURSOR_PATTERN = /^[A-Za-z0-9_-]*$/;

/** The `?cursor=` query parameter of a paged list, with its format in the schema (and so in the OpenAPI document). */
export function cursorQuerySchema(maxLength: number, message: string) {
  return z
    .string()
    .max(maxLength, message)
    .regex(CURSOR_PATTERN, message)
    .optional()
    .describe('앞 페이지 응답의 nextCursor (base64url)');
}

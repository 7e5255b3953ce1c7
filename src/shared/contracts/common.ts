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

import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

/** The Korean message one of the shared `zod/mini` rules answers for `value`, or undefined when it passes. */
export function ruleMessage(rule: $ZodType, value: unknown): string | undefined {
  return z.safeParse(rule, value).error?.issues[0]?.message;
}

/**
 * A request field checked by one of the shared `zod/mini` rules (the ones the web app's forms
 * check), with the same rule described for the OpenAPI document (`documented`: JSON Schema
 * keywords). The rule's message is the server's answer, word for word; the check stays the rule's.
 */
export function ruled(rule: $ZodType, documented: Record<string, unknown> = {}) {
  return z
    .string()
    .superRefine((value, ctx) => {
      const message = ruleMessage(rule, value);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .meta(documented);
}

import { z } from 'zod';

/** A finding of the law engine on the wire (409 NOT_COMPLIANT bodies, draft exports). */
export const findingSchema = z.object({
  ruleId: z.string(),
  severity: z.enum(['blocking', 'warning', 'advice']),
  paths: z.array(z.string()),
  label: z.string(),
  message: z.string(),
  source: z.string(),
});

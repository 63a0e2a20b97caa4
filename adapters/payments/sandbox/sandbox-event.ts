import { z } from "zod";

/** The body of a sandbox callback, as the sandbox sends it and the site reads it. */
export const sandboxEventSchema = z.object({
  event_id: z.string().min(1).max(100),
  payment_id: z.number().int().positive(),
  reference: z.string().min(1).max(200),
  amount_minor: z.number().int().positive(),
  currency: z.string().min(3).max(3),
  outcome: z.enum(["succeeded", "failed"]),
});

export type SandboxEvent = z.infer<typeof sandboxEventSchema>;

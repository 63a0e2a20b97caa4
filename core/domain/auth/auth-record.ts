import { z } from "zod";

/**
 * The stored auth record (spec 3) as returned by login and refresh and kept in local storage.
 * `expires` is an ISO-8601 timestamp with an explicit offset (the API sends UTC, e.g. "2025-03-01T09:00:00.000Z"),
 * the same form as every other timestamp of the API; see docs/adr/005-attribution.md.
 */
export const authRecordSchema = z
  .object({
    token: z.string().min(1),
    expires: z.iso.datetime({ offset: true }),
  })
  .readonly();

export type AuthRecord = z.infer<typeof authRecordSchema>;

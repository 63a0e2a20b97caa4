import { z } from "zod";

/** An instant as the API sends it: ISO-8601 with an explicit offset ("2025-03-01T09:00:00.000Z"). */
export const timestampSchema = z.iso.datetime({ offset: true });

import { type AuthRecord, authRecordSchema } from "./auth-record";

const parseJson = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
};

/** Reads the raw local-storage value; anything missing or corrupt is treated as no record. */
export const parseAuthRecord = (raw: string | null | undefined): AuthRecord | null => {
  if (raw === null || raw === undefined) return null;
  const parsed = authRecordSchema.safeParse(parseJson(raw));
  return parsed.success ? parsed.data : null;
};

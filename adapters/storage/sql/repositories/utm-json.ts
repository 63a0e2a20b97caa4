import { z } from "zod";
import { UTM_KEYS, type Utm } from "../../../../core/domain/attribution/utm";

const utmSchema = z
  .object(Object.fromEntries(UTM_KEYS.map((key) => [key, z.string().min(1).optional().catch(undefined)])))
  .catch({});

/** A stored utm jsonb as the domain's Utm: only the five keys with non-empty text; anything else is dropped. */
export const utmFromJson = (value: unknown): Utm => {
  const parsed = utmSchema.parse(value) as Record<string, string | undefined>;
  return Object.fromEntries(
    UTM_KEYS.flatMap((key) => {
      const text = parsed[key];
      return text === undefined ? [] : [[key, text]];
    }),
  ) as Utm;
};

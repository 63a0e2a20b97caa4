import { z } from "zod";

/** The currency prices of a country are given in: ISO 4217 code and display symbol ("CNY", "¥"). */
export const currencySchema = z
  .object({
    code: z.string().regex(/^[A-Z]{3}$/),
    symbol: z.string().min(1),
  })
  .readonly();

export type Currency = z.infer<typeof currencySchema>;

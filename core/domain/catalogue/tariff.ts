import { z } from "zod";
import { timestampSchema } from "./timestamp";

/** A service tariff: list price, price after discount and the discount's terms. */
export const tariffSchema = z
  .object({
    id: z.int().positive(),
    name: z.string().min(1),
    payment_excerpt: z.string().nullable(),
    price: z.number().nonnegative(),
    final_price: z.number().nonnegative(),
    discount_expires_at: timestampSchema.nullable(),
    discount_percent: z.int().min(0).max(100).nullable(),
  })
  .readonly();

export type Tariff = z.infer<typeof tariffSchema>;

import { z } from "zod";
import { priceAmountSchema } from "../catalogue/price-amount";

/** One service of the price list (/czeny-na-uslugi/) and its price in the country's currency. */
export const servicePriceSchema = z
  .object({
    id: z.int().positive(),
    title: z.string().min(1),
    description: z.string().nullable(),
    price: priceAmountSchema,
  })
  .readonly();

export type ServicePrice = z.infer<typeof servicePriceSchema>;

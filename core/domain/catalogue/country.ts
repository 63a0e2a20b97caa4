import { z } from "zod";
import { countryRefSchema } from "./country-ref";
import { currencySchema } from "./currency";
import { tariffSchema } from "./tariff";

/** A country with its currency and service tariffs (GET /countries/{id}/tariffs). */
export const countrySchema = countryRefSchema
  .unwrap()
  .extend({
    currency: currencySchema,
    tariffs: z.array(tariffSchema).readonly(),
  })
  .readonly();

export type Country = z.infer<typeof countrySchema>;

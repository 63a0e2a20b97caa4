import { z } from "zod";
import { countryRefSchema } from "../catalogue/country-ref";
import { currencySchema } from "../catalogue/currency";
import { servicePriceSchema } from "./service-price";

/** A row of GET /countries/as-services-grid: a country, its currency and the services offered there. */
export const countryServicesSchema = z
  .object({
    country: countryRefSchema,
    currency: currencySchema,
    services: z.array(servicePriceSchema).readonly(),
  })
  .readonly();

export type CountryServices = z.infer<typeof countryServicesSchema>;

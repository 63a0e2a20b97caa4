import { z } from "zod";

/** A price in the currency of its country; null when the price is not known. */
export const priceAmountSchema = z.number().nonnegative().nullable();

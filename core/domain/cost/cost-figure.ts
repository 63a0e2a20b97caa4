import { z } from "zod";
import { CURRENCY_CODES } from "../price/currency-code";
import { COST_PERIODS, FIGURE_ITEMS } from "./cost-item";

const ISO_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Where a figure comes from: a named source with its address. */
export const costSourceSchema = z.object({ name: z.string().min(1), url: z.url() }).readonly();

export type CostSource = z.infer<typeof costSourceSchema>;

/**
 * One cost figure (ADR 065): an amount in a currency, paid once, per year or per month, with its source and the day
 * it was checked. An amount of 0 means the item is free (a fact), not unknown: an unknown item has no figure.
 */
export const costFigureSchema = z
  .object({
    item: z.enum(FIGURE_ITEMS),
    amount: z.int().nonnegative().max(1_000_000_000),
    currency: z.enum(CURRENCY_CODES),
    period: z.enum(COST_PERIODS),
    source: costSourceSchema,
    checked_on: z.string().regex(ISO_DAY),
  })
  .readonly();

export type CostFigure = z.infer<typeof costFigureSchema>;

import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { cities, countries, institutions } from "./catalogue";
import { id } from "./columns";

/**
 * The calculator's cost figures (docs/adr/065-cost-calculator.md): one amount of an item in a currency, paid once,
 * per year or per month, with its source and the day it was checked. A figure applies to a whole country (visa,
 * insurance, residence permit, medical check, default application fee), to one of its cities (dormitory, living,
 * flight; a city may also override a country figure) or to one institution (its own application fee). An amount of
 * 0 is a free item; an unknown one has no row.
 */
export const costFigures = pgTable(
  "cost_figures",
  {
    id: id(),
    item: text().notNull(),
    country_id: integer()
      .notNull()
      .references(() => countries.id, { onDelete: "cascade" }),
    city_id: integer().references(() => cities.id, { onDelete: "cascade" }),
    institution_id: integer().references(() => institutions.id, { onDelete: "cascade" }),
    amount: integer().notNull(),
    currency: text().notNull(),
    period: text().notNull(),
    source_name: text().notNull(),
    source_url: text().notNull(),
    checked_on: date({ mode: "string" }).notNull(),
  },
  (t) => [
    index("cost_figures_country_idx").on(t.country_id, t.item),
    check(
      "cost_figures_item_ck",
      sql`${t.item} in ('application_fee', 'dormitory', 'insurance', 'residence_permit', 'medical_check', 'visa', 'flight', 'living')`,
    ),
    check("cost_figures_period_ck", sql`${t.period} in ('once', 'year', 'month')`),
    check("cost_figures_amount_ck", sql`${t.amount} >= 0`),
    check("cost_figures_currency_ck", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check("cost_figures_scope_ck", sql`${t.city_id} is null or ${t.institution_id} is null`),
  ],
);

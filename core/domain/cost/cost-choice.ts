import type { CurrencyCode } from "../price/currency-code";

/** The grant of an education base: 1 grants, 2 scholarships, none for a paid place or a whole program. */
export type CostGrantKind = "grant" | "scholarship" | "none";

/**
 * What the calculator was asked about: a degree program or one of its education bases, with the yearly tuition the
 * catalogue has for it in its country's currency. `full` is the lowest yearly price of the program's paid bases
 * (null when it has none); `net` what the chosen base costs after its grant (null for a whole program, or unknown).
 */
export type CostChoice = Readonly<{
  kind: "program" | "base";
  id: number;
  title: string;
  institution: Readonly<{ id: number; title: string; city_id: number | null }>;
  currency: CurrencyCode;
  full: number | null;
  net: number | null;
  grant: CostGrantKind;
  /** The day the catalogue's prices of the program were last changed (null: it has no bases). */
  checked_on: string | null;
}>;

/** The grant kind of an education base type (`education_bases.type`). */
export const grantKindOf = (type: number | null): CostGrantKind =>
  type === 1 ? "grant" : type === 2 ? "scholarship" : "none";

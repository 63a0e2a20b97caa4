import { type CostGrantKind, grantKindOf } from "./cost-choice";

/** The fields of an education base the tuition needs (`education_bases`). */
export type TuitionBase = Readonly<{
  id: number;
  min_price: number | null;
  type: number | null;
  is_language_course: boolean;
  /** The day (ISO, Moscow) the base was last changed: its price was as shown on that day. */
  updated_on: string;
}>;

const usable = (price: number | null): price is number => price !== null && Number.isSafeInteger(price) && price >= 0;

/**
 * The full yearly tuition of a degree program: the lowest price of its paid degree bases (not grants, scholarships
 * or language courses), or null when it has none with a price.
 */
export const fullTuition = (bases: readonly TuitionBase[]): number | null => {
  const prices = bases
    .filter((base) => base.type === null && !base.is_language_course && usable(base.min_price) && base.min_price > 0)
    .map((base) => base.min_price as number);
  return prices.length === 0 ? null : Math.min(...prices);
};

/**
 * The tuition of a choice among a program's bases: the program's full price and, for a chosen base, its own price
 * (what is paid after its grant) and grant kind, and the day its prices were last changed (the latest of the program's
 * bases, since the full price is another base's). A base that is not among `bases` gives null.
 */
export const choiceTuition = (
  bases: readonly TuitionBase[],
  baseId: number | null,
): Readonly<{ full: number | null; net: number | null; grant: CostGrantKind; checked_on: string | null }> | null => {
  const full = fullTuition(bases);
  const checked_on = bases.reduce<string | null>(
    (latest, base) => (latest === null || base.updated_on > latest ? base.updated_on : latest),
    null,
  );
  if (baseId === null) return { full, net: null, grant: "none", checked_on };
  const base = bases.find((candidate) => candidate.id === baseId);
  if (base === undefined) return null;
  return { full, net: usable(base.min_price) ? base.min_price : null, grant: grantKindOf(base.type), checked_on };
};

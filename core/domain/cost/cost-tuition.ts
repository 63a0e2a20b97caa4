import { type CostGrantKind, grantKindOf } from "./cost-choice";

/** The fields of an education base the tuition needs (`education_bases`). */
export type TuitionBase = Readonly<{
  id: number;
  min_price: number | null;
  type: number | null;
  is_language_course: boolean;
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
 * (what is paid after its grant) and grant kind. A base that is not among `bases` gives null.
 */
export const choiceTuition = (
  bases: readonly TuitionBase[],
  baseId: number | null,
): Readonly<{ full: number | null; net: number | null; grant: CostGrantKind }> | null => {
  const full = fullTuition(bases);
  if (baseId === null) return { full, net: null, grant: "none" };
  const base = bases.find((candidate) => candidate.id === baseId);
  if (base === undefined) return null;
  return { full, net: usable(base.min_price) ? base.min_price : null, grant: grantKindOf(base.type) };
};

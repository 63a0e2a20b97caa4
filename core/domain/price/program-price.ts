import { degreeProgramPriceRange, type PricedEducationBase } from "./degree-program-price-range";
import type { PriceRange } from "./price-range";
import { priceShape } from "./price-shape";

/**
 * What a degree program costs as its cards and page say it (ADR 032): `range` over the bases that are not free,
 * and `grant` when some base is free beside them («есть грант»). Only a program whose every base is free (or that
 * has nothing but free bases) keeps the free range, so one grant never makes a paid program «Бесплатно».
 */
export type ProgramPrice = { readonly range: PriceRange; readonly grant: boolean };

const isFree = (base: PricedEducationBase): boolean =>
  priceShape({ min: base.min_price, max: base.max_price })._tag === "Free";

export const programPrice = (program: { readonly education_bases: readonly PricedEducationBase[] }): ProgramPrice => {
  const charged = program.education_bases.filter((base) => !isFree(base));
  if (charged.length === 0) return { range: degreeProgramPriceRange(program), grant: false };
  return {
    range: degreeProgramPriceRange({ education_bases: charged }),
    grant: charged.length < program.education_bases.length,
  };
};

import type { ListingType } from "./listing-type";

export type EducationTypeOption = { readonly value: ListingType; readonly label: string };

/** The education type filter options in display order (spec 2); catalog stands for all three kinds. */
export const EDUCATION_TYPE_OPTIONS: readonly EducationTypeOption[] = [
  { value: "catalog", label: "Все университеты, колледжи и школы" },
  { value: "universities", label: "Только университеты" },
  { value: "colleges", label: "Только колледжи" },
  { value: "schools", label: "Только школы" },
];

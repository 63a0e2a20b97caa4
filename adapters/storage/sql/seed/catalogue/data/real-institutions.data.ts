import type { InstitutionFact } from "../institution-fact";
import { CHINESE_COLLEGES } from "./chinese-colleges.data";
import { CHINESE_SCHOOLS } from "./chinese-schools.data";
import { FOREIGN_UNIVERSITIES } from "./foreign-universities.data";
import { EAST_UNIVERSITIES } from "./universities-east.data";
import { NORTH_UNIVERSITIES } from "./universities-north.data";
import { SOUTH_WEST_UNIVERSITIES } from "./universities-south-west.data";

/** Every real institution of the catalogue; the position plus one is its id. */
export const REAL_INSTITUTIONS: readonly InstitutionFact[] = [
  ...NORTH_UNIVERSITIES,
  ...EAST_UNIVERSITIES,
  ...SOUTH_WEST_UNIVERSITIES,
  ...CHINESE_COLLEGES,
  ...CHINESE_SCHOOLS,
  ...FOREIGN_UNIVERSITIES,
];

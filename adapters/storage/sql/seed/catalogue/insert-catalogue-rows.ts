import {
  admissionWaves,
  degreePrograms,
  educationBaseDirections,
  educationBaseLanguages,
  educationBaseSpecialties,
  educationBases,
  institutionDirections,
  institutions,
} from "../../schema";
import type { CatalogueRows } from "./catalogue-rows";
import { insertRows } from "./insert-rows";
import type { SqlRunner } from "./sql-runner";

/** Inserts a batch of institutions and everything under them, parents before children. */
export const insertCatalogueRows = async (db: SqlRunner, rows: CatalogueRows): Promise<void> => {
  await insertRows(db, institutions, rows.institutions);
  await insertRows(db, institutionDirections, rows.institutionDirections);
  await insertRows(db, degreePrograms, rows.degreePrograms);
  await insertRows(db, educationBases, rows.educationBases);
  await insertRows(db, admissionWaves, rows.admissionWaves);
  await insertRows(db, educationBaseLanguages, rows.educationBaseLanguages);
  await insertRows(db, educationBaseDirections, rows.educationBaseDirections);
  await insertRows(db, educationBaseSpecialties, rows.educationBaseSpecialties);
};

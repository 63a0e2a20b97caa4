import type {
  admissionWaves,
  degreePrograms,
  educationBaseDirections,
  educationBaseLanguages,
  educationBaseSpecialties,
  educationBases,
  institutionDirections,
  institutions,
} from "../../schema";

/** The rows of a batch of institutions, table by table, in insertion (foreign key) order. */
export type CatalogueRows = {
  institutions: (typeof institutions.$inferInsert)[];
  institutionDirections: (typeof institutionDirections.$inferInsert)[];
  degreePrograms: (typeof degreePrograms.$inferInsert)[];
  educationBases: (typeof educationBases.$inferInsert)[];
  admissionWaves: (typeof admissionWaves.$inferInsert)[];
  educationBaseLanguages: (typeof educationBaseLanguages.$inferInsert)[];
  educationBaseDirections: (typeof educationBaseDirections.$inferInsert)[];
  educationBaseSpecialties: (typeof educationBaseSpecialties.$inferInsert)[];
};

export const emptyCatalogueRows = (): CatalogueRows => ({
  institutions: [],
  institutionDirections: [],
  degreePrograms: [],
  educationBases: [],
  admissionWaves: [],
  educationBaseLanguages: [],
  educationBaseDirections: [],
  educationBaseSpecialties: [],
});

import type { ComponentType } from "react";
import type { CatalogueScreenName, ScreenDataOf } from "./catalogue-screen-data";

/** A screen's component, taking that screen's data. */
export type ScreenComponent<S extends CatalogueScreenName> = ComponentType<{ data: ScreenDataOf<S> }>;

type ScreenChunk<S extends CatalogueScreenName> = {
  /** The module, as the project names it: the key of its browser files in the server's LAZY_CHUNKS. */
  readonly source: string;
  readonly load: () => Promise<ScreenComponent<S>>;
};

/**
 * Each catalogue screen is a chunk of its own, so a page loads only its screen's JavaScript
 * (docs/adr/040-catalogue-screens-as-chunks.md). `source` must name the file `load` imports (a unit test checks).
 */
export const CATALOGUE_SCREEN_CHUNKS: { readonly [S in CatalogueScreenName]: ScreenChunk<S> } = {
  "institutions-listing": {
    source: "ui/features/listing/listing-screen.tsx",
    load: () => import("../listing/listing-screen").then((module) => module.ListingScreen),
  },
  institution: {
    source: "ui/features/institution/institution-screen.tsx",
    load: () => import("../institution/institution-screen").then((module) => module.InstitutionScreen),
  },
  "degree-program": {
    source: "ui/features/institution/degree-program-screen.tsx",
    load: () => import("../institution/degree-program-screen").then((module) => module.DegreeProgramScreen),
  },
  "institution-education-base": {
    source: "ui/features/institution/education-base-screen.tsx",
    load: () => import("../institution/education-base-screen").then((module) => module.EducationBaseScreen),
  },
};

import type { DegreeProgramScreenData } from "../institution/load-degree-program-screen";
import type { EducationBaseScreenData } from "../institution/load-education-base-screen";
import type { InstitutionScreenData } from "../institution/load-institution-screen";
import type { ListingScreenData } from "../listing/listing-screen-data";

/** What the catalogue route's loader returns: the data of one of its four screens, tagged by the screen's name. */
export type CatalogueScreenData =
  ListingScreenData | InstitutionScreenData | DegreeProgramScreenData | EducationBaseScreenData;

/** The catalogue's screens (spec 2): listing, institution, degree program, education base. */
export type CatalogueScreenName = CatalogueScreenData["screen"];

/** The data of one named screen. */
export type ScreenDataOf<S extends CatalogueScreenName> = Extract<CatalogueScreenData, { readonly screen: S }>;

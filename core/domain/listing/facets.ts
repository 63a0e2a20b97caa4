import type { z } from "zod";
import type { listingFacetsSchema } from "../main-data/listing-facets.schema";

/** The filter facets of a listing (spec 3), as declared once in core/domain/main-data/listing-facets.schema.ts. */
export type ListingFacets = z.infer<typeof listingFacetsSchema>;

/** A facet with a title: lang_instructions, degree_programs, directions and specialties. */
export type NamedFacet = ListingFacets["directions"][number];

export type CityFacet = ListingFacets["cities"][number];

export type CountryFacet = ListingFacets["countries"][number];

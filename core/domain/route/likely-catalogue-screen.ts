import { catalogueSegmentClass } from "./catalogue-segment-class";

/** The screens of the catalogue route: listing, institution, degree program, education base (spec 2). */
export type CatalogueScreen = "institutions-listing" | "institution" | "degree-program" | "institution-education-base";

/**
 * The catalogue screen a path would show, from the classes of its segments after the type alone (ADR 007): no
 * entity segment is a listing; an entity last is an institution; an entity, then another is an education base; an
 * entity, then a plain slug is a degree program. It agrees with `resolvePath` on every path that resolves to a
 * catalogue screen; for any other path the answer means nothing (the page is a 404 or a redirect). The browser uses
 * it to fetch a screen's code beside its data without the route table (docs/adr/040-catalogue-screens-as-chunks.md).
 */
export const likelyCatalogueScreen = (pathname: string): CatalogueScreen => {
  const segments = pathname.split("/").filter((segment) => segment !== "");
  const entity = segments.findIndex((segment, index) => index > 0 && catalogueSegmentClass(segment) === "entity");
  if (entity < 0) return "institutions-listing";
  const next = segments[entity + 1];
  if (next === undefined) return "institution";
  return catalogueSegmentClass(next) === "entity" ? "institution-education-base" : "degree-program";
};

import type { DegreeProgram } from "../../../core/domain/catalogue/degree-program";
import type { EducationBase } from "../../../core/domain/catalogue/education-base";
import type { Institution } from "../../../core/domain/catalogue/institution";
import type { InstitutionRef } from "../../../core/domain/catalogue/institution-ref";
import type { ListingFacets } from "../../../core/domain/listing/facets";
import type { CatalogueReadRepository, MapCountryWithPlaces } from "../../../core/ports/catalogue-read-repository.port";
import type { ReadCache } from "./read-cache";
import { viewTally } from "./view-tally";

/**
 * The catalogue's read side through the read cache (ADR 042): what every anonymous visitor reads alike (the
 * institution, program and base aggregates, the slug lookup, the facets, the map, the most viewed) is kept for a
 * short time; what depends on the viewer (their rating, booking and votes) and the id lists of the comparison are
 * read from the store every time. View counters are written through at once; an entry read before a view adds the
 * views counted since, so the figure a visitor sees still moves with every view.
 */
export function cachedCatalogueRead(inner: CatalogueReadRepository, cache: ReadCache): CatalogueReadRepository {
  const slugs = cache.table<number | null>();
  const institutions = cache.table<{ readonly value: Institution | null; readonly tally: number }>();
  const programs = cache.table<DegreeProgram | null>();
  const bases = cache.table<{ readonly value: EducationBase | null; readonly tally: number }>();
  const facets = cache.table<ListingFacets>();
  const map = cache.table<readonly MapCountryWithPlaces[]>();
  const demand = cache.table<readonly InstitutionRef[]>();
  const institutionViews = viewTally();
  const baseViews = viewTally();

  return {
    institutionIdBySlug: (slug) => slugs(slug, () => inner.institutionIdBySlug(slug)),
    async institution(id, viewerId) {
      if (viewerId !== null) return inner.institution(id, viewerId);
      const entry = await institutions(String(id), async () => {
        const tally = institutionViews.of(id);
        return { value: await inner.institution(id, null), tally };
      });
      return entry.value === null
        ? null
        : { ...entry.value, views: entry.value.views + institutionViews.since(id, entry.tally) };
    },
    async countInstitutionView(id) {
      const counted = await inner.countInstitutionView(id);
      if (counted) institutionViews.add(id);
      return counted;
    },
    degreeProgram: (institutionId, slug) =>
      programs(`${institutionId} ${slug}`, () => inner.degreeProgram(institutionId, slug)),
    async educationBase(id) {
      const entry = await bases(String(id), async () => {
        const tally = baseViews.of(id);
        return { value: await inner.educationBase(id), tally };
      });
      return entry.value === null
        ? null
        : { ...entry.value, views: entry.value.views + baseViews.since(id, entry.tally) };
    },
    async countEducationBaseView(id) {
      const counted = await inner.countEducationBaseView(id);
      if (counted) baseViews.add(id);
      return counted;
    },
    listingFacets: () => facets("", () => inner.listingFacets()),
    mapCountries: () => map("", () => inner.mapCountries()),
    institutionRefs: (ids) => inner.institutionRefs(ids),
    demandInstitutions: (limit) => demand(String(limit), () => inner.demandInstitutions(limit)),
  };
}

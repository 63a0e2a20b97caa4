import type {
  InstitutionListingRepository,
  ListingSlice,
} from "../../../core/ports/institution-listing-repository.port";
import type { Seo } from "../../../core/domain/catalogue/seo";
import type { ReadCache } from "./read-cache";

/**
 * The institutions listing through the read cache (ADR 042): one slice per search (criteria, sort and page), and the
 * stored SEO block of each listing path.
 */
export function cachedInstitutionListing(
  inner: InstitutionListingRepository,
  cache: ReadCache,
): InstitutionListingRepository {
  const slices = cache.table<ListingSlice>();
  const seo = cache.table<Seo | null>();
  return {
    search: (search) => slices(JSON.stringify(search), () => inner.search(search)),
    pageSeo: (path) => seo(path, () => inner.pageSeo(path)),
  };
}

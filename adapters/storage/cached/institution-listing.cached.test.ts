import { institutionListingContract } from "../institution-listing.contract";
import { memoryInstitutionListing } from "../memory/institution-listing.memory";
import { cachedInstitutionListing } from "./institution-listing.cached";
import { createReadCache } from "./read-cache";

// The decorator keeps every promise of the listing port: the shared suite runs against it.
institutionListingContract("memory behind the read cache", async (dataset) => ({
  listings: cachedInstitutionListing(
    memoryInstitutionListing(dataset),
    createReadCache({ ttlMs: 60_000, maxEntries: 100 }),
  ),
  close: async () => undefined,
}));

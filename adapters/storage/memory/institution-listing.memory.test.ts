import { institutionListingContract } from "../institution-listing.contract";
import { memoryInstitutionListing } from "./institution-listing.memory";

institutionListingContract("memory", async (dataset) => ({
  listings: memoryInstitutionListing(dataset),
  close: async () => undefined,
}));

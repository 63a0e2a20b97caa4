import { FIXTURE_NOW, FX, readSideFixture } from "../rows/read-side.fixture";
import type { StorageRows } from "../rows/storage-rows";
import { memoryCatalogueReadRepository } from "./catalogue-read.memory";
import { memoryContentRepository } from "./content.memory";
import { memoryExchangeRates } from "./exchange-rates.memory";
import { memoryLayoutRepository } from "./layout.memory";
import { memoryMainDataCache } from "./main-data-cache.memory";

export { FIXTURE_NOW, FX };

/**
 * The read side's three repositories, a main-data cache and exchange rates over one set of in-memory tables (by
 * default the read-side fixture), for use-case tests. The tables are returned so a test can change data behind the fakes.
 */
export function memoryReadSide(tables: StorageRows = readSideFixture()) {
  return {
    tables,
    content: memoryContentRepository(tables),
    catalogue: memoryCatalogueReadRepository(tables),
    layout: memoryLayoutRepository(tables),
    cache: memoryMainDataCache(),
    rates: memoryExchangeRates([{ currency: "CNY", rate_to_rub: 11.2, as_of: "2026-11-24" }]),
  };
}

import type { MainDataCache } from "../../core/application/content/main-data-cache";
import type { CatalogueReadRepository } from "../../core/ports/catalogue-read-repository.port";
import type { ContentRepository } from "../../core/ports/content-repository.port";
import type { ExchangeRateRepository } from "../../core/ports/exchange-rate-repository.port";
import type { LayoutRepository } from "../../core/ports/layout-repository.port";
import type { QuizRepository } from "../../core/ports/quiz-repository.port";
import type { ReadCache } from "../../adapters/storage/cached/read-cache";

/** What the read-only catalogue and content API needs besides the clock. */
export type ReadApiDeps = Readonly<{
  contentRepository: ContentRepository;
  catalogueReadRepository: CatalogueReadRepository;
  layoutRepository: LayoutRepository;
  mainDataCache: MainDataCache;
  /** The catalogue reads kept in memory behind the repositories above (ADR 042), emptied with main data. */
  readCache: ReadCache;
  exchangeRateRepository: ExchangeRateRepository;
  /** The quizzes and their candidates, through the read cache (ADR 066). */
  quizzes: QuizRepository;
}>;

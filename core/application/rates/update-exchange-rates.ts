import { formatInTimeZone } from "date-fns-tz";
import { Effect } from "effect";
import { MOSCOW_TIME_ZONE } from "../../domain/admission/moscow-time";
import type { ExchangeRate } from "../../domain/price/exchange-rate";
import { type RateAssignmentError, readRateAssignments } from "../../domain/price/rate-assignments";
import { fromDomainResult } from "../shared/from-domain-result";
import type { ExchangeRateRepository } from "../../ports/exchange-rate-repository.port";

export type UpdateExchangeRatesRequest = {
  /** "CODE=RATE" assignments, roubles per unit ("CNY=11.2"). */
  readonly assignments: readonly string[];
  /** The day the rates hold as of (YYYY-MM-DD); today in Moscow when absent. */
  readonly asOf: string | null;
  readonly now: Date;
};

/**
 * Stores new exchange rates (the `npm run rates` command, docs/adr/031-prices-in-roubles.md): all of them or, when
 * any assignment is refused, none. Answers the current rates afterwards.
 */
export const updateExchangeRates = (
  rates: ExchangeRateRepository,
  { assignments, asOf, now }: UpdateExchangeRatesRequest,
): Effect.Effect<readonly ExchangeRate[], readonly RateAssignmentError[]> =>
  Effect.gen(function* () {
    const day = asOf ?? formatInTimeZone(now, MOSCOW_TIME_ZONE, "yyyy-MM-dd");
    const read = yield* fromDomainResult(readRateAssignments(assignments, day));
    yield* Effect.promise(() => rates.save(read));
    return yield* Effect.promise(() => rates.current());
  });

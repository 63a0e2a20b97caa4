import { formatInTimeZone } from "date-fns-tz";
import { MOSCOW_TIME_ZONE } from "../../domain/admission/moscow-time";
import type { ExchangeRate } from "../../domain/price/exchange-rate";
import { type RateAssignmentError, readRateAssignments } from "../../domain/price/rate-assignments";
import { err, ok, type Result } from "../../domain/shared/result";
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
export const updateExchangeRates = async (
  rates: ExchangeRateRepository,
  { assignments, asOf, now }: UpdateExchangeRatesRequest,
): Promise<Result<readonly ExchangeRate[], readonly RateAssignmentError[]>> => {
  const day = asOf ?? formatInTimeZone(now, MOSCOW_TIME_ZONE, "yyyy-MM-dd");
  const read = readRateAssignments(assignments, day);
  if (!read.ok) return err(read.error);
  await rates.save(read.value);
  return ok(await rates.current());
};

import { Result } from "effect";
/**
 * Exchange rates to the rouble on the configured database (DATABASE_URL or DATA_DIR, as the server reads them);
 * docs/adr/031-prices-in-roubles.md. There is no network source: the rates are given.
 *
 *   npm run rates                                        # print the current rates
 *   npm run rates -- CNY=12.4 JPY=0.61 --date 2026-11-25 # roubles per unit, as of a day (default: today, Moscow)
 *   npm run rates -- --file rates.json                   # {"CNY": 12.4, "KRW": "0,056"}, same checks
 *
 * All rates are stored or none. A write moves the listing data version, so a server on the same PostgreSQL shows
 * the new rouble figures on its next listing call. The embedded database is locked by a running server: stop it
 * first, or use PostgreSQL.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { z } from "zod";
import { systemClock } from "../adapters/clock/system-clock";
import { openDatabase } from "../adapters/storage/sql/open-database";
import { sqlExchangeRates } from "../adapters/storage/sql/repositories/exchange-rates.sql";
import { updateExchangeRates } from "../core/application/rates/update-exchange-rates";
import type { ExchangeRate } from "../core/domain/price/exchange-rate";
import type { RateAssignmentError } from "../core/domain/price/rate-assignments";
import { readConfig } from "../server/config";
import { runUseCase } from "../core/application/shared/run-use-case";

const USAGE = "Usage: npm run rates -- [CODE=RATE ...] [--file rates.json] [--date YYYY-MM-DD]";

const fileSchema = z.record(z.string(), z.union([z.number(), z.string()]));

const REASONS: Readonly<Record<RateAssignmentError["_tag"], string>> = {
  Malformed: "expected CODE=RATE, e.g. CNY=11.2",
  UnknownCurrency: "not a currency the portal prices in (RUB, CNY, USD, EUR, JPY, KRW, CAD, GBP)",
  RoubleRate: "a rouble needs no rate",
  BadRate: "the rate must be a positive decimal (roubles per unit)",
  Repeated: "this currency is given twice",
  BadDay: "the date must be YYYY-MM-DD",
};

const show = (rates: readonly ExchangeRate[]) =>
  rates.map((rate) => `${rate.currency}  ${rate.rate_to_rub} ₽  as of ${rate.as_of}`).join("\n");

const fail = (message: string): never => {
  console.error(message);
  process.exit(2);
};

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { date: { type: "string" }, file: { type: "string" }, help: { type: "boolean", short: "h" } },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const fromFile = (path: string): string[] => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    return fail(`Cannot read ${path}: ${(error as Error).message}`);
  }
  const rates = fileSchema.safeParse(parsed);
  if (!rates.success) return fail(`${path} must be a JSON object of currency codes to rates, e.g. {"CNY": 11.2}`);
  return Object.entries(rates.data).map(([code, rate]) => `${code}=${String(rate)}`);
};

const assignments = [...positionals, ...(values.file === undefined ? [] : fromFile(values.file))];
const config = readConfig(process.env);
let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
try {
  const repository = sqlExchangeRates(database.db);
  if (assignments.length === 0 && values.date === undefined) {
    console.log(show(await repository.current()));
  } else {
    const result = await runUseCase(
      updateExchangeRates(repository, {
        assignments,
        asOf: values.date ?? null,
        now: systemClock.now(),
      }),
    );
    if (Result.isSuccess(result)) {
      console.log(`Saved. Current rates:\n${show(result.success)}`);
    } else {
      console.error(
        [USAGE, ...result.failure.map((error) => `  ${error.text || "(nothing given)"}: ${REASONS[error._tag]}`)].join(
          "\n",
        ),
      );
      process.exitCode = 2;
    }
  }
} finally {
  await database.close();
}

import { describe, expect, it } from "vitest";
import { memoryExchangeRates } from "../../../adapters/storage/memory/exchange-rates.memory";
import { updateExchangeRates } from "./update-exchange-rates";
import { Result } from "effect";
import { runUseCase } from "../shared/run-use-case";

const SEEDED = { currency: "CNY", rate_to_rub: 11.2, as_of: "2026-11-24" } as const;
// 22:30 UTC on the 24th is already the 25th in Moscow.
const NOW = new Date("2026-11-24T22:30:00.000Z");

describe("updateExchangeRates", () => {
  it("stores the rates as of the given day and answers the current ones", async () => {
    const rates = memoryExchangeRates([SEEDED]);
    const result = await runUseCase(
      updateExchangeRates(rates, { assignments: ["JPY=0.61"], asOf: "2026-11-20", now: NOW }),
    );
    expect(result).toEqual(Result.succeed([SEEDED, { currency: "JPY", rate_to_rub: 0.61, as_of: "2026-11-20" }]));
  });

  it("dates the rates today in Moscow when no day is given", async () => {
    const rates = memoryExchangeRates([SEEDED]);
    await runUseCase(updateExchangeRates(rates, { assignments: ["CNY=12.4"], asOf: null, now: NOW }));
    expect(await rates.current()).toEqual([{ currency: "CNY", rate_to_rub: 12.4, as_of: "2026-11-25" }]);
  });

  it("stores nothing when any assignment is refused", async () => {
    const rates = memoryExchangeRates([SEEDED]);
    const result = await runUseCase(
      updateExchangeRates(rates, { assignments: ["CNY=12.4", "RUB=1"], asOf: null, now: NOW }),
    );
    expect(result).toEqual(Result.fail([{ _tag: "RoubleRate", text: "RUB=1" }]));
    expect(await rates.current()).toEqual([SEEDED]);
  });
});

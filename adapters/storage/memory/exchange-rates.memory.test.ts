import { describe } from "vitest";
import { exchangeRatesContract } from "../exchange-rates.contract";
import { memoryExchangeRates } from "./exchange-rates.memory";

describe("memoryExchangeRates", () => {
  exchangeRatesContract(async () => memoryExchangeRates([{ currency: "CNY", rate_to_rub: 11.2, as_of: "2026-11-24" }]));
});

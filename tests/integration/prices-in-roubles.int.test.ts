import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sqlExchangeRates } from "../../adapters/storage/sql/repositories/exchange-rates.sql";
import type { DatabaseHandle } from "../../adapters/storage/sql/database";
import { seedCatalogue } from "../../adapters/storage/sql/seed/catalogue/seed-catalogue";
import { updateExchangeRates } from "../../core/application/rates/update-exchange-rates";
import {
  type InstitutionListingResponse,
  institutionListingResponseSchema,
} from "../../core/domain/catalogue/institution-listing-response";
import { mainDataSchema } from "../../core/domain/main-data/main-data";
import { readConfig } from "../../server/config";
import { createServerContainer } from "../../server/container";
import { TOKENS } from "../../server/di/tokens";
import { openTestDatabase } from "./test-database";
import { Result } from "effect";
import { runUseCase } from "../../core/application/shared/run-use-case";

const NOW = new Date("2026-11-25T09:00:00.000Z");
/** The seeded University of Tokyo (940 000 ¥) and Korea University (12 700 000 ₩). */
const TOKYO = "university-of-tokyo-196";
const KOREA = "korea-university-194";

/**
 * Prices in roubles through the real API over the seeded catalogue and the seeded rates (ADR 031): the price filter,
 * the order and the facet bounds read the rouble figure, and a change of rates shows on the next call.
 */
describe("prices in roubles over the seeded catalogue", () => {
  let handle: DatabaseHandle;
  let app: Hono;

  const grid = async (query: string): Promise<InstitutionListingResponse> => {
    const response = await app.request(`/api/ru/v1/institutions/grid?per_page=100${query}`);
    expect(response.status).toBe(200);
    return institutionListingResponseSchema.parse(await response.json());
  };
  const allCards = async (query: string) => {
    const cards: InstitutionListingResponse["data"][number][] = [];
    for (let page = 1; ; page++) {
      const slice = await grid(`${query}&page=${page}`);
      cards.push(...slice.data);
      if (page >= slice.last_page) return { cards, slice };
    }
  };
  const slugs = (cards: readonly { slug: string }[]) => cards.map((card) => card.slug);

  beforeAll(async () => {
    handle = await openTestDatabase();
    await seedCatalogue(handle.db, NOW);
    app = createServerContainer({
      config: readConfig({}),
      version: "test",
      db: handle.db,
      clock: { now: () => NOW },
    }).get(TOKENS.App);
  }, 60_000);
  afterAll(() => handle.close());

  it("gives every card its rouble price at the seeded rates", async () => {
    const { cards } = await allCards("&type=0");
    const tokyo = cards.find((card) => card.slug === TOKYO);
    const korea = cards.find((card) => card.slug === KOREA);
    expect(tokyo).toMatchObject({ price: 940_000, price_rub: 498_000 });
    expect(korea).toMatchObject({ price: 12_700_000, price_rub: 711_000 });
    expect(cards.every((card) => (card.price === null) === (card.price_rub === null))).toBe(true);
  });

  it("filters by roubles: from 800 000 ₽ leaves out the 940 000 ¥ and 12 700 000 ₩ universities", async () => {
    const { cards, slice } = await allCards("&price.min=800000");
    expect(slugs(cards)).not.toContain(TOKYO);
    expect(slugs(cards)).not.toContain(KOREA);
    expect(cards.length).toBe(slice.total);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((card) => card.price_rub !== null && card.price_rub >= 800_000)).toBe(true);
    // Raw numbers would have dropped these: a yuan price under 800 000 that is over 800 000 ₽.
    expect(cards.some((card) => card.price !== null && card.price < 800_000)).toBe(true);
  });

  it("from 30 000 ₽ lists every priced institution, the Tokyo and Korea universities at their rouble figures", async () => {
    const priced = (await allCards("&sort_column=price")).cards.filter((card) => card.price_rub !== null);
    const { cards } = await allCards("&price.min=30000");
    expect(cards.length).toBe(priced.length);
    expect(slugs(cards)).toEqual(expect.arrayContaining([TOKYO, KOREA]));
  });

  it("sorts by roubles, so the yen and won prices sit among the yuan ones", async () => {
    const { cards } = await allCards("&sort_column=price");
    const roubles = cards.flatMap((card) => (card.price_rub === null ? [] : [card.price_rub]));
    expect(roubles).toEqual(roubles.toSorted((a, b) => a - b));
    const at = (slug: string) => slugs(cards).indexOf(slug);
    const dearerYuan = cards.filter((card) => card.country.slug === "china" && (card.price_rub ?? 0) > 711_000);
    expect(dearerYuan.length).toBeGreaterThan(0);
    expect(at(TOKYO)).toBeLessThan(at(KOREA));
    expect(at(KOREA)).toBeLessThan(at(dearerYuan[0]?.slug ?? ""));
    // Raw numbers put 12 700 000 ₩ after every yuan price.
    expect(at(KOREA)).toBeLessThan(cards.filter((card) => card.country.slug === "china").length);
  });

  it("bounds the price facet in roubles", async () => {
    const { cards, slice } = await allCards("&sort_column=price");
    const roubles = cards.flatMap((card) => (card.price_rub === null ? [] : [card.price_rub]));
    expect(slice.facets.price).toEqual({ min: Math.min(...roubles), max: Math.max(...roubles) });
  });

  it("carries the rates in main data", async () => {
    const response = await app.request("/api/ru/v1/main");
    const main = mainDataSchema.parse(await response.json());
    expect(main.exchange_rates.map((rate) => rate.currency)).toEqual(["CAD", "CNY", "EUR", "GBP", "JPY", "KRW", "USD"]);
    expect(main.exchange_rates.find((rate) => rate.currency === "JPY")).toEqual({
      currency: "JPY",
      rate_to_rub: 0.53,
      as_of: "2026-11-24",
    });
  });

  it("shows new rates within a second, as the rates command stores them", async () => {
    const saved = await runUseCase(
      updateExchangeRates(sqlExchangeRates(handle.db), {
        assignments: ["JPY=0.9"],
        asOf: "2026-11-25",
        now: NOW,
      }),
    );
    expect(Result.isSuccess(saved)).toBe(true);
    // The command writes outside the API: the read cache (ADR 042) sees the data version move within a second.
    await vi.waitFor(
      async () => {
        const { cards } = await allCards("&price.min=800000");
        expect(cards.find((card) => card.slug === TOKYO)).toMatchObject({ price: 940_000, price_rub: 846_000 });
        expect(slugs(cards)).not.toContain(KOREA);
      },
      { timeout: 3000, interval: 100 },
    );
  });
});

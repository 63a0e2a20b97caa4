import type { costFigures } from "../../schema";
import { CITIES } from "../catalogue/data/cities.data";
import { COUNTRY_COSTS, COUNTRY_COSTS_CHECKED_ON, type SeedFigure } from "./country-costs.data";
import { CITY_COSTS, CITY_COSTS_CHECKED_ON, CITY_SOURCES } from "./city-costs.data";

export type CostFigureRow = typeof costFigures.$inferInsert;

/** The ids the rows refer to: countries by slug, cities by `country/slug`. */
export type PlaceIds = Readonly<{
  countries: ReadonlyMap<string, number>;
  cities: ReadonlyMap<string, number>;
}>;

type CityLine = Readonly<{ slug: string; dormitory: number; living: number; flight: number }>;

/** Reads the city table: slug | dormitory | living | flight. A bad line throws. */
export const cityCostLines = (text: string = CITY_COSTS): readonly CityLine[] =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line) => {
      const [slug, ...numbers] = line.split("|").map((cell) => cell.trim());
      const [dormitory, living, flight] = numbers.map(Number);
      if (
        slug === undefined ||
        !/^[a-z]+$/.test(slug) ||
        [dormitory, living, flight].some((n) => !Number.isSafeInteger(n))
      )
        throw new Error(`Bad city cost line "${line}"`);
      return { slug, dormitory: dormitory as number, living: living as number, flight: flight as number };
    });

const numbeo = (en: string) => `https://www.numbeo.com/cost-of-living/in/${en.replace(/[^A-Za-z]/g, "")}`;

/**
 * The cost figure rows of the seed (ADR 065): each country's figures and each catalogue city's dormitory, living
 * costs and flight, for the places found in `ids` (a place missing there is skipped).
 */
export const costFigureRows = (ids: PlaceIds): readonly CostFigureRow[] => {
  const row = (figure: SeedFigure, country_id: number, city_id: number | null, checked_on: string): CostFigureRow => ({
    item: figure.item,
    country_id,
    city_id,
    institution_id: null,
    amount: figure.amount,
    currency: figure.currency,
    period: figure.period,
    source_name: figure.source.name,
    source_url: figure.source.url,
    checked_on,
  });
  const countryRows = Object.entries(COUNTRY_COSTS).flatMap(([country, figures]) => {
    const country_id = ids.countries.get(country);
    if (country_id === undefined) return [];
    return figures.flatMap((figure) => {
      const city_id = figure.city === undefined ? null : ids.cities.get(`${country}/${figure.city}`);
      return city_id === undefined ? [] : [row(figure, country_id, city_id, COUNTRY_COSTS_CHECKED_ON)];
    });
  });
  const cityRows = cityCostLines().flatMap((line) => {
    const fact = CITIES.find((city) => city.slug === line.slug);
    const country_id = fact === undefined ? undefined : ids.countries.get(fact.country);
    const city_id = fact === undefined ? undefined : ids.cities.get(`${fact.country}/${fact.slug}`);
    if (fact === undefined || country_id === undefined || city_id === undefined) return [];
    const currency = COUNTRY_COSTS[fact.country].find((figure) => figure.item === "insurance")?.currency ?? "RUB";
    const figures: readonly SeedFigure[] = [
      {
        item: "dormitory",
        amount: line.dormitory,
        currency,
        period: "year",
        source: CITY_SOURCES[fact.country].dormitory,
      },
      {
        item: "living",
        amount: line.living,
        currency,
        period: "month",
        source: { name: `Numbeo: ${fact.en}, расходы без аренды`, url: numbeo(fact.en) },
      },
      {
        item: "flight",
        amount: line.flight,
        currency: "RUB",
        period: "once",
        source: { name: `Aviasales: Москва — ${fact.ru}, в одну сторону`, url: "https://www.aviasales.ru/" },
      },
    ];
    return figures.map((figure) => row(figure, country_id, city_id, CITY_COSTS_CHECKED_ON));
  });
  return [...countryRows, ...cityRows];
};

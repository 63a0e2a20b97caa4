import { priceText } from "../../../../../core/domain/price/price-text";
import { memoized } from "./memoized";

const cached = memoized((key) => {
  const [min, max] = key.split("|").map((part) => (part === "" ? null : Number(part)));
  return priceText({ min: min ?? null, max: max ?? null });
});

/** The core price line ("от 20 000 до 25 000", "Бесплатно"); seeded prices repeat, so the texts are cached. */
export const pricePhrase = (min: number | null, max: number | null): string => cached(`${min ?? ""}|${max ?? ""}`);

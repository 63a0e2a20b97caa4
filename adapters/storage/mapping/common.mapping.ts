import { z } from "zod";
import type { Currency } from "../../../core/domain/catalogue/currency";
import { type Morph, morphSchema } from "../../../core/domain/catalogue/morph";
import type { Seo } from "../../../core/domain/catalogue/seo";
import type { UploadedImage } from "../../../core/domain/catalogue/uploaded-image";
import { parseUploadFileName } from "../../../core/domain/image/upload-file-name";

/** Empty or blank text means "not given" for the nullable text fields of the API. */
export const textOrNull = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value.trim() === "" ? null : value;

export const iso = (date: Date): string => date.toISOString();

export const isoOrNull = (date: Date | null): string | null => (date === null ? null : date.toISOString());

/** Case forms are usable only when all six are there. */
export const morphOrNull = (value: unknown): Morph | null => {
  const parsed = morphSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

const seoJson = z
  .object({
    title: z.string().optional().catch(undefined),
    description: z.string().optional().catch(undefined),
    keywords: z.string().optional().catch(undefined),
    h1: z.string().optional().catch(undefined),
    canonical: z.string().optional().catch(undefined),
  })
  .catch({});

/**
 * The stored SEO block (loose JSON) as the API's Seo. A block without title and description is absent, unless
 * a fallback title is given (pages always have a title).
 */
export const seoOrNull = (value: unknown, fallbackTitle?: string): Seo | null => {
  const seo = seoJson.parse(value ?? {});
  const title = textOrNull(seo.title) ?? fallbackTitle ?? null;
  const description = textOrNull(seo.description);
  if (title === null && description === null) return null;
  return {
    title: title ?? "",
    description: description ?? "",
    keywords: textOrNull(seo.keywords),
    h1: textOrNull(seo.h1),
    canonical: textOrNull(seo.canonical),
  };
};

/** An uploaded image by file name; names that are not safe in a URL path read as no image. */
export const imageOrNull = (filename: string | null | undefined): UploadedImage | null => {
  if (filename === null || filename === undefined) return null;
  return parseUploadFileName(filename).ok ? { filename } : null;
};

const symbolOf = (code: string): string => {
  try {
    const part = new Intl.NumberFormat("ru-RU", { style: "currency", currency: code })
      .formatToParts(0)
      .find((p) => p.type === "currency");
    return part?.value ?? code;
  } catch {
    return code;
  }
};

/** A stored ISO 4217 code with its Russian display symbol ("CNY" -> "CN¥", "RUB" -> "₽"). */
export const currencyOf = (code: string): Currency => {
  const normalised = code.trim().toUpperCase();
  return { code: normalised, symbol: symbolOf(normalised) };
};

/** Russian order for names and titles (Ё sorts with Е); PGlite's C collation cannot do this in SQL. */
export const russian = new Intl.Collator("ru");

export const byRussian =
  <T>(key: (item: T) => string) =>
  (a: T, b: T): number =>
    russian.compare(key(a), key(b));

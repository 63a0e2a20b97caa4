import fc from "fast-check";
import type { BreadcrumbItem } from "../../core/domain/breadcrumbs/breadcrumb-item";
import { hrefFor } from "../../core/domain/route/href-for";
import { resolvedRouteArb } from "./route.arb";

const RUSSIAN_WORDS = ["Университеты", "Китай", "Пекин", "Университет Цинхуа", "Бакалавриат", "Грант", "Блог", "HSK"];

export const crumbNameArb = fc.oneof(fc.constantFrom(...RUSSIAN_WORDS), fc.string({ minLength: 1, maxLength: 20 }));

/** Items as the API may send them: custom_name and emoji absent, null, empty or set; links to real pages. */
export const breadcrumbItemArb: fc.Arbitrary<BreadcrumbItem> = fc.record(
  {
    name: crumbNameArb,
    custom_name: fc.option(crumbNameArb, { nil: null }),
    emoji: fc.constantFrom("🎓", "🇨🇳", "📚", "", null),
    to: resolvedRouteArb.map(hrefFor),
  },
  { requiredKeys: ["name", "to"] },
);

export const breadcrumbItemsArb = fc.array(breadcrumbItemArb, { maxLength: 6 });

export const originArb = fc
  .tuple(fc.constantFrom("https://", "http://"), fc.domain(), fc.constantFrom("", "/", "//"))
  .map(([scheme, host, tail]) => `${scheme}${host}${tail}`);

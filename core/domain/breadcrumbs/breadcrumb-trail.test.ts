import { describe, expect, it } from "vitest";
import { breadcrumbTrail } from "./breadcrumb-trail";

describe("breadcrumbTrail", () => {
  it("is only the home link for an empty trail", () => {
    expect(breadcrumbTrail([])).toEqual([{ label: "Главная", href: "/" }]);
  });

  it("puts home first, then the items, showing custom_name over name and keeping emojis", () => {
    expect(
      breadcrumbTrail([
        { name: "Университеты", to: "/universities/" },
        { name: "Китай", custom_name: "Университеты Китая", emoji: "🇨🇳", to: "/universities/china/" },
        { name: "Университет Цинхуа", custom_name: null, emoji: "", to: "/universities/china/tsinghua-university-12/" },
      ]),
    ).toEqual([
      { label: "Главная", href: "/" },
      { label: "Университеты", href: "/universities/" },
      { label: "Университеты Китая", href: "/universities/china/", emoji: "🇨🇳" },
      { label: "Университет Цинхуа", href: "/universities/china/tsinghua-university-12/" },
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { mobileBreadcrumb } from "./mobile-breadcrumb";

describe("mobileBreadcrumb", () => {
  it("shows 'На главную' for a short trail", () => {
    expect(mobileBreadcrumb([])).toEqual({ label: "На главную", href: "/" });
    expect(mobileBreadcrumb([{ name: "Контакты", to: "/contacts/" }])).toEqual({ label: "На главную", href: "/" });
  });

  it("shows the level before the current page otherwise", () => {
    expect(
      mobileBreadcrumb([
        { name: "Университеты", to: "/universities/" },
        { name: "Китай", custom_name: "Университеты Китая", emoji: "🇨🇳", to: "/universities/china/" },
        { name: "Университет Цинхуа", to: "/universities/china/tsinghua-university-12/" },
      ]),
    ).toEqual({ label: "Университеты Китая", href: "/universities/china/", emoji: "🇨🇳" });
  });
});

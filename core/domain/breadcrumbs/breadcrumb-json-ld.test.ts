import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd } from "./breadcrumb-json-ld";

describe("breadcrumbJsonLd", () => {
  it("lists the whole trail with positions from 1 and absolute URLs", () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: "Блог", to: "/blog/" },
          { name: "Новости", custom_name: "Новости о грантах", emoji: "📚", to: "/blog/news/" },
        ],
        "https://shuyuan.ru/",
      ),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Главная", item: "https://shuyuan.ru/" },
        { "@type": "ListItem", position: 2, name: "Блог", item: "https://shuyuan.ru/blog/" },
        { "@type": "ListItem", position: 3, name: "Новости о грантах", item: "https://shuyuan.ru/blog/news/" },
      ],
    });
  });
});

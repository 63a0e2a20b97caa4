import { describe, expect, it } from "vitest";
import { buildCourse } from "../../../tests/builders/course.builder";
import { buildSeo } from "../../../tests/builders/seo.builder";
import { courseJsonLd } from "./course-json-ld";

const at = { origin: "https://shuyuan.example", siteName: "Шуюань", path: "/courses/hsk-4/" };

describe("courseJsonLd", () => {
  it("describes the course, its provider and its price in roubles", () => {
    const course = buildCourse({ excerpt: "Готовимся к HSK 4 за полгода.", cover: { filename: "hsk4.webp" } });
    expect(courseJsonLd(course, at)).toEqual({
      "@context": "https://schema.org",
      "@type": "Course",
      name: "Подготовка к HSK 4",
      description: "Готовимся к HSK 4 за полгода.",
      url: "https://shuyuan.example/courses/hsk-4/",
      image: "https://shuyuan.example/uploads/hsk/4/hsk4.webp",
      provider: { "@type": "Organization", name: "Шуюань", url: "https://shuyuan.example/" },
      offers: {
        "@type": "Offer",
        price: 39_900,
        priceCurrency: "RUB",
        category: "Paid",
        url: "https://shuyuan.example/courses/hsk-4/",
      },
    });
  });

  it("prefers the SEO description and marks a free course", () => {
    const course = buildCourse({ price: 0, excerpt: "Кратко", seo: buildSeo({ description: "Полное описание" }) });
    const data = courseJsonLd(course, at);
    expect(data.description).toBe("Полное описание");
    expect(data.offers?.category).toBe("Free");
  });

  it("leaves out what is unknown", () => {
    const data = courseJsonLd(buildCourse({ price: null, excerpt: null, cover: null }), at);
    expect(data).not.toHaveProperty("offers");
    expect(data).not.toHaveProperty("description");
    expect(data).not.toHaveProperty("image");
  });
});

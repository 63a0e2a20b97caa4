import { describe, expect, it } from "vitest";
import { noticeRows } from "./notice-rows";
import type { NoticeSeed } from "./seed-rows.types";

const NOW = new Date("2026-11-20T09:00:00.000Z");
const zhejiang = { slug: "zhejiang-university-31", titleEn: "Zhejiang University" };

const main: NoticeSeed = {
  institution: null,
  text: "Открыт приём заявок на 2027/28 учебный год.",
  link: "/blog/novosti/priyom-zayavok-na-2027-god/",
  level: "info",
  startsDaysAgo: 9,
  endsInDays: 150,
};
const attached: NoticeSeed = { ...main, institution: zhejiang, level: "warning", text: "Приём закрывается в марте." };

describe("noticeRows", () => {
  it("writes the main notice without a model and its window around now", () => {
    expect(noticeRows([main], { institutionId: () => null }, NOW)).toEqual([
      {
        model_type: null,
        model_id: null,
        text: "Открыт приём заявок на 2027/28 учебный год.",
        link: "/blog/novosti/priyom-zayavok-na-2027-god/",
        level: "info",
        starts_at: new Date("2026-11-11T09:00:00.000Z"),
        ends_at: new Date("2027-04-19T09:00:00.000Z"),
      },
    ]);
  });

  it("attaches a notice to the institution found in the catalogue", () => {
    const [row] = noticeRows([attached], { institutionId: (ref) => (ref === null ? null : 42) }, NOW);
    expect(row).toMatchObject({ model_type: "institution", model_id: 42, level: "warning" });
  });

  it("drops an institution's notice when the institution is not in the catalogue", () => {
    expect(noticeRows([main, attached], { institutionId: () => null }, NOW).map((row) => row.text)).toEqual([
      "Открыт приём заявок на 2027/28 учебный год.",
    ]);
  });
});

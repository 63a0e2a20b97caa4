import { describe, expect, it } from "vitest";
import { xmlProblems } from "../../../../../tests/support/xml-problems";
import { cityPhotoArt } from "./city-photo-art";
import { documentArt, type DocumentCard } from "./document-art";
import { portraitPhotoArt } from "./portrait-photo-art";

const HOSTILE = `</title><script>alert("x")</script> & 'Ё'`;
const card: DocumentCard = {
  issuer: "Уханьский университет",
  heading: "Благодарственное письмо",
  name: null,
  body: "за вклад в набор студентов из России",
  footer: "01.07.2025",
};

/** Each generator once with ordinary text and once with hostile text. */
const drawings: ReadonlyArray<readonly [string, (text: string) => string]> = [
  ["portrait", (text) => portraitPhotoArt(text)],
  ["city view", (text) => cityPhotoArt("banner-x.jpg", text)],
  ["document", (text) => documentArt("certificate-x.svg", { ...card, issuer: text, name: text, body: text }, text)],
];

describe("seeded artwork", () => {
  it.each(drawings)("%s: a well-formed SVG with its size and a title, the same every time", (_, draw) => {
    const svg = draw("Анна Ковалёва");
    expect(xmlProblems(svg)).toEqual([]);
    expect(svg).toMatch(/<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain("<title>Анна Ковалёва</title>");
    expect(draw("Анна Ковалёва")).toBe(svg);
  });

  it.each(drawings)("%s: text is escaped, never markup; nothing is scripted or loaded", (_, draw) => {
    const svg = draw(HOSTILE);
    expect(xmlProblems(svg)).toEqual([]);
    expect(svg).not.toMatch(/<script|<\/title><script|on[a-z]+=|href=|url\((?!#)/i);
    expect(svg).toContain("&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;Ё&apos;");
  });

  it("varies the picture with its key", () => {
    expect(cityPhotoArt("a", "t")).not.toBe(cityPhotoArt("b", "t"));
    expect(portraitPhotoArt("Анна Ковалёва")).not.toBe(portraitPhotoArt("Дмитрий Лебедев"));
  });

  it("puts no words on the photographs (the page names what they show)", () => {
    expect(cityPhotoArt("a", "t")).not.toMatch(/<text/);
    expect(portraitPhotoArt("Ли Мэй")).not.toMatch(/<text/);
  });

  it("prints the document's issuer, heading, name, text and date", () => {
    const svg = documentArt("diploma-x.svg", { ...card, name: "Алина Морозова" }, "Диплом");
    for (const part of [
      "УХАНЬСКИЙ УНИВЕРСИТЕТ",
      "БЛАГОДАРСТВЕННОЕ",
      "ПИСЬМО",
      "Алина Морозова",
      "за вклад в набор",
      "01.07.2025",
    ]) {
      expect(svg).toContain(part);
    }
  });
});

import { describe, expect, it } from "vitest";
import { splitDocumentTitle } from "./document-title";

describe("splitDocumentTitle", () => {
  it("takes the first word as the heading", () => {
    expect(splitDocumentTitle("Сертификат партнёра по набору на языковые курсы")).toEqual({
      heading: "Сертификат",
      rest: "партнёра по набору на языковые курсы",
    });
    expect(splitDocumentTitle("Диплом магистра: финансы")).toEqual({ heading: "Диплом", rest: "магистра: финансы" });
  });

  it("keeps an adjective together with its noun", () => {
    expect(splitDocumentTitle("Благодарственное письмо за вклад в набор")).toEqual({
      heading: "Благодарственное письмо",
      rest: "за вклад в набор",
    });
  });

  it("handles a one-word and an empty title", () => {
    expect(splitDocumentTitle("  Грамота ")).toEqual({ heading: "Грамота", rest: "" });
    expect(splitDocumentTitle("Почётное")).toEqual({ heading: "Почётное", rest: "" });
    expect(splitDocumentTitle("")).toEqual({ heading: "", rest: "" });
  });
});

import { describe, expect, it } from "vitest";
import { htmlTagNames } from "./html-tag-names";

describe("htmlTagNames", () => {
  it("lists opening and closing tags in order, lower-cased", () => {
    expect(htmlTagNames('<P>Смотрите <a href="/faq/">вопросы</a></P>')).toEqual(["p", "a", "a", "p"]);
  });

  it("finds tags that are not allowed in seeded content", () => {
    expect(htmlTagNames("<p>Строка<br>вторая</p><div></div>")).toEqual(["p", "br", "p", "div", "div"]);
  });

  it("ignores text with angle quotes and comparisons", () => {
    expect(htmlTagNames("Оценка < 5 и «HSK» > 3")).toEqual([]);
  });
});

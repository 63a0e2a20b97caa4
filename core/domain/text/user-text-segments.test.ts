import { describe, expect, it } from "vitest";
import { userTextSegments } from "./user-text-segments";

describe("userTextSegments", () => {
  it("keeps text without addresses as one piece", () => {
    expect(userTextSegments("Общежитие хорошее, <b>рекомендую</b>")).toEqual([
      { kind: "text", text: "Общежитие хорошее, <b>рекомендую</b>" },
    ]);
  });

  it("links an https address on the allow-list, its closing punctuation left as text", () => {
    expect(userTextSegments("Подробнее: https://www.csc.edu.cn/laihua. Удачи!")).toEqual([
      { kind: "text", text: "Подробнее: " },
      { kind: "link", text: "https://www.csc.edu.cn/laihua", href: "https://www.csc.edu.cn/laihua" },
      { kind: "text", text: ". Удачи!" },
    ]);
    expect(userTextSegments("https://en.hit.edu.cn/")).toEqual([
      { kind: "link", text: "https://en.hit.edu.cn/", href: "https://en.hit.edu.cn/" },
    ]);
  });

  it("leaves other addresses, plain http, javascript: and look-alike hosts as text", () => {
    for (const text of [
      "https://evil.example/csc.edu.cn",
      "http://www.csc.edu.cn/",
      "javascript:alert(1)",
      "https://csc.edu.cn.evil.example/",
      "https://user:pass@csc.edu.cn/",
      "https://notcsc.edu.cn.example/",
    ]) {
      expect(userTextSegments(text)).toEqual([{ kind: "text", text }]);
    }
  });

  it("gives nothing for empty text", () => {
    expect(userTextSegments("")).toEqual([]);
  });
});

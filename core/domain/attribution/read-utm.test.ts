import { describe, expect, it } from "vitest";
import { readUtm } from "./read-utm";

describe("readUtm", () => {
  it("reads all five parameters and nothing else", () => {
    expect(
      readUtm(
        "https://shuyuan.example/?utm_source=yandex&utm_medium=cpc&utm_content=banner_1" +
          "&utm_campaign=grant-2025&utm_term=%D1%83%D1%87%D0%B5%D0%B1%D0%B0+%D0%B2+%D0%BA%D0%B8%D1%82%D0%B0%D0%B5&utm_id=7",
      ),
    ).toEqual({
      utm_source: "yandex",
      utm_medium: "cpc",
      utm_content: "banner_1",
      utm_campaign: "grant-2025",
      utm_term: "учеба в китае",
    });
  });

  it("ignores empty values", () => {
    expect(readUtm("/?utm_source=&utm_medium=email&utm_term=")).toEqual({ utm_medium: "email" });
  });

  it("is empty for an address without utm", () => {
    expect(readUtm("https://shuyuan.example/contacts/")).toEqual({});
  });
});

import { describe, expect, it } from "vitest";
import { readQueryParams } from "./query-params";

const read = (address: string) => Object.fromEntries(readQueryParams(address));

describe("readQueryParams", () => {
  it("decodes percent escapes and plus signs", () => {
    expect(read("https://shuyuan.example/?q=%D0%9F%D0%B5%D0%BA%D0%B8%D0%BD+2025&a=b%2Bc")).toEqual({
      q: "Пекин 2025",
      a: "b+c",
    });
  });

  it("ignores the fragment and works on relative addresses", () => {
    expect(read("/universities/?page=2#utm_source=x")).toEqual({ page: "2" });
  });

  it("skips empty, valueless and undecodable parameters", () => {
    expect(read("/?a=&b&c=%20&d=%E0%A4%A&e=1")).toEqual({ e: "1" });
  });

  it("keeps the first non-empty value of a repeated name", () => {
    expect(read("/?a=&a=first&a=second")).toEqual({ a: "first" });
  });

  it("has nothing without a query", () => {
    expect(read("https://shuyuan.example/contacts/")).toEqual({});
  });
});

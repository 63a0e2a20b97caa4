import { describe, expect, it } from "vitest";
import { multipartExtrasEntries } from "./multipart-extras-entries";

describe("multipartExtrasEntries", () => {
  it("writes page_url and one utm[...] entry per present value, in utm order", () => {
    expect(
      multipartExtrasEntries({
        page_url: "https://shuyuan.example/hsk/",
        utm: { utm_term: "hsk 4", utm_source: "yandex", utm_medium: "search" },
        call_tracking_session_id: "1",
      }),
    ).toEqual([
      ["page_url", "https://shuyuan.example/hsk/"],
      ["utm[utm_source]", "yandex"],
      ["utm[utm_medium]", "search"],
      ["utm[utm_term]", "hsk 4"],
    ]);
  });
});

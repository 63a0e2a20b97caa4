import { describe, expect, it } from "vitest";
import { clientOverFake } from "../../../tests/fakes/fake-api-client";
import { json } from "../../../tests/fakes/fake-fetch";

const PAGE = {
  total: 1,
  per_page: 45_000,
  last_page: 1,
  data: [{ path: "/universities/china/beijing/peking-university-11/", lastmod: "2026-11-20T09:30:00.000Z" }],
};

describe("the sitemap API client", () => {
  it("asks for one page of the given size and answers it", async () => {
    const { client, requests } = clientOverFake(() => json(PAGE));
    expect(await client.sitemap.page({ page: 2, per_page: 45_000 })).toEqual(PAGE);
    expect(requests[0]?.url).toBe("http://api.test/api/ru/v1/sitemap?page=2&per_page=45000");
  });

  it("answers null when the call fails or the answer does not fit the contract", async () => {
    const failed = clientOverFake(() => json({ message: "Ошибка" }, 500));
    expect(await failed.client.sitemap.page({ page: 1, per_page: 10 })).toBeNull();
    const odd = clientOverFake(() => json({ ...PAGE, data: [{ path: "no-slash", lastmod: null }] }));
    expect(await odd.client.sitemap.page({ page: 1, per_page: 10 })).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { buildApplication } from "../../../tests/builders/application.builder";
import { clientOverFake } from "../../../tests/fakes/fake-api-client";
import { json } from "../../../tests/fakes/fake-fetch";

describe("the bookings API client", () => {
  it("regroups the applications by status in display order, unknown statuses last", async () => {
    const checking = buildApplication({ id: 1, status: "checking" });
    const registering = buildApplication({ id: 2, status: "registering" });
    const odd = buildApplication({ id: 3, status: "archived" });
    const { client, requests } = clientOverFake(() =>
      json({
        data: [
          { status: "checking", title: "Проверка", description: "", items: [checking] },
          { status: null, title: "Неизвестный статус", description: "Информация о статусе отсутствует.", items: [odd] },
          { status: "registering", title: "Оформление", description: "", items: [registering] },
        ],
      }),
    );
    expect(await client.bookings.applications()).toEqual([
      { status: { _tag: "Known", key: "registering" }, bookings: [registering] },
      { status: { _tag: "Known", key: "checking" }, bookings: [checking] },
      { status: { _tag: "Unknown" }, bookings: [odd] },
    ]);
    expect(requests[0]?.url).toBe("http://api.test/api/ru/v1/main/applications-list");
  });

  it("answers an empty list silently on failure", async () => {
    for (const answer of [() => json({ message: "Требуется вход в аккаунт." }, 401), () => json({ data: "nope" })]) {
      const { client } = clientOverFake(answer);
      expect(await client.bookings.applications()).toEqual([]);
    }
  });
});

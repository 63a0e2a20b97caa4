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

  it("starts a booking for an education base: POSTs its id and answers the new booking's id", async () => {
    const details = {
      ...buildApplication({ id: 77, status: "registering" }),
      target: "education_base",
      degree_program: { id: 301, slug: "bakalavriat-301", title: "Бакалавриат" },
      resume_status: null,
      contacts: { name: "Анна Петрова", phone: "+79161234567", email: "anna@example.ru" },
      intake: "",
      allowed_moves: [],
    };
    const { client, requests } = clientOverFake(() => json(details, 201));
    expect(await client.bookings.startForEducationBase(501)).toEqual({ _tag: "Created", id: 77 });
    expect(requests[0]?.method).toBe("POST");
    expect(requests[0]?.url).toBe("http://api.test/api/ru/v1/bookings/create");
    expect(JSON.parse(String(requests[0]?.body))).toEqual({ education_base_id: 501 });
  });

  it("maps refusals: 409 already open, 404 or 422 not found, 401 sign in, anything else unavailable", async () => {
    const cases = [
      [409, { _tag: "AlreadyOpen" }],
      [404, { _tag: "NotFound" }],
      [401, { _tag: "SignInRequired" }],
      [500, { _tag: "Unavailable" }],
      [429, { _tag: "Unavailable" }],
    ] as const;
    for (const [status, expected] of cases) {
      const { client } = clientOverFake(() => json({ message: "Ошибка" }, status));
      expect(await client.bookings.startForEducationBase(501)).toEqual(expected);
    }
    const invalid = clientOverFake(() =>
      json({ message: "Проверьте поля.", data: { education_base_id: ["Укажите основу обучения."] } }, 422),
    );
    expect(await invalid.client.bookings.startForEducationBase(501)).toEqual({ _tag: "NotFound" });
  });
});

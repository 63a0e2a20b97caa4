import { describe, expect, it } from "vitest";
import type { FormExtras } from "../../../core/ports/forms-api.port";
import { clientOverFake } from "../../../tests/fakes/fake-api-client";
import { json, jsonBodyOf, pathOf } from "../../../tests/fakes/fake-fetch";

const EXTRAS: FormExtras = {
  page_url: "https://shuyuan.ru/universities/?utm_source=vk",
  utm: { utm_source: "vk", utm_medium: "social" },
  tracking_session_id: "ct-42",
};
const THANKS = { id: 9, message: "Спасибо! Мы свяжемся с вами." };

describe("the forms API client", () => {
  it("sends each JSON form with its fields and the extras under the API's names", async () => {
    const { client, requests } = clientOverFake(() => json(THANKS, 201));
    const results = [
      await client.forms.simple({ name: "Анна", phone: "+79123456789", email: null }, EXTRAS),
      await client.forms.subscribe("anna@example.ru", { ...EXTRAS, tracking_session_id: null }),
      await client.forms.promo({ name: "Анна", phone: "+79123456789" }, EXTRAS),
      await client.forms.calc({ name: "Анна", phone: "+79123456789", calc: { budget: 20000 } }, EXTRAS),
      await client.forms.leaveReview({ name: "Анна", text: "Спасибо!", rating: 5 }, EXTRAS),
    ];
    expect(results).toEqual(Array(5).fill({ _tag: "Ok", value: null }));
    const extras = {
      page_url: EXTRAS.page_url,
      utm: EXTRAS.utm,
      call_tracking_session_id: "ct-42",
    };
    expect(requests.map((request) => [pathOf(request), jsonBodyOf(request)])).toEqual([
      ["/api/ru/v1/forms/simple-form", { name: "Анна", phone: "+79123456789", ...extras }],
      [
        "/api/ru/v1/forms/subscribe-to-news-form",
        { email: "anna@example.ru", page_url: EXTRAS.page_url, utm: EXTRAS.utm },
      ],
      ["/api/ru/v1/forms/promo-form", { name: "Анна", phone: "+79123456789", ...extras }],
      ["/api/ru/v1/forms/calc-form", { name: "Анна", phone: "+79123456789", calc: { budget: 20000 }, ...extras }],
      ["/api/ru/v1/forms/leave-review-form", { name: "Анна", text: "Спасибо!", rating: 5, ...extras }],
    ]);
  });

  it("sends the save-doc form as multipart entries: fields, page_url, utm[...] and the document", async () => {
    const { client, requests } = clientOverFake(() => json(THANKS, 201));
    const file = new File(["%PDF-1.4"], "passport.pdf", { type: "application/pdf" });
    const fields = { email: "anna@example.ru", name: null };
    expect(await client.forms.saveDoc(fields, EXTRAS, file)).toEqual({ _tag: "Ok", value: null });
    const body = requests[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    const entries = [...(body as FormData).entries()];
    expect(entries.slice(0, 4)).toEqual([
      ["email", "anna@example.ru"],
      ["page_url", EXTRAS.page_url],
      ["utm[utm_source]", "vk"],
      ["utm[utm_medium]", "social"],
    ]);
    // the call-tracking session goes too, as the server's multipart schema takes it (issue 16)
    expect(entries[4]).toEqual(["call_tracking_session_id", "ct-42"]);
    const [name, document] = entries[5] ?? [];
    expect(name).toBe("file");
    expect(document instanceof File ? document.name : null).toBe("passport.pdf");
  });

  it("answers field errors, throttling and failures as SubmitResult values", async () => {
    const answers = [
      json({ message: "Проверьте поля.", data: { phone: ["Введите корректный номер телефона."] } }, 422),
      json({ message: "Слишком много запросов." }, 429, { "Retry-After": "60" }),
      json({ message: "Внутренняя ошибка сервера." }, 500),
    ];
    const { client } = clientOverFake(() => answers.shift() ?? json({}, 500));
    const contact = { name: "Анна", phone: "12" };
    expect(await client.forms.promo(contact, EXTRAS)).toEqual({
      _tag: "ValidationFailed",
      message: "Проверьте поля.",
      fields: { phone: ["Введите корректный номер телефона."] },
    });
    expect(await client.forms.promo(contact, EXTRAS)).toEqual({ _tag: "RateLimited", retry_after_seconds: 60 });
    expect(await client.forms.promo(contact, EXTRAS)).toEqual({ _tag: "Failed" });
  });
});

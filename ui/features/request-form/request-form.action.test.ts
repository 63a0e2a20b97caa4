import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { clientOverFake } from "../../../tests/fakes/fake-api-client";
import { type FakeHandler, json, jsonBodyOf, pathOf } from "../../../tests/fakes/fake-fetch";
import { requestApiContext } from "../../app/request-context";
import { requestFormAction } from "./request-form.action";

const SITE = "https://shuyuan.example";

const post = (entries: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(entries)) body.set(name, value);
  return new Request(`${SITE}/?index`, { method: "POST", body });
};

const run = async (handler: FakeHandler, request: Request) => {
  const { client, requests } = clientOverFake(handler);
  const context = new RouterContextProvider();
  context.set(requestApiContext, client);
  const result = await requestFormAction({ request, url: new URL(`${SITE}/`), context });
  return { result, requests };
};

const filled = {
  name: "Анна",
  phone: "+7 900 123-45-67",
  message: "Магистратура",
  subject: "Заявка с главной страницы",
  page_url: `${SITE}/?utm_source=newsletter&utm_medium=email`,
  referrer: "",
  call_tracking_session_id: "ct-1",
};

describe("requestFormAction", () => {
  it("posts the fields with page_url, utm and the call-tracking session to the simple form", async () => {
    const { result, requests } = await run(() => json({ id: 7, message: "Спасибо!" }, 201), post(filled));
    expect(pathOf(requests[0])).toBe("/api/ru/v1/forms/simple-form");
    expect(jsonBodyOf(requests[0])).toEqual({
      name: "Анна",
      phone: "+7 900 123-45-67",
      message: "Магистратура",
      subject: "Заявка с главной страницы",
      page_url: `${SITE}/?utm_source=newsletter&utm_medium=email`,
      utm: { utm_source: "newsletter", utm_medium: "email" },
      call_tracking_session_id: "ct-1",
    });
    expect(result.init?.status).toBe(200);
    expect(result.data).toEqual({ requestForm: { outcome: { _tag: "Sent" }, values: {} } });
  });

  it("answers 422 with the first message per field and the entries to show again", async () => {
    const answer = { message: "Проверьте поля.", data: { phone: ["Неверный номер.", "Слишком длинно."] } };
    const { result } = await run(() => json(answer, 422), post({ ...filled, phone: "12" }));
    expect(result.init?.status).toBe(422);
    expect(result.data.requestForm.outcome).toEqual({
      _tag: "Invalid",
      fields: { phone: "Неверный номер." },
      other: ["Проверьте поля."],
    });
    expect(result.data.requestForm.values).toMatchObject({ name: "Анна", phone: "12" });
  });

  it("answers 429 with the wait the API asked for", async () => {
    const { result } = await run(
      () => json({ message: "Слишком много запросов." }, 429, { "Retry-After": "30" }),
      post(filled),
    );
    expect(result.init?.status).toBe(429);
    expect(new Headers(result.init?.headers).get("Retry-After")).toBe("30");
    expect(result.data.requestForm.outcome).toEqual({ _tag: "TooMany", retryAfterSeconds: 30 });
  });

  it("never throws on a body that is not a form: 400 and nothing sent", async () => {
    const request = new Request(`${SITE}/?index`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: "garbage",
    });
    const { result, requests } = await run(() => json({}, 500), request);
    expect(result.init?.status).toBe(400);
    expect(requests).toEqual([]);
  });

  it("a failing service is a 503 page, not an error", async () => {
    const { result } = await run(() => json({ message: "Ошибка" }, 500), post(filled));
    expect(result.init?.status).toBe(503);
    expect(result.data.requestForm.outcome).toEqual({ _tag: "Failed" });
  });

  it("takes the page's utm from the Referer of a post without JavaScript from a shared page, and hands it back", async () => {
    const request = post({ ...filled, page_url: `${SITE}/`, phone: "12" });
    request.headers.set("referer", `${SITE}/?utm_source=ya&utm_campaign=spring`);
    const { result, requests } = await run(
      () => json({ message: "Проверьте поля.", data: { phone: ["Неверный номер."] } }, 422),
      request,
    );
    expect(jsonBodyOf(requests[0])).toMatchObject({
      page_url: `${SITE}/?utm_source=ya&utm_campaign=spring`,
      utm: { utm_source: "ya", utm_campaign: "spring" },
    });
    expect(result.data.requestForm.pageUrl).toBe(`${SITE}/?utm_source=ya&utm_campaign=spring`);
  });

  it("ignores a Referer of another page or site, or with less of the query", async () => {
    for (const referer of [`${SITE}/faq/?utm_source=x`, "https://elsewhere.example/?utm_source=x", `${SITE}/`]) {
      const request = post(filled);
      request.headers.set("referer", referer);
      const { requests } = await run(() => json({ id: 7, message: "Спасибо!" }, 201), request);
      expect(jsonBodyOf(requests[0])).toMatchObject({ page_url: filled.page_url });
    }
  });
});

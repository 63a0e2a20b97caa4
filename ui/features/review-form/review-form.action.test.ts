import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { clientOverFake } from "../../../tests/fakes/fake-api-client";
import { type FakeHandler, json, jsonBodyOf, pathOf } from "../../../tests/fakes/fake-fetch";
import { requestApiContext } from "../../app/request-context";
import { reviewFormAction } from "./review-form.action";

const SITE = "https://shuyuan.example";

const post = (entries: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(entries)) body.set(name, value);
  return new Request(`${SITE}/reviews/`, { method: "POST", body });
};

const run = async (handler: FakeHandler, request: Request) => {
  const { client, requests } = clientOverFake(handler);
  const context = new RouterContextProvider();
  context.set(requestApiContext, client);
  const result = await reviewFormAction({ request, url: new URL(`${SITE}/reviews/`), context });
  return { result, requests };
};

const filled = {
  name: "Анна",
  email: "",
  rating: "5",
  text: "Помогли поступить на грант.",
  page_url: `${SITE}/reviews/?utm_source=vk&utm_campaign=otzyvy`,
  referrer: "",
  call_tracking_session_id: "",
};

describe("reviewFormAction", () => {
  it("posts the review with its score, page_url and utm to the leave-review form", async () => {
    const { result, requests } = await run(
      () => json({ id: 9, message: "Спасибо! Отзыв отправлен." }, 201),
      post(filled),
    );
    expect(pathOf(requests[0])).toBe("/api/ru/v1/forms/leave-review-form");
    expect(jsonBodyOf(requests[0])).toEqual({
      name: "Анна",
      text: "Помогли поступить на грант.",
      rating: 5,
      page_url: `${SITE}/reviews/?utm_source=vk&utm_campaign=otzyvy`,
      utm: { utm_source: "vk", utm_campaign: "otzyvy" },
    });
    expect(result.init?.status).toBe(200);
    expect(result.data).toEqual({ reviewForm: { outcome: { _tag: "Sent" }, values: {} } });
  });

  it("answers 422 with the server's first message of each field and the entries to show again", async () => {
    const answer = {
      message: "Проверьте поля.",
      data: { text: ["Введите текст отзыва."], page_url: ["Плохой адрес."] },
    };
    const { result } = await run(() => json(answer, 422), post({ ...filled, text: "  " }));
    expect(result.init?.status).toBe(422);
    expect(result.data.reviewForm.outcome).toEqual({
      _tag: "Invalid",
      fields: { text: "Введите текст отзыва." },
      other: ["Проверьте поля.", "Плохой адрес."],
    });
    expect(result.data.reviewForm.values).toMatchObject({ name: "Анна", rating: "5", text: "  " });
  });

  it("never throws on a body that is not a form: 400 and nothing sent", async () => {
    const request = new Request(`${SITE}/reviews/`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: "garbage",
    });
    const { result, requests } = await run(() => json({}, 500), request);
    expect(result.init?.status).toBe(400);
    expect(requests).toEqual([]);
  });

  it("a failing service is a 503 page with its message, not an error", async () => {
    const { result } = await run(() => json({ message: "Ошибка" }, 500), post(filled));
    expect(result.init?.status).toBe(503);
    expect(result.data.reviewForm.outcome).toEqual({ _tag: "Failed" });
  });
});

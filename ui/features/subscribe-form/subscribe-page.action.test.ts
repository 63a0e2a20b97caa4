import { describe, expect, it } from "vitest";
import { json, jsonBodyOf, pathOf } from "../../../tests/fakes/fake-fetch";
import { postForm, runSiteAction, TEST_SITE } from "../../../tests/fakes/site-form-action-kit";
import { subscribePageAction } from "./subscribe-page.action";

const sent = () => json({ id: 3, message: "Спасибо!" }, 201);

describe("subscribePageAction", () => {
  it("the blog's form: the e-mail with page_url, utm and the call-tracking session to subscribe-to-news-form", async () => {
    const page = `${TEST_SITE}/blog/?utm_source=vk&utm_campaign=news`;
    const request = postForm("/blog/", {
      site_form: "subscribeForm",
      email: "anna@example.ru",
      page_url: page,
      referrer: "",
      call_tracking_session_id: "ct-9",
    });
    const { result, requests } = await runSiteAction(subscribePageAction, sent, request);
    expect(pathOf(requests[0])).toBe("/api/ru/v1/forms/subscribe-to-news-form");
    expect(jsonBodyOf(requests[0])).toEqual({
      email: "anna@example.ru",
      page_url: page,
      utm: { utm_source: "vk", utm_campaign: "news" },
      call_tracking_session_id: "ct-9",
    });
    expect(result.data).toEqual({ subscribeForm: { outcome: { _tag: "Sent" }, values: {} } });
  });

  it("maps a search engine's referrer to utm when the address has none (spec 9)", async () => {
    const request = postForm("/blog/", {
      email: "a@b.ru",
      page_url: `${TEST_SITE}/blog/`,
      referrer: "https://yandex.ru/",
    });
    const { requests } = await runSiteAction(subscribePageAction, sent, request);
    expect(jsonBodyOf(requests[0])).toMatchObject({ utm: { utm_source: "yandex", utm_medium: "search" } });
  });

  it("the footer's post: the page is its Referer, and once subscribed the visitor goes back to it (303)", async () => {
    const from = `${TEST_SITE}/courses/?utm_source=x`;
    const request = postForm("/blog/?footer=1", { email: "a@b.ru" }, { Referer: from });
    const answer = await runSiteAction(subscribePageAction, sent, request).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/courses/?utm_source=x&podpiska=1#podpiska-footer");
  });

  it("the footer's post carries the page's address and utm as page_url", async () => {
    const from = `${TEST_SITE}/courses/?utm_source=x`;
    const requests: unknown[] = [];
    await runSiteAction(
      subscribePageAction,
      (seen) => {
        requests.push(jsonBodyOf(seen));
        return sent();
      },
      postForm("/blog/?footer=1", { email: "a@b.ru" }, { Referer: from }),
    ).catch(() => null);
    expect(requests[0]).toEqual({ email: "a@b.ru", page_url: from, utm: { utm_source: "x" } });
  });

  it("the footer's extras, filled by the browser, give the referrer's utm and the session; the Referer stays the way back", async () => {
    const from = `${TEST_SITE}/o-kompanii/`;
    const requests: unknown[] = [];
    const fields = {
      email: "a@b.ru",
      page_url: from,
      referrer: "https://yandex.ru/",
      call_tracking_session_id: "ct-1",
    };
    const answer = await runSiteAction(
      subscribePageAction,
      (seen) => {
        requests.push(jsonBodyOf(seen));
        return sent();
      },
      postForm("/blog/?footer=1", fields, { Referer: from }),
    ).catch((thrown: unknown) => thrown);
    expect(requests[0]).toEqual({
      email: "a@b.ru",
      page_url: from,
      utm: { utm_source: "yandex", utm_medium: "search" },
      call_tracking_session_id: "ct-1",
    });
    expect((answer as Response).headers.get("Location")).toBe("/o-kompanii/?podpiska=1#podpiska-footer");
  });

  it("the footer's extras left blank (no JavaScript): the page and its utm come from the Referer", async () => {
    const from = `${TEST_SITE}/faq/?utm_source=x`;
    const requests: unknown[] = [];
    const fields = { email: "a@b.ru", page_url: "", referrer: "", call_tracking_session_id: "" };
    await runSiteAction(
      subscribePageAction,
      (seen) => {
        requests.push(jsonBodyOf(seen));
        return sent();
      },
      postForm("/blog/?footer=1", fields, { Referer: from }),
    ).catch(() => null);
    expect(requests[0]).toEqual({ email: "a@b.ru", page_url: from, utm: { utm_source: "x" } });
  });

  it("a refused footer post stays on the blog with the server's first message at the field", async () => {
    const refusal = () => json({ message: "Проверьте поля.", data: { email: ["Неверный адрес.", "Ещё."] } }, 422);
    const request = postForm("/blog/?footer=1", { email: "не почта" }, { Referer: `${TEST_SITE}/faq/` });
    const { result } = await runSiteAction(subscribePageAction, refusal, request);
    expect(result.init?.status).toBe(422);
    expect(result.data.subscribeForm).toEqual({
      outcome: { _tag: "Invalid", fields: { email: "Неверный адрес." }, other: ["Проверьте поля."] },
      values: { email: "не почта" },
    });
  });

  it("a footer post from another site's page is not sent back there, and its address is not the lead's", async () => {
    const request = postForm("/blog/?footer=1", { email: "a@b.ru" }, { Referer: "https://evil.example/x/" });
    const { result, requests } = await runSiteAction(subscribePageAction, sent, request);
    expect(result.data.subscribeForm.outcome).toEqual({ _tag: "Sent" });
    expect(jsonBodyOf(requests[0])).toMatchObject({ page_url: `${TEST_SITE}/blog/?footer=1` });
  });
});

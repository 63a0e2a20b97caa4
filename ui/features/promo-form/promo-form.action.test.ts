import { describe, expect, it } from "vitest";
import { json, jsonBodyOf, pathOf } from "../../../tests/fakes/fake-fetch";
import { postForm, runSiteAction, TEST_SITE } from "../../../tests/fakes/site-form-action-kit";
import { promoFormAction } from "./promo-form.action";

describe("promoFormAction", () => {
  it("posts name and phone with page_url, utm and the call-tracking session to promo-form", async () => {
    const page = `${TEST_SITE}/magistratura/?utm_source=x&utm_term=grant`;
    const request = postForm("/magistratura/", {
      site_form: "promoForm",
      name: "Анна",
      phone: "+7 900 123-45-67",
      page_url: page,
      referrer: "",
      call_tracking_session_id: "",
    });
    const { result, requests } = await runSiteAction(
      promoFormAction,
      () => json({ id: 1, message: "ok" }, 201),
      request,
    );
    expect(pathOf(requests[0])).toBe("/api/ru/v1/forms/promo-form");
    expect(jsonBodyOf(requests[0])).toEqual({
      name: "Анна",
      phone: "+7 900 123-45-67",
      page_url: page,
      utm: { utm_source: "x", utm_term: "grant" },
    });
    expect(result.data.promoForm.outcome).toEqual({ _tag: "Sent" });
  });

  it("a bad phone: 422 with the server's first message at the field, the entries kept", async () => {
    const refusal = () => json({ message: "Ошибка.", data: { phone: ["Неверный номер телефона.", "Ещё."] } }, 422);
    const { result } = await runSiteAction(
      promoFormAction,
      refusal,
      postForm("/bakalavriat/", { name: "Анна", phone: "12" }),
    );
    expect(result.init?.status).toBe(422);
    expect(result.data.promoForm).toEqual({
      outcome: { _tag: "Invalid", fields: { phone: "Неверный номер телефона." }, other: ["Ошибка."] },
      values: { name: "Анна", phone: "12" },
    });
  });
});

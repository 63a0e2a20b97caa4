import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { clientOverFake } from "../../../tests/fakes/fake-api-client";
import { type FakeHandler, json, jsonBodyOf, pathOf } from "../../../tests/fakes/fake-fetch";
import { requestApiContext } from "../../app/request-context";
import { costRequestAction } from "./cost-request.action";

const SITE = "https://shuyuan.example";
const PAGE = `${SITE}/stoimost/?program=5&city=3`;

const post = (entries: readonly (readonly [string, string])[]) => {
  const body = new FormData();
  for (const [name, value] of entries) body.append(name, value);
  return new Request(PAGE, { method: "POST", body });
};

const run = async (handler: FakeHandler, request: Request) => {
  const { client, requests } = clientOverFake(handler);
  const context = new RouterContextProvider();
  context.set(requestApiContext, client);
  const result = await costRequestAction({ request, url: new URL(PAGE), context });
  return { result, requests };
};

const filled = [
  ["calc_program", "5"],
  ["calc_city", "Пекин"],
  ["calc_tuition_rub", "291200"],
  ["calc_visa_rub", "нет данных"],
  ["calc_total_rub", "291200"],
  ["name", "Ирина"],
  ["phone", "+7 900 123-45-67"],
  ["page_url", `${PAGE}&utm_source=x`],
  ["referrer", ""],
  ["call_tracking_session_id", ""],
] as const;

describe("costRequestAction", () => {
  it("posts name, phone, the calculation the page showed and the extras to the calc form", async () => {
    const { result, requests } = await run(() => json({ id: 4, message: "Спасибо!" }, 201), post(filled));
    expect(pathOf(requests[0])).toBe("/api/ru/v1/forms/calc-form");
    expect(jsonBodyOf(requests[0])).toEqual({
      name: "Ирина",
      phone: "+7 900 123-45-67",
      calc: { program: "5", city: "Пекин", tuition_rub: "291200", visa_rub: "нет данных", total_rub: "291200" },
      page_url: `${PAGE}&utm_source=x`,
      utm: { utm_source: "x" },
    });
    expect(result.data).toEqual({ costRequest: { outcome: { _tag: "Sent" }, values: {} } });
  });

  it("answers 422 with the server's first message under the phone and the entries to show again", async () => {
    const answer = { message: "Проверьте поля.", data: { phone: ["Введите корректный номер телефона."] } };
    const { result } = await run(() => json(answer, 422), post([...filled.slice(0, 6), ["phone", "12"]]));
    expect(result.init?.status).toBe(422);
    expect(result.data.costRequest.outcome).toEqual({
      _tag: "Invalid",
      fields: { phone: "Введите корректный номер телефона." },
      other: ["Проверьте поля."],
    });
    expect(result.data.costRequest.values).toEqual({ name: "Ирина", phone: "12" });
  });

  it("sends no more than 50 calculation values", async () => {
    const many = Array.from({ length: 60 }, (_, index) => [`calc_k${index}`, "1"] as const);
    const { requests } = await run(
      () => json({ id: 5, message: "Спасибо!" }, 201),
      post([...many, ...filled.slice(5)]),
    );
    expect(Object.keys((jsonBodyOf(requests[0]) as { calc: object }).calc)).toHaveLength(50);
  });
});

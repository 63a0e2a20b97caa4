import { QueryClient } from "@tanstack/react-query";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { clientOverFake } from "../../../tests/fakes/fake-api-client";
import { type FakeHandler, json, jsonBodyOf, pathOf } from "../../../tests/fakes/fake-fetch";
import { requestApiContext, requestQueryClientContext } from "../../app/request-context";
import { currentUserQuery } from "../account/account.queries";
import { securityAction } from "./security.action";
import { buildUser } from "../../../tests/builders/user.builder";

const SITE = "https://shuyuan.example";

const USER = buildUser();

const post = (entries: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(entries)) body.set(name, value);
  return new Request(`${SITE}/u/settings/security/`, { method: "POST", body });
};

const run = async (handler: FakeHandler, request: Request) => {
  const { client, requests } = clientOverFake(handler);
  const context = new RouterContextProvider();
  const queries = new QueryClient();
  context.set(requestApiContext, client);
  context.set(requestQueryClientContext, queries);
  // The route's guard read the user into the request's cache before the action ran.
  queries.setQueryData(currentUserQuery(client, "").queryKey, USER as never);
  const result = await securityAction({ request, context });
  return { result, requests, queries };
};

const save = (entries: Record<string, string>) => post({ intent: "save-security", ...entries });

describe("securityAction", () => {
  it("sends the filled fields only and says the changes are saved", async () => {
    const { result, requests } = await run(
      () => json(USER),
      save({ email: "anna@example.com", phone: "+7 900 123-45-67", current_password: "", new_password: "" }),
    );
    expect(pathOf(requests[0])).toBe("/api/auth/me/edit/security");
    expect(jsonBodyOf(requests[0])).toEqual({ email: "anna@example.com", phone: "+7 900 123-45-67" });
    expect(result.init?.status).toBe(200);
    expect(result.data).toEqual({
      form: "security",
      outcome: { _tag: "Saved", message: "Изменения сохранены." },
      values: { email: "anna@example.com", phone: "+7 900 123-45-67" },
    });
  });

  it("says the other sessions ended after a new password", async () => {
    const { result } = await run(
      () => json(USER),
      save({
        current_password: "старый-пароль",
        new_password: "новый-пароль",
        new_password_confirmation: "новый-пароль",
      }),
    );
    expect(result.data).toMatchObject({
      outcome: { _tag: "Saved", message: "Пароль изменён. Другие сеансы завершены." },
    });
  });

  it("shows the server's first message at its field, and never sends the passwords back", async () => {
    const { result } = await run(
      () =>
        json(
          {
            message: "Неверный текущий пароль.",
            data: { current_password: ["Неверный текущий пароль.", "Ещё одно."] },
          },
          422,
        ),
      save({
        email: "anna@example.com",
        current_password: "не-тот",
        new_password: "новый-пароль",
        new_password_confirmation: "новый-пароль",
      }),
    );
    expect(result.init?.status).toBe(422);
    expect(result.data).toEqual({
      form: "security",
      outcome: { _tag: "Refused", fields: { current_password: "Неверный текущий пароль." }, message: null },
      values: { email: "anna@example.com", phone: "" },
    });
  });

  it("refuses two different new passwords without calling the server", async () => {
    const { result, requests } = await run(
      () => json(USER),
      save({ new_password: "новый-пароль", new_password_confirmation: "другой-пароль" }),
    );
    expect(requests).toHaveLength(0);
    expect(result.init?.status).toBe(422);
    expect(result.data).toMatchObject({
      outcome: { _tag: "Refused", fields: { new_password_confirmation: "Пароли не совпадают." } },
    });
  });

  it("passes the wait on after too many attempts", async () => {
    const { result } = await run(
      () => json({ message: "Слишком много неудачных попыток входа." }, 429, { "Retry-After": "600" }),
      save({ current_password: "не-тот", new_password: "новый-пароль", new_password_confirmation: "новый-пароль" }),
    );
    expect(result.init?.status).toBe(429);
    expect(result.data).toMatchObject({ outcome: { _tag: "Refused", message: expect.stringContaining("10 минут") } });
  });

  it("ends the other sessions with «Завершить другие сеансы»", async () => {
    const { result, requests } = await run(() => json({ user: USER }), post({ intent: "end-other-sessions" }));
    expect(pathOf(requests[0])).toBe("/api/auth/logout/force");
    expect(result.data).toEqual({ form: "sessions", ended: true });
  });

  it("reports a failure to end them", async () => {
    const { result } = await run(
      () => json({ message: "Сессия недействительна." }, 401),
      post({ intent: "end-other-sessions" }),
    );
    expect(result.init?.status).toBe(400);
    expect(result.data).toEqual({ form: "sessions", ended: false });
  });

  it("answers 405 for a post without a known intent", async () => {
    await expect(run(() => json(USER), post({ email: "anna@example.com" }))).rejects.toMatchObject({
      init: { status: 405 },
    });
  });

  it("unlinks a network and forgets the account read before, so the page shows it gone", async () => {
    const { result, requests, queries } = await run(
      () => json(USER),
      post({ intent: "detach-social", provider: "mailru", social_id: "m1" }),
    );
    expect(pathOf(requests[0])).toBe("/api/connect/mailru/detach");
    expect(jsonBodyOf(requests[0])).toEqual({ provider: "mailru", social_id: "m1" });
    expect(result.init?.status).toBe(200);
    expect(result.data).toEqual({ form: "socials", outcome: { _tag: "Detached", message: "Соцсеть отвязана." } });
    expect(queries.getQueryCache().findAll({ queryKey: ["account"] })).toEqual([]);
  });

  it("shows the server's reason when the network is the last way in, and refuses a made-up provider", async () => {
    const reason = "Это единственный способ входа в аккаунт.";
    const refused = await run(
      () => json({ message: "Проверьте правильность заполнения полей.", data: { social_id: [reason] } }, 422),
      post({ intent: "detach-social", provider: "vkontakte", social_id: "id7" }),
    );
    expect(refused.result.init?.status).toBe(422);
    expect(refused.result.data).toEqual({ form: "socials", outcome: { _tag: "Refused", message: reason } });
    const made = await run(() => json(USER), post({ intent: "detach-social", provider: "twitter", social_id: "1" }));
    expect(made.requests).toEqual([]);
    expect(made.result.data).toMatchObject({ form: "socials", outcome: { _tag: "Refused" } });
  });
});

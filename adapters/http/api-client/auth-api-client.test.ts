import { describe, expect, it } from "vitest";
import { ANONYMOUS_USER } from "../../../core/domain/user/anonymous-user";
import { clientOverFake } from "../../../tests/fakes/fake-api-client";
import { json, jsonBodyOf, pathOf } from "../../../tests/fakes/fake-fetch";

const RECORD = { token: "token-1", expires: "2025-03-01T10:00:00.000Z" };
const USER = { ...ANONYMOUS_USER, id: 7, slug: "7-ivan", username: "ivan", first_name: "Иван", last_name: "Петров" };
const INVALID = {
  message: "Проверьте правильность заполнения полей.",
  data: { email: ["Неверный адрес электронной почты или пароль."] },
};

describe("the auth API client", () => {
  it("logs in, stores the record and answers it", async () => {
    const { client, session, requests } = clientOverFake(() => json(RECORD));
    expect(await client.auth.login({ email: "ivan@example.ru", password: "secret-password" })).toEqual({
      _tag: "Ok",
      value: RECORD,
    });
    expect(await session.getAuthRecord()).toEqual(RECORD);
    expect(pathOf(requests[0])).toBe("/api/auth/login");
    expect(jsonBodyOf(requests[0])).toEqual({ email: "ivan@example.ru", password: "secret-password" });
  });

  it("answers login field errors and throttling as values, storing nothing", async () => {
    const answers = [json(INVALID, 422), json({ message: "Слишком много попыток." }, 429, { "Retry-After": "900" })];
    const { client, session } = clientOverFake(() => answers.shift() ?? json({}, 500));
    expect(await client.auth.login({ email: "ivan@example.ru", password: "x" })).toEqual({
      _tag: "ValidationFailed",
      message: INVALID.message,
      fields: { email: ["Неверный адрес электронной почты или пароль."] },
    });
    expect(await client.auth.login({ email: "ivan@example.ru", password: "x" })).toEqual({
      _tag: "RateLimited",
      retry_after_seconds: 900,
    });
    expect(await client.auth.login({ email: "ivan@example.ru", password: "x" })).toEqual({ _tag: "Failed" });
    expect(await session.getAuthRecord()).toBeNull();
  });

  it("registers and keeps the new user's record", async () => {
    const { client, session } = clientOverFake(() => json({ ...RECORD, user: USER }, 201));
    const result = await client.auth.register({
      first_name: "Иван",
      last_name: "Петров",
      email: "ivan@example.ru",
      password: "secret-password",
    });
    expect(result).toEqual({ _tag: "Ok", value: null });
    expect(await session.getAuthRecord()).toEqual(RECORD);
  });

  it("clears the local session on logout whatever the server answers", async () => {
    for (const answer of [
      () => json({ message: "Вы вышли из аккаунта." }),
      () => json({ message: "Ошибка" }, 500),
      () => Promise.reject(new TypeError("offline")),
    ]) {
      const { client, session, requests } = clientOverFake(answer);
      await session.setAuthRecord(RECORD);
      await session.setSessionId("session-id-0123456789");
      await expect(client.auth.logout()).resolves.toBeUndefined();
      expect(requests[0]?.headers.get("authorization")).toBe("Bearer token-1");
      expect(await session.getAuthRecord()).toBeNull();
      expect(await session.getSessionId()).toBeNull();
    }
  });

  it("answers the user of me, force logout and detach, or null on failure", async () => {
    const { client, requests } = clientOverFake((request) => {
      if (pathOf(request) === "/api/auth/logout/force") return json({ user: USER });
      if (pathOf(request) === "/api/auth/me") return json({ message: "Требуется вход в аккаунт." }, 401);
      return json(USER);
    });
    expect(await client.auth.logoutForce()).toEqual(USER);
    expect(await client.auth.me()).toBeNull();
    expect(await client.auth.detachSocial({ provider: "vkontakte", social_id: "123" })).toEqual({
      _tag: "Ok",
      value: USER,
    });
    expect(pathOf(requests[2])).toBe("/api/connect/vkontakte/detach");
    expect(jsonBodyOf(requests[2])).toEqual({ provider: "vkontakte", social_id: "123" });
  });

  it("sends the avatar as a multipart `avatar` entry and answers the field message of a refusal", async () => {
    const refused = { message: "Проверьте правильность заполнения полей.", data: { avatar: ["Не картинка."] } };
    const answers = [json({ ...USER, avatar: { filename: "a1b2c3d4e5f6a1b2c3d4e5f6.webp" } }), json(refused, 422)];
    const { client, requests } = clientOverFake(() => answers.shift() ?? json({}, 500));
    const bytes = Uint8Array.from([0xff, 0xd8, 0xff]);
    expect(await client.auth.uploadAvatar({ bytes, name: "я.jpg" })).toEqual({ _tag: "Ok", value: null });
    expect(pathOf(requests[0])).toBe("/api/auth/me/avatar");
    const body = requests[0]?.body;
    const sent = body instanceof FormData ? body.get("avatar") : null;
    expect(sent instanceof File && sent.name).toBe("я.jpg");
    expect(await client.auth.uploadAvatar({ bytes, name: "x.txt" })).toMatchObject({
      _tag: "ValidationFailed",
      fields: { avatar: ["Не картинка."] },
    });
  });

  it("drops empty values of the security form", async () => {
    const { client, requests } = clientOverFake(() => json(USER));
    const result = await client.auth.editSecurity({
      email: "",
      phone: "+7 912 345-67-89",
      current_password: "  ",
      new_password: "",
    });
    expect(result).toEqual({ _tag: "Ok", value: null });
    expect(jsonBodyOf(requests[0])).toEqual({ phone: "+7 912 345-67-89" });
  });

  it("resets the password with the stored code when none is given, then forgets the code and keeps the session", async () => {
    const record = { token: "token-after-reset", expires: "2999-03-01T10:00:00.000Z" };
    const { client, session, requests } = clientOverFake(() =>
      json({ ...record, user: { ...ANONYMOUS_USER, id: 7 }, message: "Пароль изменён." }),
    );
    await session.setResetCode("reset-code-1234");
    const result = await client.auth.resetPassword({
      password: "new-password",
      password_confirmation: "new-password",
      code: "",
    });
    expect(result).toEqual({ _tag: "Ok", value: null });
    expect(jsonBodyOf(requests[0])).toEqual({
      password: "new-password",
      password_confirmation: "new-password",
      code: "reset-code-1234",
    });
    expect(await session.getResetCode()).toBeNull();
    expect(await session.getAuthRecord()).toEqual(record);
  });

  it("keeps the reset code when the reset is refused", async () => {
    const { client, session } = clientOverFake(() =>
      json({ message: "Ошибка", data: { code: ["Неверный код восстановления."] } }, 422),
    );
    await session.setResetCode("reset-code-1234");
    const result = await client.auth.resetPassword({
      password: "a",
      password_confirmation: "a",
      code: "reset-code-1234",
    });
    expect(result).toEqual({
      _tag: "ValidationFailed",
      message: "Ошибка",
      fields: { code: ["Неверный код восстановления."] },
    });
    expect(await session.getResetCode()).toBe("reset-code-1234");
  });

  it("tells an overloaded server (503) from any other failure", async () => {
    const answers = [json({ message: "Перегружен." }, 503, { "Retry-After": "1" }), json({}, 502)];
    const { client } = clientOverFake(() => answers.shift() ?? json({}, 500));
    expect(
      await client.auth.register({ first_name: "И", last_name: "П", email: "i@example.ru", password: "x" }),
    ).toEqual({ _tag: "Failed", overloaded: true });
    expect(await client.auth.forgotPassword("i@example.ru")).toEqual({ _tag: "Failed" });
  });
});

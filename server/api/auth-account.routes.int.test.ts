import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { userSchema } from "../../core/domain/user/user";
import { type ApiAnswer, type AuthApiHarness, openAuthApi } from "../../tests/integration/auth-api-harness";

const start = new Date("2026-03-01T09:00:00.000Z");
const signedInSchema = z.object({ token: z.string(), expires: z.string(), user: userSchema });

let api: AuthApiHarness;
beforeAll(async () => {
  api = await openAuthApi(start);
});
afterAll(() => api.close());
beforeEach(() => api.clock.set(start));

let seq = 0;
const uniqueEmail = (name: string) => `${name}.${++seq}@example.com`;

async function registerUser(name = "anna") {
  const email = uniqueEmail(name);
  const answer = await api.call("/api/auth/register", {
    body: { first_name: "Анна", last_name: "Ли", email, password: "correct horse" },
  });
  expect(answer.status).toBe(201);
  return { email, ...signedInSchema.parse(answer.body) };
}

const me = async (token: string) => userSchema.parse((await api.call("/api/auth/me", { method: "GET", token })).body);
const fields = (answer: ApiAnswer) => (answer.body as { data?: Record<string, string[]> }).data;
const edit = (token: string | undefined, body: unknown) =>
  api.call("/api/auth/me/edit", { body, ...(token ? { token } : {}) });
const security = (token: string | undefined, body: unknown) =>
  api.call("/api/auth/me/edit/security", { body, ...(token ? { token } : {}) });

describe("POST /api/auth/me/edit", () => {
  it("changes names and signature and answers the user", async () => {
    const { token } = await registerUser();
    const answer = await edit(token, {
      first_name: "Аня",
      last_name: "Ким",
      signature: " Учусь в Пекине ",
      status: "none",
    });
    expect(answer.status).toBe(200);
    expect(userSchema.parse(answer.body)).toMatchObject({
      first_name: "Аня",
      last_name: "Ким",
      signature: "Учусь в Пекине",
      status: "none",
    });
    expect(await me(token)).toMatchObject({ first_name: "Аня", signature: "Учусь в Пекине" });
  });

  it("answers 422 in Russian for bad fields and an unlinked status, and changes nothing", async () => {
    const { token } = await registerUser();
    const empty = await edit(token, { first_name: "", last_name: "x".repeat(101), signature: 5, status: "twitter" });
    expect(empty.status).toBe(422);
    expect(fields(empty)).toEqual({
      first_name: ["Введите имя."],
      last_name: ["Фамилия должна содержать не более 100 символов."],
      signature: ["Подпись должна быть текстом не длиннее 500 символов."],
      status: ["Выберите статус из списка."],
    });
    const unlinked = await edit(token, { first_name: "Аня", last_name: "Ким", status: "vkontakte" });
    expect(unlinked).toMatchObject({
      status: 422,
      body: { data: { status: ["Эта социальная сеть не привязана к аккаунту."] } },
    });
    expect(await me(token)).toMatchObject({ first_name: "Анна", last_name: "Ли", status: "none" });
  });

  it("answers 401 anonymously and 406 with an expired token", async () => {
    expect((await edit(undefined, { first_name: "А", last_name: "Б" })).status).toBe(401);
    const { token } = await registerUser();
    api.clock.advanceSeconds(3600);
    expect((await edit(token, { first_name: "А", last_name: "Б" })).status).toBe(406);
  });
});

describe("POST /api/auth/me/edit/security", () => {
  it("changes the phone without a password and drops empty values", async () => {
    const { token, email } = await registerUser();
    const answer = await security(token, {
      phone: "+7 (999) 123-45-67",
      email: "",
      current_password: "",
      new_password: "",
    });
    expect(answer.status).toBe(200);
    expect(userSchema.parse(answer.body)).toMatchObject({ phone: "+7 (999) 123-45-67", email });
    const nothing = await security(token, { email: "  ", phone: null });
    expect(nothing.status).toBe(200);
    expect(userSchema.parse(nothing.body).phone).toBe("+7 (999) 123-45-67");
  });

  it("requires the current password for a new e-mail or password", async () => {
    const { token, email } = await registerUser();
    const required = await security(token, { email: uniqueEmail("new") });
    expect(required).toMatchObject({
      status: 422,
      body: {
        message: "Проверьте правильность заполнения полей.",
        data: { current_password: ["Введите текущий пароль, чтобы изменить адрес электронной почты или пароль."] },
      },
    });
    const wrong = await security(token, { new_password: "brand new password", current_password: "wrong one" });
    expect(wrong).toMatchObject({ status: 422, body: { data: { current_password: ["Неверный текущий пароль."] } } });
    expect((await me(token)).email).toBe(email);
    expect((await api.call("/api/auth/login", { body: { email, password: "correct horse" } })).status).toBe(200);
  });

  it("changes the e-mail with the right password; the new address logs in", async () => {
    const { token } = await registerUser();
    const newEmail = uniqueEmail("moved");
    const answer = await security(token, { email: newEmail, current_password: "correct horse" });
    expect(answer.status).toBe(200);
    expect(userSchema.parse(answer.body).email).toBe(newEmail);
    expect((await api.call("/api/auth/login", { body: { email: newEmail, password: "correct horse" } })).status).toBe(
      200,
    );
  });

  it("answers 422 for an e-mail of another account in any letter case", async () => {
    const other = await registerUser("boris");
    const { token, email } = await registerUser();
    const answer = await security(token, { email: other.email.toUpperCase(), current_password: "correct horse" });
    expect(answer).toMatchObject({
      status: 422,
      body: { data: { email: ["Этот адрес электронной почты уже зарегистрирован."] } },
    });
    expect((await me(token)).email).toBe(email);
  });

  it("a new password keeps the current session and signs out the others", async () => {
    const { token, email } = await registerUser();
    const other = await api.call("/api/auth/login", { body: { email, password: "correct horse" } });
    const otherToken = z.object({ token: z.string() }).parse(other.body).token;
    const answer = await security(token, { new_password: "brand new password", current_password: "correct horse" });
    expect(answer.status).toBe(200);
    expect(userSchema.parse(answer.body).sessions).toEqual([expect.objectContaining({ is_current: true })]);
    expect((await api.call("/api/auth/me", { method: "GET", token })).status).toBe(200);
    expect((await api.call("/api/auth/me", { method: "GET", token: otherToken })).status).toBe(401);
    expect((await api.call("/api/auth/login", { body: { email, password: "brand new password" } })).status).toBe(200);
  });

  it("answers 422 for a malformed e-mail, phone or weak new password", async () => {
    const { token } = await registerUser();
    const answer = await security(token, { email: "nope", phone: "12ab", new_password: "short", current_password: 5 });
    expect(answer.status).toBe(422);
    expect(fields(answer)).toEqual({
      email: ["Введите корректный адрес электронной почты."],
      phone: ["Введите корректный номер телефона."],
      new_password: ["Пароль должен содержать не менее 8 символов."],
      current_password: ["Неверный текущий пароль."],
    });
  });

  it("answers 429 after 5 wrong current passwords, then 401 anonymously", async () => {
    const { token } = await registerUser();
    for (let i = 0; i < 5; i++) {
      expect((await security(token, { new_password: "brand new password", current_password: "bad" })).status).toBe(422);
    }
    const limited = await security(token, { new_password: "brand new password", current_password: "correct horse" });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("900");
    expect((await security(undefined, { phone: "+79991234567" })).status).toBe(401);
  });
});

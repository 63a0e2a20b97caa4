import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { mailOutbox, sessions, users } from "../../adapters/storage/sql/schema";
import { userSchema } from "../../core/domain/user/user";
import { type ApiAnswer, type AuthApiHarness, openAuthApi } from "../../tests/integration/auth-api-harness";

const start = new Date("2026-03-01T09:00:00.000Z");
const signedInSchema = z.object({
  token: z.string().min(40),
  expires: z.iso.datetime({ offset: true }),
  user: userSchema,
});
const recordSchema = z.strictObject({ token: z.string().min(40), expires: z.iso.datetime({ offset: true }) });
const VALIDATION = "Проверьте правильность заполнения полей.";
const INVALID_SESSION = { message: "Сессия недействительна. Войдите снова." };

let api: AuthApiHarness;
beforeAll(async () => {
  api = await openAuthApi(start);
});
afterAll(() => api.close());
beforeEach(() => api.clock.set(start));

let seq = 0;
const uniqueEmail = (name: string) => `${name}.${++seq}@example.com`;
const uniqueIp = () => `198.51.100.${++seq % 250}`;

async function registerUser(name = "anna", password = "correct horse") {
  const email = uniqueEmail(name);
  const answer = await api.call("/api/auth/register", {
    body: { first_name: "Анна", last_name: "Ли", email, password },
  });
  expect(answer.status).toBe(201);
  const { token, user } = signedInSchema.parse(answer.body);
  return { email, password, token, user };
}

async function loginAs(email: string, password: string, ip?: string): Promise<string> {
  const answer = await api.call("/api/auth/login", { body: { email, password }, ...(ip ? { ip } : {}) });
  expect(answer.status).toBe(200);
  return recordSchema.parse(answer.body).token;
}

const me = (token?: string) => api.call("/api/auth/me", { method: "GET", ...(token ? { token } : {}) });
const fields = (answer: ApiAnswer) => (answer.body as { data?: Record<string, string[]> }).data;

describe("POST /api/auth/register", () => {
  it("answers 201 with a one-hour token and the new user, and keeps only hashes", async () => {
    const email = uniqueEmail("Ivan.Petrov+news");
    const answer = await api.call("/api/auth/register", {
      body: { first_name: " Иван ", last_name: "Петров", email: ` ${email} `, password: "correct horse" },
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    const body = signedInSchema.parse(answer.body);
    expect(body.expires).toBe("2026-03-01T10:00:00.000Z");
    expect(body.user).toMatchObject({
      username: "ivan.petrov",
      slug: `${body.user.id}-ivan.petrov`,
      first_name: "Иван",
      last_name: "Петров",
      email,
      status: "none",
      signature: null,
      phone: null,
      socials: [],
      sessions: [{ is_current: true, ip: "192.0.2.1", last_activity_at: start.toISOString() }],
    });
    const [row] = await api.handle.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row?.password_hash).toMatch(/^scrypt\$N=32768,r=8,p=3\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(row?.password_hash).not.toContain("correct horse");
    const [session] = await api.handle.db.select().from(sessions).where(eq(sessions.user_id, body.user.id));
    expect(session?.token_hash).toBe(createHash("sha256").update(body.token).digest("hex"));
  });

  it("derives distinct usernames for the same local part", async () => {
    const first = await api.call("/api/auth/register", {
      body: { first_name: "А", last_name: "Б", email: "same.name@a.example", password: "correct horse" },
    });
    const second = await api.call("/api/auth/register", {
      body: { first_name: "А", last_name: "Б", email: "same.name@b.example", password: "correct horse" },
    });
    expect(signedInSchema.parse(first.body).user.username).toBe("same.name");
    expect(signedInSchema.parse(second.body).user.username).toBe("same.name2");
  });

  it("answers 422 for an e-mail taken in another letter case and keeps the first account", async () => {
    const { email, user } = await registerUser();
    const answer = await api.call("/api/auth/register", {
      body: { first_name: "Вор", last_name: "Вор", email: email.toUpperCase(), password: "other password" },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: VALIDATION,
      data: { email: ["Этот адрес электронной почты уже зарегистрирован."] },
    });
    const [row] = await api.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`);
    expect(row?.n).toBe(1);
    expect((await me((await registerUser()).token)).status).toBe(200);
    expect((await api.call("/api/auth/login", { body: { email, password: "correct horse" } })).status).toBe(200);
    expect(user.first_name).toBe("Анна");
  });

  it("answers 422 with a Russian message per field", async () => {
    const answer = await api.call("/api/auth/register", {
      body: { first_name: "  ", email: "not-an-email", password: "short" },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: VALIDATION,
      data: {
        first_name: ["Введите имя."],
        last_name: ["Введите фамилию."],
        email: ["Введите корректный адрес электронной почты."],
        password: ["Пароль должен содержать не менее 8 символов."],
      },
    });
  });

  it("answers 422, never 500, for bodies that are not objects or not JSON", async () => {
    for (const raw of [
      { text: "{broken", type: "application/json" },
      { text: "[1,2]", type: "application/json" },
      { text: "null", type: "application/json" },
      { text: "email=x", type: "text/plain" },
    ]) {
      const answer = await api.call("/api/auth/register", { raw });
      expect(answer.status).toBe(422);
      expect(fields(answer)?.email).toEqual(["Введите адрес электронной почты."]);
    }
    const wrongTypes = await api.call("/api/auth/register", {
      body: { first_name: 1, last_name: [], email: {}, password: 12345678 },
    });
    expect(wrongTypes.status).toBe(422);
    expect(fields(wrongTypes)?.password).toEqual(["Введите пароль."]);
  });
});

describe("POST /api/auth/login", () => {
  it("answers 200 with exactly token and expires (one hour)", async () => {
    const { email, password } = await registerUser();
    const answer = await api.call("/api/auth/login", { body: { email: email.toUpperCase(), password } });
    expect(answer.status).toBe(200);
    expect(recordSchema.parse(answer.body).expires).toBe("2026-03-01T10:00:00.000Z");
  });

  it("answers the same 422 on the email field for a wrong password and an unknown address", async () => {
    const { email } = await registerUser();
    const expected = {
      message: "Неверный адрес электронной почты или пароль.",
      data: { email: ["Неверный адрес электронной почты или пароль."] },
    };
    const wrong = await api.call("/api/auth/login", { body: { email, password: "wrong password" } });
    const unknown = await api.call("/api/auth/login", { body: { email: uniqueEmail("nobody"), password: "x" } });
    expect([wrong.status, unknown.status]).toEqual([422, 422]);
    expect(wrong.body).toEqual(expected);
    expect(unknown.body).toEqual(expected);
  });

  it("answers 429 with Retry-After after 5 failures in 15 minutes for the account and IP", async () => {
    const { email, password } = await registerUser();
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) {
      expect((await api.call("/api/auth/login", { body: { email, password: "nope" }, ip })).status).toBe(422);
      api.clock.advanceSeconds(60);
    }
    const locked = await api.call("/api/auth/login", { body: { email, password }, ip });
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toBe("600");
    expect(locked.body).toEqual({ message: "Слишком много неудачных попыток входа. Повторите попытку позже." });
    expect((await api.call("/api/auth/login", { body: { email, password }, ip: uniqueIp() })).status).toBe(200);
    api.clock.advanceSeconds(600);
    expect((await api.call("/api/auth/login", { body: { email, password }, ip })).status).toBe(200);
  });

  it("answers 422 for a malformed address without counting it", async () => {
    const answer = await api.call("/api/auth/login", { body: { email: "x", password: "" } });
    expect(answer.status).toBe(422);
    expect(fields(answer)).toEqual({
      email: ["Введите корректный адрес электронной почты."],
      password: ["Введите пароль."],
    });
  });
});

describe("bearer tokens: GET /api/auth/me, 401 and 406", () => {
  it("answers the user with its sessions, the caller's marked current", async () => {
    const { email, password, token, user } = await registerUser();
    const second = await loginAs(email, password);
    const answer = await me(second);
    expect(answer.status).toBe(200);
    const body = userSchema.parse(answer.body);
    expect(body.id).toBe(user.id);
    expect(body.sessions).toHaveLength(2);
    expect(body.sessions.filter((s) => s.is_current)).toHaveLength(1);
    expect((await me(token)).status).toBe(200);
  });

  it("records a session's last activity at most once a minute", async () => {
    const { token } = await registerUser();
    const activity = async () => userSchema.parse((await me(token)).body).sessions[0]?.last_activity_at;
    api.clock.advanceSeconds(59);
    expect(await activity()).toBe(start.toISOString());
    api.clock.advanceSeconds(1);
    expect(await activity()).toBe("2026-03-01T09:01:00.000Z");
    api.clock.advanceSeconds(30);
    expect(await activity()).toBe("2026-03-01T09:01:00.000Z");
  });

  it("answers 401 without a token and with an unknown one", async () => {
    const anonymous = await me();
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: "Требуется вход в аккаунт." });
    expect((await me("a".repeat(43))).status).toBe(401);
  });

  it("answers 406 once the token expired; refresh gives a new token and kills the old one", async () => {
    const { token, user } = await registerUser();
    api.clock.advanceSeconds(3600);
    const expired = await me(token);
    expect(expired.status).toBe(406);
    expect(expired.body).toEqual({ message: "Срок действия токена истёк." });
    const refreshed = await api.call("/api/auth/refresh", { token });
    expect(refreshed.status).toBe(200);
    const body = signedInSchema.parse(refreshed.body);
    expect(body.expires).toBe("2026-03-01T11:00:00.000Z");
    expect(body.user.id).toBe(user.id);
    expect(body.token).not.toBe(token);
    expect((await me(body.token)).status).toBe(200);
    expect((await me(token)).status).toBe(401);
    expect(await api.call("/api/auth/refresh", { token })).toMatchObject({ status: 401, body: INVALID_SESSION });
  });

  it("refreshes a live token too, and a token up to 30 days after expiry but not later", async () => {
    const { email, password, token } = await registerUser();
    const live = await api.call("/api/auth/refresh", { token });
    expect(live.status).toBe(200);
    const other = await loginAs(email, password);
    api.clock.advanceSeconds(3600 + 30 * 86_400);
    const edge = await api.call("/api/auth/refresh", { token: other });
    expect(edge.status).toBe(200);
    const late = await loginAs(email, password);
    api.clock.advanceSeconds(3600 + 30 * 86_400 + 1);
    expect(await api.call("/api/auth/refresh", { token: late })).toMatchObject({ status: 401, body: INVALID_SESSION });
  });

  it("answers 401 on refresh without a token or with an unknown one", async () => {
    expect((await api.call("/api/auth/refresh")).status).toBe(401);
    expect((await api.call("/api/auth/refresh", { token: "unknown-token" })).status).toBe(401);
  });

  it("works the same under /api-dev/", async () => {
    const { token } = await registerUser();
    expect((await api.call("/api-dev/auth/me", { method: "GET", token })).status).toBe(200);
  });
});

describe("POST /api/auth/logout and /api/auth/logout/force", () => {
  it("logout revokes the token: 200, then 401 everywhere, then 401 on a second logout", async () => {
    const { token } = await registerUser();
    const answer = await api.call("/api/auth/logout", { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: "Вы вышли из аккаунта." });
    expect((await me(token)).status).toBe(401);
    expect((await api.call("/api/auth/refresh", { token })).status).toBe(401);
    expect((await api.call("/api/auth/logout", { token })).status).toBe(401);
    expect((await api.call("/api/auth/logout")).status).toBe(401);
  });

  it("logout accepts an expired token (no 406) and revokes it", async () => {
    const { token } = await registerUser();
    api.clock.advanceSeconds(7200);
    expect((await api.call("/api/auth/logout", { token })).status).toBe(200);
    expect((await api.call("/api/auth/refresh", { token })).status).toBe(401);
  });

  it("logout/force keeps the current session, kills the others and answers the user", async () => {
    const { email, password, token: first } = await registerUser();
    const current = await loginAs(email, password);
    const third = await loginAs(email, password);
    const answer = await api.call("/api/auth/logout/force", { token: current });
    expect(answer.status).toBe(200);
    const { user } = z.object({ user: userSchema }).parse(answer.body);
    expect(user.sessions).toEqual([expect.objectContaining({ is_current: true })]);
    expect((await me(current)).status).toBe(200);
    expect((await me(first)).status).toBe(401);
    expect((await me(third)).status).toBe(401);
  });

  it("logout/force answers 401 anonymously and 406 with an expired token", async () => {
    expect((await api.call("/api/auth/logout/force")).status).toBe(401);
    const { token } = await registerUser();
    api.clock.advanceSeconds(3600);
    expect((await api.call("/api/auth/logout/force", { token })).status).toBe(406);
  });
});

describe("POST /api/auth/forgot-password and /api/auth/reset-password", () => {
  const FORGOT = { message: "Если этот адрес зарегистрирован, мы отправили на него код для восстановления пароля." };

  async function codeFor(email: string, ip = uniqueIp()): Promise<string> {
    const answer = await api.call("/api/auth/forgot-password", { body: { email }, ip });
    expect(answer).toMatchObject({ status: 200, body: FORGOT });
    const [mail] = await api.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(sql`${mailOutbox.id} desc`)
      .limit(1);
    const code = /Код для восстановления пароля: (\S+)/.exec(mail?.text ?? "")?.[1];
    if (!code) throw new Error("no code in the outbox");
    // The link to the reset page, absolute: the request's origin, since SITE_ORIGIN is not set here.
    expect(mail?.text).toContain(`http://localhost/reset-password/?code=${code}`);
    return code;
  }

  const reset = (code: string, password: string, confirmation = password) =>
    api.call("/api/auth/reset-password", { body: { code, password, password_confirmation: confirmation } });

  it("answers the same 200 for a known and an unknown address; only the known one gets mail", async () => {
    const { email } = await registerUser();
    const before = await api.handle.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
    const unknown = await api.call("/api/auth/forgot-password", { body: { email: uniqueEmail("ghost") } });
    expect(unknown).toMatchObject({ status: 200, body: FORGOT });
    const after = await api.handle.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
    expect(after[0]?.n).toBe(before[0]?.n);
    const code = await codeFor(email);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [mail] = await api.handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail).toMatchObject({ subject: "Восстановление пароля на сайте Шуюань", sent_at: null });
  });

  it("links to the reset page on SITE_ORIGIN when it is set", async () => {
    const behindProxy = await openAuthApi(start, { SITE_ORIGIN: "https://shuyuan.example" });
    try {
      const email = uniqueEmail("origin");
      const body = { first_name: "Анна", last_name: "Ли", email, password: "correct horse" };
      expect((await behindProxy.call("/api/auth/register", { body })).status).toBe(201);
      expect((await behindProxy.call("/api/auth/forgot-password", { body: { email } })).status).toBe(200);
      const [mail] = await behindProxy.handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      expect(mail?.text).toMatch(/^https:\/\/shuyuan\.example\/reset-password\/\?code=[A-Za-z0-9_-]{43}$/m);
    } finally {
      await behindProxy.close();
    }
  });

  it("answers 422 for a malformed address and 429 with Retry-After past 3 requests in 15 minutes", async () => {
    const bad = await api.call("/api/auth/forgot-password", { body: { email: "nope" } });
    expect(bad).toMatchObject({
      status: 422,
      body: { data: { email: ["Введите корректный адрес электронной почты."] } },
    });
    const ip = uniqueIp();
    const email = uniqueEmail("flood");
    for (let i = 0; i < 3; i++) {
      expect((await api.call("/api/auth/forgot-password", { body: { email }, ip })).status).toBe(200);
    }
    const limited = await api.call("/api/auth/forgot-password", { body: { email }, ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("900");
    expect(limited.body).toEqual({ message: "Слишком много запросов. Повторите попытку позже." });
  });

  it("resets the password once, revokes every other session, signs the resetter in, and the code cannot be used again", async () => {
    const { email, token } = await registerUser();
    const other = await loginAs(email, "correct horse", uniqueIp());
    const code = await codeFor(email);
    const done = await reset(code, "brand new password");
    expect(done).toMatchObject({ status: 200, body: { message: "Пароль изменён. Вы вошли в личный кабинет." } });
    expect(done.headers.get("cache-control")).toBe("no-store");
    const signedIn = signedInSchema.parse(done.body);
    expect(signedIn.expires).toBe("2026-03-01T10:00:00.000Z");
    expect(signedIn.user.email).toBe(email);
    expect(signedIn.user.sessions.map((session) => session.is_current)).toEqual([true]);
    expect((await me(token)).status).toBe(401);
    expect((await me(other)).status).toBe(401);
    expect(await me(signedIn.token)).toMatchObject({ status: 200, body: { email } });
    expect((await api.call("/api/auth/login", { body: { email, password: "correct horse" } })).status).toBe(422);
    await loginAs(email, "brand new password");
    const again = await reset(code, "another password");
    expect(again).toMatchObject({
      status: 422,
      body: { data: { code: ["Этот код восстановления уже недействителен. Запросите новый код."] } },
    });
    await loginAs(email, "brand new password");
  });

  it("answers 422 for a mismatch, a weak password and an unknown code, without using the code up", async () => {
    const { email } = await registerUser();
    const code = await codeFor(email);
    const mismatch = await reset(code, "brand new password", "brand new passw0rd");
    expect(mismatch).toMatchObject({
      status: 422,
      body: { data: { password_confirmation: ["Пароли не совпадают."] } },
    });
    const weak = await reset(code, "short");
    expect(weak).toMatchObject({
      status: 422,
      body: { data: { password: ["Пароль должен содержать не менее 8 символов."] } },
    });
    const unknown = await reset("X".repeat(43), "brand new password");
    expect(unknown).toMatchObject({ status: 422, body: { data: { code: ["Неверный код восстановления."] } } });
    const empty = await api.call("/api/auth/reset-password", { body: {} });
    expect(fields(empty)).toEqual({
      password: ["Введите пароль."],
      password_confirmation: ["Повторите пароль."],
      code: ["Код восстановления не указан."],
    });
    expect((await reset(code, "brand new password")).status).toBe(200);
  });

  it("answers 422 for a code one hour old, and a newer code replaces an older one", async () => {
    const { email } = await registerUser();
    const older = await codeFor(email);
    const newer = await codeFor(email);
    expect(fields(await reset(older, "brand new password"))?.code).toEqual([
      "Этот код восстановления уже недействителен. Запросите новый код.",
    ]);
    api.clock.advanceSeconds(3600);
    expect(fields(await reset(newer, "brand new password"))?.code).toEqual([
      "Срок действия кода восстановления истёк. Запросите новый код.",
    ]);
    await loginAs(email, "correct horse");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { userSchema } from "../../core/domain/user/user";
import { type AuthApiHarness, openAuthApi } from "../../tests/integration/auth-api-harness";
import { TOKENS } from "../di/tokens";
import { Result } from "effect";
import { runUseCase } from "../../core/application/shared/run-use-case";

const start = new Date("2026-03-01T09:00:00.000Z");
const signedInSchema = z.object({ token: z.string(), user: userSchema });

let api: AuthApiHarness;
beforeAll(async () => {
  api = await openAuthApi(start);
});
afterAll(() => api.close());

let seq = 0;
async function registerUser() {
  const answer = await api.call("/api/auth/register", {
    body: { first_name: "Анна", last_name: "Ли", email: `anna.${++seq}@example.com`, password: "correct horse" },
  });
  return signedInSchema.parse(answer.body);
}

/** Links are made by the social login flow; here straight through the repository of the composed app. */
async function link(userId: number, provider: "vkontakte" | "odnoklassniki" | "mailru", socialId: string) {
  const linked = await runUseCase(
    api.container.get(TOKENS.UserRepository).linkSocial(userId, { provider, social_id: socialId }, start),
  );
  expect(Result.isSuccess(linked)).toBe(true);
}

const detach = (provider: string, body: unknown, token?: string) =>
  api.call(`/api/connect/${provider}/detach`, { body, ...(token ? { token } : {}) });

describe("POST /api/connect/{provider}/detach", () => {
  it("unlinks the viewer's own link, resets a status naming it and answers the user", async () => {
    const { token, user } = await registerUser();
    await link(user.id, "vkontakte", "id100");
    await link(user.id, "mailru", "m100");
    await api.call("/api/auth/me/edit", { token, body: { first_name: "Анна", last_name: "Ли", status: "vkontakte" } });
    const answer = await detach("vkontakte", { social_id: "id100", provider: "vkontakte" }, token);
    expect(answer.status).toBe(200);
    expect(userSchema.parse(answer.body)).toMatchObject({
      status: "none",
      socials: [{ provider: "mailru", social_id: "m100" }],
    });
  });

  it("answers 404 for a link of another user or one that does not exist, and keeps it", async () => {
    const owner = await registerUser();
    const stranger = await registerUser();
    await link(owner.user.id, "odnoklassniki", "ok7");
    const answer = await detach("odnoklassniki", { social_id: "ok7" }, stranger.token);
    expect(answer).toMatchObject({ status: 404, body: { message: "Эта социальная сеть не привязана к аккаунту." } });
    expect((await detach("mailru", { social_id: "none" }, stranger.token)).status).toBe(404);
    const ownerNow = await api.call("/api/auth/me", { method: "GET", token: owner.token });
    expect(userSchema.parse(ownerNow.body).socials).toEqual([{ provider: "odnoklassniki", social_id: "ok7" }]);
  });

  it("accepts a numeric social_id and answers 404 for an unknown provider", async () => {
    const { token, user } = await registerUser();
    await link(user.id, "vkontakte", "4242");
    expect((await detach("vkontakte", { social_id: 4242 }, token)).status).toBe(200);
    expect((await detach("twitter", { social_id: "1" }, token)).status).toBe(404);
  });

  it("answers 422 without social_id or with another provider in the body, 401 anonymously", async () => {
    const { token } = await registerUser();
    const missing = await detach("vkontakte", {}, token);
    expect(missing).toMatchObject({
      status: 422,
      body: { data: { social_id: ["Не указан идентификатор в социальной сети."] } },
    });
    const mismatch = await detach("vkontakte", { social_id: "1", provider: "mailru" }, token);
    expect(mismatch).toMatchObject({
      status: 422,
      body: { data: { provider: ["Социальная сеть не совпадает с адресом запроса."] } },
    });
    expect((await detach("vkontakte", { social_id: "1" })).status).toBe(401);
  });
});

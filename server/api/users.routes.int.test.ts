import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../adapters/storage/sql/schema";
import { publicProfileSchema } from "../../core/domain/user/public-profile";
import { type CommunityApp, openCommunityApp, type SignedIn, V1 } from "../../tests/integration/community-app.harness";
import { insertCatalogue, type SeedCatalogue } from "../../tests/integration/community-seed";

let h: CommunityApp;
let anna: SignedIn;
let boris: SignedIn;
let cat: SeedCatalogue;

beforeAll(async () => {
  h = await openCommunityApp();
  anna = await h.signIn({ first_name: "Анна", last_name: "Лебедева", avatar_filename: "anna.webp" });
  boris = await h.signIn({ first_name: "Борис" });
  await h.db.update(users).set({ signature: "Учусь в Пекине", phone: "+79990001122" }).where(eq(users.id, anna.id));
  cat = await insertCatalogue(h.db);
  const model = `${cat.institution.id}:institution`;
  h.advanceSeconds(1);
  const review = await h.post(
    `${V1}/comments/send`,
    { model, is_review: true, rating: 4, text: "Сильные преподаватели" },
    anna.token,
  );
  expect(review.status).toBe(201);
  h.advanceSeconds(1);
  await h.post(`${V1}/comments/send`, { model, is_review: false, text: "Просто вопрос" }, anna.token);
});
afterAll(() => h.close());

const PRIVATE_KEYS = ["email", "phone", "sessions", "socials", "status", "role", "password_hash"];

const profileOf = async (id: number | string, token?: string) => {
  const response = await h.get(`${V1}/users/${id}/profile`, token);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe("GET /users/{id}/profile", () => {
  it("shows the public fields and the user's reviews, with the institution, to everyone alike", async () => {
    const anonymous = await profileOf(anna.id);
    expect(anonymous.status).toBe(200);
    expect(publicProfileSchema.parse(anonymous.body)).toMatchObject({
      id: anna.id,
      slug: `${anna.id}-${anna.username}`,
      username: anna.username,
      first_name: "Анна",
      last_name: "Лебедева",
      avatar: { filename: "anna.webp" },
      signature: "Учусь в Пекине",
      reviews: [{ text: "Сильные преподаватели", rating: 4, institution: { id: cat.institution.id } }],
    });
    expect((await profileOf(anna.id, boris.token)).body).toEqual(anonymous.body);
    expect((await profileOf(anna.id, anna.token)).body).toEqual(anonymous.body);
  });

  it("never carries the e-mail, phone or sessions, whoever asks", async () => {
    for (const token of [undefined, boris.token, anna.token]) {
      const { body } = await profileOf(anna.id, token);
      for (const key of PRIVATE_KEYS) expect(Object.keys(body)).not.toContain(key);
      const text = JSON.stringify(body);
      expect(text).not.toContain("@example.test");
      expect(text).not.toContain("+79990001122");
      expect(text).not.toContain(anna.token);
    }
  });

  it("answers 404 for an unknown user and 422 for an id that is not one", async () => {
    expect((await profileOf(2_000_000_000)).status).toBe(404);
    const bad = await profileOf("anna");
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ message: expect.any(String), data: { id: [expect.any(String)] } });
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { institutions, ratings } from "../../adapters/storage/sql/schema";
import { type CommunityApp, openCommunityApp, type SignedIn, V1 } from "../../tests/integration/community-app.harness";
import { insertCatalogue, type SeedCatalogue } from "../../tests/integration/community-seed";

let h: CommunityApp;
let users: SignedIn[];
let cat: SeedCatalogue;

beforeAll(async () => {
  h = await openCommunityApp();
  users = [await h.signIn(), await h.signIn(), await h.signIn()];
});
afterAll(() => h.close());
beforeEach(async () => {
  cat = await insertCatalogue(h.db);
});

const rate = (body: unknown, who?: SignedIn) => h.post(`${V1}/institutions/rate`, body, who?.token);

async function stored(id = cat.institution.id) {
  const [row] = await h.db
    .select({ rating: institutions.rating, ratings_count: institutions.ratings_count })
    .from(institutions)
    .where(eq(institutions.id, id));
  return { rating: Number(row?.rating), ratings_count: row?.ratings_count };
}

describe("POST /institutions/rate", () => {
  it("answers the new rating, its count and the user's rating; a second rating replaces the first", async () => {
    const [a, b, c] = users as [SignedIn, SignedIn, SignedIn];
    const first = await rate({ institution_id: cat.institution.id, value: 4 }, a);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ rating: 4, ratings_count: 1, user_rating: 4 });
    expect(await (await rate({ institution_id: cat.institution.id, value: 5 }, b)).json()).toEqual({
      rating: 4.5,
      ratings_count: 2,
      user_rating: 5,
    });
    expect(await (await rate({ institution_id: cat.institution.id, value: 1 }, a)).json()).toEqual({
      rating: 3,
      ratings_count: 2,
      user_rating: 1,
    });
    expect(await (await rate({ institution_id: cat.institution.id, value: 5 }, c)).json()).toEqual({
      rating: 3.67,
      ratings_count: 3,
      user_rating: 5,
    });
    expect(await stored()).toEqual({ rating: 3.67, ratings_count: 3 });
    const rows = await h.db.select().from(ratings).where(eq(ratings.institution_id, cat.institution.id));
    expect(rows).toHaveLength(3);
    expect(await stored(cat.otherInstitution.id)).toEqual({ rating: 0, ratings_count: 0 });
  });

  it("counts every user once when many rate at the same time", async () => {
    const raters = await Promise.all(Array.from({ length: 8 }, () => h.signIn()));
    const values = [1, 2, 3, 4, 5, 5, 4, 4];
    const responses = await Promise.all(
      raters.map((who, i) => rate({ institution_id: cat.institution.id, value: values[i] }, who)),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(await stored()).toEqual({ rating: 3.5, ratings_count: 8 });
  });

  it("answers 401 to an anonymous visitor", async () => {
    const response = await rate({ institution_id: cat.institution.id, value: 5 });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Требуется вход в аккаунт." });
    expect(await stored()).toEqual({ rating: 0, ratings_count: 0 });
  });

  it("answers 404 for an institution that does not exist", async () => {
    const response = await rate({ institution_id: 2_000_000_000, value: 5 }, users[0]);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Учебное заведение не найдено." });
  });

  it("answers 422 for values outside 1..5 or a bad id, and keeps the stored rating", async () => {
    await rate({ institution_id: cat.institution.id, value: 4 }, users[0]);
    for (const body of [
      { institution_id: cat.institution.id, value: 0 },
      { institution_id: cat.institution.id, value: 6 },
      { institution_id: cat.institution.id, value: 3.5 },
      { institution_id: cat.institution.id, value: "5" },
      { institution_id: cat.institution.id },
      { institution_id: "x", value: 3 },
      { institution_id: -1, value: 3 },
    ]) {
      const response = await rate(body, users[0]);
      expect(response.status).toBe(422);
      const json = (await response.json()) as { message: string; data: Record<string, string[]> };
      expect(json.message).toBe("Проверьте правильность заполнения полей.");
      expect(Object.keys(json.data).length).toBeGreaterThan(0);
    }
    const bad = await rate({ institution_id: cat.institution.id, value: 9 }, users[0]);
    expect(await bad.json()).toEqual({
      message: "Проверьте правильность заполнения полей.",
      data: { value: ["Оценка: целое число от 1 до 5."] },
    });
    expect(await stored()).toEqual({ rating: 4, ratings_count: 1 });
  });
});

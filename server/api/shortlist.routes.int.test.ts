import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type CommunityApp, openCommunityApp, type SignedIn, V1 } from "../../tests/integration/community-app.harness";
import { insertCatalogue, type SeedCatalogue } from "../../tests/integration/community-seed";

let h: CommunityApp;
let cat: SeedCatalogue;

beforeAll(async () => {
  h = await openCommunityApp();
});
afterAll(() => h.close());
beforeEach(async () => {
  cat = await insertCatalogue(h.db);
});

const put = (body: unknown, who?: SignedIn) =>
  h.app.request(`${V1}/shortlist`, {
    method: "PUT",
    headers: { "Content-Type": "application/json", ...(who ? { Authorization: `Bearer ${who.token}` } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const list = async (who: SignedIn) => (await h.get(`${V1}/shortlist`, who.token)).json();

describe("GET and PUT /shortlist", () => {
  it("saves the list in order, collapses repeats and answers programs with their institution", async () => {
    const who = await h.signIn();
    expect(await list(who)).toEqual({ items: [] });
    const response = await put(
      {
        items: [
          { kind: "degree_program", id: cat.program.id },
          { kind: "institution", id: cat.otherInstitution.id },
          { kind: "degree_program", id: cat.program.id, institution_id: 999 },
        ],
      },
      who,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const expected = {
      items: [
        { kind: "degree_program", id: cat.program.id, institution_id: cat.institution.id },
        { kind: "institution", id: cat.otherInstitution.id },
      ],
    };
    expect(await response.json()).toEqual(expected);
    expect(await list(who)).toEqual(expected);
    expect(await list(await h.signIn())).toEqual({ items: [] });
  });

  it("answers 401 to a visitor, both ways", async () => {
    expect((await h.get(`${V1}/shortlist`)).status).toBe(401);
    const response = await put({ items: [] });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Требуется вход в аккаунт." });
  });

  it("answers 422 for more than 4 of a kind and keeps the stored list", async () => {
    const who = await h.signIn();
    await put({ items: [{ kind: "institution", id: cat.institution.id }] }, who);
    const response = await put({ items: [1, 2, 3, 4, 5].map((id) => ({ kind: "institution", id })) }, who);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: "Проверьте правильность заполнения полей.",
      data: { items: ["Можно сравнивать не больше 4 учебных заведений."] },
    });
    expect(await list(who)).toEqual({ items: [{ kind: "institution", id: cat.institution.id }] });
  });

  it("answers 422 for items the catalogue does not have", async () => {
    const who = await h.signIn();
    const response = await put(
      {
        items: [
          { kind: "institution", id: cat.institution.id },
          { kind: "degree_program", id: 2_000_000_000 },
          { kind: "institution", id: 2_147_483_647 },
        ],
      },
      who,
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: "Проверьте правильность заполнения полей.",
      data: {
        items: [
          "Таких учебных заведений или программ нет в каталоге. (degree_program:2000000000, institution:2147483647)",
        ],
      },
    });
    expect(await list(who)).toEqual({ items: [] });

    // An id past the database's range names nothing: a field error, before any query (ADR 030).
    const beyond = await put({ items: [{ kind: "institution", id: 9_007_199_254_740_991 }] }, who);
    expect(beyond.status).toBe(422);
    expect(await beyond.json()).toEqual({
      message: "Проверьте правильность заполнения полей.",
      data: { "items.0.id": ["Некорректный идентификатор."] },
    });
  });

  it("answers 422 with field messages for a malformed body, never 500", async () => {
    const who = await h.signIn();
    for (const body of [
      "not json",
      {},
      { items: "all" },
      { items: [{ kind: "course", id: 1 }] },
      { items: [{ kind: "institution", id: -1 }] },
      { items: [{ kind: "institution", id: "1" }] },
      { items: Array.from({ length: 41 }, () => ({ kind: "institution", id: 1 })) },
    ]) {
      const response = await put(body, who);
      expect(response.status).toBe(422);
      expect(Object.keys(((await response.json()) as { data: object }).data).length).toBeGreaterThan(0);
    }
  });

  it("answers 413 for an oversized body", async () => {
    const who = await h.signIn();
    const response = await put({ items: [], padding: "x".repeat(10_000) }, who);
    expect(response.status).toBe(413);
  });
});

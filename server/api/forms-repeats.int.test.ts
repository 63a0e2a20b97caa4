import { readdir } from "node:fs/promises";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formSubmissions } from "../../adapters/storage/sql/schema";
import { PDF_BYTES } from "../../tests/integration/fixtures/documents";
import { type FormsApp, openFormsApp } from "../../tests/integration/forms-app.harness";

/**
 * Repeated lead posts (ADR 072) through the composed server and a real database, with the form rate limit raised so
 * that only the repeat rule decides: the same form, contacts and page within ten minutes, or the same
 * Idempotency-Key, make one lead and get the first answer again.
 */
let t: FormsApp;
beforeAll(async () => {
  t = await openFormsApp(new Date("2026-11-28T10:00:00.000Z"), { TRUST_PROXY: "1", FORM_RATE_LIMIT: "1000" });
});
afterAll(() => t.close());

type Answer = { status: number; body: unknown; replayed: string | null };

let people = 0;
/** A sender no other test uses, so repeats never cross tests. */
const someone = () => {
  people++;
  return { name: `Гость ${people}`, phone: `+7912${String(people).padStart(7, "0")}` };
};

const PAGE = "https://shuyuan.ru/universities/china/";

const post = async (form: string, body: unknown, key?: string): Promise<Answer> => {
  const headers: Record<string, string> = { "content-type": "application/json", "x-forwarded-for": t.nextIp() };
  if (key !== undefined) headers["idempotency-key"] = key;
  const response = await t.app.request(`/api/ru/v1/forms/${form}`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: await response.json(),
    replayed: response.headers.get("idempotent-replayed"),
  };
};

const leadsOf = async (kind: string) =>
  (await t.db.select({ n: count() }).from(formSubmissions).where(eq(formSubmissions.kind, kind)))[0]?.n ?? 0;

const JSON_FORMS = [
  { form: "simple-form", kind: "simple", body: () => ({ ...someone(), message: "Хочу в Пекин" }) },
  { form: "subscribe-to-news-form", kind: "subscribe", body: () => ({ email: `guest${++people}@example.com` }) },
  { form: "promo-form", kind: "promo", body: () => someone() },
  { form: "calc-form", kind: "calc", body: () => ({ ...someone(), calc: { country: "Китай", budget: 500000 } }) },
  {
    form: "leave-review-form",
    kind: "leave-review",
    body: () => ({ name: someone().name, text: "Всё понравилось", rating: 5 }),
  },
];

describe("a repeated lead post", () => {
  it.each(JSON_FORMS)("$form: the same post again makes no second lead and answers as the first", async (f) => {
    const body = { ...f.body(), page_url: `${PAGE}?utm_source=yandex` };
    const before = await leadsOf(f.kind);
    const first = await post(f.form, body);
    t.advanceSeconds(9 * 60);
    // The page's query differs: the same page, the same post.
    const again = await post(f.form, { ...body, page_url: `${PAGE}?utm_source=vk` });
    expect(first).toMatchObject({ status: 201, replayed: null });
    expect(again).toEqual({ ...first, replayed: "true" });
    expect(await leadsOf(f.kind)).toBe(before + 1);
  });

  it("makes a new lead once the first is ten minutes old, and for another sender at once", async () => {
    const sender = someone();
    const first = await post("simple-form", { ...sender, page_url: PAGE });
    const other = await post("simple-form", { ...someone(), page_url: PAGE });
    t.advanceSeconds(10 * 60);
    const later = await post("simple-form", { ...sender, page_url: PAGE });
    const ids = [first, other, later].map((answer) => (answer.body as { id: number }).id);
    expect(new Set(ids).size).toBe(3);
  });

  it("makes one lead of 50 identical posts sent at once", async () => {
    const before = await leadsOf("promo");
    const body = { ...someone(), page_url: PAGE };
    const answers = await Promise.all(Array.from({ length: 50 }, () => post("promo-form", body)));
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(answers.filter((answer) => answer.replayed === null)).toHaveLength(1);
    expect(await leadsOf("promo")).toBe(before + 1);
  });

  it("answers a repeated Idempotency-Key with the first answer, even when the post was edited", async () => {
    const before = await leadsOf("simple");
    const key = "4f1c2a9e-7d7b-4c55-9a43-1b2f3c4d5e6f";
    const first = await post("simple-form", { ...someone(), page_url: PAGE }, key);
    const edited = await post("simple-form", { ...someone(), page_url: PAGE }, key);
    expect(edited).toEqual({ ...first, replayed: "true" });
    const malformed = await post("simple-form", { ...someone(), page_url: PAGE }, "bad key!");
    expect(malformed).toMatchObject({ status: 201, replayed: null });
    expect(await leadsOf("simple")).toBe(before + 2);
  });

  it("save-doc: the same document again is one lead and one stored file", async () => {
    const files = async () =>
      (await readdir(t.uploadsDir, { recursive: true, withFileTypes: true }).catch(() => [])).filter(
        (entry) => entry.isFile() && !entry.parentPath.includes(".tmp"),
      ).length;
    const send = async (bytes: Uint8Array<ArrayBuffer>) => {
      const form = new FormData();
      for (const [key, value] of Object.entries({ ...sender, page_url: PAGE })) form.append(key, value);
      form.append("file", new File([bytes], "Аттестат.pdf", { type: "application/pdf" }));
      const response = await t.app.request("/api/ru/v1/forms/save-doc-form", {
        method: "POST",
        headers: { "x-forwarded-for": t.nextIp() },
        body: form,
      });
      return { status: response.status, body: await response.json() };
    };
    const sender = someone();
    const [leads, stored] = [await leadsOf("save-doc"), await files()];
    const first = await send(PDF_BYTES);
    expect(await send(PDF_BYTES)).toEqual(first);
    expect([await leadsOf("save-doc"), await files()]).toEqual([leads + 1, stored + 1]);
    // Another document from the same sender is another submission.
    const other = new Uint8Array([...PDF_BYTES, 0x0a]);
    expect((await send(other)).body).not.toEqual(first.body);
    expect(await leadsOf("save-doc")).toBe(leads + 2);
  });
});

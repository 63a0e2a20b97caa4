import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formSubmissions } from "../../adapters/storage/sql/schema";
import { type FormsApp, openFormsApp } from "../../tests/integration/forms-app.harness";
import { type ListeningApp, listeningApp } from "../../tests/integration/listening-app";

let t: FormsApp;
let server: ListeningApp;
let base: string;

beforeAll(async () => {
  t = await openFormsApp(undefined, {});
  server = await listeningApp(t.app);
  base = server.baseUrl;
});
afterAll(async () => {
  await server.close();
  await t.close();
});

describe("the forms on a real listening server without a trusted proxy", () => {
  it("stores the socket's address and ignores a forged X-Forwarded-For", async () => {
    const response = await fetch(`${base}/api/ru/v1/forms/simple-form`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "6.6.6.6" },
      body: JSON.stringify({ name: "Анна", phone: "+79123456789" }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const [row] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, id));
    expect(row?.ip).toBe("127.0.0.1");
  });

  it("limits by the socket's address, whatever X-Forwarded-For claims", async () => {
    const send = (forged: string) =>
      fetch(`${base}/api/ru/v1/forms/subscribe-to-news-form`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": forged },
        body: JSON.stringify({ email: "a@b.ru" }),
      });
    for (let i = 0; i < 5; i++) expect((await send(`10.0.0.${i}`)).status).toBe(201);
    const refused = await send("10.0.0.99");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBe(60);
  });

  it("answers 413 to an oversized upload over the wire without storing it", async () => {
    const form = new FormData();
    form.append("file", new File([new Uint8Array(11 * 1024 * 1024)], "big.pdf", { type: "application/pdf" }));
    const response = await fetch(`${base}/api/ru/v1/forms/save-doc-form`, { method: "POST", body: form });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "Файл больше 10 МБ.", data: { file: ["Файл больше 10 МБ."] } });
  });
});

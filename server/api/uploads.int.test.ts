import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localFileStore } from "../../adapters/storage/files/local-file-store";
import { sqlUploadRepository } from "../../adapters/storage/sql/repositories/uploads.sql";
import { formSubmissions, uploads } from "../../adapters/storage/sql/schema";
import { parseUploadFileName } from "../../core/domain/image/upload-file-name";
import { uploadUrl } from "../../core/domain/image/upload-url";
import type { Upload } from "../../core/ports/upload-repository.port";
import { PDF_BYTES, PNG_BYTES } from "../../tests/integration/fixtures/documents";
import { type FormsApp, openFormsApp } from "../../tests/integration/forms-app.harness";

let t: FormsApp;
let image: Upload;
let document: { url: string; ownerToken: string };

/** A public image stored the way the site stores uploads (file store + record, no form). */
const storeImage = async (): Promise<Upload> => {
  const saved = await localFileStore(t.uploadsDir).save(PNG_BYTES, "png");
  return sqlUploadRepository(t.db).add({
    ...saved,
    originalName: "логотип.png",
    mime: "image/png",
    userId: null,
    createdAt: t.now(),
  });
};

/** A document sent through the save-doc form by a signed-in user. */
const sendDocument = async () => {
  const { token } = await t.signIn();
  const form = new FormData();
  form.append("file", new File([PDF_BYTES], "Мой паспорт (скан).pdf", { type: "application/pdf" }));
  const response = await t.app.request("/api/ru/v1/forms/save-doc-form", {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "x-forwarded-for": t.nextIp() },
    body: form,
  });
  const { id } = (await response.json()) as { id: number };
  const [row] = await t.db
    .select({ filename: uploads.filename })
    .from(formSubmissions)
    .innerJoin(uploads, eq(uploads.id, formSubmissions.upload_id))
    .where(eq(formSubmissions.id, id));
  if (!row) throw new Error("no upload row");
  return { url: uploadUrl(row.filename as Upload["filename"]), ownerToken: token };
};

const get = (path: string, init: { token?: string; method?: string; headers?: Record<string, string> } = {}) =>
  t.app.request(path, {
    method: init.method ?? "GET",
    headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...init.headers },
  });

beforeAll(async () => {
  t = await openFormsApp();
  image = await storeImage();
  document = await sendDocument();
});
afterAll(() => t.close());

describe("GET /uploads/{chunks}/{filename}", () => {
  it("serves a public image with its stored type, inline, cacheable, never sniffed", async () => {
    const response = await get(uploadUrl(image.filename));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-length")).toBe(String(PNG_BYTES.length));
    expect(response.headers.get("content-disposition")).toBe(
      `inline; filename="${image.filename}"; filename*=UTF-8''%D0%BB%D0%BE%D0%B3%D0%BE%D1%82%D0%B8%D0%BF.png`,
    );
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), Buffer.from(PNG_BYTES))).toBe(0);
  });

  it("answers a resize request (?w=&fm=webp) with a webp variant, never larger than the picture (ADR 064)", async () => {
    const response = await get(`${uploadUrl(image.filename)}?w=380&fm=webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
  });

  it("shows the site's own SVG inline under the SVG CSP, and an SVG anyone sent only as opaque bytes", async () => {
    const bytes = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const store = localFileStore(t.uploadsDir);
    const record = async (name: string, userId: number | null) => {
      const parsed = parseUploadFileName(name);
      if (!parsed.ok) throw new Error(parsed.error._tag);
      const saved = await store.put(parsed.value, bytes);
      const row = { ...saved, originalName: name, mime: "image/svg+xml", userId, createdAt: t.now() };
      return sqlUploadRepository(t.db).add(row);
    };
    const own = await get(uploadUrl((await record("site-art.svg", null)).filename));
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("image/svg+xml");
    expect(own.headers.get("content-disposition")).toMatch(/^inline;/);
    expect(own.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    const { userId } = await t.signIn();
    const sent = await get(uploadUrl((await record("user-art.svg", userId)).filename));
    expect(sent.status).toBe(200);
    expect(sent.headers.get("content-type")).toBe("application/octet-stream");
    expect(sent.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(sent.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
  });

  it("answers HEAD with the headers only, and a matching If-None-Match with 304", async () => {
    const head = await get(uploadUrl(image.filename), { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(PNG_BYTES.length));
    expect(await head.text()).toBe("");
    const etag = head.headers.get("etag") ?? "";
    expect(etag).toBe(`"${image.sha256}"`);
    const cached = await get(uploadUrl(image.filename), { headers: { "if-none-match": etag } });
    expect(cached.status).toBe(304);
  });

  it("keeps documents of the forms private: 404 to anonymous and other users", async () => {
    const anonymous = await get(document.url);
    expect(anonymous.status).toBe(404);
    expect(await anonymous.json()).toEqual({ message: "Не найдено." });
    const stranger = await t.signIn();
    expect((await get(document.url, { token: stranger.token })).status).toBe(404);
  });

  it("serves a document to its sender and to staff as a PDF download with the sender's file name", async () => {
    const staff = await t.signIn("staff");
    for (const token of [document.ownerToken, staff.token]) {
      const response = await get(document.url, { token });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      const disposition = response.headers.get("content-disposition") ?? "";
      expect(disposition).toMatch(/^attachment; filename="[0-9a-f]{24}\.pdf"; filename\*=UTF-8''/);
      expect(decodeURIComponent(disposition.split("''")[1] ?? "")).toBe("Мой паспорт (скан).pdf");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), Buffer.from(PDF_BYTES))).toBe(0);
    }
  });

  it("never leaves the uploads folder, whatever the path", async () => {
    await writeFile(join(t.dataDir, "secret.txt"), "top secret");
    const stem = image.filename.slice(0, image.filename.lastIndexOf("."));
    for (const path of [
      "/uploads/../secret.txt",
      "/uploads/%2e%2e/secret.txt",
      "/uploads/..%2fsecret.txt",
      "/uploads/sec/ret/secret.txt",
      "/uploads/%2e%2e%2fsecret.txt",
      "/uploads/..%5csecret.txt",
      `/uploads/${stem.slice(0, 3)}/${image.filename}`,
      `/uploads/${image.filename}`,
      `${uploadUrl(image.filename)}/`,
      uploadUrl(image.filename).replace(
        image.filename,
        `%${image.filename.charCodeAt(0).toString(16)}${image.filename.slice(1)}`,
      ),
      "/uploads/",
      "/uploads",
    ]) {
      const response = await get(path);
      const text = await response.text();
      expect(text, path).not.toContain("top secret");
      if (path.startsWith("/uploads/..") && !path.includes("%")) continue; // resolved by the URL parser: not /uploads
      expect(response.status, path).toBe(404);
    }
  });

  it("answers 404 for a file on disk that has no record", async () => {
    const orphan = "abcabcabcabcabcabcabcabc.png";
    const dir = join(t.uploadsDir, "abc", "abc", "abc", "abc", "abc", "abc", "abc", "abc");
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, orphan), PNG_BYTES);
    expect((await get(`/uploads/abc/abc/abc/abc/abc/abc/abc/abc/${orphan}`)).status).toBe(404);
  });

  it("answers 405 to other methods", async () => {
    const response = await get(uploadUrl(image.filename), { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });
});

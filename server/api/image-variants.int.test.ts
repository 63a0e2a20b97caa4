import { readdir } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localFileStore } from "../../adapters/storage/files/local-file-store";
import { sqlUploadRepository } from "../../adapters/storage/sql/repositories/uploads.sql";
import { uploadUrl, webpUploadUrl } from "../../core/domain/image/upload-url";
import { webpVariantUrl } from "../../core/domain/image/variant-url";
import type { Upload } from "../../core/ports/upload-repository.port";
import { PDF_BYTES } from "../../tests/integration/fixtures/documents";
import { type FormsApp, openFormsApp } from "../../tests/integration/forms-app.harness";
import { imageVariantsDir } from "../image-variants.deps";

let t: FormsApp;
let photo: Upload;
let small: Upload;

/** A public picture stored the way the site stores uploads (file store + record, no form). */
const storePicture = async (width: number, height: number): Promise<Upload> => {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: "#3a6ea5" } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#c8102e"/></svg>`,
        ),
      },
    ])
    .jpeg()
    .toBuffer();
  const saved = await localFileStore(t.uploadsDir).save(new Uint8Array(jpeg), "jpg");
  return sqlUploadRepository(t.db).add({
    ...saved,
    originalName: "кампус.jpg",
    mime: "image/jpeg",
    userId: null,
    createdAt: t.now(),
  });
};

/** A document sent through the save-doc form by a signed-in user (a private upload). */
const sendDocument = async (): Promise<{ url: string; token: string }> => {
  const { token } = await t.signIn();
  const form = new FormData();
  form.append("file", new File([PDF_BYTES], "скан.pdf", { type: "application/pdf" }));
  const sent = await t.app.request("/api/ru/v1/forms/save-doc-form", {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "x-forwarded-for": t.nextIp() },
    body: form,
  });
  expect(sent.status).toBe(201);
  const rows = await t.db.query.uploads.findMany({ where: (u, { eq }) => eq(u.mime, "application/pdf") });
  const row = rows.at(-1);
  if (!row) throw new Error("no document row");
  return { url: uploadUrl(row.filename as Upload["filename"]), token };
};

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });
const bodyOf = async (response: Response) => Buffer.from(await response.arrayBuffer());
const metaOf = async (response: Response) => sharp(await bodyOf(response)).metadata();

/** Every variant file under DATA_DIR/image-variants. */
const cachedFiles = async (): Promise<string[]> => {
  const found: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (entry.name === ".tmp") continue;
      if (entry.isDirectory()) await walk(join(dir, entry.name));
      else found.push(join(dir, entry.name));
    }
  };
  await walk(imageVariantsDir({ dataDir: t.dataDir }));
  return found;
};

beforeAll(async () => {
  t = await openFormsApp();
  photo = await storePicture(4000, 3000);
  small = await storePicture(1000, 800);
}, 60_000);
afterAll(() => t.close());

describe("GET /uploads/… image variants (ADR 064)", () => {
  it("answers webp of exactly the asked width, cacheable for a year", async () => {
    const response = await get(webpUploadUrl(photo.filename, 1533));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("etag")).toBe(`"${photo.sha256}-1533-full"`);
    const meta = await metaOf(response);
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: "webp",
      width: 1533,
      height: 1150,
    });
  });

  it("crops to each spec ratio", async () => {
    const expected = { "16:9": [380, 214], "4:3": [380, 285], "1:1": [380, 380] } as const;
    for (const [ratio, [width, height]] of Object.entries(expected)) {
      const response = await get(webpVariantUrl(uploadUrl(photo.filename), 380, ratio as keyof typeof expected));
      expect(response.status).toBe(200);
      const meta = await metaOf(response);
      expect([meta.width, meta.height]).toEqual([width, height]);
    }
  });

  it("never scales up: a 1000 px picture asked at 3840 comes back 1000 px wide", async () => {
    const meta = await metaOf(await get(webpVariantUrl(uploadUrl(small.filename), 3840, "16:9")));
    expect([meta.width, meta.height]).toEqual([1000, 563]);
  });

  it("makes a variant once and serves the same bytes from the disk afterwards", async () => {
    const url = webpVariantUrl(uploadUrl(photo.filename), 2687, "4:3");
    const before = (await cachedFiles()).length;
    const first = await get(url);
    const second = await get(url);
    expect(first.headers.get("x-image-variant")).toBe("made");
    expect(second.headers.get("x-image-variant")).toBe("cached");
    expect(Buffer.compare(await bodyOf(first), await bodyOf(second))).toBe(0);
    const files = await cachedFiles();
    expect(files.length).toBe(before + 1);
    expect(files).toContain(
      join(imageVariantsDir({ dataDir: t.dataDir }), photo.sha256.slice(0, 2), photo.sha256, "2687-4x3.webp"),
    );
    const again = await get(url, { "if-none-match": second.headers.get("etag") ?? "" });
    expect(again.status).toBe(304);
  });

  it("makes a variant asked for by many at once only once", async () => {
    const url = webpVariantUrl(uploadUrl(photo.filename), 3840, "1:1");
    const all = await Promise.all(Array.from({ length: 6 }, () => get(url)));
    expect(all.map((response) => response.status)).toEqual(Array(6).fill(200));
    const bodies = await Promise.all(all.map(bodyOf));
    expect(bodies.every((body) => Buffer.compare(body, bodies[0] ?? Buffer.alloc(0)) === 0)).toBe(true);
    const cached = await cachedFiles();
    expect(cached.filter((file) => file.endsWith("3840-1x1.webp"))).toHaveLength(1);
  });

  it("refuses widths off the spec list, unknown ratios and formats with a 422 naming the field", async () => {
    const base = uploadUrl(photo.filename);
    const cases = [
      [`${base}?w=400&fm=webp`, "w"],
      [`${base}?w=0380`, "w"],
      [`${base}?w=-1`, "w"],
      [`${base}?fm=webp`, "w"],
      [`${base}?w=380&fm=png`, "fm"],
      [`${base}?w=380&ar=3:2`, "ar"],
      [`${base}?w=380&w=1533`, "w"],
    ] as const;
    for (const [url, field] of cases) {
      const response = await get(url);
      expect(response.status, url).toBe(422);
      const body = (await response.json()) as { message: string; data: Record<string, string[]> };
      expect(Object.keys(body.data), url).toEqual([field]);
    }
  });

  it("refuses path traversal, raw and percent-encoded, with a 4xx", async () => {
    const chunks = uploadUrl(photo.filename).split("/").slice(2, -1).join("/");
    const paths = [
      `/uploads/${chunks}/../${photo.filename}?w=380`,
      `/uploads/${chunks}/../../../../../../../../../../etc/passwd?w=380&fm=webp`,
      `/uploads/${chunks}/..%2F..%2Fetc%2Fpasswd?w=380`,
      `/uploads/${chunks}/%2e%2e%2f${photo.filename}?w=380`,
      `/uploads/%2e%2e/%2e%2e/etc/passwd?w=380&fm=webp`,
      `/uploads/${chunks}/..%5C..%5C${photo.filename}?w=380`,
      `/uploads/${chunks}\\..\\${photo.filename}?w=380`,
      `/uploads/${chunks}/${photo.filename}%00.png?w=380`,
    ];
    for (const path of paths) {
      const response = await get(path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
    }
  });

  it("never resizes a private form document, not even for its sender", async () => {
    const doc = await sendDocument();
    const before = (await cachedFiles()).length;
    expect((await get(`${doc.url}?w=380&fm=webp`)).status).toBe(404);
    expect((await get(`${doc.url}?w=380&fm=webp`, { authorization: `Bearer ${doc.token}` })).status).toBe(404);
    expect((await get(doc.url, { authorization: `Bearer ${doc.token}` })).status).toBe(200);
    expect((await cachedFiles()).length).toBe(before);
  });

  it("still serves the original without parameters", async () => {
    const response = await get(uploadUrl(photo.filename));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect((await metaOf(response)).width).toBe(4000);
  });
});

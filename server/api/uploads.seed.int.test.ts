import { rm } from "node:fs/promises";
import { join } from "node:path";
import { isNotNull } from "drizzle-orm";
import sharp from "sharp";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localFileStore } from "../../adapters/storage/files/local-file-store";
import {
  banners,
  blogPosts,
  certificates,
  diplomas,
  institutions,
  teachers,
  teamMembers,
  uploads,
  users,
} from "../../adapters/storage/sql/schema";
import { seededImages } from "../../adapters/storage/sql/seed/images/seeded-images";
import { seedImages } from "../../adapters/storage/sql/seed/images/seed-images";
import { seedDatabase } from "../../adapters/storage/sql/seed/seed-database";
import { parseUploadFileName, type UploadFileName } from "../../core/domain/image/upload-file-name";
import { uploadPathChunks } from "../../core/domain/image/upload-path-chunks";
import { webpUploadUrl, uploadUrl } from "../../core/domain/image/upload-url";
import { webpVariantUrl } from "../../core/domain/image/variant-url";
import { type FormsApp, openFormsApp } from "../../tests/integration/forms-app.harness";

let t: FormsApp;

/** Every column of the schema that holds the name of an uploaded image. */
const IMAGE_COLUMNS: ReadonlyArray<readonly [PgTable, PgColumn]> = [
  [banners, banners.image],
  [blogPosts, blogPosts.cover],
  [teamMembers, teamMembers.photo],
  [teachers, teachers.photo],
  [certificates, certificates.image],
  [diplomas, diplomas.image],
  [institutions, institutions.logo],
  [institutions, institutions.photo],
  [users, users.avatar_filename],
];

const referencedNames = async (): Promise<UploadFileName[]> => {
  const names = new Set<string>();
  for (const [table, column] of IMAGE_COLUMNS) {
    const rows = await t.db.select({ name: column }).from(table).where(isNotNull(column));
    for (const row of rows) names.add(String(row.name));
  }
  return [...names].sort().map((name) => {
    const parsed = parseUploadFileName(name);
    if (!parsed.ok) throw new Error(`a seeded row names an unsafe file: ${name}`);
    return parsed.value;
  });
};

beforeAll(async () => {
  t = await openFormsApp();
  expect(await seedDatabase(t.db, t.now(), localFileStore(t.uploadsDir))).toBe(true);
}, 300_000);
afterAll(() => t.close());

describe("the seeded images", () => {
  it("are exactly the images the seeded rows name", async () => {
    const referenced = await referencedNames();
    expect(referenced.length).toBeGreaterThan(40);
    expect(referenced).toEqual(
      seededImages()
        .map((image) => image.filename)
        .sort(),
    );
  });

  it("serve the scans at their /uploads/ address as SVG, inline, under the SVG CSP, never sniffed", async () => {
    const scans = seededImages().filter((image) => image.photo === null);
    expect(scans.length).toBeGreaterThan(10);
    for (const { filename: name, svg } of scans) {
      const response = await t.app.request(uploadUrl(name));
      expect(response.status, name).toBe(200);
      expect(response.headers.get("content-type"), name).toBe("image/svg+xml");
      expect(response.headers.get("content-security-policy"), name).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      );
      expect(response.headers.get("x-content-type-options"), name).toBe("nosniff");
      expect(response.headers.get("content-disposition"), name).toBe(
        `inline; filename="${name}"; filename*=UTF-8''${name}`,
      );
      expect(response.headers.get("cache-control"), name).toBe("public, max-age=31536000, immutable");
      expect(await response.text(), name).toBe(svg);
    }
  });

  it("serve the photos as JPEG of their rendered width, and a scan asked for a width as the original SVG", async () => {
    for (const image of seededImages()) {
      const response = await t.app.request(uploadUrl(image.filename));
      expect(response.status, image.filename).toBe(200);
      if (image.photo === null) {
        const resized = await t.app.request(webpUploadUrl(image.filename, 1533));
        expect(resized.headers.get("content-type"), image.filename).toBe("image/svg+xml");
        continue;
      }
      expect(response.headers.get("content-type"), image.filename).toBe("image/jpeg");
      expect(response.headers.get("content-security-policy"), image.filename).toBe("default-src 'none'; sandbox");
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.format, meta.width], image.filename).toEqual(["jpeg", image.photo.width]);
    }
  });

  it("resize the photos through the same pipeline as uploads (webp of the asked width)", async () => {
    const photo = seededImages().find((image) => image.photo !== null);
    if (!photo) throw new Error("no seeded photo");
    const response = await t.app.request(webpVariantUrl(uploadUrl(photo.filename), 380, "16:9"));
    expect(response.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([380, 214]);
  });

  it("are recorded as the site's own files: no sender, no form, JPEG for photos and SVG for scans", async () => {
    const rows = await t.db.select().from(uploads);
    expect(rows).toHaveLength(seededImages().length);
    const photos = new Set(seededImages().flatMap((image) => (image.photo === null ? [] : [image.filename])));
    for (const row of rows) {
      expect(row.user_id).toBeNull();
      expect(row.mime, row.filename).toBe(photos.has(row.filename as UploadFileName) ? "image/jpeg" : "image/svg+xml");
    }
  });

  it("are left alone when present, and written again, the same bytes, when the folder lost one", async () => {
    const files = localFileStore(t.uploadsDir);
    expect(await seedImages(t.db, files, t.now())).toBe(0);
    for (const lost of [seededImages().find((image) => image.photo !== null), seededImages().at(-1)]) {
      if (!lost) throw new Error("no seeded image");
      const before = Buffer.from(await (await t.app.request(uploadUrl(lost.filename))).arrayBuffer());
      await rm(join(t.uploadsDir, ...uploadPathChunks(lost.filename), lost.filename));
      expect((await t.app.request(uploadUrl(lost.filename))).status).toBe(404);
      expect(await seedDatabase(t.db, t.now(), files)).toBe(false);
      const response = await t.app.request(uploadUrl(lost.filename));
      expect(response.status).toBe(200);
      expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), before), lost.filename).toBe(0);
    }
    expect(await t.db.$count(uploads)).toBe(seededImages().length);
  });

  it("cannot be imitated: the document form refuses SVG however it is named", async () => {
    const svg = new TextEncoder().encode(seededImages().at(-1)?.svg ?? "<svg/>");
    for (const [name, type] of [
      ["logo.svg", "image/svg+xml"],
      ["logo.png", "image/png"],
      ["scan.pdf", "application/pdf"],
    ] as const) {
      const form = new FormData();
      form.append("file", new File([svg], name, { type }));
      const response = await t.app.request("/api/ru/v1/forms/save-doc-form", {
        method: "POST",
        headers: { "x-forwarded-for": t.nextIp() },
        body: form,
      });
      expect(response.status, name).toBe(422);
    }
    expect(await t.db.$count(uploads)).toBe(seededImages().length);
  });
});

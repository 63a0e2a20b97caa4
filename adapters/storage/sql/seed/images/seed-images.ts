import { createHash } from "node:crypto";
import { inArray } from "drizzle-orm";
import type { UploadFileName } from "../../../../../core/domain/image/upload-file-name";
import { SVG_MIME } from "../../../../../core/domain/image/upload-presentation";
import type { NamedFileStore } from "../../../../../core/ports/file-store.port";
import type { Database } from "../../database";
import { uploads } from "../../schema";
import { seededImages } from "./seeded-images";

/** Whether the store holds a file of this size under the name (the stream is closed unread). */
const hasFile = async (files: NamedFileStore, filename: UploadFileName, size: number): Promise<boolean> => {
  const opened = await files.open(filename);
  await opened?.chunks[Symbol.asyncIterator]().return?.();
  return opened !== null && opened.size === size;
};

/**
 * Writes the seeded images into the file store and records them in `uploads` as the site's own SVG (no sender,
 * no form), which is what /uploads/ serves inline. Idempotent: an image whose record and file already match is left
 * alone, a missing or stale one is written again, so a lost uploads folder comes back on the next start.
 * Returns how many images it wrote.
 */
export async function seedImages(db: Database, files: NamedFileStore, now: Date): Promise<number> {
  const images = seededImages();
  const recorded = await db
    .select({ filename: uploads.filename, sha256: uploads.sha256 })
    .from(uploads)
    .where(
      inArray(
        uploads.filename,
        images.map((image) => image.filename),
      ),
    );
  const hashes = new Map(recorded.map((row) => [row.filename, row.sha256]));
  let written = 0;
  for (const image of images) {
    const bytes = new TextEncoder().encode(image.svg);
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    if (hashes.get(image.filename) === sha256 && (await hasFile(files, image.filename, bytes.length))) continue;
    await files.put(image.filename, bytes);
    const row = { mime: SVG_MIME, size: bytes.length, sha256, user_id: null };
    await db
      .insert(uploads)
      .values({ filename: image.filename, original_name: image.filename, created_at: now, ...row })
      .onConflictDoUpdate({ target: uploads.filename, set: row });
    written++;
  }
  return written;
}

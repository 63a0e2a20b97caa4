import { createHash } from "node:crypto";
import { inArray } from "drizzle-orm";
import type { UploadFileName } from "../../../../../core/domain/image/upload-file-name";
import { SVG_MIME } from "../../../../../core/domain/image/upload-presentation";
import type { NamedFileStore } from "../../../../../core/ports/file-store.port";
import type { Database } from "../../database";
import { uploads } from "../../schema";
import { rasterPhoto } from "./raster-photo";
import { type SeededImage, seededImages } from "./seeded-images";

const JPEG_MIME = "image/jpeg";
/** Photos rendered at once: sharp works on its own threads, so two keep both cores of a small host busy. */
const PHOTO_CONCURRENCY = 2;

type Recorded = Readonly<{ sha256: string; size: number; mime: string }>;

/** Whether the store holds a file of this size under the name (the stream is closed unread). */
const hasFile = async (files: NamedFileStore, filename: UploadFileName, size: number): Promise<boolean> => {
  const opened = await files.open(filename);
  await opened?.chunks[Symbol.asyncIterator]().return?.();
  return opened !== null && opened.size === size;
};

/** The bytes of a seeded image: the SVG as it is, or its drawing rendered to a JPEG photo. */
const bytesOf = async (image: SeededImage): Promise<Uint8Array> =>
  image.photo === null
    ? new TextEncoder().encode(image.svg)
    : rasterPhoto(image.svg, image.photo.drawingWidth, image.photo.width, image.filename);

/**
 * Whether the stored image is the current one. An SVG is compared by its hash (drawing it costs nothing). A photo
 * takes a second or so to render, so on a restart it counts as current when its record says JPEG and the file has the
 * recorded size: a changed drawing reaches an existing DATA_DIR only under a new file name, or by deleting the file.
 */
async function isCurrent(files: NamedFileStore, image: SeededImage, recorded: Recorded | undefined): Promise<boolean> {
  if (recorded === undefined) return false;
  if (image.photo !== null) return recorded.mime === JPEG_MIME && (await hasFile(files, image.filename, recorded.size));
  const bytes = new TextEncoder().encode(image.svg);
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  return recorded.sha256 === sha256 && (await hasFile(files, image.filename, bytes.length));
}

/**
 * Writes the seeded images into the file store and records them in `uploads` as the site's own files (no sender, no
 * form): SVG documents, which /uploads/ serves inline as they are, and JPEG photos, which it also resizes (ADR 064).
 * Idempotent: an image whose record and file already match is left alone, a missing or stale one is written again,
 * so a lost uploads folder comes back on the next start. Photos render two at a time. Returns how many images it
 * wrote.
 */
export async function seedImages(db: Database, files: NamedFileStore, now: Date): Promise<number> {
  const images = seededImages();
  const rows = await db
    .select({ filename: uploads.filename, sha256: uploads.sha256, size: uploads.size, mime: uploads.mime })
    .from(uploads)
    .where(
      inArray(
        uploads.filename,
        images.map((image) => image.filename),
      ),
    );
  const recorded = new Map(rows.map((row) => [row.filename, row]));
  const stale: SeededImage[] = [];
  for (const image of images) if (!(await isCurrent(files, image, recorded.get(image.filename)))) stale.push(image);
  const write = async (image: SeededImage) => {
    const bytes = await bytesOf(image);
    const stored = await files.put(image.filename, bytes);
    const row = {
      mime: image.photo === null ? SVG_MIME : JPEG_MIME,
      size: stored.size,
      sha256: stored.sha256,
      user_id: null,
    };
    await db
      .insert(uploads)
      .values({ filename: image.filename, original_name: image.filename, created_at: now, ...row })
      .onConflictDoUpdate({ target: uploads.filename, set: row });
  };
  const queue = [...stale];
  const worker = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) await write(next);
  };
  await Promise.all(Array.from({ length: PHOTO_CONCURRENCY }, worker));
  return stale.length;
}

import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { memoryFileStore } from "../../../adapters/storage/memory/file-store.memory";
import { memoryImageEncoder } from "../../../adapters/storage/memory/image-encoder.memory";
import { memoryUploadRepository } from "../../../adapters/storage/memory/uploads.memory";
import { MAX_COMMENT_IMAGE_BYTES } from "../../domain/comments/comment-image";
import { parseUploadFileName } from "../../domain/image/upload-file-name";
import type { NewUpload, Upload, UploadRepository } from "../../ports/upload-repository.port";
import { runUseCase } from "../shared/run-use-case";
import { attachCommentImage } from "./attach-comment-image";

const NOW = new Date("2026-11-28T09:00:00.000Z");
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);

const setup = (uploads: UploadRepository = memoryUploadRepository({ uploadIds: () => new Set<number>() })) => ({
  clock: { now: () => NOW },
  uploads,
  files: memoryFileStore(),
  images: memoryImageEncoder(),
});

describe("attachCommentImage", () => {
  it("stores the picture re-encoded as WebP at most 1600 px, as the user's own upload, and answers its id and URL", async () => {
    const deps = setup();
    const result = await runUseCase(attachCommentImage(deps, 7, { bytes: JPEG, originalName: "C:\\фото\\кампус.jpg" }));
    if (!Result.isSuccess(result)) throw new Error("refused");
    const { id, url } = result.success;
    const filename = url.split("/").at(-1) ?? "";
    expect(url).toMatch(/^\/uploads\/[0-9a-f/]+\/[0-9a-f]{24}\.webp$/);
    const name = parseUploadFileName(filename);
    if (!name.ok) throw new Error("unsafe name");
    expect(await deps.uploads.findByFilename(name.value)).toMatchObject({
      id,
      userId: 7,
      mime: "image/webp",
      originalName: "кампус.webp",
      createdAt: NOW,
    });
    const stored = await deps.files.open(name.value);
    const chunks: number[] = [];
    for await (const chunk of stored?.chunks ?? []) chunks.push(...chunk);
    expect(chunks.slice(-2)).toEqual([1600 & 0xff, 1600 >> 8]);
  });

  it.each([
    ["an empty file", new Uint8Array(), "Empty"],
    ["a file over 8 MB", Uint8Array.from({ length: MAX_COMMENT_IMAGE_BYTES + 1 }, (_, i) => JPEG[i] ?? 0), "TooLarge"],
    ["a GIF", new TextEncoder().encode("GIF89a...."), "UnsupportedImage"],
    ["text", new TextEncoder().encode("<script>alert(1)</script>"), "NotAnImage"],
    ["a broken JPEG", Uint8Array.from([...JPEG, ...new TextEncoder().encode("BROKEN")]), "Undecodable"],
  ])("refuses %s and stores nothing", async (_, bytes, tag) => {
    const added: NewUpload[] = [];
    const base = memoryUploadRepository({ uploadIds: () => new Set<number>() });
    const deps = setup({ ...base, add: async (upload): Promise<Upload> => (added.push(upload), base.add(upload)) });
    const result = await runUseCase(attachCommentImage(deps, 7, { bytes, originalName: "x.jpg" }));
    expect(result).toMatchObject(Result.fail({ _tag: tag }));
    expect(added).toEqual([]);
  });

  it("removes the stored file when its record cannot be written", async () => {
    const saved: string[] = [];
    const removed: string[] = [];
    const files = memoryFileStore();
    const deps = {
      ...setup({
        ...memoryUploadRepository({ uploadIds: () => new Set<number>() }),
        add: async () => {
          throw new Error("database down");
        },
      }),
      files: {
        ...files,
        save: async (bytes: Uint8Array, extension: string) => {
          const stored = await files.save(bytes, extension);
          saved.push(stored.filename);
          return stored;
        },
        remove: async (filename: Parameters<typeof files.remove>[0]) => {
          removed.push(filename);
          await files.remove(filename);
        },
      },
    };
    await expect(runUseCase(attachCommentImage(deps, 7, { bytes: JPEG, originalName: "a.jpg" }))).rejects.toThrow(
      "database down",
    );
    expect(removed).toEqual(saved);
    expect(saved).toHaveLength(1);
  });
});

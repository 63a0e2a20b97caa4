import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { memoryAuthDeps } from "../../../adapters/storage/memory/auth-deps.memory";
import { memoryFileStore } from "../../../adapters/storage/memory/file-store.memory";
import { memoryImageEncoder } from "../../../adapters/storage/memory/image-encoder.memory";
import { memoryUploadRepository } from "../../../adapters/storage/memory/uploads.memory";
import { parseUploadFileName } from "../../domain/image/upload-file-name";
import { runUseCase } from "../shared/run-use-case";
import { register } from "./register";
import { uploadAvatar } from "./upload-avatar";

const now = new Date("2026-03-01T09:00:00.000Z");
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

async function setup() {
  const auth = memoryAuthDeps({ now: () => now });
  const deps = {
    ...auth,
    uploads: memoryUploadRepository({ uploadIds: () => new Set<number>() }),
    files: memoryFileStore(),
    images: memoryImageEncoder(),
  };
  await runUseCase(
    register(
      deps,
      { firstName: "Анна", lastName: "Ли", email: "anna@example.com", password: "correct horse" },
      {
        ip: "203.0.113.7",
        userAgent: "UA",
      },
    ),
  );
  return { deps, caller: { userId: 1, sessionId: 1 } };
}

const stored = async (deps: Awaited<ReturnType<typeof setup>>["deps"], filename: string) => {
  const name = parseUploadFileName(filename);
  if (!name.ok) throw new Error("unsafe name");
  return { record: await deps.uploads.findByFilename(name.value), file: await deps.files.open(name.value) };
};

describe("uploadAvatar", () => {
  it("stores the re-encoded WebP with its record and points the user at it", async () => {
    const { deps, caller } = await setup();
    const result = await runUseCase(uploadAvatar(deps, caller, { bytes: PNG, originalName: "C:\\фото\\я.png" }));
    if (!Result.isSuccess(result)) throw new Error("refused");
    const filename = result.success.avatar?.filename ?? "";
    expect(filename).toMatch(/^[0-9a-f]{24}\.webp$/);
    const { record, file } = await stored(deps, filename);
    expect(record).toMatchObject({ mime: "image/webp", originalName: "я.webp", userId: 1 });
    expect(file?.size).toBe(14);
    expect((await deps.users.findById(1))?.avatarFilename).toBe(filename);
  });

  it("removes the previous avatar of the user once the new one is set", async () => {
    const { deps, caller } = await setup();
    const first = await runUseCase(uploadAvatar(deps, caller, { bytes: PNG, originalName: "a.png" }));
    const second = await runUseCase(uploadAvatar(deps, caller, { bytes: PNG, originalName: "b.png" }));
    if (!Result.isSuccess(first) || !Result.isSuccess(second)) throw new Error("refused");
    const old = await stored(deps, first.success.avatar?.filename ?? "");
    expect(old).toEqual({ record: null, file: null });
    expect((await stored(deps, second.success.avatar?.filename ?? "")).record).not.toBeNull();
  });

  it("refuses text, a GIF, an empty or too large file and an undecodable image, storing nothing", async () => {
    const { deps, caller } = await setup();
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const cases = [
      [new TextEncoder().encode("hello"), "NotAnImage"],
      [new TextEncoder().encode("GIF89a"), "UnsupportedImage"],
      [new Uint8Array(), "Empty"],
      [big, "TooLarge"],
      [Uint8Array.from([...PNG, ...new TextEncoder().encode("BROKEN")]), "Undecodable"],
    ] as const;
    for (const [bytes, tag] of cases) {
      const result = await runUseCase(uploadAvatar(deps, caller, { bytes, originalName: "photo.jpg" }));
      expect(Result.isFailure(result) && result.failure._tag).toBe(tag);
    }
    expect((await deps.users.findById(1))?.avatarFilename).toBeNull();
  });

  it("refuses an account that no longer exists", async () => {
    const { deps } = await setup();
    const result = await runUseCase(uploadAvatar(deps, { userId: 9, sessionId: 1 }, { bytes: PNG, originalName: "" }));
    expect(Result.isFailure(result) && result.failure._tag).toBe("AccountNotFound");
  });
});

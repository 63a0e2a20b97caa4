import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { memoryAuthDeps } from "../../../adapters/storage/memory/auth-deps.memory";
import { memoryFileStore } from "../../../adapters/storage/memory/file-store.memory";
import { memoryImageEncoder } from "../../../adapters/storage/memory/image-encoder.memory";
import { memoryUploadRepository } from "../../../adapters/storage/memory/uploads.memory";
import { parseUploadFileName } from "../../domain/image/upload-file-name";
import { runUseCase } from "../shared/run-use-case";
import { register } from "./register";
import { removeAvatar } from "./remove-avatar";
import { uploadAvatar } from "./upload-avatar";

const now = new Date("2026-03-01T09:00:00.000Z");
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

async function setup() {
  const deps = {
    ...memoryAuthDeps({ now: () => now }),
    uploads: memoryUploadRepository({ uploadIds: () => new Set<number>() }),
    files: memoryFileStore(),
    images: memoryImageEncoder(),
  };
  const client = { ip: "203.0.113.7", userAgent: "UA" };
  await runUseCase(
    register(deps, { firstName: "Анна", lastName: "Ли", email: "anna@example.com", password: "correct horse" }, client),
  );
  return { deps, caller: { userId: 1, sessionId: 1 } };
}

describe("removeAvatar", () => {
  it("unsets the avatar and deletes the user's own file and its record", async () => {
    const { deps, caller } = await setup();
    const uploaded = await runUseCase(uploadAvatar(deps, caller, { bytes: PNG, originalName: "a.png" }));
    if (!Result.isSuccess(uploaded)) throw new Error("refused");
    const name = parseUploadFileName(uploaded.success.avatar?.filename ?? "");
    if (!name.ok) throw new Error("unsafe name");

    const removed = await runUseCase(removeAvatar(deps, caller));
    expect(Result.isSuccess(removed) && removed.success.avatar).toBeNull();
    expect((await deps.users.findById(1))?.avatarFilename).toBeNull();
    expect(await deps.uploads.findByFilename(name.value)).toBeNull();
    expect(await deps.files.open(name.value)).toBeNull();
  });

  it("keeps a picture that is not the user's own upload, while the account stops pointing at it", async () => {
    const { deps, caller } = await setup();
    const stored = await deps.files.save(PNG, "png");
    await deps.users.setAvatar(1, stored.filename, now);
    const removed = await runUseCase(removeAvatar(deps, caller));
    expect(Result.isSuccess(removed) && removed.success.avatar).toBeNull();
    expect(await deps.files.open(stored.filename)).not.toBeNull();
  });

  it("answers the user unchanged when there is no avatar, and AccountNotFound for a deleted account", async () => {
    const { deps, caller } = await setup();
    const unchanged = await runUseCase(removeAvatar(deps, caller));
    expect(Result.isSuccess(unchanged) && unchanged.success.first_name).toBe("Анна");
    const gone = await runUseCase(removeAvatar(deps, { userId: 42, sessionId: 1 }));
    expect(Result.isFailure(gone) && gone.failure).toEqual({ _tag: "AccountNotFound" });
  });
});

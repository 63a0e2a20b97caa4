import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseUploadFileName } from "../../../core/domain/image/upload-file-name";
import { uploadPathChunks } from "../../../core/domain/image/upload-path-chunks";
import { fileStoreContract } from "../file-store.contract";
import { localFileStore } from "./local-file-store";

const tempRoot = () => mkdtemp(join(tmpdir(), "shuyuan-uploads-"));

fileStoreContract("local disk", async () => {
  const root = await tempRoot();
  return { files: localFileStore(join(root, "uploads")), close: () => rm(root, { recursive: true, force: true }) };
});

describe("the local file store on disk", () => {
  it("lays a file out as {root}/{3-character chunks}/{filename}, like its URL", async () => {
    const root = await tempRoot();
    try {
      const files = localFileStore(join(root, "uploads"));
      const saved = await files.save(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), "jpg");
      const path = join(root, "uploads", ...uploadPathChunks(saved.filename), saved.filename);
      expect(uploadPathChunks(saved.filename)).toHaveLength(8);
      expect(new Uint8Array(await readFile(path))).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
      expect((await stat(path)).mode & 0o777).toBe(0o640);
      expect(await readdir(join(root, "uploads", ".tmp"))).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it("puts a file the site names under its chunks, through .tmp, leaving nothing there", async () => {
    const root = await tempRoot();
    try {
      const files = localFileStore(join(root, "uploads"));
      const name = parseUploadFileName("team-anna.svg");
      if (!name.ok) throw new Error(name.error._tag);
      await files.put(name.value, new TextEncoder().encode("<svg/>"));
      await files.put(name.value, new TextEncoder().encode("<svg></svg>"));
      const path = join(root, "uploads", "tea", "m-a", "nna", "team-anna.svg");
      expect(await readFile(path, "utf8")).toBe("<svg></svg>");
      expect((await stat(path)).mode & 0o777).toBe(0o640);
      expect(await readdir(join(root, "uploads", ".tmp"))).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it("creates nothing on disk before the first save", async () => {
    const root = await tempRoot();
    try {
      localFileStore(join(root, "uploads"));
      expect(await readdir(root)).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it("drops the folders a removed file leaves empty, but not the root", async () => {
    const root = await tempRoot();
    try {
      const files = localFileStore(join(root, "uploads"));
      const saved = await files.save(new Uint8Array([1]), "png");
      await files.remove(saved.filename);
      expect((await readdir(join(root, "uploads"))).sort()).toEqual([".tmp"]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

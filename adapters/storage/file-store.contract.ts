import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseUploadFileName } from "../../core/domain/image/upload-file-name";
import type { FileStore, NamedFileStore } from "../../core/ports/file-store.port";

export type FileStoreUnderTest = Readonly<{ files: FileStore & NamedFileStore; close: () => Promise<void> }>;

const read = async (files: FileStore, name: Parameters<FileStore["open"]>[0]) => {
  const opened = await files.open(name);
  if (!opened) return null;
  const parts: Uint8Array[] = [];
  for await (const chunk of opened.chunks) parts.push(chunk);
  return { size: opened.size, bytes: new Uint8Array(Buffer.concat(parts)) };
};

/** The behaviour every FileStore must have (run against memory and the local disk). */
export function fileStoreContract(name: string, open: () => Promise<FileStoreUnderTest>) {
  describe(`FileStore contract: ${name}`, () => {
    let store: FileStoreUnderTest;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(() => store.close());

    it("stores bytes under a fresh safe name with the extension and reads them back", async () => {
      const bytes = new TextEncoder().encode("%PDF-1.4 привет");
      const saved = await store.files.save(bytes, "pdf");
      expect(parseUploadFileName(saved.filename).ok).toBe(true);
      expect(saved.filename).toMatch(/^[0-9a-f]{24}\.pdf$/);
      expect(saved.size).toBe(bytes.length);
      expect(await read(store.files, saved.filename)).toEqual({ size: bytes.length, bytes });
    });

    it("gives the SHA-256 of the content", async () => {
      const saved = await store.files.save(new TextEncoder().encode("abc"), "png");
      expect(saved.sha256).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    });

    it("never reuses a name", async () => {
      const names = new Set<string>();
      for (let i = 0; i < 20; i++) names.add((await store.files.save(new Uint8Array([i]), "jpg")).filename);
      expect(names.size).toBe(20);
    });

    it("stores an empty file and a large one", async () => {
      const empty = await store.files.save(new Uint8Array(), "png");
      expect(await read(store.files, empty.filename)).toEqual({ size: 0, bytes: new Uint8Array() });
      const large = new Uint8Array(3 * 1024 * 1024).map((_, i) => i % 251);
      const saved = await store.files.save(large, "pdf");
      const back = await read(store.files, saved.filename);
      expect(back?.size).toBe(large.length);
      expect(Buffer.compare(Buffer.from(back?.bytes ?? []), Buffer.from(large))).toBe(0);
    });

    it("answers null for a file it does not have", async () => {
      const parsed = parseUploadFileName("abcdefabcdefabcdefabcdef.pdf");
      if (!parsed.ok) throw new Error(parsed.error._tag);
      expect(await store.files.open(parsed.value)).toBeNull();
    });

    it("removes a file, and ignores a missing one", async () => {
      const saved = await store.files.save(new Uint8Array([1, 2, 3]), "png");
      const other = await store.files.save(new Uint8Array([4]), "png");
      await store.files.remove(saved.filename);
      expect(await store.files.open(saved.filename)).toBeNull();
      await expect(store.files.remove(saved.filename)).resolves.toBeUndefined();
      expect((await read(store.files, other.filename))?.bytes).toEqual(new Uint8Array([4]));
    });

    it("puts bytes under the name the site gives, and replaces them in place", async () => {
      const parsed = parseUploadFileName("team-anna-kovaleva.svg");
      if (!parsed.ok) throw new Error(parsed.error._tag);
      const first = new TextEncoder().encode("<svg/>");
      const put = await store.files.put(parsed.value, first);
      expect(put).toEqual({ filename: "team-anna-kovaleva.svg", size: first.length, sha256: expect.any(String) });
      expect(await read(store.files, parsed.value)).toEqual({ size: first.length, bytes: first });
      const second = new TextEncoder().encode("<svg>второй</svg>");
      const again = await store.files.put(parsed.value, second);
      expect(again.sha256).not.toBe(put.sha256);
      expect(await read(store.files, parsed.value)).toEqual({ size: second.length, bytes: second });
      await store.files.remove(parsed.value);
      expect(await store.files.open(parsed.value)).toBeNull();
    });

    it("refuses to put a file under a name that is not safe", async () => {
      for (const name of ["../x.svg", "a/b.svg", ".hidden", "", "имя.svg"]) {
        await expect(
          store.files.put(name as Parameters<NamedFileStore["put"]>[0], new Uint8Array([1])),
        ).rejects.toThrow();
      }
    });

    it("refuses an extension that is not lower-case letters and digits", async () => {
      for (const extension of ["", "../x", "p/df", "PDF", ".pdf", "averyverylongext"]) {
        await expect(store.files.save(new Uint8Array([1]), extension)).rejects.toThrow();
      }
    });
  });
}

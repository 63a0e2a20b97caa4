import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseUploadFileName } from "../../../../core/domain/image/upload-file-name";
import { openTestDatabase } from "../../../../tests/integration/test-database";
import { fileStoreContract } from "../../file-store.contract";
import type { DatabaseHandle } from "../database";
import { sqlFileStore } from "./file-store.sql";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const engine = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
fileStoreContract(`${engine} (public bucket)`, async () => ({
  files: sqlFileStore(handle.db, "public"),
  close: async () => undefined,
}));

describe("sqlFileStore buckets", () => {
  it("keeps the private bucket apart from the public one", async () => {
    const name = parseUploadFileName("bucket-test.pdf");
    if (!name.ok) throw new Error(name.error._tag);
    await sqlFileStore(handle.db, "private").put(name.value, new Uint8Array([1, 2]));
    expect(await sqlFileStore(handle.db, "public").open(name.value)).toBeNull();
    expect((await sqlFileStore(handle.db, "private").open(name.value))?.size).toBe(2);
  });
});

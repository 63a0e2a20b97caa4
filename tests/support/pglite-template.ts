import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../adapters/storage/sql/open-database";
import { migrationsFolder } from "../../adapters/storage/sql/migrate-database";

/**
 * A dump of an in-memory PGlite database with every migration applied, made once per set of migrations and kept in
 * the system's temporary directory. Loading it is faster than migrating an empty database (a contract suite that
 * opens one database for each of its 14 tests went from 10.9 s to 6.4 s); the integration suite opens one in every
 * file, and the contract suites one for every test.
 * The file's name carries a hash of the migrations and of PGlite's version, so a changed or added migration, or
 * another PGlite, makes a new dump. Even a stale dump would be safe: `openDatabase` applies what it lacks.
 * Read once per test file (the Blob is reused for every database the file opens).
 */
export function migratedPgliteDump(): Promise<Blob> {
  return (dump ??= readOrMakeDump());
}

let dump: Promise<Blob> | undefined;

async function readOrMakeDump(): Promise<Blob> {
  const name = `${PREFIX}${templateHash()}.tar`;
  const path = join(tmpdir(), name);
  if (!existsSync(path)) {
    // Dumps of earlier migrations are of no more use (44 MB each).
    for (const old of readdirSync(tmpdir())) {
      if (old !== name && old.startsWith(PREFIX) && old.endsWith(".tar")) rmSync(join(tmpdir(), old), { force: true });
    }
    const handle = await openDatabase({ dataDir: ":memory:" });
    try {
      const made = await handle.dump?.();
      if (!made) throw new Error("an in-memory PGlite database gives a dump");
      // Another test process may write the same file at once: each writes its own, and the rename is atomic.
      const partial = `${path}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await made.arrayBuffer()));
      renameSync(partial, path);
    } finally {
      await handle.close();
    }
  }
  return new Blob([readFileSync(path)]);
}

const PREFIX = "shuyuan-pglite-migrated-";
const pglitePackage = new URL("../../node_modules/@electric-sql/pglite/package.json", import.meta.url);

function templateHash(): string {
  const hash = createHash("sha256");
  hash.update(readFileSync(pglitePackage));
  for (const name of readdirSync(migrationsFolder, { recursive: true, encoding: "utf8" }).sort()) {
    const file = join(migrationsFolder, name);
    hash.update(name);
    if (name.endsWith(".sql") || name.endsWith(".json")) hash.update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

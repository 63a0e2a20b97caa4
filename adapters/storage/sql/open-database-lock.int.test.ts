import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./open-database";

// The embedded database stays single-process (ADR 073): a second process on the same DATA_DIR refuses clearly,
// and a lock left by a process that was killed is taken over.
const root = fileURLToPath(new URL("../../..", import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), "shuyuan-lock-"));
let holder: ChildProcess | null = null;

afterAll(() => {
  holder?.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}-holder.mts`, { force: true });
});

/** Another process that opens the embedded database in `dataDir` and keeps it open. */
const openInAnotherProcess = () =>
  new Promise<ChildProcess>((resolve, reject) => {
    const script = join(dataDir, "..", `${basename(dataDir)}-holder.mts`);
    writeFileSync(
      script,
      `import { openDatabase } from ${JSON.stringify(join(root, "adapters/storage/sql/open-database.ts"))};
await openDatabase({ dataDir: ${JSON.stringify(dataDir)}, migrate: false });
console.log("open");
setInterval(() => {}, 1000);`,
    );
    const child = spawn(process.execPath, ["--import", "tsx", script], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let err = "";
    child.stderr?.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("open")) resolve(child);
    });
    child.once("exit", (code) => reject(new Error(`the holder exited (${code}): ${err}`)));
  });

describe("the embedded database's lock", () => {
  it("refuses a second process on the same data directory, naming the holder", async () => {
    holder = await openInAnotherProcess();
    await expect(openDatabase({ dataDir, migrate: false })).rejects.toThrow(
      new RegExp(`is in use by process ${holder.pid}\\. Stop that process or choose another DATA_DIR`),
    );
  });

  it("takes over the lock of a process that was killed", async () => {
    const exited = new Promise((resolve) => holder?.once("exit", resolve));
    holder?.kill("SIGKILL");
    await exited;
    holder = null;
    const handle = await openDatabase({ dataDir, migrate: false });
    await handle.close();
  });
});

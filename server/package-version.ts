import { existsSync, readFileSync } from "node:fs";
import { z } from "zod";

const manifestSchema = z.object({ name: z.string(), version: z.string() });

/**
 * The project's version from its package.json, found by walking up from `from` (a module's URL): the same answer for
 * server/*.ts run by tsx and for the bundle in <build>/server/, which lives inside the project (ADR 036).
 */
export function packageVersion(from: string | URL): string {
  for (let dir = new URL(".", from); ; dir = new URL("..", dir)) {
    const file = new URL("package.json", dir);
    if (existsSync(file)) {
      const manifest = manifestSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
      if (manifest.success && manifest.data.name === "shuyuan") return manifest.data.version;
    }
    if (dir.pathname === "/") throw new Error(`No package.json of shuyuan above ${String(from)}`);
  }
}

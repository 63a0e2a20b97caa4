import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { IConfiguration } from "dependency-cruiser";
import { cruise } from "dependency-cruiser";
import { describe, expect, it } from "vitest";

const config = createRequire(import.meta.url)("../../.dependency-cruiser.cjs") as IConfiguration;
const fixtures = fileURLToPath(new URL("./fixtures/", import.meta.url));

/** Cruises one fixture tree with the project's own rule set and returns the names of the broken rules. */
async function brokenRules(fixture: string): Promise<string[]> {
  const { tsConfig: _ignored, exclude: _alsoIgnored, ...options } = config.options ?? {};
  const result = await cruise(["."], {
    ...options,
    baseDir: `${fixtures}${fixture}`,
    validate: true,
    ruleSet: { forbidden: config.forbidden ?? [] },
  });
  if (typeof result.output === "string") throw new Error(result.output);
  return [...new Set(result.output.summary.violations.map((v) => v.rule.name))].sort();
}

describe("dependency rules (the same .dependency-cruiser.cjs that npm test runs)", () => {
  it.each([
    ["domain-imports-react", "core-domain-is-pure"],
    ["domain-imports-adapter", "core-domain-is-pure"],
    ["ports-import-adapter", "core-ports-import-only-core"],
    ["application-imports-adapter", "core-application-orchestrates-ports"],
    ["application-test-imports-sql", "application-tests-use-memory-fakes"],
    ["adapters-import-ui", "adapters-do-not-import-ui-or-server"],
    ["ui-imports-sql", "ui-does-not-import-server-or-sql"],
    ["cycle", "no-circular"],
  ])("rejects the forbidden import in %s (%s)", async (fixture, rule) => {
    expect(await brokenRules(fixture)).toContain(rule);
  });

  it("accepts a core that imports only what it may", async () => {
    expect(await brokenRules("clean")).toEqual([]);
  });
});

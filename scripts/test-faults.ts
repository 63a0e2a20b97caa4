// `npm run test:faults`: the fault and load script of issue 17. Loopback only and bounded in time: it starts the
// production build (run `npm run build` first) as many times as its sections need, tries each hostile or heavy case,
// and prints what it tried and what held. Each `scripts/faults/*.fault.ts` is one section, run in name order;
// `npm run test:faults -- lockout shutdown` runs only the sections whose file names contain one of the words.
// Exit code 1 when any section missed its target.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FaultSection } from "./faults/lib";
import { root } from "./faults/lib";

const dir = join(root, "scripts", "faults");
const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
const files = readdirSync(dir)
  .filter((name) => name.endsWith(".fault.ts"))
  .filter((name) => wanted.length === 0 || wanted.some((word) => name.includes(word)))
  .sort();

let failed = 0;
const began = performance.now();
for (const file of files) {
  const section = ((await import(pathToFileURL(join(dir, file)).href)) as { default: FaultSection }).default;
  console.log(`\n## ${section.title} (${file})`);
  const started = performance.now();
  try {
    const report = await section.run();
    for (const line of report.lines) console.log(`- ${line}`);
    console.log(report.ok ? "  held" : "  MISSED");
    if (!report.ok) failed++;
  } catch (error) {
    failed++;
    console.log(`  ERROR: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
  console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
console.log(
  `\n${files.length - failed} of ${files.length} sections held in ${((performance.now() - began) / 1000).toFixed(0)} s`,
);
process.exit(failed === 0 ? 0 : 1);

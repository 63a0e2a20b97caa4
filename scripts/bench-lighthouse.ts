/**
 * Lighthouse 12 (mobile preset, default simulated throttling) on the four pages the issue names: home, a listing page,
 * an institution page and an education base page. It prints the four category scores and LCP, TBT and CLS per page.
 *
 *   npm run bench:lighthouse                      # production server on a free loopback port, fresh DATA_DIR
 *   npm run bench:lighthouse -- --check           # exit 1 when a page misses the goals (performance >= 95, others 100)
 *   BASE_URL=http://127.0.0.1:3000 npm run bench:lighthouse   # an already running site
 *   LIGHTHOUSE_RUNS=3 npm run bench:lighthouse    # median of three runs per page (the performance score varies)
 *   LIGHTHOUSE_REPORT_DIR=/tmp/lh npm run bench:lighthouse    # keep each run's JSON report there
 *
 * The server it starts uses the production build in SHUYUAN_BUILD_DIR (default ./build; `npm start` builds it when
 * there is none) and a temporary data directory that is seeded on start and removed at the end. The page URLs come
 * from the site's API (the first institution of the grid with an education base). Chromium: CHROME_PATH, default
 * /usr/bin/chromium. Slow (about 20 s a page): not part of `npm test`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import lighthouse from "lighthouse";
import { institutionHref } from "../core/domain/compare/compare-links";
import { educationBaseHref } from "../core/domain/institution-page/education-base-href";

const root = fileURLToPath(new URL("..", import.meta.url));
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const CHECK = process.argv.includes("--check");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const GOALS: Readonly<Record<(typeof CATEGORIES)[number], number>> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

type Located = Parameters<typeof institutionHref>[0];
type Institution = Located & {
  readonly degree_programs: readonly { readonly education_bases: readonly { readonly slug: string }[] }[];
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject()));
    });
  });

async function waitFor(url: string, child: ChildProcess | null, seconds: number): Promise<void> {
  for (let i = 0; i < seconds * 4; i += 1) {
    if (child !== null && child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** Home, the catalogue listing, and an institution and one of its education bases, from the API. */
async function pagesOf(base: string): Promise<readonly { readonly name: string; readonly path: string }[]> {
  const grid = await json<{ data: readonly { id: number }[] }>(
    `${base}/api/ru/v1/institutions/grid?page=1&per_page=20`,
  );
  for (const { id } of grid.data) {
    const institution = await json<Institution>(`${base}/api/ru/v1/institutions/${id}`);
    const educationBase = institution.degree_programs.flatMap((program) => program.education_bases)[0];
    if (educationBase === undefined) continue;
    return [
      { name: "home", path: "/" },
      { name: "listing", path: "/catalog/" },
      { name: "institution", path: institutionHref(institution) },
      { name: "education base", path: educationBaseHref(institution, educationBase.slug) },
    ];
  }
  throw new Error("no institution of the grid's first page has an education base");
}

/** Ends a child process and waits (up to ten seconds) until it has exited, then removes its directory. */
async function stopAndRemove(child: ChildProcess, dir: string): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}

/** Headless Chromium with remote debugging on a free port, for Lighthouse to drive. */
async function launchChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), "lighthouse-profile-"));
  const chromium = spawn(
    CHROME,
    [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-dev-shm-usage",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  await waitFor(`http://127.0.0.1:${port}/json/version`, chromium, 30);
  return { port, stop: () => stopAndRemove(chromium, profile) };
}

async function startServer(): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "lighthouse-data-"));
  const server = spawn(process.execPath, [join(root, "scripts", "start.mjs")], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => stopAndRemove(server, dataDir);
  try {
    await waitFor(`${base}/api/ru/v1/main`, server, 180);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

type Figures = { readonly scores: Record<(typeof CATEGORIES)[number], number>; lcp: number; tbt: number; cls: number };

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

async function audit(url: string, port: number, name: string, run: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
  });
  if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError !== undefined) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (REPORT_DIR !== undefined) {
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(join(REPORT_DIR, `${name.replace(/\W+/g, "-")}-${run}.json`), JSON.stringify(lhr));
  }
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
  };
}

/**
 * Lighthouse now and then fails to record the trace of a load (NO_NAVSTART, NO_FCP) when the machine is busy: such a
 * run is repeated, up to three attempts, instead of ending the whole measurement.
 */
async function auditWithRetry(url: string, port: number, name: string, run: number): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, port, name, run);
    } catch (error) {
      if (attempt >= 3 || !/NO_NAVSTART|NO_FCP|NO_LCP/.test(String(error))) throw error;
      console.error(`  ${name}, run ${run}: ${String(error).split("\n")[0]}; trying again`);
    }
  }
}

async function main(): Promise<number> {
  const started = process.env.BASE_URL === undefined ? await startServer() : null;
  const base = (process.env.BASE_URL ?? started?.base ?? "").replace(/\/$/, "");
  const chromium = await launchChromium();
  let failed = false;
  try {
    const pages = await pagesOf(base);
    console.log(`Lighthouse 12, mobile preset, simulated throttling; ${base}; ${RUNS} run(s) a page (median)\n`);
    console.log("page            perf  a11y  best   seo    LCP ms  TBT ms     CLS  path");
    for (const page of pages) {
      const runs: Figures[] = [];
      for (let run = 1; run <= RUNS; run += 1)
        runs.push(await auditWithRetry(`${base}${page.path}`, chromium.port, page.name, run));
      const pick = (get: (figures: Figures) => number) => median(runs.map(get));
      const scores = Object.fromEntries(
        CATEGORIES.map((id) => [id, pick((figures) => figures.scores[id])]),
      ) as Figures["scores"];
      const misses = CATEGORIES.filter((id) => scores[id] < GOALS[id]);
      if (misses.length > 0) failed = true;
      console.log(
        [
          page.name.padEnd(14),
          ...CATEGORIES.map((id) => String(scores[id]).padStart(5)),
          pick((figures) => figures.lcp)
            .toFixed(0)
            .padStart(9),
          pick((figures) => figures.tbt)
            .toFixed(0)
            .padStart(7),
          pick((figures) => figures.cls)
            .toFixed(3)
            .padStart(7),
          ` ${page.path}${misses.length > 0 ? `  (below goal: ${misses.join(", ")})` : ""}`,
        ].join(" "),
      );
    }
  } finally {
    await chromium.stop();
    await started?.stop();
  }
  console.log(`\ngoals: performance >= ${GOALS.performance}; accessibility, best practices and SEO 100`);
  if (failed && CHECK) {
    console.error("✗ bench:lighthouse: a page is below the goals");
    return 1;
  }
  return 0;
}

process.exitCode = await main();

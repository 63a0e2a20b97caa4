/**
 * Benchmark of GET /api/ru/v1/institutions/grid (docs/adr/012-listing-query.md): seeds the catalogue plus synthetic
 * institutions up to each size into a fresh PGlite (a temporary directory) and, when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set, into a throwaway PostgreSQL database (created and dropped here); warms up, then times
 * listing calls over a realistic mix of filters through the composed app and prints p50/p95 per engine and size.
 *
 *   npm run bench:listing                      # PGlite, 10 000 and 100 000 institutions
 *   BENCH_DATABASE_URL=postgres://... npm run bench:listing
 *   BENCH_SIZES=2000 BENCH_CALLS=100 npm run bench:listing
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Hono } from "hono";
import pg from "pg";
import type { DatabaseHandle } from "../adapters/storage/sql/database";
import { openDatabase } from "../adapters/storage/sql/open-database";
import { seedCatalogue } from "../adapters/storage/sql/seed/catalogue/seed-catalogue";
import { seedSyntheticInstitutions } from "../adapters/storage/sql/seed/catalogue/seed-synthetic-institutions";
import { readConfig } from "../server/config";
import { createServerContainer } from "../server/container";
import { TOKENS } from "../server/di/tokens";

const NOW = new Date("2026-11-21T09:00:00.000Z");
const SIZES = (process.env.BENCH_SIZES ?? "10000,100000").split(",").map(Number);
const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 50);
const PER_PAGE = 20;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

type Engine = { name: string; open: () => Promise<DatabaseHandle & { cleanup: () => Promise<void> }> };

/** A small deterministic generator, so every run times the same calls. */
const random = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

type Pools = {
  countries: number[];
  cities: number[];
  languages: number[];
  levels: number[];
  specialties: number[];
  titles: string[];
};

const rowsOf = async <T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

const poolsOf = async (handle: DatabaseHandle): Promise<Pools> => {
  const ids = async (table: string) =>
    (await rowsOf<{ id: number }>(handle, sql.raw(`select id from ${table} order by id`))).map((row) => row.id);
  const titles = await rowsOf<{ title: string }>(
    handle,
    sql`select title_ru as title from institutions where id % 97 = 0 union all select title_en from institutions where id % 89 = 0 and title_en <> ''`,
  );
  return {
    countries: await ids("countries"),
    cities: await ids("cities"),
    languages: await ids("languages"),
    levels: await ids("program_levels"),
    specialties: await ids("specialties"),
    titles: titles.map((row) => row.title),
  };
};

/**
 * The mix: a fifth unfiltered (the catalogue's landing pages), the rest one to three filters as the site sends them
 * (a country, a city, a type, flags, directions, levels, languages, specialties, a title piece, a lowest price),
 * sorted by rating mostly, sometimes by price or ranking, mostly on the first pages.
 */
const queryMix = (pools: Pools, count: number, seed: number): string[] => {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const some = (list: readonly number[], max: number) =>
    [...new Set(Array.from({ length: 1 + Math.floor(next() * max) }, () => pick(list)))].join(",");
  const filters: (() => string)[] = [
    () => `countries=${some(pools.countries, 2)}`,
    () => `cities=${some(pools.cities, 2)}`,
    () => `type=${pick([1, 2, 3])}`,
    () => "has_grants=true",
    () => "is_partner=true",
    () => "vacancies=true",
    () => "lang_courses=true",
    () => `directions=${some([1, 2, 3, 4, 5], 2)}`,
    () => `program_level=${some(pools.levels, 2)}`,
    () => `languages=${some(pools.languages, 2)}`,
    () => `specialties=${some(pools.specialties, 3)}`,
    () => {
      const title = pick(pools.titles);
      const start = Math.floor(next() * Math.max(1, title.length - 6));
      return `title=${encodeURIComponent(title.slice(start, start + 3 + Math.floor(next() * 6)))}`;
    },
    () => `price.min=${pick([5_000, 10_000, 20_000, 40_000])}`,
    () => `type_educations=${some([1, 2, 3], 2)}`,
    () => `type_grants=${pick([1, 2])}`,
  ];
  return Array.from({ length: count }, () => {
    const parts = next() < 0.2 ? [] : Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(filters)());
    const sort = next();
    if (sort > 0.7) parts.push(sort > 0.85 ? "sort_column=ranking" : "sort_column=price");
    const page = next() < 0.8 ? 1 : 2 + Math.floor(next() * 4);
    parts.push(`page=${page}`, `per_page=${PER_PAGE}`);
    return `?${parts.join("&")}`;
  });
};

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const time = async (app: Hono, query: string): Promise<number> => {
  const started = performance.now();
  const response = await app.request(`/api/ru/v1/institutions/grid${query}`);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${query} answered ${response.status}`);
  return performance.now() - started;
};

async function benchEngine(engine: Engine): Promise<void> {
  const handle = await engine.open();
  try {
    let seeded = 0;
    let started = performance.now();
    await seedCatalogue(handle.db, NOW);
    const [real] = await rowsOf<{ n: number }>(handle, sql`select count(*)::int as n from institutions`);
    seeded = real?.n ?? 0;
    console.log(
      `${engine.name}: catalogue seeded (${seeded} institutions) in ${Math.round(performance.now() - started)} ms`,
    );
    for (const size of SIZES) {
      started = performance.now();
      await seedSyntheticInstitutions(handle.db, size - seeded, NOW);
      seeded = Math.max(seeded, size);
      if (handle.engine === "postgres") await handle.db.execute(sql`analyze`);
      console.log(`${engine.name} ${size}: seeded in ${Math.round((performance.now() - started) / 1000)} s`);
      const app = createServerContainer({ config: readConfig({}), version: "bench", db: handle.db }).get(TOKENS.App);
      const pools = await poolsOf(handle);
      const build = await time(app, "");
      for (const query of queryMix(pools, WARM_UP, 7)) await time(app, query);
      const mix = queryMix(pools, CALLS, 42);
      const cpuBefore = process.cpuUsage();
      const wall = performance.now();
      const times: number[] = [];
      for (const query of mix) times.push(await time(app, query));
      const cpu = process.cpuUsage(cpuBefore);
      const elapsed = performance.now() - wall;
      times.sort((a, b) => a - b);
      const memory = process.memoryUsage().heapUsed / 2 ** 20;
      console.log(
        `${engine.name.padEnd(8)} ${String(size).padStart(7)}  p50 ${percentile(times, 50).toFixed(1)} ms  ` +
          `p95 ${percentile(times, 95).toFixed(1)} ms  max ${percentile(times, 100).toFixed(1)} ms  ` +
          `node CPU/call ${((cpu.user + cpu.system) / 1000 / CALLS).toFixed(1)} ms  ` +
          `(${CALLS} calls, ${new Set(mix).size} distinct, in ${Math.round(elapsed)} ms; ` +
          `first call with index build ${Math.round(build)} ms; ` +
          `heap ${Math.round(memory)} MB)`,
      );
    }
  } finally {
    await handle.cleanup();
  }
}

const engines: Engine[] = [
  {
    name: "pglite",
    open: async () => {
      const dir = mkdtempSync(join(tmpdir(), "shuyuan-bench-"));
      const handle = await openDatabase({ dataDir: dir });
      return {
        ...handle,
        cleanup: async () => {
          await handle.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
];

if (ADMIN_URL) {
  engines.push({
    name: "postgres",
    open: async () => {
      const name = `shuyuan_bench_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(ADMIN_URL);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ databaseUrl: url.toString() });
      return {
        ...handle,
        cleanup: async () => {
          await handle.close();
          const dropper = new pg.Client({ connectionString: ADMIN_URL });
          await dropper.connect();
          await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await dropper.end();
        },
      };
    },
  });
}

for (const engine of engines) await benchEngine(engine);

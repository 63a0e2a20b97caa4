/**
 * Benchmark of the staff queue (docs/adr/056-staff-console-and-queue.md): seeds the catalogue and BENCH_COUNT
 * made-up applications (default 100 000) into a fresh PGlite (a temporary directory) and, when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set, into a throwaway PostgreSQL database; then times the queue's read as the console's page
 * makes it (the use case over the SQL adapter: one page of 50 and the counts per status) for several filters, and
 * prints p50/p95 per filter and engine, against the goal of p95 <= 100 ms. Not part of CI.
 *
 *   npm run bench:queue
 *   BENCH_DATABASE_URL=postgres://... npm run bench:queue
 *   BENCH_COUNT=20000 BENCH_CALLS=20 npm run bench:queue
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Effect } from "effect";
import pg from "pg";
import { sqlStaffQueue } from "../adapters/storage/sql/repositories/staff-queue.sql";
import type { DatabaseHandle } from "../adapters/storage/sql/database";
import { openDatabase } from "../adapters/storage/sql/open-database";
import { seedCatalogue } from "../adapters/storage/sql/seed/catalogue/seed-catalogue";
import { seedSyntheticApplications } from "../adapters/storage/sql/seed/staff-queue/seed-synthetic-applications";
import { readQueue } from "../core/application/staff-queue/read-queue";
import { EMPTY_QUEUE_FILTER, type QueueFilter } from "../core/domain/staff-queue/queue-filter";
import { queueSearchOf } from "../core/domain/staff-queue/queue-params";

const NOW = new Date("2026-11-28T09:00:00.000Z");
const COUNT = Number(process.env.BENCH_COUNT ?? 100_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 40);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 5);
const GOAL_MS = 100;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

type Engine = { name: string; open: () => Promise<DatabaseHandle & { cleanup: () => Promise<void> }> };

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** The filters timed: the saved views, statuses, the form's filters, searches and a deep page. */
const filtersOf = (
  staff: number,
  institution: number,
  program: number,
): readonly (readonly [string, QueueFilter])[] => {
  const f = (over: Partial<QueueFilter>): QueueFilter => ({ ...EMPTY_QUEUE_FILTER, ...over });
  return [
    ["whole queue", f({})],
    ["«Мои»", f({ assignee: staff })],
    ["«Без ответственного»", f({ assignee: "none" })],
    ["«Просрочено»", f({ overdue: true })],
    ["status checking, page 3", f({ status: "checking", page: 3 })],
    ["whose move: university, overdue", f({ party: "university", overdue: true })],
    ["institution + intake", f({ institution, intake: "2027-09" })],
    ["program + assignee + agency", f({ program, assignee: staff, party: "agency" })],
    ["search by name", f({ search: "смирнова" })],
    ["search by e-mail", f({ search: "applicant12" })],
    ["search by number", f({ search: "#4242" })],
    ["whole queue, page 1000", f({ page: 1000 })],
  ];
};

async function benchEngine(engine: Engine): Promise<void> {
  const handle = await engine.open();
  try {
    let started = performance.now();
    await seedCatalogue(handle.db, NOW);
    await seedSyntheticApplications(handle.db, COUNT, NOW);
    console.log(
      `${engine.name}: ${COUNT} applications seeded in ${Math.round((performance.now() - started) / 1000)} s`,
    );
    const queue = sqlStaffQueue(handle.db);
    const [staff] = await queue.staffMembers();
    const options = await queue.filterOptions();
    const institution = options.institutions[0]?.id ?? 1;
    const program = options.programs[0]?.id ?? 1;
    started = performance.now();
    await queue.filterOptions();
    console.log(
      `${engine.name}: filter options (institutions, programs, intakes) in ${Math.round(performance.now() - started)} ms`,
    );
    let worst = 0;
    for (const [name, filter] of filtersOf(staff?.id ?? 1, institution, program)) {
      const read = () => Effect.runPromise(readQueue({ queue }, filter, NOW));
      for (let i = 0; i < WARM_UP; i += 1) await read();
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < CALLS; i += 1) {
        const at = performance.now();
        total = (await read()).total;
        times.push(performance.now() - at);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      worst = Math.max(worst, p95);
      console.log(
        `${engine.name.padEnd(8)} ${name.padEnd(34)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  ` +
          `p95 ${p95.toFixed(1).padStart(6)} ms  (${total} found; ${queueSearchOf(filter) || "no query"})`,
      );
    }
    console.log(
      `${engine.name}: worst p95 ${worst.toFixed(1)} ms, goal <= ${GOAL_MS} ms: ${worst <= GOAL_MS ? "met" : "NOT met"}`,
    );
  } finally {
    await handle.cleanup();
  }
}

const engines: Engine[] = [
  {
    name: "pglite",
    open: async () => {
      const dir = mkdtempSync(join(tmpdir(), "shuyuan-bench-queue-"));
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

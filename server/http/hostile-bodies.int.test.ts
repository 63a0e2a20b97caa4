import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteContract } from "../../adapters/http/contract/route-contract";
import * as schema from "../../adapters/storage/sql/schema";
import { type FormsApp, openFormsApp } from "../../tests/integration/forms-app.harness";
import {
  apiWriteRoutes,
  bodyFieldsOf,
  deepJsonBody,
  hostilePathOf,
  loneSurrogateBody,
} from "../../tests/support/hostile-json";
import { mountedFromContract } from "./contract-route";
import { DEEP_INPUT_MESSAGE, NUL_MESSAGE } from "./nul-text";

/**
 * Every mounted write route of the composed server (real routes, real SQL) is sent a JSON body nested 5,000 deep and
 * one with a lone surrogate in each of its fields, by a signed-in admin, so the request gets past sign-in, roles and
 * rate limits to the body (ADR 072). No answer is a 500; every route that reads a JSON body answers 422 with the field
 * message; no table gains or loses a row.
 */

let t: FormsApp;
beforeAll(async () => {
  t = await openFormsApp();
});
afterAll(() => t.close());

const TABLES = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));

/** Rows of every table, by name, in one query. */
const tableCounts = async (): Promise<Record<string, number>> => {
  const parts = TABLES.map((table) => {
    const name = getTableName(table);
    return sql`select ${name} as name, count(*)::int as n from ${sql.identifier(name)}`;
  });
  const result = (await t.db.execute(sql.join(parts, sql` union all `))) as { rows?: { name: string; n: number }[] };
  return Object.fromEntries((result.rows ?? []).map((row) => [row.name, Number(row.n)]));
};

/**
 * The answers that come before the body is read, and why. Everything else with a JSON body must reach the parser.
 */
const BEFORE_THE_BODY: Readonly<Record<string, { status: number; why: string }>> = {
  detachSocial: { status: 404, why: "no social provider is configured: the provider is unknown" },
  startSocial: { status: 404, why: "no social provider is configured: the provider is unknown" },
  sandboxCallback: { status: 403, why: "the signature is checked over the raw text before anything parses it" },
  localAddTeamMember: { status: 403, why: "the local admin secret is checked first (none is configured)" },
};

/** Body-less calls that end or renew the session they are sent with: they change `sessions`, as they must. */
const SESSION_CALLS = new Set(["refresh", "logout", "logoutForce"]);

const readsJson = (route: RouteContract) =>
  route.request.body !== undefined && (route.request.encoding ?? "json") === "json";

/** Admins signed in so far: each call is sent by a fresh one (a user and a session row each). */
let signIns = 0;

const send = async (route: RouteContract, body: string) => {
  const { token } = await t.signIn("admin");
  signIns++;
  const response = await t.app.request(hostilePathOf(route), {
    method: route.method.toUpperCase(),
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${token}`,
      "x-forwarded-for": t.nextIp(),
    },
    body,
  });
  return { status: response.status, body: (await response.json()) as { message?: string; data?: unknown } };
};

/** The route's answer to deep nesting: 5,000 levels, or as deep as its body limit lets through to the parser. */
const sendDeep = async (route: RouteContract, field: string) => {
  for (const depth of [5_000, 1_500, 400]) {
    const answer = await send(route, deepJsonBody(field, depth));
    if (answer.status !== 413) return { depth, ...answer };
  }
  throw new Error(`${route.path} refuses even a 1 KB body`);
};

describe("hostile bodies on every write route", () => {
  it("finds the write routes in the registry", () => {
    expect(apiWriteRoutes.length).toBeGreaterThan(50);
  });

  it.each(apiWriteRoutes)(
    "$operationId: deep JSON and a lone surrogate are refused; nothing is stored",
    async (entry) => {
      const { operationId, route } = entry;
      // The registry and the mounted routes are the same set (contract-routes.int.test.ts): this one is served.
      expect(mountedFromContract(route)).toBe(true);
      const fields = bodyFieldsOf(route);
      const tablesBefore = await tableCounts();
      const signInsBefore = signIns;

      const deep = await sendDeep(route, fields[0] ?? "text");
      const broken = await send(route, loneSurrogateBody(fields));

      expect(deep.status, `deep ${operationId}`).not.toBe(500);
      expect(broken.status, `surrogate ${operationId}`).not.toBe(500);
      const before = BEFORE_THE_BODY[operationId];
      if (readsJson(route) && before === undefined) {
        expect(deep.status, `deep ${operationId}`).toBe(422);
        expect(deep.body.data, `deep ${operationId}`).toEqual({ _: [DEEP_INPUT_MESSAGE] });
        expect(broken.status, `surrogate ${operationId}`).toBe(422);
        expect(broken.body.data, `surrogate ${operationId}`).toEqual({ [fields[0] ?? "text"]: [NUL_MESSAGE] });
      } else if (before !== undefined) {
        expect([deep.status, broken.status], `${operationId}: ${before.why}`).toEqual([before.status, before.status]);
      }

      const tablesAfter = await tableCounts();
      if (SESSION_CALLS.has(operationId)) {
        delete tablesBefore.sessions;
        delete tablesAfter.sessions;
      }
      const admins = signIns - signInsBefore;
      expect(tablesAfter, operationId).toEqual({
        ...tablesBefore,
        users: (tablesBefore.users ?? 0) + admins,
        ...(tablesBefore.sessions === undefined ? {} : { sessions: tablesBefore.sessions + admins }),
      });
    },
  );
});

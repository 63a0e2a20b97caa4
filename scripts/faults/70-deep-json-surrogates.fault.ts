// Issue 17 item 7 (ADR 072): JSON nested 5,000 deep and a lone UTF-16 surrogate on every write route of the API,
// signed in as a user; no answer may be a 500, and no table may gain a row.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  apiWriteRoutes,
  bodyFieldsOf,
  deepJsonBody,
  hostilePathOf,
  loneSurrogateBody,
} from "../../tests/support/hostile-json";
import { type FaultSection, send, startServer } from "./lib";
import { changedTables, storedRows } from "./stored-rows";

const routes = apiWriteRoutes.map(({ route }) => route);

/** Status -> how many answers had it, as "422×40, 401×3". */
const tally = (statuses: readonly number[]) =>
  [...statuses.reduce((counts, status) => counts.set(status, (counts.get(status) ?? 0) + 1), new Map<number, number>())]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(", ");

const section: FaultSection = {
  title: "Deep JSON and lone surrogates on every write route (item 7)",
  async run() {
    const dataDir = mkdtempSync(join(tmpdir(), "shuyuan-faults-70-"));
    const env = { FORM_RATE_LIMIT: "1000", TRUST_PROXY: "1" };
    let server = await startServer(env, { dataDir });
    const registered = await send(`${server.origin}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.1" },
      body: JSON.stringify({
        first_name: "Тест",
        last_name: "Тестов",
        email: "deep@example.com",
        password: "Pa55word!x",
      }),
    });
    const token = (JSON.parse(registered.body) as { token?: string }).token ?? "";
    await server.stop();
    const before = await storedRows(dataDir);
    server = await startServer(env, { dataDir });

    const deepStatuses: number[] = [];
    const brokenStatuses: number[] = [];
    const failures: string[] = [];
    /** Answers that are neither a refusal of the body nor of the caller (a body-less call that did its work). */
    const others: string[] = [];
    let ip = 10;
    for (const route of routes) {
      if (["/api/auth/logout", "/api/auth/logout/force", "/api/auth/refresh"].includes(route.path)) continue;
      const fields = bodyFieldsOf(route);
      const bodies = { deep: deepJsonBody(fields[0] ?? "text", 5000), broken: loneSurrogateBody(fields) };
      for (const [kind, body] of Object.entries(bodies)) {
        const answer = await send(`${server.origin}${hostilePathOf(route)}`, {
          method: route.method.toUpperCase(),
          headers: {
            "content-type": "application/json",
            authorization: `Bearer ${token}`,
            "x-forwarded-for": `198.51.100.${ip++ % 250}`,
          },
          body,
        });
        (kind === "deep" ? deepStatuses : brokenStatuses).push(answer.status);
        const what = `${kind} ${route.method.toUpperCase()} ${route.path} → ${answer.status}`;
        if (answer.status >= 500) failures.push(what);
        else if (![401, 403, 404, 413, 422].includes(answer.status)) others.push(what);
      }
    }
    await server.stop();
    const changed = changedTables(before, await storedRows(dataDir));
    return {
      lines: [
        `${routes.length - 3} write routes (session-ending calls left out), signed in as a user, each sent twice`,
        `5,000-deep JSON: ${tally(deepStatuses)}`,
        `lone surrogate in every field: ${tally(brokenStatuses)}`,
        `answers of 500 or above: ${failures.length === 0 ? "none" : failures.join("; ")}`,
        `other answers: ${others.length === 0 ? "none" : others.join("; ")}`,
        `tables with a different row count afterwards: ${changed.length === 0 ? "none" : changed.join(", ")}`,
      ],
      ok: failures.length === 0 && changed.length === 0 && token !== "",
    };
  },
};

export default section;

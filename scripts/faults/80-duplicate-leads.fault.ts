// Issue 17 item 8 (ADR 072): with the form rate limit raised out of the way, 50 identical lead posts sent at once,
// then 10 posts that share one Idempotency-Key but differ in content. Each group must make one lead, and every post of
// a group must get the first answer (the same status, body and id).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Answer, type FaultSection, send, startServer } from "./lib";
import { storedRows } from "./stored-rows";

const json = (origin: string, form: string, body: unknown, headers: Record<string, string> = {}) =>
  send(`${origin}/api/ru/v1/forms/${form}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

/** "201×50, one body" */
const summary = (answers: readonly Answer[]) => {
  const statuses = [...new Set(answers.map((answer) => answer.status))].join("/");
  const bodies = new Set(answers.map((answer) => answer.body));
  const replayed = answers.filter((answer) => answer.headers["idempotent-replayed"] === "true").length;
  return { text: `${statuses}, ${bodies.size} distinct body(ies), ${replayed} marked replayed`, bodies: bodies.size };
};

const section: FaultSection = {
  title: "Repeated lead posts (item 8)",
  async run() {
    const dataDir = mkdtempSync(join(tmpdir(), "shuyuan-faults-80-"));
    const server = await startServer({ FORM_RATE_LIMIT: "1000", TRUST_PROXY: "1" }, { dataDir });
    const page = "https://shuyuan.ru/universities/china/";
    const lead = { name: "Анна", phone: "+79123456789", page_url: page, message: "Хочу в Пекин" };
    const began = performance.now();
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        json(server.origin, "simple-form", lead, { "x-forwarded-for": `198.51.100.${i + 1}` }),
      ),
    );
    const burstMs = performance.now() - began;
    const key = "0b7c3f7e-2f43-4a8e-9d1e-6a5b4c3d2e1f";
    const keyed: Answer[] = [];
    for (let i = 0; i < 10; i++) {
      const edited = { name: `Борис ${i}`, phone: `+7916000000${i}`, page_url: page };
      keyed.push(await json(server.origin, "promo-form", edited, { "idempotency-key": key }));
    }
    await server.stop();
    const rows = await storedRows(dataDir);
    const leads = rows.form_submissions ?? 0;
    const a = summary(burst);
    const b = summary(keyed);
    return {
      lines: [
        `50 identical simple-form posts at once (FORM_RATE_LIMIT=1000), ${burstMs.toFixed(0)} ms in all: ${a.text}`,
        `10 promo-form posts with one Idempotency-Key, each with other contacts: ${b.text}`,
        `leads stored: ${leads} (target 2: one per group)`,
      ],
      ok: leads === 2 && a.bodies === 1 && b.bodies === 1 && [...burst, ...keyed].every((x) => x.status === 201),
    };
  },
};

export default section;

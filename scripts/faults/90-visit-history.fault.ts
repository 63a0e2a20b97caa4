// Issue 17 item 9 (ADR 072): GET /check?yid= answers only about the caller's own visits (those of the visit session
// its HttpOnly cookie names). A visitor reports two visits with an analytics id; a stranger, a caller with no cookie and
// a caller who claims the same id in a visit of its own ask for it.
import { type Answer, type FaultSection, send, startServer } from "./lib";

const cookieOf = (answer: Answer): string => {
  const header = answer.headers["set-cookie"];
  return (Array.isArray(header) ? (header[0] ?? "") : (header ?? "")).split(";")[0] ?? "";
};

const section: FaultSection = {
  title: "Visit history of another visitor's analytics id (item 9)",
  async run() {
    const server = await startServer({ TRUST_PROXY: "1" });
    const visit = (body: unknown, ip: string) =>
      send(`${server.origin}/api/ru/v1/visit`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
        body: JSON.stringify(body),
      });
    const check = async (yid: string, ip: string, cookie?: string) => {
      const answer = await send(`${server.origin}/api/ru/v1/check?yid=${yid}`, {
        headers: { "x-forwarded-for": ip, ...(cookie === undefined ? {} : { cookie }) },
      });
      return { status: answer.status, count: (JSON.parse(answer.body) as { visits_count?: number }).visits_count };
    };
    const yid = "1732000000123456789";
    const owner = await visit({ yid, utm: { utm_source: "yandex" } }, "198.51.100.1");
    const session_id = (JSON.parse(owner.body) as { session_id: string }).session_id;
    await visit({ yid, session_id }, "198.51.100.1");
    const stranger = await visit({ yid: "1732000000999999999" }, "198.51.100.2");
    const claimer = await visit({ yid }, "198.51.100.3");
    const own = await check(yid, "198.51.100.1", cookieOf(owner));
    const byStranger = await check(yid, "198.51.100.2", cookieOf(stranger));
    const noCookie = await check(yid, "198.51.100.4");
    const byClaimer = await check(yid, "198.51.100.3", cookieOf(claimer));
    await server.stop();
    const cookie = owner.headers["set-cookie"]?.[0] ?? "";
    return {
      lines: [
        `visit cookie: ${cookie.replace(/=[^;]+/, "=…")}`,
        `owner asks for its own id: ${own.status}, visits_count ${own.count} (target 2)`,
        `another visitor's cookie asks for it: ${byStranger.status}, visits_count ${byStranger.count} (target 0)`,
        `no cookie: ${noCookie.status}, visits_count ${noCookie.count} (target 0)`,
        `a visitor who reported the same id in its own visit: ${byClaimer.status}, visits_count ${byClaimer.count} (target 1: its own)`,
      ],
      ok: own.count === 2 && byStranger.count === 0 && noCookie.count === 0 && byClaimer.count === 1,
    };
  },
};

export default section;

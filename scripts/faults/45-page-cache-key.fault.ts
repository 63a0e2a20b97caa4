// Item 5 of issue 17: random query parameters, click ids and referrers must neither bypass nor split the
// page cache; a parameter the page reads still makes its own page. Target: at least 95 % hits after the first
// request of a page, one stored page per page and value of a parameter it reads.
import { randomBytes } from "node:crypto";
import { type FaultSection, send, startServer } from "./lib";

const REQUESTS = 200;
const random = () => randomBytes(6).toString("hex");

const section: FaultSection = {
  title: "The page cache keys on what the page reads (item 5)",
  run: async () => {
    const lines: string[] = [];
    const server = await startServer({ PAGE_CACHE_TTL_MS: "60000" });
    try {
      const states: string[] = [];
      const oldKeys = new Set<string>();
      const began = performance.now();
      for (let i = 0; i < REQUESTS; i++) {
        const path = `/faq/?${random()}=${random()}&yclid=${random()}&gclid=${random()}&utm_source=ya`;
        const referer = `https://search.example/?q=${random()}`;
        oldKeys.add(`${path} ${referer}`);
        const answer = await send(`${server.origin}${path}`, { headers: { referer } });
        states.push(String(answer.headers["x-page-cache"] ?? "none"));
      }
      const seconds = (performance.now() - began) / 1000;
      const hits = states.filter((s) => s === "hit").length;
      const misses = states.filter((s) => s === "miss").length;
      lines.push(
        `${REQUESTS} requests of /faq/?utm_source=ya with a random parameter, yclid, gclid and Referer each: ` +
          `${hits} hits (${((hits / REQUESTS) * 100).toFixed(1)} %), ${misses} misses (pages stored), ` +
          `${REQUESTS - hits - misses} other, in ${seconds.toFixed(1)} s; keyed on the whole query and the Referer ` +
          `as before, these would have been ${oldKeys.size} pages`,
      );
      const used = [];
      for (const path of [
        "/universities/?page=2",
        "/universities/?fbclid=x&page=2",
        "/universities/?page=3",
        "/universities/?page=3&r=1",
      ]) {
        const answer = await send(`${server.origin}${path}`);
        used.push(`${path} ${answer.status} ${String(answer.headers["x-page-cache"] ?? "none")}`);
      }
      lines.push(`a parameter the page reads: ${used.join("; ")}`);
      const separate = used[0]?.endsWith("miss") && used[1]?.endsWith("hit") && used[2]?.endsWith("miss");
      return { lines, ok: hits >= 0.95 * REQUESTS && misses <= 1 && separate === true };
    } finally {
      await server.stop();
    }
  },
};

export default section;

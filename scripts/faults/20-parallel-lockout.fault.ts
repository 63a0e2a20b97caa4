// Issue 17, item 2: 50 wrong passwords for one account sent at once, against the production build. The attempt is
// counted before the password is checked, so at most 5 checks run (422) and the rest are refused (429).
import { type FaultSection, send, startServer } from "./lib";

const PARALLEL = 50;
const MAX_CHECKS = 5;

const post = (origin: string, path: string, body: unknown) =>
  send(`${origin}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const section: FaultSection = {
  title: "Parallel wrong passwords for one account (log-in lockout)",
  async run() {
    // The per-IP limit of the password calls (20 a minute) would refuse most of the 50 first; it is raised here so
    // that what is measured is the account's own lockout.
    const server = await startServer({ AUTH_RATE_LIMIT: "1000" });
    try {
      const email = "lockout@example.com";
      const registered = await post(server.origin, "/api/auth/register", {
        first_name: "Анна",
        last_name: "Ли",
        email,
        password: "the right password",
      });
      if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
      const began = performance.now();
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, () => post(server.origin, "/api/auth/login", { email, password: "wrong" })),
      );
      const took = performance.now() - began;
      const count = (status: number) => answers.filter((a) => a.status === status).length;
      const others = answers.filter((a) => ![422, 429, 503].includes(a.status)).map((a) => a.status);
      const right = await post(server.origin, "/api/auth/login", { email, password: "the right password" });
      const retryAfter = answers.find((a) => a.status === 429)?.headers["retry-after"];
      return {
        ok: count(422) <= MAX_CHECKS && others.length === 0 && right.status === 429,
        lines: [
          `${PARALLEL} simultaneous log-ins with a wrong password for one account from one address (in ${took.toFixed(0)} ms)`,
          `422 (password checked and wrong): ${count(422)}; 429 (locked out before any check): ${count(429)}; 503 (hashing gate full, nothing counted): ${count(503)}; other: ${others.length === 0 ? "none" : others.join(", ")} (target: at most ${MAX_CHECKS} checks)`,
          `Retry-After on the 429s: ${retryAfter ?? "missing"} s; the right password next: ${right.status} (locked out too)`,
        ],
      };
    } finally {
      await server.stop();
    }
  },
};

export default section;

import { appendFile, mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { z } from "zod";

/** One mail as `npm run mail` prints it. */
export const sentMailSchema = z.object({
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  /** When the site sent it, ISO-8601. */
  date: z.string(),
  text: z.string(),
});
export type SentMail = z.infer<typeof sentMailSchema>;

/** A file copy of the mail the site sends, readable while the server holds the embedded database (ADR 044). */
export type SentMailLog = Readonly<{
  append(mail: SentMail): Promise<void>;
  /** The newest `count` mails, newest first; none when the file does not exist yet. */
  latest(count: number): Promise<readonly SentMail[]>;
}>;

/** Past this size the file is cut to its newer half, so a long-running site does not grow it without end. */
const MAX_BYTES = 1024 * 1024;

const readLines = async (path: string): Promise<readonly string[]> => {
  try {
    return (await readFile(path, "utf8")).split("\n").filter((line) => line.trim() !== "");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
};

const parseLine = (line: string): SentMail | null => {
  try {
    const parsed = sentMailSchema.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // a line cut short by a crash is skipped, not fatal
  }
};

/**
 * The log as JSON lines in `path` (created with its directory, readable by the owner only). Appends from one process
 * are written in order; the cut to the newer half goes through a temporary file and a rename.
 */
export function sentMailLog(path: string): SentMailLog {
  let writes: Promise<void> = Promise.resolve();
  const write = async (mail: SentMail) => {
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    await appendFile(path, `${JSON.stringify(mail)}\n`, { encoding: "utf8", mode: 0o600 });
    if ((await stat(path)).size <= MAX_BYTES) return;
    const lines = await readLines(path);
    const kept = lines.slice(Math.floor(lines.length / 2));
    await writeFile(`${path}.tmp`, kept.map((line) => `${line}\n`).join(""), { encoding: "utf8", mode: 0o600 });
    await rename(`${path}.tmp`, path);
  };
  return {
    append(mail) {
      writes = writes.then(
        () => write(mail),
        () => write(mail),
      );
      return writes;
    },
    async latest(count) {
      const lines = await readLines(path);
      return lines
        .map(parseLine)
        .filter((mail) => mail !== null)
        .reverse()
        .slice(0, Math.max(0, count));
    },
  };
}

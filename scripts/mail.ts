/**
 * Prints the latest mail the site sent, newest first: from, to, subject, date and text (ADR 044).
 *
 *   npm run mail            # the last 10
 *   npm run mail -- -n 3    # the last 3
 *
 * It works while the server runs. With PostgreSQL (DATABASE_URL) it reads the mail_outbox table; with the embedded
 * database, which the running server locks, it reads the copy the server writes to DATA_DIR/mail/sent.jsonl.
 */
import { parseArgs } from "node:util";
import { sqlMailOutbox } from "../adapters/mail/mail-outbox.sql";
import { type SentMail, sentMailLog } from "../adapters/mail/sent-mail-log";
import { sentMailText } from "../adapters/mail/sent-mail-text";
import { openDatabase } from "../adapters/storage/sql/open-database";
import { readConfig } from "../server/config";
import { sentMailLogPath } from "../server/sent-mail-log-path";

const USAGE = "Usage: npm run mail -- [-n COUNT]   (COUNT from 1 to 1000, default 10)";

const countOf = (text: string | undefined): number | null => {
  if (text === undefined) return 10;
  const count = Number(text);
  return /^\d+$/.test(text) && count >= 1 && count <= 1000 ? count : null;
};

async function fromPostgres(databaseUrl: string, mailFrom: string, count: number): Promise<readonly SentMail[]> {
  const handle = await openDatabase({ databaseUrl, migrate: false });
  try {
    const entries = await sqlMailOutbox(handle.db).latest(count);
    return entries.map(({ mail, createdAt }) => ({ from: mailFrom, ...mail, date: createdAt.toISOString() }));
  } finally {
    await handle.close();
  }
}

async function main() {
  const { values } = parseArgs({ options: { n: { type: "string", short: "n" }, help: { type: "boolean" } } });
  const count = countOf(values.n);
  if (values.help || count === null) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const config = readConfig(process.env);
  if (config.databaseUrl !== undefined) {
    process.stdout.write(sentMailText(await fromPostgres(config.databaseUrl, config.mailFrom, count)));
    return;
  }
  const path = sentMailLogPath(config);
  if (path === undefined) throw new Error("DATA_DIR=:memory: keeps no mail after the process ends");
  process.stdout.write(sentMailText(await sentMailLog(path).latest(count)));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

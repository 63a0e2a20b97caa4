import { SMTPServer } from "smtp-server";

/** A message as the SMTP peer received it: the envelope and the raw RFC 5322 text. */
export type ReceivedMail = Readonly<{ from: string; to: readonly string[]; raw: string }>;

export type LoopbackSmtp = Readonly<{
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  port: number;
  received: readonly ReceivedMail[];
  close(): Promise<void>;
}>;

/**
 * A real SMTP server (the `smtp-server` package) on a loopback port that accepts every message, without TLS or
 * authentication, and keeps what it received. Port 0 picks a free one.
 */
export async function startLoopbackSmtp(port = 0): Promise<LoopbackSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const from = session.envelope.mailFrom === false ? "" : session.envelope.mailFrom.address;
        received.push({
          from,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const bound = typeof address === "object" && address !== null ? address.port : port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header of a raw single-part message (unfolded, not decoded), or null. */
export const headerOf = (raw: string, name: string): string | null => {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const line = unfolded
    .split(/\r?\n/)
    .find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line === undefined ? null : line.slice(name.length + 1).trim();
};

/** The text of a raw single-part message, its transfer encoding (quoted-printable or base64) undone, as UTF-8. */
export const bodyTextOf = (raw: string): string => {
  const start = raw.search(/\r?\n\r?\n/);
  const body = start < 0 ? "" : raw.slice(start).replace(/^\r?\n\r?\n/, "");
  const encoding = (headerOf(raw, "Content-Transfer-Encoding") ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding !== "quoted-printable") return body.replace(/\r\n/g, "\n");
  const joined = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? "", "utf8"));
  }
  return Buffer.from(bytes).toString("utf8").replace(/\r\n/g, "\n");
};

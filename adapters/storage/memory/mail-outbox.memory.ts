import type { Mail, Mailer } from "../../../core/ports/mailer.port";

/** An in-memory outbox: keeps every mail sent, oldest first, for tests and tools. */
export type MemoryOutbox = Mailer & { readonly sent: readonly Mail[] };

export function memoryOutbox(): MemoryOutbox {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail: Mail) {
      sent.push({ ...mail });
    },
  };
}

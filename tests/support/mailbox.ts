import type { ReceivedMail } from "./loopback-smtp";

/** Everything the e2e run's SMTP peer has received so far (tests/support/smtp-peer-server.ts). */
export async function receivedMail(): Promise<readonly ReceivedMail[]> {
  const response = await fetch(`http://127.0.0.1:${process.env.E2E_SMTP_HTTP_PORT}/received`);
  if (!response.ok) throw new Error(`The SMTP peer answered ${response.status}`);
  return (await response.json()) as ReceivedMail[];
}

/** The messages the peer received for one address, oldest first. */
export const mailTo = async (address: string): Promise<readonly ReceivedMail[]> =>
  (await receivedMail()).filter((mail) => mail.to.includes(address));

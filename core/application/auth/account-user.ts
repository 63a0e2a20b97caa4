import { formatProfileSlug } from "../../domain/route/slug/profile-slug";
import type { User } from "../../domain/user/user";
import type { SessionRecord } from "../../ports/session-repository.port";
import type { Account } from "../../ports/user-repository.port";

/** An account registered through a social network keeps an empty hash until its owner sets a password (ADR 049). */
export const hasPassword = (account: Pick<Account, "passwordHash">): boolean => account.passwordHash !== "";

const orNull = (text: string): string | null => (text === "" ? null : text);

/** The user of spec 3 as the API shows it to its owner: the account, its social links and its active sessions. */
export const accountToUser = (
  account: Account,
  sessions: readonly SessionRecord[],
  currentSessionId: number | null,
): User => ({
  id: account.id,
  slug: formatProfileSlug({ id: account.id, username: account.username }),
  username: account.username,
  avatar: account.avatarFilename ? { filename: account.avatarFilename } : null,
  status: account.status,
  first_name: account.firstName,
  last_name: account.lastName,
  signature: orNull(account.signature),
  email: account.email,
  phone: orNull(account.phone),
  socials: account.socials.map((social) => ({ provider: social.provider, social_id: social.social_id })),
  has_password: hasPassword(account),
  sessions: sessions.map((session) => ({
    id: String(session.id),
    ip: orNull(session.ip),
    user_agent: orNull(session.userAgent),
    last_activity_at: session.lastUsedAt.toISOString(),
    is_current: session.id === currentSessionId,
  })),
  ...(account.role === "user" ? {} : { role: account.role }),
});

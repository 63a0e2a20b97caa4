import type { Effect } from "effect";
import type { UserSocial } from "../domain/user/user";
import type { UserStatus } from "../domain/user/user-status";

export type AccountRole = "user" | "staff" | "admin";

/** A stored account: the user of spec 3 plus what only the server sees (password hash, role). */
export type Account = Readonly<{
  id: number;
  username: string;
  /** As entered (trimmed); compared case-insensitively. */
  email: string;
  /** The password hasher's self-describing string; never the password. */
  passwordHash: string;
  firstName: string;
  lastName: string;
  signature: string;
  phone: string;
  status: UserStatus;
  avatarFilename: string | null;
  role: AccountRole;
  /** Linked social networks, oldest link first. */
  socials: readonly UserSocial[];
}>;

export type NewAccount = Readonly<{
  username: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  role: AccountRole;
}>;

export type ProfileChanges = Readonly<{ firstName: string; lastName: string; signature: string; status: UserStatus }>;

/** Only the given fields change. */
export type SecurityChanges = Readonly<{ email?: string; phone?: string; passwordHash?: string }>;

export type CreateAccountError = { readonly _tag: "EmailTaken" } | { readonly _tag: "UsernameTaken" };
export type SecurityChangeError = { readonly _tag: "EmailTaken" } | { readonly _tag: "AccountNotFound" };
export type LinkSocialError = { readonly _tag: "SocialTaken" } | { readonly _tag: "AccountNotFound" };
export type UnlinkSocialError = { readonly _tag: "NotLinked" };

/**
 * Accounts and their social links. E-mail uniqueness is case-insensitive; usernames are unique as written. The
 * writes that can be refused answer an Effect whose typed failure says why (ADR 041).
 */
export interface UserRepository {
  create(account: NewAccount, now: Date): Effect.Effect<Account, CreateAccountError>;
  findById(id: number): Promise<Account | null>;
  /** Case-insensitive match on the whole address. */
  findByEmail(email: string): Promise<Account | null>;
  /** The account a (provider, social_id) pair is linked to, or null. */
  findBySocial(social: UserSocial): Promise<Account | null>;
  /** Every username that begins with `prefix` (exact characters), for picking a free one. */
  usernamesStartingWith(prefix: string): Promise<readonly string[]>;
  /** The updated account, or null when it does not exist. */
  updateProfile(id: number, changes: ProfileChanges, now: Date): Promise<Account | null>;
  /** Points the account at a stored avatar file (null: no avatar); the updated account, or null when it does not exist. */
  setAvatar(id: number, filename: string | null, now: Date): Promise<Account | null>;
  updateSecurity(id: number, changes: SecurityChanges, now: Date): Effect.Effect<Account, SecurityChangeError>;
  /** A (provider, social_id) pair belongs to at most one account. */
  linkSocial(id: number, social: UserSocial, now: Date): Effect.Effect<Account, LinkSocialError>;
  /** Removes the link only if it is this account's. */
  unlinkSocial(id: number, social: UserSocial): Effect.Effect<Account, UnlinkSocialError>;
}

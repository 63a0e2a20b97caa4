import { Result } from "effect";
import type { UserSocial } from "../../../core/domain/user/user";
import type {
  Account,
  CreateAccountError,
  LinkSocialError,
  NewAccount,
  ProfileChanges,
  SecurityChangeError,
  SecurityChanges,
  UnlinkSocialError,
  UserRepository,
} from "../../../core/ports/user-repository.port";
import { promisedResult } from "../promised-result";

/** The memory repository, with the accounts in creation order for the memory staff directory to read and change. */
export type MemoryUserRepository = UserRepository &
  Readonly<{ accounts(): readonly Account[]; replace(account: Account): void }>;

/** The in-memory user repository: the same rules as the SQL one (case-insensitive e-mail, unique links). */
export function memoryUserRepository(): MemoryUserRepository {
  const accounts = new Map<number, Account>();
  let nextId = 1;
  const emailHolder = (email: string): Account | undefined =>
    [...accounts.values()].find((a) => a.email.toLowerCase() === email.toLowerCase());
  const socialHolder = (social: UserSocial): Account | undefined =>
    [...accounts.values()].find((a) =>
      a.socials.some((s) => s.provider === social.provider && s.social_id === social.social_id),
    );
  const save = (account: Account): Account => {
    accounts.set(account.id, account);
    return account;
  };

  return {
    accounts: () => [...accounts.values()],
    replace: (account) => void save(account),
    create: (account: NewAccount) =>
      promisedResult(async (): Promise<Result.Result<Account, CreateAccountError>> => {
        if (emailHolder(account.email)) return Result.fail({ _tag: "EmailTaken" });
        if ([...accounts.values()].some((a) => a.username === account.username)) {
          return Result.fail({ _tag: "UsernameTaken" });
        }
        return Result.succeed(
          save({
            ...account,
            id: nextId++,
            signature: "",
            phone: "",
            status: "none",
            avatarFilename: null,
            socials: [],
          }),
        );
      }),
    async findById(id: number) {
      return accounts.get(id) ?? null;
    },
    async findByEmail(email: string) {
      return emailHolder(email) ?? null;
    },
    async findBySocial(social: UserSocial) {
      return socialHolder(social) ?? null;
    },
    async usernamesStartingWith(prefix: string) {
      return [...accounts.values()].map((a) => a.username).filter((name) => name.startsWith(prefix));
    },
    async updateProfile(id: number, changes: ProfileChanges) {
      const account = accounts.get(id);
      return account ? save({ ...account, ...changes }) : null;
    },
    async setAvatar(id: number, filename: string | null) {
      const account = accounts.get(id);
      return account ? save({ ...account, avatarFilename: filename }) : null;
    },
    updateSecurity: (id: number, changes: SecurityChanges) =>
      promisedResult(async (): Promise<Result.Result<Account, SecurityChangeError>> => {
        const account = accounts.get(id);
        if (!account) return Result.fail({ _tag: "AccountNotFound" });
        const holder = changes.email === undefined ? undefined : emailHolder(changes.email);
        if (holder && holder.id !== id) return Result.fail({ _tag: "EmailTaken" });
        return Result.succeed(save({ ...account, ...changes }));
      }),
    linkSocial: (id: number, social: UserSocial) =>
      promisedResult(async (): Promise<Result.Result<Account, LinkSocialError>> => {
        const account = accounts.get(id);
        if (!account) return Result.fail({ _tag: "AccountNotFound" });
        if (socialHolder(social)) return Result.fail({ _tag: "SocialTaken" });
        return Result.succeed(save({ ...account, socials: [...account.socials, { ...social }] }));
      }),
    unlinkSocial: (id: number, social: UserSocial) =>
      promisedResult(async (): Promise<Result.Result<Account, UnlinkSocialError>> => {
        const account = accounts.get(id);
        const mine = (s: UserSocial) => s.provider === social.provider && s.social_id === social.social_id;
        if (!account?.socials.some(mine)) return Result.fail({ _tag: "NotLinked" });
        return Result.succeed(save({ ...account, socials: account.socials.filter((s) => !mine(s)) }));
      }),
  };
}

import { err, ok, type Result } from "../../../core/domain/shared/result";
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

/** The in-memory user repository: the same rules as the SQL one (case-insensitive e-mail, unique links). */
export function memoryUserRepository(): UserRepository {
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
    async create(account: NewAccount): Promise<Result<Account, CreateAccountError>> {
      if (emailHolder(account.email)) return err({ _tag: "EmailTaken" });
      if ([...accounts.values()].some((a) => a.username === account.username)) return err({ _tag: "UsernameTaken" });
      return ok(
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
    },
    async findById(id: number) {
      return accounts.get(id) ?? null;
    },
    async findByEmail(email: string) {
      return emailHolder(email) ?? null;
    },
    async usernamesStartingWith(prefix: string) {
      return [...accounts.values()].map((a) => a.username).filter((name) => name.startsWith(prefix));
    },
    async updateProfile(id: number, changes: ProfileChanges) {
      const account = accounts.get(id);
      return account ? save({ ...account, ...changes }) : null;
    },
    async updateSecurity(id: number, changes: SecurityChanges): Promise<Result<Account, SecurityChangeError>> {
      const account = accounts.get(id);
      if (!account) return err({ _tag: "AccountNotFound" });
      const holder = changes.email === undefined ? undefined : emailHolder(changes.email);
      if (holder && holder.id !== id) return err({ _tag: "EmailTaken" });
      return ok(save({ ...account, ...changes }));
    },
    async linkSocial(id: number, social: UserSocial): Promise<Result<Account, LinkSocialError>> {
      const account = accounts.get(id);
      if (!account) return err({ _tag: "AccountNotFound" });
      if (socialHolder(social)) return err({ _tag: "SocialTaken" });
      return ok(save({ ...account, socials: [...account.socials, { ...social }] }));
    },
    async unlinkSocial(id: number, social: UserSocial): Promise<Result<Account, UnlinkSocialError>> {
      const account = accounts.get(id);
      const mine = (s: UserSocial) => s.provider === social.provider && s.social_id === social.social_id;
      if (!account?.socials.some(mine)) return err({ _tag: "NotLinked" });
      return ok(save({ ...account, socials: account.socials.filter((s) => !mine(s)) }));
    },
  };
}

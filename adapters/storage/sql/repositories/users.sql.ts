import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { Result } from "effect";
import { socialProviderSchema } from "../../../../core/domain/user/social-provider.schema";
import type { UserSocial } from "../../../../core/domain/user/user";
import { userStatusSchema } from "../../../../core/domain/user/user-status";
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
} from "../../../../core/ports/user-repository.port";
import { promisedResult } from "../../promised-result";
import type { Database } from "../database";
import { socialLinks, users } from "../schema";
import { isUniqueViolation } from "./unique-violation";

type UserRow = typeof users.$inferSelect;

const roleSchema = z.enum(["user", "staff", "admin"]);

/** Stored text outside the known sets reads as the safe default, never as a crash. */
const toAccount = (row: UserRow, socials: readonly UserSocial[]): Account => ({
  id: row.id,
  username: row.username,
  email: row.email,
  passwordHash: row.password_hash,
  firstName: row.first_name,
  lastName: row.last_name,
  signature: row.signature,
  phone: row.phone,
  status: userStatusSchema.catch("none").parse(row.status),
  avatarFilename: row.avatar_filename,
  role: roleSchema.catch("user").parse(row.role),
  socials,
});

const socialOf = (row: { provider: string; social_id: string }): UserSocial[] => {
  const provider = socialProviderSchema.safeParse(row.provider);
  return provider.success ? [{ provider: provider.data, social_id: row.social_id }] : [];
};

/** Users and social links in PostgreSQL (or PGlite). */
export function sqlUserRepository(db: Database): UserRepository {
  const socialsOf = async (userId: number): Promise<UserSocial[]> =>
    (
      await db
        .select({ provider: socialLinks.provider, social_id: socialLinks.social_id })
        .from(socialLinks)
        .where(eq(socialLinks.user_id, userId))
        .orderBy(asc(socialLinks.created_at), asc(socialLinks.id))
    ).flatMap(socialOf);

  const withSocials = async (row: UserRow | undefined): Promise<Account | null> =>
    row ? toAccount(row, await socialsOf(row.id)) : null;

  const findById = async (id: number) => withSocials((await db.select().from(users).where(eq(users.id, id)))[0]);

  const findByEmail = async (email: string) =>
    withSocials(
      (
        await db
          .select()
          .from(users)
          .where(sql`lower(${users.email}) = lower(${email})`)
          .limit(1)
      )[0],
    );

  return {
    findById,
    findByEmail,

    async findBySocial(social: UserSocial) {
      const [link] = await db
        .select({ userId: socialLinks.user_id })
        .from(socialLinks)
        .where(and(eq(socialLinks.provider, social.provider), eq(socialLinks.social_id, social.social_id)))
        .limit(1);
      return link ? findById(link.userId) : null;
    },

    create: (account: NewAccount, now: Date) =>
      promisedResult(async (): Promise<Result.Result<Account, CreateAccountError>> => {
        const [row] = await db
          .insert(users)
          .values({
            username: account.username,
            email: account.email,
            password_hash: account.passwordHash,
            first_name: account.firstName,
            last_name: account.lastName,
            role: account.role,
            created_at: now,
            updated_at: now,
          })
          .onConflictDoNothing()
          .returning();
        if (row) return Result.succeed(toAccount(row, []));
        return Result.fail((await findByEmail(account.email)) ? { _tag: "EmailTaken" } : { _tag: "UsernameTaken" });
      }),

    async usernamesStartingWith(prefix: string) {
      const rows = await db
        .select({ username: users.username })
        .from(users)
        .where(sql`left(${users.username}, ${prefix.length}) = ${prefix}`);
      return rows.map((row) => row.username);
    },

    async updateProfile(id: number, changes: ProfileChanges, now: Date) {
      const [row] = await db
        .update(users)
        .set({
          first_name: changes.firstName,
          last_name: changes.lastName,
          signature: changes.signature,
          status: changes.status,
          updated_at: now,
        })
        .where(eq(users.id, id))
        .returning();
      return withSocials(row);
    },

    async setAvatar(id: number, filename: string | null, now: Date) {
      const [row] = await db
        .update(users)
        .set({ avatar_filename: filename, updated_at: now })
        .where(eq(users.id, id))
        .returning();
      return withSocials(row);
    },

    updateSecurity: (id: number, changes: SecurityChanges, now: Date) =>
      promisedResult(async (): Promise<Result.Result<Account, SecurityChangeError>> => {
        if (changes.email !== undefined) {
          const holder = await findByEmail(changes.email);
          if (holder && holder.id !== id) return Result.fail({ _tag: "EmailTaken" });
        }
        try {
          const [row] = await db
            .update(users)
            .set({
              ...(changes.email !== undefined ? { email: changes.email } : {}),
              ...(changes.phone !== undefined ? { phone: changes.phone } : {}),
              ...(changes.passwordHash !== undefined ? { password_hash: changes.passwordHash } : {}),
              updated_at: now,
            })
            .where(eq(users.id, id))
            .returning();
          const account = await withSocials(row);
          return account ? Result.succeed(account) : Result.fail({ _tag: "AccountNotFound" });
        } catch (error) {
          if (isUniqueViolation(error)) return Result.fail({ _tag: "EmailTaken" });
          throw error;
        }
      }),

    linkSocial: (id: number, social: UserSocial, now: Date) =>
      promisedResult(async (): Promise<Result.Result<Account, LinkSocialError>> => {
        const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
        if (!exists) return Result.fail({ _tag: "AccountNotFound" });
        const inserted = await db
          .insert(socialLinks)
          .values({ user_id: id, provider: social.provider, social_id: social.social_id, created_at: now })
          .onConflictDoNothing()
          .returning({ id: socialLinks.id });
        if (inserted.length === 0) return Result.fail({ _tag: "SocialTaken" });
        const account = await findById(id);
        return account ? Result.succeed(account) : Result.fail({ _tag: "AccountNotFound" });
      }),

    unlinkSocial: (id: number, social: UserSocial) =>
      promisedResult(async (): Promise<Result.Result<Account, UnlinkSocialError>> => {
        const deleted = await db
          .delete(socialLinks)
          .where(
            and(
              eq(socialLinks.user_id, id),
              eq(socialLinks.provider, social.provider),
              eq(socialLinks.social_id, social.social_id),
            ),
          )
          .returning({ id: socialLinks.id });
        if (deleted.length === 0) return Result.fail({ _tag: "NotLinked" });
        const account = await findById(id);
        return account ? Result.succeed(account) : Result.fail({ _tag: "NotLinked" });
      }),
  };
}

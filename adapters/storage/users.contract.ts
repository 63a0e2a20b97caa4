import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { NewAccount, UserRepository } from "../../core/ports/user-repository.port";
import { Result } from "effect";
import { runUseCase } from "../../core/application/shared/run-use-case";

export type UsersStore = Readonly<{ users: UserRepository; close: () => Promise<void> }>;

const now = new Date("2026-03-01T09:00:00.000Z");
const later = new Date("2026-03-01T10:00:00.000Z");

const anAccount = (overrides: Partial<NewAccount> = {}): NewAccount => ({
  username: "anna",
  email: "Anna@Example.com",
  passwordHash: "scrypt$N=1024,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5",
  firstName: "Анна",
  lastName: "Ли",
  role: "user",
  ...overrides,
});

/** The behaviour every UserRepository must have (run against memory and SQL, each test on an empty store). */
export function userRepositoryContract(name: string, open: () => Promise<UsersStore>) {
  describe(`UserRepository contract: ${name}`, () => {
    let store: UsersStore;
    let users: UserRepository;
    beforeEach(async () => {
      store = await open();
      users = store.users;
    });
    afterEach(() => store.close());

    const create = async (overrides: Partial<NewAccount> = {}) => {
      const created = await runUseCase(users.create(anAccount(overrides), now));
      if (Result.isFailure(created)) throw new Error(`create failed: ${created.failure._tag}`);
      return created.success;
    };

    it("creates an account with empty profile fields, no links and the given role", async () => {
      const account = await create({ role: "staff" });
      expect(account).toEqual({
        id: account.id,
        username: "anna",
        email: "Anna@Example.com",
        passwordHash: anAccount().passwordHash,
        firstName: "Анна",
        lastName: "Ли",
        signature: "",
        phone: "",
        status: "none",
        avatarFilename: null,
        role: "staff",
        socials: [],
      });
      expect(await users.findById(account.id)).toEqual(account);
    });

    it("finds by e-mail in any letter case, and answers null for unknown ones", async () => {
      const account = await create();
      expect((await users.findByEmail("anna@example.COM"))?.id).toBe(account.id);
      expect(await users.findByEmail("anna@example.org")).toBeNull();
      expect(await users.findById(account.id + 1000)).toBeNull();
    });

    it("refuses a taken e-mail in another letter case, then a taken username", async () => {
      await create();
      expect(await runUseCase(users.create(anAccount({ username: "other", email: "ANNA@example.com" }), now))).toEqual(
        Result.fail({ _tag: "EmailTaken" }),
      );
      expect(await runUseCase(users.create(anAccount({ email: "second@example.com" }), now))).toEqual(
        Result.fail({ _tag: "UsernameTaken" }),
      );
    });

    it("lists usernames by exact prefix, treating _ and % as plain characters", async () => {
      await create({ username: "an_a", email: "a1@example.com" });
      await create({ username: "anxa", email: "a2@example.com" });
      await create({ username: "an%b", email: "a3@example.com" });
      await create({ username: "an_a2", email: "a4@example.com" });
      expect([...(await users.usernamesStartingWith("an_"))].sort()).toEqual(["an_a", "an_a2"]);
      expect(await users.usernamesStartingWith("an%")).toEqual(["an%b"]);
      expect([...(await users.usernamesStartingWith("an"))].length).toBe(4);
      expect(await users.usernamesStartingWith("zz")).toEqual([]);
    });

    it("updates the profile and answers null for an unknown account", async () => {
      const account = await create();
      const changes = { firstName: "Аня", lastName: "Ким", signature: "Привет", status: "mailru" as const };
      expect(await users.updateProfile(account.id, changes, later)).toMatchObject(changes);
      expect(await users.findById(account.id)).toMatchObject(changes);
      expect(await users.updateProfile(account.id + 1000, changes, later)).toBeNull();
    });

    it("sets and clears the avatar file of an account, and answers null for an unknown one", async () => {
      const account = await create();
      expect((await users.setAvatar(account.id, "a1b2c3d4.webp", later))?.avatarFilename).toBe("a1b2c3d4.webp");
      expect((await users.findById(account.id))?.avatarFilename).toBe("a1b2c3d4.webp");
      expect((await users.setAvatar(account.id, null, later))?.avatarFilename).toBeNull();
      expect(await users.setAvatar(account.id + 1000, "x.webp", later)).toBeNull();
    });

    it("updates only the given security fields", async () => {
      const account = await create();
      const phone = await runUseCase(users.updateSecurity(account.id, { phone: "+7 999 123-45-67" }, later));
      expect(Result.isSuccess(phone) && phone.success).toMatchObject({
        phone: "+7 999 123-45-67",
        email: "Anna@Example.com",
      });
      const hash = await runUseCase(users.updateSecurity(account.id, { passwordHash: "scrypt$other" }, later));
      expect(Result.isSuccess(hash) && hash.success).toMatchObject({
        passwordHash: "scrypt$other",
        phone: "+7 999 123-45-67",
      });
      const email = await runUseCase(users.updateSecurity(account.id, { email: "anna@example.com" }, later));
      expect(Result.isSuccess(email) && email.success.email).toBe("anna@example.com");
    });

    it("refuses another account's e-mail in any case, and an unknown account", async () => {
      const anna = await create();
      await create({ username: "boris", email: "boris@example.com" });
      expect(await runUseCase(users.updateSecurity(anna.id, { email: "BORIS@example.com" }, later))).toEqual(
        Result.fail({ _tag: "EmailTaken" }),
      );
      expect((await users.findById(anna.id))?.email).toBe("Anna@Example.com");
      expect(await runUseCase(users.updateSecurity(anna.id + 1000, { phone: "1" }, later))).toEqual(
        Result.fail({ _tag: "AccountNotFound" }),
      );
    });

    it("links socials oldest first, one account per (provider, social_id)", async () => {
      const anna = await create();
      const boris = await create({ username: "boris", email: "boris@example.com" });
      await runUseCase(users.linkSocial(anna.id, { provider: "vkontakte", social_id: "1" }, now));
      const both = await runUseCase(users.linkSocial(anna.id, { provider: "mailru", social_id: "1" }, later));
      expect(Result.isSuccess(both) && both.success.socials).toEqual([
        { provider: "vkontakte", social_id: "1" },
        { provider: "mailru", social_id: "1" },
      ]);
      expect(await runUseCase(users.linkSocial(boris.id, { provider: "vkontakte", social_id: "1" }, later))).toEqual(
        Result.fail({ _tag: "SocialTaken" }),
      );
      expect(
        await runUseCase(users.linkSocial(anna.id + 1000, { provider: "vkontakte", social_id: "9" }, later)),
      ).toEqual(Result.fail({ _tag: "AccountNotFound" }));
    });

    it("finds the account a link belongs to, and null for a link nobody has", async () => {
      const anna = await create();
      await runUseCase(users.linkSocial(anna.id, { provider: "mailru", social_id: "42" }, now));
      expect((await users.findBySocial({ provider: "mailru", social_id: "42" }))?.id).toBe(anna.id);
      expect(await users.findBySocial({ provider: "vkontakte", social_id: "42" })).toBeNull();
      expect(await users.findBySocial({ provider: "mailru", social_id: "43" })).toBeNull();
    });

    it("keeps an empty password hash for an account registered through a network", async () => {
      const account = await create({ passwordHash: "" });
      expect((await users.findById(account.id))?.passwordHash).toBe("");
    });

    it("unlinks only the account's own link", async () => {
      const anna = await create();
      const boris = await create({ username: "boris", email: "boris@example.com" });
      await runUseCase(users.linkSocial(boris.id, { provider: "odnoklassniki", social_id: "7" }, now));
      expect(await runUseCase(users.unlinkSocial(anna.id, { provider: "odnoklassniki", social_id: "7" }))).toEqual(
        Result.fail({ _tag: "NotLinked" }),
      );
      const unlinked = await runUseCase(users.unlinkSocial(boris.id, { provider: "odnoklassniki", social_id: "7" }));
      expect(Result.isSuccess(unlinked) && unlinked.success.socials).toEqual([]);
      expect(await runUseCase(users.unlinkSocial(boris.id, { provider: "odnoklassniki", social_id: "7" }))).toEqual(
        Result.fail({ _tag: "NotLinked" }),
      );
    });
  });
}

import { describe, expect, it } from "vitest";
import { memoryAuthDeps } from "../../../adapters/storage/memory/auth-deps.memory";
import { createStaffAccount } from "./create-staff-account";
import { currentUser } from "./current-user";
import { detachSocial } from "./detach-social";
import { editProfile } from "./edit-profile";
import { editSecurity } from "./edit-security";
import { login } from "./login";
import { register } from "./register";
import { Result } from "effect";
import { runUseCase } from "../shared/run-use-case";

const now = new Date("2026-03-01T09:00:00.000Z");
const client = { ip: "203.0.113.7", userAgent: "UA" };

async function setup() {
  const deps = memoryAuthDeps({ now: () => now });
  await runUseCase(
    register(deps, { firstName: "Анна", lastName: "Ли", email: "anna@example.com", password: "correct horse" }, client),
  );
  await runUseCase(
    register(
      deps,
      { firstName: "Борис", lastName: "Ким", email: "boris@example.com", password: "battery staple" },
      client,
    ),
  );
  const signedIn = await runUseCase(login(deps, { email: "anna@example.com", password: "correct horse" }, client));
  if (Result.isFailure(signedIn)) throw new Error("login failed");
  const session = await deps.sessions.findByTokenHash(deps.tokens.hashToken(signedIn.success.token));
  return { deps, caller: { userId: 1, sessionId: session?.id ?? 0 } };
}

describe("currentUser", () => {
  it("answers the caller's user with the caller's session marked current", async () => {
    const { deps, caller } = await setup();
    const user = await currentUser(deps, caller);
    expect(user?.email).toBe("anna@example.com");
    expect(user?.sessions.filter((s) => s.is_current).map((s) => s.id)).toEqual([String(caller.sessionId)]);
    expect(await currentUser(deps, { userId: 99, sessionId: 1 })).toBeNull();
  });
});

describe("editProfile", () => {
  it("changes names and signature, keeping the status when none is given", async () => {
    const { deps, caller } = await setup();
    const result = await runUseCase(
      editProfile(deps, caller, {
        firstName: "Аня",
        lastName: "Ли-Ким",
        signature: "Учусь в Пекине",
      }),
    );
    expect(Result.isSuccess(result) && result.success).toMatchObject({
      first_name: "Аня",
      last_name: "Ли-Ким",
      signature: "Учусь в Пекине",
      status: "none",
    });
  });

  it("accepts only 'none' or a linked provider as status", async () => {
    const { deps, caller } = await setup();
    expect(
      await runUseCase(editProfile(deps, caller, { firstName: "Аня", lastName: "Ли", status: "vkontakte" })),
    ).toEqual(Result.fail({ _tag: "StatusNotLinked" }));
    await runUseCase(deps.users.linkSocial(1, { provider: "vkontakte", social_id: "id42" }, now));
    const linked = await runUseCase(
      editProfile(deps, caller, { firstName: "Аня", lastName: "Ли", status: "vkontakte" }),
    );
    expect(Result.isSuccess(linked) && linked.success.status).toBe("vkontakte");
  });
});

describe("editSecurity", () => {
  it("changes the phone without the current password", async () => {
    const { deps, caller } = await setup();
    const result = await runUseCase(editSecurity(deps, caller, { phone: " +7 (999) 123-45-67 " }, client));
    expect(Result.isSuccess(result) && result.success.phone).toBe("+7 (999) 123-45-67");
  });

  it("needs the right current password for a new e-mail or password", async () => {
    const { deps, caller } = await setup();
    expect(await runUseCase(editSecurity(deps, caller, { email: "new@example.com" }, client))).toEqual(
      Result.fail({ _tag: "CurrentPasswordRequired" }),
    );
    expect(
      await runUseCase(editSecurity(deps, caller, { newPassword: "new password", currentPassword: "wrong" }, client)),
    ).toEqual(Result.fail({ _tag: "CurrentPasswordWrong" }));
    expect(
      await runUseCase(
        editSecurity(deps, caller, { email: "Boris@Example.com", currentPassword: "correct horse" }, client),
      ),
    ).toEqual(Result.fail({ _tag: "EmailTaken" }));
    const changed = await runUseCase(
      editSecurity(deps, caller, { email: "new@example.com", currentPassword: "correct horse" }, client),
    );
    expect(Result.isSuccess(changed) && changed.success.email).toBe("new@example.com");
  });

  it("lets the owner change the letter case of the own address", async () => {
    const { deps, caller } = await setup();
    const changed = await runUseCase(
      editSecurity(deps, caller, { email: "Anna@Example.com", currentPassword: "correct horse" }, client),
    );
    expect(Result.isSuccess(changed) && changed.success.email).toBe("Anna@Example.com");
  });

  it("a new password signs out the other sessions and keeps the caller's", async () => {
    const { deps, caller } = await setup();
    const result = await runUseCase(
      editSecurity(deps, caller, { newPassword: "new password", currentPassword: "correct horse" }, client),
    );
    expect(Result.isSuccess(result) && result.success.sessions.map((s) => s.id)).toEqual([String(caller.sessionId)]);
    expect(
      Result.isSuccess(await runUseCase(login(deps, { email: "anna@example.com", password: "new password" }, client))),
    ).toBe(true);
  });

  it("counts wrong current passwords as failed logins and then refuses with a wait", async () => {
    const { deps, caller } = await setup();
    for (let i = 0; i < 5; i++)
      await runUseCase(editSecurity(deps, caller, { newPassword: "new password", currentPassword: "x" }, client));
    const result = await runUseCase(
      editSecurity(deps, caller, { newPassword: "new password", currentPassword: "correct horse" }, client),
    );
    expect(result).toEqual(Result.fail({ _tag: "TooManyAttempts", retryAfterSeconds: 900 }));
  });
});

describe("detachSocial", () => {
  it("unlinks the caller's own link and resets a status that named it", async () => {
    const { deps, caller } = await setup();
    await runUseCase(deps.users.linkSocial(1, { provider: "vkontakte", social_id: "id42" }, now));
    await runUseCase(deps.users.linkSocial(1, { provider: "mailru", social_id: "m1" }, now));
    await runUseCase(editProfile(deps, caller, { firstName: "Анна", lastName: "Ли", status: "vkontakte" }));
    const result = await runUseCase(detachSocial(deps, caller, { provider: "vkontakte", social_id: "id42" }));
    expect(Result.isSuccess(result) && result.success).toMatchObject({
      status: "none",
      socials: [{ provider: "mailru", social_id: "m1" }],
    });
  });

  it("refuses a link of another account or one that does not exist", async () => {
    const { deps, caller } = await setup();
    await runUseCase(deps.users.linkSocial(2, { provider: "odnoklassniki", social_id: "ok7" }, now));
    expect(await runUseCase(detachSocial(deps, caller, { provider: "odnoklassniki", social_id: "ok7" }))).toEqual(
      Result.fail({ _tag: "NotLinked" }),
    );
    expect((await deps.users.findById(2))?.socials).toEqual([{ provider: "odnoklassniki", social_id: "ok7" }]);
  });
});

describe("createStaffAccount", () => {
  it("creates a staff account that can log in", async () => {
    const { deps } = await setup();
    const result = await runUseCase(
      createStaffAccount(deps, {
        firstName: "Ольга",
        lastName: "Менеджер",
        email: "olga@shuyuan.ru",
        password: "staff password",
        role: "staff",
      }),
    );
    expect(Result.isSuccess(result) && result.success).toMatchObject({ role: "staff", username: "olga" });
    expect(
      Result.isSuccess(await runUseCase(login(deps, { email: "olga@shuyuan.ru", password: "staff password" }, client))),
    ).toBe(true);
  });
});

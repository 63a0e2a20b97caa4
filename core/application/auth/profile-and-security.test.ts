import { describe, expect, it } from "vitest";
import { memoryAuthDeps } from "../../../adapters/storage/memory/auth-deps.memory";
import { createStaffAccount } from "./create-staff-account";
import { currentUser } from "./current-user";
import { detachSocial } from "./detach-social";
import { editProfile } from "./edit-profile";
import { editSecurity } from "./edit-security";
import { login } from "./login";
import { register } from "./register";

const now = new Date("2026-03-01T09:00:00.000Z");
const client = { ip: "203.0.113.7", userAgent: "UA" };

async function setup() {
  const deps = memoryAuthDeps({ now: () => now });
  await register(
    deps,
    { firstName: "Анна", lastName: "Ли", email: "anna@example.com", password: "correct horse" },
    client,
  );
  await register(
    deps,
    { firstName: "Борис", lastName: "Ким", email: "boris@example.com", password: "battery staple" },
    client,
  );
  const signedIn = await login(deps, { email: "anna@example.com", password: "correct horse" }, client);
  if (!signedIn.ok) throw new Error("login failed");
  const session = await deps.sessions.findByTokenHash(deps.tokens.hashToken(signedIn.value.token));
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
    const result = await editProfile(deps, caller, {
      firstName: "Аня",
      lastName: "Ли-Ким",
      signature: "Учусь в Пекине",
    });
    expect(result.ok && result.value).toMatchObject({
      first_name: "Аня",
      last_name: "Ли-Ким",
      signature: "Учусь в Пекине",
      status: "none",
    });
  });

  it("accepts only 'none' or a linked provider as status", async () => {
    const { deps, caller } = await setup();
    expect(await editProfile(deps, caller, { firstName: "Аня", lastName: "Ли", status: "vkontakte" })).toEqual({
      ok: false,
      error: { _tag: "StatusNotLinked" },
    });
    await deps.users.linkSocial(1, { provider: "vkontakte", social_id: "id42" }, now);
    const linked = await editProfile(deps, caller, { firstName: "Аня", lastName: "Ли", status: "vkontakte" });
    expect(linked.ok && linked.value.status).toBe("vkontakte");
  });
});

describe("editSecurity", () => {
  it("changes the phone without the current password", async () => {
    const { deps, caller } = await setup();
    const result = await editSecurity(deps, caller, { phone: " +7 (999) 123-45-67 " }, client);
    expect(result.ok && result.value.phone).toBe("+7 (999) 123-45-67");
  });

  it("needs the right current password for a new e-mail or password", async () => {
    const { deps, caller } = await setup();
    expect(await editSecurity(deps, caller, { email: "new@example.com" }, client)).toEqual({
      ok: false,
      error: { _tag: "CurrentPasswordRequired" },
    });
    expect(await editSecurity(deps, caller, { newPassword: "new password", currentPassword: "wrong" }, client)).toEqual(
      {
        ok: false,
        error: { _tag: "CurrentPasswordWrong" },
      },
    );
    expect(
      await editSecurity(deps, caller, { email: "Boris@Example.com", currentPassword: "correct horse" }, client),
    ).toEqual({
      ok: false,
      error: { _tag: "EmailTaken" },
    });
    const changed = await editSecurity(
      deps,
      caller,
      { email: "new@example.com", currentPassword: "correct horse" },
      client,
    );
    expect(changed.ok && changed.value.email).toBe("new@example.com");
  });

  it("lets the owner change the letter case of the own address", async () => {
    const { deps, caller } = await setup();
    const changed = await editSecurity(
      deps,
      caller,
      { email: "Anna@Example.com", currentPassword: "correct horse" },
      client,
    );
    expect(changed.ok && changed.value.email).toBe("Anna@Example.com");
  });

  it("a new password signs out the other sessions and keeps the caller's", async () => {
    const { deps, caller } = await setup();
    const result = await editSecurity(
      deps,
      caller,
      { newPassword: "new password", currentPassword: "correct horse" },
      client,
    );
    expect(result.ok && result.value.sessions.map((s) => s.id)).toEqual([String(caller.sessionId)]);
    expect((await login(deps, { email: "anna@example.com", password: "new password" }, client)).ok).toBe(true);
  });

  it("counts wrong current passwords as failed logins and then refuses with a wait", async () => {
    const { deps, caller } = await setup();
    for (let i = 0; i < 5; i++)
      await editSecurity(deps, caller, { newPassword: "new password", currentPassword: "x" }, client);
    const result = await editSecurity(
      deps,
      caller,
      { newPassword: "new password", currentPassword: "correct horse" },
      client,
    );
    expect(result).toEqual({ ok: false, error: { _tag: "TooManyAttempts", retryAfterSeconds: 900 } });
  });
});

describe("detachSocial", () => {
  it("unlinks the caller's own link and resets a status that named it", async () => {
    const { deps, caller } = await setup();
    await deps.users.linkSocial(1, { provider: "vkontakte", social_id: "id42" }, now);
    await deps.users.linkSocial(1, { provider: "mailru", social_id: "m1" }, now);
    await editProfile(deps, caller, { firstName: "Анна", lastName: "Ли", status: "vkontakte" });
    const result = await detachSocial(deps, caller, { provider: "vkontakte", social_id: "id42" });
    expect(result.ok && result.value).toMatchObject({
      status: "none",
      socials: [{ provider: "mailru", social_id: "m1" }],
    });
  });

  it("refuses a link of another account or one that does not exist", async () => {
    const { deps, caller } = await setup();
    await deps.users.linkSocial(2, { provider: "odnoklassniki", social_id: "ok7" }, now);
    expect(await detachSocial(deps, caller, { provider: "odnoklassniki", social_id: "ok7" })).toEqual({
      ok: false,
      error: { _tag: "NotLinked" },
    });
    expect((await deps.users.findById(2))?.socials).toEqual([{ provider: "odnoklassniki", social_id: "ok7" }]);
  });
});

describe("createStaffAccount", () => {
  it("creates a staff account that can log in", async () => {
    const { deps } = await setup();
    const result = await createStaffAccount(deps, {
      firstName: "Ольга",
      lastName: "Менеджер",
      email: "olga@shuyuan.ru",
      password: "staff password",
      role: "staff",
    });
    expect(result.ok && result.value).toMatchObject({ role: "staff", username: "olga" });
    expect((await login(deps, { email: "olga@shuyuan.ru", password: "staff password" }, client)).ok).toBe(true);
  });
});

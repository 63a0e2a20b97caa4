import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import type { TeamDesk } from "../../../core/ports/staff-desk.port";
import { teamAction } from "./team.action";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
};

function team(refuse: "EmailTaken" | "OwnAccount" | null = null) {
  const calls: unknown[] = [];
  const desk: TeamDesk = {
    add: (input) => {
      calls.push(["add", input]);
      return refuse === "EmailTaken" ? Effect.fail({ _tag: "EmailTaken" }) : Effect.succeed({ id: 5 });
    },
    changeRole: (id, role) => {
      calls.push(["role", id, role]);
      return refuse === "OwnAccount" ? Effect.fail({ _tag: "OwnAccount" }) : Effect.succeed(role);
    },
  };
  return { desk, calls };
}

const NEW = { intent: "add", first_name: "Вера", last_name: "Ким", email: "Vera@Example.com", role: "staff" };

describe("teamAction", () => {
  it("adds a member with no password as an invitation by e-mail, and with one as given", async () => {
    const { desk, calls } = team();
    expect(await teamAction(desk, form({ ...NEW, password: "" }))).toMatchObject({ form: "add", ok: true });
    await teamAction(desk, form({ ...NEW, password: "надёжный-пароль" }));
    expect(calls).toEqual([
      ["add", { firstName: "Вера", lastName: "Ким", email: "Vera@Example.com", role: "staff", password: null }],
      [
        "add",
        { firstName: "Вера", lastName: "Ким", email: "Vera@Example.com", role: "staff", password: "надёжный-пароль" },
      ],
    ]);
  });

  it("answers field messages for a short password, a bad role and a taken e-mail", async () => {
    const short = await teamAction(team().desk, form({ ...NEW, password: "123", role: "boss" }));
    expect(Object.keys(short?.fields ?? {}).sort()).toEqual(["password", "role"]);
    const taken = await teamAction(team("EmailTaken").desk, form({ ...NEW, password: "" }));
    expect(taken).toMatchObject({ ok: false, fields: { email: "Аккаунт с такой почтой уже есть." } });
  });

  it("changes a member's role, says when staff rights were removed, and refuses one's own role", async () => {
    const { desk, calls } = team();
    expect(await teamAction(desk, form({ intent: "role", member: "9", role: "user" }))).toEqual({
      form: 9,
      ok: true,
      message: "Права сотрудника сняты.",
      fields: {},
    });
    expect(calls).toEqual([["role", 9, "user"]]);
    const own = await teamAction(team("OwnAccount").desk, form({ intent: "role", member: "3", role: "staff" }));
    expect(own).toMatchObject({ form: 3, ok: false, message: "Свою роль изменить нельзя." });
  });
});

import { describe, expect, it } from "vitest";
import type { SiteApi } from "../../../core/ports/site-api.port";
import type { StaffCommentsApi } from "../../../core/ports/staff-comments-api.port";
import type { SubmitResult } from "../../../core/ports/submit-result";
import { moderationAction } from "./staff-comments.action";

/** A site API whose moderation calls answer `result` and remember what they were asked. */
function apiAnswering(result: SubmitResult) {
  const calls: string[] = [];
  const staffComments: StaffCommentsApi = {
    page: async () => null,
    hide: async (id, reason) => {
      calls.push(`hide ${id} ${reason}`);
      return result;
    },
    restore: async (id) => {
      calls.push(`restore ${id}`);
      return result;
    },
  };
  return { api: { staffComments } as unknown as SiteApi, calls };
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("moderationAction", () => {
  it("hides with the reason as typed and says so", async () => {
    const { api, calls } = apiAnswering({ _tag: "Ok", value: null });
    const result = await moderationAction(api, form({ intent: "hide", comment: "12", reason: " Спам " }));
    expect(calls).toEqual(["hide 12  Спам "]);
    expect(result).toEqual({
      comment_id: 12,
      ok: true,
      message: "Комментарий № 12 скрыт.",
      reason_error: null,
      reason: "",
    });
  });

  it("keeps the typed reason and shows the server's message at the field when the reason is refused", async () => {
    const { api } = apiAnswering({
      _tag: "ValidationFailed",
      message: "Проверьте правильность заполнения полей.",
      fields: { reason: ["Укажите причину: не короче 3 символов."] },
    });
    const result = await moderationAction(api, form({ intent: "hide", comment: "12", reason: "ab" }));
    expect(result).toMatchObject({
      ok: false,
      reason_error: "Укажите причину: не короче 3 символов.",
      reason: "ab",
    });
  });

  it("restores, and says a refused or failed call could not change the comment", async () => {
    const ok = apiAnswering({ _tag: "Ok", value: null });
    expect(await moderationAction(ok.api, form({ intent: "restore", comment: "7" }))).toMatchObject({
      ok: true,
      message: "Комментарий № 7 возвращён.",
    });
    const failed = apiAnswering({ _tag: "Failed" });
    expect(await moderationAction(failed.api, form({ intent: "restore", comment: "7" }))).toMatchObject({
      ok: false,
      reason_error: null,
      message: expect.stringContaining("Не удалось изменить комментарий № 7"),
    });
  });

  it("calls nothing for a form without a valid comment number or intent", async () => {
    const { api, calls } = apiAnswering({ _tag: "Ok", value: null });
    const forms: readonly Record<string, string>[] = [
      { intent: "hide", comment: "x" },
      { intent: "drop", comment: "3" },
      { comment: "0" },
    ];
    for (const fields of forms) {
      expect((await moderationAction(api, form(fields))).ok).toBe(false);
    }
    expect(await moderationAction(api, null)).toMatchObject({ ok: false, comment_id: null });
    expect(calls).toEqual([]);
  });
});

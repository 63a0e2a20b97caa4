import { describe, expect, it } from "vitest";
import { clientOverFake } from "../../../tests/fakes/fake-api-client";
import { json } from "../../../tests/fakes/fake-fetch";

const ITEMS = [
  { kind: "institution", id: 12 },
  { kind: "degree_program", id: 301, institution_id: 12 },
];

describe("the shortlist API client", () => {
  it("reads the list, and null for a visitor or an answer that does not parse", async () => {
    const ok = clientOverFake(() => json({ items: ITEMS }));
    expect(await ok.client.shortlist.get()).toEqual(ITEMS);
    expect(ok.requests[0]?.url).toBe("http://api.test/api/ru/v1/shortlist");
    expect(ok.requests[0]?.method).toBe("GET");
    for (const answer of [
      () => json({ message: "Требуется вход в аккаунт." }, 401),
      () => json({ items: [{ kind: "course", id: 1 }] }),
    ]) {
      expect(await clientOverFake(answer).client.shortlist.get()).toBeNull();
    }
  });

  it("PUTs only kind and id, and answers the saved list", async () => {
    const { client, requests } = clientOverFake(() => json({ items: ITEMS }));
    expect(
      await client.shortlist.put([
        { kind: "institution", id: 12 },
        { kind: "degree_program", id: 301, institution_id: 12 } as { kind: "degree_program"; id: number },
      ]),
    ).toEqual({ _tag: "Saved", items: ITEMS });
    expect(requests[0]?.method).toBe("PUT");
    expect(JSON.parse(String(requests[0]?.body))).toEqual({
      items: [
        { kind: "institution", id: 12 },
        { kind: "degree_program", id: 301 },
      ],
    });
  });

  it("maps refusals: 401 asks to sign in, 422 carries the messages, anything else is unavailable", async () => {
    const refused = clientOverFake(() => json({ message: "Требуется вход в аккаунт." }, 401));
    expect(await refused.client.shortlist.put([])).toEqual({ _tag: "SignInRequired" });
    const invalid = clientOverFake(() =>
      json(
        {
          message: "Проверьте правильность заполнения полей.",
          data: { items: ["Можно сравнивать не больше 4 программ."] },
        },
        422,
      ),
    );
    expect(await invalid.client.shortlist.put([])).toEqual({
      _tag: "Rejected",
      messages: ["Можно сравнивать не больше 4 программ.", "Проверьте правильность заполнения полей."],
    });
    const down = clientOverFake(() => json({ message: "Ошибка" }, 500));
    expect(await down.client.shortlist.put([])).toEqual({ _tag: "Unavailable" });
  });
});

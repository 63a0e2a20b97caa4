import { describe, expect, it } from "vitest";
import { clientOverFake } from "../../../tests/fakes/fake-api-client";
import { json } from "../../../tests/fakes/fake-fetch";

const PROFILE = {
  id: 7,
  slug: "7-ivan",
  username: "ivan",
  first_name: "Иван",
  last_name: "",
  avatar: null,
  signature: null,
  reviews: [],
};

describe("the users API client", () => {
  it("reads a public profile by id", async () => {
    const { client, requests } = clientOverFake(() => json(PROFILE));
    expect(await client.users.publicProfile(7)).toEqual(PROFILE);
    expect(requests[0]?.url).toBe("http://api.test/api/ru/v1/users/7/profile");
  });

  it("answers null for an unknown user and for an answer carrying private fields", async () => {
    expect(await clientOverFake(() => json({ message: "Не найдено." }, 404)).client.users.publicProfile(8)).toBeNull();
    const leaky = clientOverFake(() => json({ ...PROFILE, email: "ivan@example.ru" }));
    expect(await leaky.client.users.publicProfile(7)).toBeNull();
  });
});

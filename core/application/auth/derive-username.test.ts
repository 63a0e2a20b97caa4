import { describe, expect, it } from "vitest";
import { freeUsername, usernameBase } from "./derive-username";

describe("usernameBase", () => {
  it.each([
    ["ivan.petrov@mail.ru", "ivan.petrov"],
    ["Ivan.Petrov+news@Mail.ru", "ivan.petrov"],
    ["anna_li-2000@example.com", "anna_li-2000"],
    ["a..b__c--d@example.com", "a.b_c-d"],
    ["._-anna-_.@example.com", "anna"],
    ["o'neil@example.com", "oneil"],
    ["+only-tag@example.com", "user"],
    ["'''@example.com", "user"],
    ["юлия@пример.рф", "yuliya"],
    ["José.Núñez@example.com", "jose.nunez"],
    ["no-at-sign", "no-at-sign"],
  ])("%s -> %s", (email, expected) => {
    expect(usernameBase(email)).toBe(expected);
  });

  it("keeps at most 30 characters and no separator at the end", () => {
    expect(usernameBase(`${"a".repeat(29)}.bcdef@example.com`)).toBe("a".repeat(29));
    expect(usernameBase(`${"b".repeat(40)}@example.com`)).toBe("b".repeat(30));
  });
});

describe("freeUsername", () => {
  it("takes the base when it is free", () => {
    expect(freeUsername("anna", new Set(["annabel"]))).toBe("anna");
  });

  it("numbers from 2 when the base is taken", () => {
    expect(freeUsername("anna", new Set(["anna"]))).toBe("anna2");
    expect(freeUsername("anna", new Set(["anna", "anna2", "anna3"]))).toBe("anna4");
  });

  it("joins with an underscore after a base that ends in a digit", () => {
    expect(freeUsername("user1", new Set(["user1"]))).toBe("user1_2");
  });
});

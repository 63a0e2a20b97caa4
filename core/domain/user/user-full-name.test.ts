import { describe, expect, it } from "vitest";
import { userFullName } from "./user-full-name";

describe("userFullName", () => {
  it("joins first and last name with a space", () => {
    expect(userFullName({ id: 5, first_name: "Анна", last_name: "Иванова" })).toBe("Анна Иванова");
  });

  it("trims and collapses spaces", () => {
    expect(userFullName({ id: 5, first_name: "  Анна  Мария ", last_name: "\tИванова\n" })).toBe("Анна Мария Иванова");
  });

  it("uses whichever part is present", () => {
    expect(userFullName({ id: 5, first_name: "Анна", last_name: "" })).toBe("Анна");
    expect(userFullName({ id: 5, first_name: null, last_name: "Иванова" })).toBe("Иванова");
    expect(userFullName({ id: 5, first_name: " ", last_name: undefined })).toBe("");
  });

  it("is empty for an unsaved user", () => {
    expect(userFullName({ id: 0, first_name: "Анна", last_name: "Иванова" })).toBe("");
    expect(userFullName({ first_name: "Анна", last_name: "Иванова" })).toBe("");
    expect(userFullName({ id: null, first_name: "Анна", last_name: "Иванова" })).toBe("");
  });
});

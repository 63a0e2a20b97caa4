import { describe, expect, it } from "vitest";
import { declineAdjective, declineName, declinePhrase, headGender } from "./russian-declension";

describe("declinePhrase", () => {
  it("declines adjectives and the head noun of a university", () => {
    expect(declinePhrase("Пекинский университет")).toEqual({
      nominative: "Пекинский университет",
      genitive: "Пекинского университета",
      dative: "Пекинскому университету",
      accusative: "Пекинский университет",
      instrumental: "Пекинским университетом",
      prepositional: "Пекинском университете",
    });
  });

  it("keeps a proper name after the head noun", () => {
    expect(declinePhrase("Университет Цинхуа").prepositional).toBe("Университете Цинхуа");
    expect(declinePhrase("Университет Сунь Ятсена").genitive).toBe("Университета Сунь Ятсена");
  });

  it("declines hyphenated and soft adjectives", () => {
    expect(declinePhrase("Северо-Западный политехнический университет").genitive).toBe(
      "Северо-Западного политехнического университета",
    );
    expect(declinePhrase("Средняя школа № 55 Пекина").prepositional).toBe("Средней школе № 55 Пекина");
  });

  it("declines feminine and neuter heads", () => {
    expect(declinePhrase("Центральная консерватория").instrumental).toBe("Центральной консерваторией");
    expect(declinePhrase("Китайская академия художеств").accusative).toBe("Китайскую академию художеств");
    expect(declinePhrase("Международное отделение Шанхайской средней школы").genitive).toBe(
      "Международного отделения Шанхайской средней школы",
    );
    expect(declinePhrase("Колледж Далидж в Пекине").instrumental).toBe("Колледжем Далидж в Пекине");
  });

  it("declines program titles", () => {
    expect(declinePhrase("Магистратура").genitive).toBe("Магистратуры");
    expect(declinePhrase("Подготовительный курс").prepositional).toBe("Подготовительном курсе");
  });

  it("leaves a title without a head noun as it is", () => {
    expect(declinePhrase("Shanghai American School").dative).toBe("Shanghai American School");
  });
});

describe("declineName", () => {
  it("declines city and country names by their ending", () => {
    expect(declineName("Пекин").prepositional).toBe("Пекине");
    expect(declineName("Шанхай").genitive).toBe("Шанхая");
    expect(declineName("Ухань").instrumental).toBe("Уханем");
    expect(declineName("Осака").genitive).toBe("Осаки");
    expect(declineName("Канада").prepositional).toBe("Канаде");
    expect(declineName("Корея").instrumental).toBe("Кореей");
    expect(declineName("Япония").genitive).toBe("Японии");
  });

  it("keeps names that do not decline", () => {
    expect(declineName("Гуанчжоу").prepositional).toBe("Гуанчжоу");
    expect(declineName("Цзиньхуа").genitive).toBe("Цзиньхуа");
    expect(declineName("Хух-Хото").dative).toBe("Хух-Хото");
  });
});

describe("declineAdjective and headGender", () => {
  it("declines a language name", () => {
    expect(declineAdjective("Китайский").prepositional).toBe("Китайском");
    expect(declineAdjective("Английский").genitive).toBe("Английского");
  });

  it("finds the gender of the head noun", () => {
    expect(headGender("Университет Цинхуа")).toBe("m");
    expect(headGender("Шанхайская консерватория")).toBe("f");
    expect(headGender("Shanghai American School")).toBeNull();
  });
});

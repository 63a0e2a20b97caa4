import { describe, expect, it } from "vitest";
import { EMPTY_QUEUE_FILTER } from "./queue-filter";
import { parseQueueParams, queueSearchOf } from "./queue-params";

const parse = (search: string) => {
  const params = new URLSearchParams(search);
  return parseQueueParams((name) => params.get(name));
};

describe("parseQueueParams", () => {
  it("reads the GET form's fields", () => {
    expect(
      parse(
        "status=checking&institution=4&program=9&course=12&intake=2027-09&assignee=none&party=agency&overdue=1&q=%20Ли%20&page=3",
      ),
    ).toEqual({
      status: "checking",
      institution: 4,
      program: 9,
      course: 12,
      intake: "2027-09",
      assignee: "none",
      party: "agency",
      overdue: true,
      search: "Ли",
      page: 3,
    });
  });

  it("leaves out what is not valid: unknown status, ids that are not ids, blank text", () => {
    expect(
      parse("status=new&institution=0&program=-1&course=abc&assignee=me&party=nobody&overdue=yes&q=%20%20&page=0"),
    ).toEqual(EMPTY_QUEUE_FILTER);
    expect(parse("institution=99999999999&page=abc")).toEqual(EMPTY_QUEUE_FILTER);
  });

  it("writes an assignee id and the page as numbers", () => {
    expect(queueSearchOf({ ...EMPTY_QUEUE_FILTER, assignee: 7, page: 2 })).toBe("?assignee=7&page=2");
  });

  it("reads and writes the course of course applications, after the program", () => {
    expect(parse("course=31")).toEqual({ ...EMPTY_QUEUE_FILTER, course: 31 });
    expect(parse("course=0")).toEqual(EMPTY_QUEUE_FILTER);
    expect(parse("course=3.5")).toEqual(EMPTY_QUEUE_FILTER);
    expect(queueSearchOf({ ...EMPTY_QUEUE_FILTER, program: 9, course: 31, intake: "Январь 2027" })).toBe(
      "?program=9&course=31&intake=%D0%AF%D0%BD%D0%B2%D0%B0%D1%80%D1%8C+2027",
    );
  });
});

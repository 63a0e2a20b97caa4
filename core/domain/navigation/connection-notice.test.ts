import { describe, expect, it } from "vitest";
import { connectionChanged, connectionNotice, INITIAL_CONNECTION, RESTORED_NOTICE_MS } from "./connection-notice";

describe("connection notice", () => {
  it("shows nothing while online from the start", () => {
    expect(connectionNotice(INITIAL_CONNECTION, 0)).toBeNull();
    expect(connectionChanged(INITIAL_CONNECTION, true, 50)).toBe(INITIAL_CONNECTION);
  });

  it("tells of the lost connection, then briefly of its return", () => {
    const offline = connectionChanged(INITIAL_CONNECTION, false, 1000);
    expect(connectionNotice(offline, 5000)).toBe("offline");
    const back = connectionChanged(offline, true, 9000);
    expect(connectionNotice(back, 9000)).toBe("restored");
    expect(connectionNotice(back, 9000 + RESTORED_NOTICE_MS - 1)).toBe("restored");
    expect(connectionNotice(back, 9000 + RESTORED_NOTICE_MS)).toBeNull();
  });
});

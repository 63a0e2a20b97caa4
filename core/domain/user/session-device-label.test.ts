import { describe, expect, it } from "vitest";
import { sessionDeviceLabel } from "./session-device-label";

const AGENTS = {
  chromeAndroid:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Mobile Safari/537.36",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  chromeIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/129.0 Mobile/15E148 Safari/604.1",
  edgeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36 Edg/129.0.0.0",
  yandexWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 YaBrowser/24.10.0.0 Safari/537.36",
  firefoxLinux: "Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0",
  safariMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15",
  operaMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36 OPR/114.0.0.0",
  headlessLinux:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
} as const;

describe("sessionDeviceLabel", () => {
  it.each([
    [AGENTS.chromeAndroid, "Chrome на Android"],
    [AGENTS.safariIphone, "Safari на iPhone"],
    [AGENTS.chromeIphone, "Chrome на iPhone"],
    [AGENTS.edgeWindows, "Edge на Windows"],
    [AGENTS.yandexWindows, "Яндекс Браузер на Windows"],
    [AGENTS.firefoxLinux, "Firefox на Linux"],
    [AGENTS.safariMac, "Safari на macOS"],
    [AGENTS.operaMac, "Opera на macOS"],
    [AGENTS.headlessLinux, "Chrome на Linux"],
  ])("names %s", (agent, label) => {
    expect(sessionDeviceLabel(agent)).toBe(label);
  });

  it("names only the browser or only the system when the other is unknown", () => {
    expect(sessionDeviceLabel("Firefox/131.0")).toBe("Firefox");
    expect(sessionDeviceLabel("SomeApp (Windows NT 10.0)")).toBe("Windows");
  });

  it("says the device is unknown for no agent or a script's agent", () => {
    expect(sessionDeviceLabel(null)).toBe("Неизвестное устройство");
    expect(sessionDeviceLabel("")).toBe("Неизвестное устройство");
    expect(sessionDeviceLabel("curl/8.5.0")).toBe("Неизвестное устройство");
  });
});

/** Browsers in the order they must be tested: Edge, Opera and Yandex carry "Chrome" in their agents too. */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/YaBrowser\//, "Яндекс Браузер"],
  [/Edg(?:e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Version\/[\d.]+.*Safari\//, "Safari"],
];

/** Systems in test order: Android agents say "Linux", iPadOS and iOS agents say "like Mac OS X". */
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/Android/, "Android"],
  [/iPhone|iPod/, "iPhone"],
  [/iPad/, "iPad"],
  [/Windows/, "Windows"],
  [/CrOS/, "ChromeOS"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

const firstMatch = (agent: string, table: readonly (readonly [RegExp, string])[]): string | null =>
  table.find(([pattern]) => pattern.test(agent))?.[1] ?? null;

/**
 * A session's device as the security page names it, from the User-Agent the session was opened with:
 * «Chrome на Android», «Safari на iPhone»; only the browser or only the system when the other is unknown, and
 * «Неизвестное устройство» when neither is (no agent, a script, a bot).
 */
export const sessionDeviceLabel = (userAgent: string | null): string => {
  const agent = userAgent ?? "";
  const browser = firstMatch(agent, BROWSERS);
  const system = firstMatch(agent, SYSTEMS);
  if (browser !== null && system !== null) return `${browser} на ${system}`;
  return browser ?? system ?? "Неизвестное устройство";
};

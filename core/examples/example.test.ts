import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

// The README's example, run the two ways the README tells: through tsx on the sources and with plain node on the build.
const root = fileURLToPath(new URL("../..", import.meta.url));
const run = (command: string, args: readonly string[]): string =>
  execFileSync(command, args, { cwd: root, encoding: "utf8", env: { ...process.env, NODE_OPTIONS: "" } });

const EXPECTED = `Цены:
  от 150 000 ₽ до 320 000 ₽
  от 24 000 CN¥
  Бесплатно
  Узнать стоимость
Набор:
  current=0: Приём заявок с 10 января 2026
  current=2: 2 волна до 15 апреля 2026
  current=6: Приём завершён 15 апреля 2026
  current=9: ошибка CurrentOutOfRange
Адреса каталога:
  /universities/china/beijing/ -> страница /universities/china/beijing/
  /universities/pl-bachelor/china/ -> страница /universities/pl-bachelor/china/
  /universities/china/seoul/ -> 404 (CityOutsideCountry)
  /universities/mars/ -> 404 (UnknownCountry)
Заявки по статусам:
  Оформление [active]: 3
  Проверка [active]: 1, 5
  Завершена [final]: 2
  Ожидание [hold]: 4
  Неизвестный статус [unknown]: 6
`;

// formatPrice groups digits with a no-break space; the expectation above is written with plain spaces.
const plainSpaces = (text: string): string => text.replaceAll("\u00a0", " ");

describe("core/examples/example.ts", () => {
  const tsbuild = join(root, ".tsbuild");
  mkdirSync(tsbuild, { recursive: true });
  const outdir = mkdtempSync(join(tsbuild, "core-dist-"));
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it("prints the price, wave, listing URL and booking group lines through tsx", () => {
    expect(plainSpaces(run(join(root, "node_modules/.bin/tsx"), ["core/examples/example.ts"]))).toBe(EXPECTED);
  }, 60_000);

  it("prints the same lines with plain node on the core's build", () => {
    run(process.execPath, ["scripts/build-core.mjs", outdir]);
    expect(plainSpaces(run(process.execPath, [join(outdir, "examples/example.js")]))).toBe(EXPECTED);
  }, 60_000);
});

// The core used from a plain script: four rules, imported through the package's entry points (core/README.md).
// Run with `npx tsx core/examples/example.ts`, or after `npm run build:core` with `node core/dist/examples/example.js`.
import { admissionWaveText, type AdmissionWaves } from "@shuyuan/core/domain/admission";
import { bookingStatusKind, bookingStatusText, groupBookingsByStatus } from "@shuyuan/core/domain/booking";
import { listingPath, parseListingUrl, type ListingFacets } from "@shuyuan/core/domain/listing";
import { priceText } from "@shuyuan/core/domain/price";

const print = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

print("Цены:");
print(`  ${priceText({ min: 150_000, max: 320_000 }, "RUB")}`);
print(`  ${priceText({ min: 24_000, max: null }, "CNY")}`);
print(`  ${priceText({ min: 0, max: 0 })}`);
print(`  ${priceText({ min: null, max: null })}`);

const waves: AdmissionWaves = {
  status: "open",
  current: 2,
  current_date_from: "2026-03-01",
  current_date_to: "2026-04-15",
  waves: [
    {
      label: "1 волна",
      date_from: "2026-01-10",
      date_to: "2026-02-28",
      date_from_str: "10 января 2026",
      date_to_str: "28 февраля 2026",
    },
    {
      label: "2 волна",
      date_from: "2026-03-01",
      date_to: "2026-04-15",
      date_from_str: "1 марта 2026",
      date_to_str: "15 апреля 2026",
    },
  ],
};
print("Набор:");
for (const current of [0, 2, 6, 9]) {
  const text = admissionWaveText({ ...waves, current });
  print(`  current=${current}: ${text.ok ? text.value.text : `ошибка ${text.error._tag}`}`);
}

const facets: ListingFacets = {
  countries: [
    {
      id: 1,
      slug: "china",
      name: "Китай",
      morph: null,
      institutions_count: 180,
      currency: { code: "CNY", symbol: "¥" },
    },
  ],
  cities: [
    { id: 10, slug: "beijing", name: "Пекин", morph: null, country_id: 1, is_province: false, institutions_count: 40 },
    { id: 20, slug: "seoul", name: "Сеул", morph: null, country_id: 2, is_province: false, institutions_count: 12 },
  ],
  lang_instructions: [],
  degree_programs: [{ id: 3, slug: "bachelor", title: "Бакалавриат" }],
  directions: [],
  specialties: [],
};
print("Адреса каталога:");
for (const pathname of [
  "/universities/china/beijing/",
  "/universities/pl-bachelor/china/",
  "/universities/china/seoul/",
  "/universities/mars/",
]) {
  const filter = parseListingUrl({ pathname, search: "" }, facets);
  print(`  ${pathname} -> ${filter.ok ? `страница ${listingPath(filter.value.route)}` : `404 (${filter.error._tag})`}`);
}

const bookings = [
  { id: 1, status: "checking" },
  { id: 2, status: "sent" },
  { id: 3, status: "registering" },
  { id: 4, status: "waiting" },
  { id: 5, status: "checking" },
  { id: 6, status: "archived" },
];
print("Заявки по статусам:");
for (const group of groupBookingsByStatus(bookings)) {
  const stage = group.status._tag === "Known" ? bookingStatusKind(group.status.key) : "unknown";
  const ids = group.bookings.map((booking) => booking.id).join(", ");
  print(`  ${bookingStatusText(group.status).title} [${stage}]: ${ids}`);
}

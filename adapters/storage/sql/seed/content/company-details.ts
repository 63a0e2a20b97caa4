/**
 * The registration details of the fictional operator of the portal. Legal pages, the company page and the
 * contacts settings all quote these, so they stay consistent (the INN and OGRN carry valid check digits).
 */
export const COMPANY = {
  name: "ООО «Шуюань»",
  fullName: "Общество с ограниченной ответственностью «Шуюань»",
  brand: "Шуюань",
  inn: "7709482156",
  kpp: "770901001",
  ogrn: "1187746521093",
  registeredOn: "14 августа 2018 года",
  zipCode: "105064",
  address: "105064, г. Москва, ул. Земляной Вал, д. 24/32, этаж 4, офис 412",
  shortAddress: "Москва, ул. Земляной Вал, д. 24/32, офис 412",
  director: "Ковалёва Анна Сергеевна",
  email: "info@shuyuan.ru",
  privacyEmail: "privacy@shuyuan.ru",
  careEmail: "care@shuyuan.ru",
  phone: "+7 (495) 120-48-36",
  freePhone: "8 800 350-27-14",
  site: "https://shuyuan.ru",
  workingHours: "Пн–Пт 10:00–19:00, Сб 11:00–16:00 (время московское)",
} as const;

import type { CertificateSeed } from "./seed-rows.types";

/** Accreditations and partnership certificates, newest first. */
export const CERTIFICATE_SEEDS: readonly CertificateSeed[] = [
  {
    title: "Сертификат официального партнёра по набору иностранных студентов на 2026/27 учебный год",
    issuer: "Чжэцзянский университет, Международный колледж",
    image: "certificate-zhejiang-2026.svg",
    issuedOn: "2026-03-02",
  },
  {
    title: "Свидетельство о партнёрстве в программе подготовительного года",
    issuer: "Даляньский университет иностранных языков",
    image: "certificate-dalian-foundation-2025.svg",
    issuedOn: "2025-10-15",
  },
  {
    title: "Благодарственное письмо за вклад в набор студентов из России",
    issuer: "Уханьский университет, Управление по делам иностранных студентов",
    image: "certificate-wuhan-thanks-2025.svg",
    issuedOn: "2025-07-01",
  },
  {
    title: "Сертификат уполномоченного представителя по приёму на программы бакалавриата",
    issuer: "Харбинский политехнический университет",
    image: "certificate-harbin-tech-2025.svg",
    issuedOn: "2025-04-18",
  },
  {
    title: "Свидетельство о членстве в профессиональном объединении агентств образования за рубежом",
    issuer: "Ассоциация консультантов по зарубежному образованию",
    image: "certificate-association-2025.svg",
    issuedOn: "2025-02-10",
  },
  {
    title: "Сертификат партнёра по набору на языковые курсы",
    issuer: "Фуданьский университет, Институт международного образования",
    image: "certificate-fudan-language-2024.svg",
    issuedOn: "2024-11-20",
  },
  {
    title: "Сертификат о прохождении обучения для консультантов по приёму иностранных студентов",
    issuer: "Пекинский университет, Управление международного сотрудничества",
    image: "certificate-peking-training-2024.svg",
    issuedOn: "2024-06-05",
  },
  {
    title: "Сертификат партнёра по программам обучения в Корее",
    issuer: "Языковой институт университета Кёнхи",
    image: "certificate-korea-language-2024.svg",
    issuedOn: "2024-03-12",
  },
  {
    title: "Свидетельство агента по набору студентов в японские языковые школы",
    issuer: "Языковая школа «Сакура» (Осака)",
    image: "certificate-japan-school-2023.svg",
    issuedOn: "2023-09-28",
  },
  {
    title: "Сертификаты экзаменаторов HSK преподавателей онлайн-школы",
    issuer: "Региональный центр тестирования HSK (Москва)",
    image: "certificate-hsk-center-2023.svg",
    issuedOn: "2023-01-16",
  },
];

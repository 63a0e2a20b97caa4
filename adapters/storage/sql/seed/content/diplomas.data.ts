import { INSTITUTION_REFS } from "./institution-refs";
import type { DiplomaSeed } from "./seed-rows.types";

/** Diplomas of former clients, newest first. */
export const DIPLOMA_SEEDS: readonly DiplomaSeed[] = [
  {
    studentName: "Алина Морозова",
    title: "Диплом магистра: международная торговля",
    institution: INSTITUTION_REFS.zhejiang,
    year: 2026,
    image: "diploma-alina-morozova.svg",
  },
  {
    studentName: "Никита Соколов",
    title: "Диплом бакалавра: компьютерные науки и технологии",
    institution: INSTITUTION_REFS.harbinTech,
    year: 2026,
    image: "diploma-nikita-sokolov.svg",
  },
  {
    studentName: "Вероника Павлова",
    title: "Диплом бакалавра: китайский язык и литература",
    institution: INSTITUTION_REFS.dalianForeign,
    year: 2025,
    image: "diploma-veronika-pavlova.svg",
  },
  {
    studentName: "Тимур Ахметов",
    title: "Диплом магистра: финансы",
    institution: INSTITUTION_REFS.fudan,
    year: 2025,
    image: "diploma-timur-akhmetov.svg",
  },
  {
    studentName: "Полина Гришина",
    title: "Диплом магистра: международные отношения",
    institution: INSTITUTION_REFS.peking,
    year: 2025,
    image: "diploma-polina-grishina.svg",
  },
  {
    studentName: "Илья Захаров",
    title: "Диплом бакалавра: логистика и управление цепями поставок",
    institution: INSTITUTION_REFS.wuhan,
    year: 2024,
    image: "diploma-ilya-zakharov.svg",
  },
  {
    studentName: "Дарья Никитина",
    title: "Диплом бакалавра: дизайн цифровых медиа",
    institution: INSTITUTION_REFS.zhejiang,
    year: 2024,
    image: "diploma-darya-nikitina.svg",
  },
  {
    studentName: "Артур Галиев",
    title: "Диплом магистра: машиностроение",
    institution: INSTITUTION_REFS.harbinTech,
    year: 2023,
    image: "diploma-artur-galiev.svg",
  },
  {
    studentName: "Ксения Белоусова",
    title: "Сертификат об окончании подготовительного года (HSK 5)",
    institution: INSTITUTION_REFS.dalianForeign,
    year: 2023,
    image: "diploma-kseniya-belousova.svg",
  },
  {
    studentName: "Максим Егоров",
    title: "Диплом бакалавра: экономика и торговля",
    institution: null,
    year: 2022,
    image: "diploma-maksim-egorov.svg",
  },
];

import type { BannerSeed } from "./seed-rows.types";

/** Home page banners: the hero slider and the promo slot. */
export const BANNER_SEEDS: readonly BannerSeed[] = [
  {
    key: "home-hero",
    title: "Поступление в Китай на 2027/28 учебный год",
    text: "Подберём университет, подадим документы и заявки на гранты. Первая консультация — бесплатно.",
    image: "banner-hero-admission-2027.jpg",
    link: "/catalog/",
  },
  {
    key: "home-hero",
    title: "Гранты на магистратуру в Китае",
    text: "Полная стипендия покрывает обучение, общежитие и страховку. Начните подготовку заявки уже сейчас.",
    image: "banner-hero-grants.jpg",
    link: "/magistratura/",
  },
  {
    key: "home-hero",
    title: "Китайский за 3 месяца",
    text: "Интенсив с нуля до уровня HSK 2: 36 живых занятий и пробный экзамен в конце курса.",
    image: "banner-hero-intensive.jpg",
    link: "/kitajskij-za-3-mesyacza/",
  },
  {
    key: "home-promo",
    title: "Бесплатный пробный тест HSK",
    text: "Узнайте свой уровень за 40 минут и получите разбор ошибок от преподавателя.",
    image: "banner-promo-hsk-test.jpg",
    link: "/hsk/",
  },
];

import { COMPANY } from "./company-details";

/** The layout settings rows: key and JSON value (see the seed's report for the shapes). */
export const LAYOUT_SETTING_SEEDS: Readonly<Record<string, unknown>> = {
  contacts: {
    main_email: COMPANY.email,
    contact_center: COMPANY.freePhone,
    address: COMPANY.address,
    user_care_department: COMPANY.careEmail,
    zip_code: COMPANY.zipCode,
    working_hours: COMPANY.workingHours,
    on_foot_description:
      "От станций метро «Курская» и «Чкаловская» — 5 минут пешком: выход к Садовому кольцу, затем налево по улице Земляной Вал до бизнес-центра с синей вывеской. На ресепшене назовите фамилию — вас проводят на четвёртый этаж.",
    maps_iframe_link: null,
    by_car_description:
      "Въезд с улицы Земляной Вал, платная городская парковка вдоль здания. Удобнее всего подъезжать по Садовому кольцу со стороны Курского вокзала.",
    maps_route_link: "https://yandex.ru/maps/?rtext=~55.757220%2C37.659420&rtt=auto",
  },
  footer: {
    last_articles: 4,
    columns: [
      {
        title: "Поступление",
        links: [
          { title: "Университеты", url: "/universities/" },
          { title: "Колледжи", url: "/colleges/" },
          { title: "Школы", url: "/schools/" },
          { title: "Бакалавриат", url: "/bakalavriat/" },
          { title: "Магистратура", url: "/magistratura/" },
          { title: "Колледж после 9 класса", url: "/kolledzh-posle-9-klassa/" },
        ],
      },
      {
        title: "Китайский язык",
        links: [
          { title: "Онлайн-курсы", url: "/onlajn-kursy-kitaiskogo-yazyka/" },
          { title: "Китайский за 3 месяца", url: "/kitajskij-za-3-mesyacza/" },
          { title: "Индивидуальные занятия", url: "/individualnye-zanyatiya/" },
          { title: "Языковые курсы в Китае", url: "/yazykovye-kursy/" },
          { title: "Подготовка к HSK", url: "/hsk/" },
        ],
      },
      {
        title: "Компания",
        links: [
          { title: "О компании", url: "/o-kompanii/" },
          { title: "Цены на услуги", url: "/czeny-na-uslugi/" },
          { title: "Гарантии", url: "/guarantees/" },
          { title: "Отзывы", url: "/reviews/" },
          { title: "Частые вопросы", url: "/faq/" },
          { title: "Контакты", url: "/contacts/" },
        ],
      },
      {
        title: "Документы",
        links: [
          { title: "Политика конфиденциальности", url: "/privacy-policy/" },
          { title: "Пользовательское соглашение", url: "/user-agreement/" },
          { title: "Правила платформы", url: "/platform-rules/" },
          { title: "Обработка персональных данных", url: "/personal-data-regulations/" },
          { title: "Согласие на обработку данных", url: "/consent-personal-data/" },
        ],
      },
    ],
  },
  interactive_map: {
    title: "Где учатся наши студенты",
    subtitle: "Выберите страну на карте, чтобы увидеть города и учебные заведения",
  },
  demand_institutions: {
    title: "Популярные учебные заведения",
    limit: 8,
  },
  last_events: {
    title: "Ближайшие события",
    limit: 3,
  },
  hsk: {
    block_platform: {
      title: "Подготовка к HSK на платформе Шуюань",
      text: "Пробные тесты в формате настоящего экзамена, карточки со словами каждого уровня и занятия с преподавателями. Узнайте свой уровень бесплатно.",
      levels: [
        { level: 1, words: 150, description: "Простые фразы о себе и повседневные выражения" },
        { level: 2, words: 300, description: "Короткие разговоры на знакомые бытовые темы" },
        { level: 3, words: 600, description: "Общение в быту, на учёбе и в путешествии" },
        { level: 4, words: 1200, description: "Свободный разговор на знакомые темы, бакалавриат на китайском" },
        { level: 5, words: 2500, description: "Чтение газет, фильмы, магистратура и медицина на китайском" },
        { level: 6, words: 5000, description: "Свободное владение языком в учёбе и работе" },
      ],
      link: "/hsk/",
      image: null,
    },
  },
};

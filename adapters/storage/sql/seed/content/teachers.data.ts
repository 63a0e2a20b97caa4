import type { TeacherSeed } from "./seed-rows.types";

/** The teachers of the online school (served by GET /api/teacher). */
export const TEACHER_SEEDS: readonly TeacherSeed[] = [
  {
    name: "Ольга Власова",
    photo: "teacher-olga-vlasova.jpg",
    languages: ["китайский", "русский"],
    experienceYears: 12,
    hskLevel: 6,
    about:
      "Руководитель онлайн-школы и сертифицированный экзаменатор HSK. Учит так, чтобы грамматика складывалась в систему, а не в список правил.",
  },
  {
    name: "Чжан Лэй",
    photo: "teacher-zhang-lei.jpg",
    languages: ["китайский", "английский", "русский"],
    experienceYears: 9,
    hskLevel: null,
    about:
      "Преподаватель-носитель из Циндао, магистр преподавания китайского как иностранного. Ведёт разговорные клубы и ставит произношение.",
  },
  {
    name: "Виктория Сорокина",
    photo: "teacher-viktoriya-sorokina.jpg",
    languages: ["китайский", "русский", "английский"],
    experienceYears: 7,
    hskLevel: 6,
    about:
      "Окончила бакалавриат в Нанкине. Ведёт группы с нуля и интенсив «Китайский за 3 месяца», особенно внимательна к тонам.",
  },
  {
    name: "Ван Синь",
    photo: "teacher-wang-xin.jpg",
    languages: ["китайский", "английский"],
    experienceYears: 11,
    hskLevel: null,
    about:
      "Готовит к HSK 5–6 и к собеседованиям в магистратуру. Раньше работала в приёмной комиссии международного колледжа университета в Ханчжоу.",
  },
  {
    name: "Андрей Миронов",
    photo: "teacher-andrey-mironov.jpg",
    languages: ["китайский", "русский"],
    experienceYears: 6,
    hskLevel: 5,
    about:
      "Выпускник магистратуры в Харбине, переводчик. Ведёт курс подготовки к HSK 4 и помогает взрослым, которые учат язык для работы.",
  },
  {
    name: "Лю Цзин",
    photo: "teacher-liu-jing.jpg",
    languages: ["китайский", "русский"],
    experienceYears: 5,
    hskLevel: null,
    about:
      "Носитель языка из Харбина, говорит по-русски. Ведёт индивидуальные занятия для начинающих, которым важно, чтобы преподаватель мог объяснить сложное по-русски.",
  },
];

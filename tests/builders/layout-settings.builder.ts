import type { LayoutSettings } from "../../core/domain/main-data/layout-settings";
import { buildInstitutionRef } from "./institution-ref.builder";

export const buildLayoutSettings = (overrides: Partial<LayoutSettings> = {}): LayoutSettings => ({
  interactive_map: [
    {
      country_id: 1,
      slug: "china",
      name: "Китай",
      institutions_count: 120,
      cities: [{ id: 1, slug: "beijing", name: "Пекин", is_province: true, institutions_count: 40 }],
    },
  ],
  demand_institutions: [buildInstitutionRef()],
  last_events: [],
  contacts: {
    main_email: "info@example.ru",
    contact_center: "8 800 000-00-00",
    address: "Москва, ул. Тверская, 1",
    user_care_department: "care@example.ru",
    zip_code: "125009",
    working_hours: "Пн–Пт 10:00–19:00",
    on_foot_description: "5 минут от метро",
    maps_iframe_link: "https://maps.example.ru/embed",
    by_car_description: "Парковка во дворе",
    maps_route_link: "https://maps.example.ru/route",
  },
  footer: { last_articles: [{ id: 1, slug: "kak-poluchit-grant", category_slug: "granty", title: "Гранты" }] },
  ...overrides,
});

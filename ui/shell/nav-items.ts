import { hrefFor } from "../../core/domain/route/href-for";

export type NavItem = { readonly label: string; readonly href: string };

/** The header's sections (site shell issue), in menu order. */
export const MAIN_NAV: readonly NavItem[] = [
  { label: "Каталог", href: hrefFor({ screen: "institutions-listing", params: { type: "catalog" } }) },
  { label: "Университеты", href: hrefFor({ screen: "institutions-listing", params: { type: "universities" } }) },
  { label: "Колледжи", href: hrefFor({ screen: "institutions-listing", params: { type: "colleges" } }) },
  { label: "Школы", href: hrefFor({ screen: "institutions-listing", params: { type: "schools" } }) },
  { label: "Курсы", href: hrefFor({ screen: "courses", params: {} }) },
  { label: "HSK", href: hrefFor({ screen: "hsk", params: {} }) },
  { label: "Цены", href: hrefFor({ screen: "service-prices", params: {} }) },
  { label: "Блог", href: hrefFor({ screen: "blog-list", params: {} }) },
  { label: "Отзывы", href: hrefFor({ screen: "reviews", params: {} }) },
  { label: "О компании", href: hrefFor({ screen: "about-company", params: {} }) },
  { label: "Контакты", href: hrefFor({ screen: "contacts", params: {} }) },
];

/** The company's pages in the footer. */
export const COMPANY_LINKS: readonly NavItem[] = [
  { label: "О компании", href: hrefFor({ screen: "about-company", params: {} }) },
  { label: "Гарантии", href: hrefFor({ screen: "guarantees", params: {} }) },
  { label: "Цены на услуги", href: hrefFor({ screen: "service-prices", params: {} }) },
  { label: "Отзывы", href: hrefFor({ screen: "reviews", params: {} }) },
  { label: "Частые вопросы", href: hrefFor({ screen: "faq", params: {} }) },
  { label: "Контакты", href: hrefFor({ screen: "contacts", params: {} }) },
];

/** The legal pages (spec 2) in the footer. */
export const LEGAL_LINKS: readonly NavItem[] = [
  { label: "Политика конфиденциальности", href: hrefFor({ screen: "privacy-policy", params: {} }) },
  { label: "Пользовательское соглашение", href: hrefFor({ screen: "user-agreement", params: {} }) },
  { label: "Правила платформы", href: hrefFor({ screen: "platform-rules", params: {} }) },
  {
    label: "Регламент обработки персональных данных",
    href: hrefFor({ screen: "personal-data-regulations", params: {} }),
  },
  {
    label: "Согласие на обработку персональных данных",
    href: hrefFor({ screen: "consent-personal-data", params: {} }),
  },
];

/**
 * The personal area's pages in the user's menu; the profile link is the user's own. Staff and admins also get the
 * staff console (ADR 056).
 */
export const accountLinks = (profileSlug: string, staff = false): readonly NavItem[] => [
  { label: "Мой профиль", href: hrefFor({ screen: "user-profile", params: profileSlug ? { user: profileSlug } : {} }) },
  { label: "Мои заявки", href: hrefFor({ screen: "settings-applications", params: {} }) },
  { label: "Уведомления", href: hrefFor({ screen: "settings-notifications", params: {} }) },
  { label: "Настройки профиля", href: hrefFor({ screen: "settings-profile", params: {} }) },
  { label: "Безопасность", href: hrefFor({ screen: "settings-security", params: {} }) },
  ...(staff ? [{ label: "Консоль сотрудника", href: hrefFor({ screen: "staff", params: {} }) }] : []),
];

import type { Certificate } from "../../core/domain/content/certificate";

export const buildCertificate = (overrides: Partial<Certificate> = {}): Certificate => ({
  id: 1,
  title: "Сертификат официального партнёра",
  description: "Партнёрство с Пекинским университетом",
  image: { filename: "partner-certificate.webp" },
  ...overrides,
});

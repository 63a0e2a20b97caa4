import type { TeamMember } from "../../core/domain/content/team-member";

export const buildTeamMember = (overrides: Partial<TeamMember> = {}): TeamMember => ({
  id: 1,
  name: "Анна Смирнова",
  position: "Эксперт по поступлению",
  description: null,
  photo: { filename: "smirnova.webp" },
  ...overrides,
});

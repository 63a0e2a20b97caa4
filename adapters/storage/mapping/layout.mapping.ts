import { z } from "zod";
import type { Contacts } from "../../../core/domain/main-data/contacts";
import type { HskPlatformBlock } from "../../../core/domain/main-data/hsk-platform-block";
import { socialProviderSchema } from "../../../core/domain/user/social-provider.schema";
import type { StaffRole } from "../../../core/domain/user/staff-role";
import { staffRoleSchema } from "../../../core/domain/user/staff-role.schema";
import type { User } from "../../../core/domain/user/user";
import { userStatusSchema } from "../../../core/domain/user/user-status";
import type { LayoutConfig, LayoutLimits } from "../../../core/ports/layout-repository.port";
import type { LayoutSettingRow, SessionRow, SocialLinkRow, UserRow } from "../rows/storage-rows";
import { imageOrNull, textOrNull } from "./common.mapping";

const text = z
  .string()
  .nullish()
  .catch(null)
  .transform((value) => value ?? "");

const objectOrEmpty = (value: unknown) => (typeof value === "object" && value !== null ? value : {});

const contactsJson = z.preprocess(
  objectOrEmpty,
  z.object({
    main_email: text,
    contact_center: text,
    address: text,
    user_care_department: text,
    zip_code: text,
    working_hours: text,
    on_foot_description: text,
    maps_iframe_link: text,
    by_car_description: text,
    maps_route_link: text,
  }),
);

const hskJson = z
  .object({
    block_platform: z
      .object({
        title: z.string().trim().min(1),
        text: z.string().nullish(),
        link: z.string().nullish(),
        image: z.string().nullish(),
      })
      .nullish()
      .catch(null),
  })
  .nullish()
  .catch(null);

const limit = (fallback: number) => z.int().min(0).max(24).catch(fallback).default(fallback);

const limitJson = (fallback: number) => z.object({ limit: limit(fallback) }).catch({ limit: fallback });

/** Defaults of the layout blocks' sizes when the settings do not say. */
export const DEFAULT_LAYOUT_LIMITS: LayoutLimits = { demandInstitutions: 8, lastEvents: 3, footerArticles: 4 };

/**
 * The layout settings rows (loose JSON by key) as the layout's config: `contacts` (missing texts read as ''),
 * `hsk.block_platform`, and the sizes `demand_institutions.limit`, `last_events.limit`, `footer.last_articles`.
 */
export const layoutConfigOf = (rows: readonly LayoutSettingRow[]): LayoutConfig => {
  const value = (key: string): unknown => rows.find((row) => row.key === key)?.value ?? {};
  const contacts: Contacts = contactsJson.parse(value("contacts"));
  const block = hskJson.parse(value("hsk"))?.block_platform ?? null;
  const hskPlatformBlock: HskPlatformBlock | null =
    block === null
      ? null
      : {
          title: block.title,
          text: block.text ?? "",
          link: textOrNull(block.link),
          image: imageOrNull(block.image),
        };
  const footer = z
    .object({ last_articles: limit(DEFAULT_LAYOUT_LIMITS.footerArticles) })
    .catch({ last_articles: DEFAULT_LAYOUT_LIMITS.footerArticles })
    .parse(value("footer"));
  return {
    contacts,
    hskPlatformBlock,
    limits: {
      demandInstitutions: limitJson(DEFAULT_LAYOUT_LIMITS.demandInstitutions).parse(value("demand_institutions")).limit,
      lastEvents: limitJson(DEFAULT_LAYOUT_LIMITS.lastEvents).parse(value("last_events")).limit,
      footerArticles: footer.last_articles,
    },
  };
};

/** A session is live while it is neither revoked nor past its expiry. */
export const isLiveSession = (row: SessionRow, now: Date): boolean =>
  row.revoked_at === null && row.expires_at.getTime() > now.getTime();

/** The user of spec 3: profile, linked networks (oldest first) and live sessions (most recently used first). */
export const userOf = (
  row: UserRow,
  socials: readonly SocialLinkRow[],
  sessions: readonly SessionRow[],
  currentSessionId: number,
): User => {
  const status = userStatusSchema.safeParse(row.status);
  return {
    id: row.id,
    slug: `${row.id}-${row.username}`,
    username: row.username,
    avatar: imageOrNull(row.avatar_filename),
    status: status.success ? status.data : "none",
    first_name: row.first_name,
    last_name: row.last_name,
    signature: row.signature,
    email: row.email,
    phone: textOrNull(row.phone),
    socials: [...socials]
      .sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a.id - b.id)
      .flatMap((link) => {
        const provider = socialProviderSchema.safeParse(link.provider);
        return provider.success && link.social_id !== ""
          ? [{ provider: provider.data, social_id: link.social_id }]
          : [];
      }),
    sessions: [...sessions]
      .sort((a, b) => b.last_used_at.getTime() - a.last_used_at.getTime() || b.id - a.id)
      .map((session) => ({
        id: String(session.id),
        ip: textOrNull(session.ip),
        user_agent: textOrNull(session.user_agent),
        last_activity_at: session.last_used_at.toISOString(),
        is_current: session.id === currentSessionId,
      })),
    ...staffRoleOf(row.role),
  };
};

/** The role that opens the staff console, on the owner's own user only (ADR 056); a plain user's has none. */
const staffRoleOf = (role: string): { role?: StaffRole } => {
  const parsed = staffRoleSchema.safeParse(role);
  return parsed.success ? { role: parsed.data } : {};
};

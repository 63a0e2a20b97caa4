import fc from "fast-check";
import { SOCIAL_PROVIDERS } from "../../core/domain/user/social-provider";
import type { User } from "../../core/domain/user/user";

export const socialProviderArb = fc.constantFrom(...SOCIAL_PROVIDERS);

/** Name parts as typed into a profile form: Cyrillic and Latin letters with stray spaces, tabs and newlines. */
export const namePartArb = fc.string({
  unit: fc.constantFrom("А", "н", "я", "ё", "Ж", "a", "B", "-", " ", " ", "\t", "\n"),
  maxLength: 24,
});

const textArb = fc.string({ maxLength: 16 });

export const socialArb = fc.record({
  provider: socialProviderArb,
  social_id: fc.string({ unit: fc.constantFrom(..."0123456789".split("")), minLength: 1, maxLength: 12 }),
});

export const userWithIdArb = (id: fc.Arbitrary<number>): fc.Arbitrary<User> =>
  fc.record({
    id,
    slug: textArb,
    username: textArb,
    avatar: fc.option(fc.record({ filename: fc.string({ minLength: 1, maxLength: 16 }) }), { nil: null }),
    status: fc.constantFrom("none" as const, ...SOCIAL_PROVIDERS),
    first_name: namePartArb,
    last_name: namePartArb,
    signature: fc.option(textArb, { nil: null }),
    email: fc.option(textArb, { nil: null }),
    phone: fc.option(textArb, { nil: null }),
    socials: fc.array(socialArb, { maxLength: 5 }),
    sessions: fc.constant([]),
  });

export const savedUserArb = userWithIdArb(fc.integer({ min: 1, max: 10_000_000 }));

export const unsavedUserArb = userWithIdArb(fc.constant(0));

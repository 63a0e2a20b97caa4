import { z } from "zod";

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional(),
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
});

export type Config = Readonly<{
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  mode: "development" | "production" | "test";
}>;

/** Reads the process environment once, at start-up; a bad value stops the process with a clear message. */
export function readConfig(env: Record<string, string | undefined>): Config {
  const parsed = Env.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== "")));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return { port: e.PORT, host: e.HOST, dataDir: e.DATA_DIR, databaseUrl: e.DATABASE_URL, mode: e.NODE_ENV };
}

import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "ui",
  // SHUYUAN_BUILD_DIR lets parallel checkouts or test runs build side by side; the default is ./build.
  buildDirectory: process.env.SHUYUAN_BUILD_DIR ?? "build",
  ssr: true,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;

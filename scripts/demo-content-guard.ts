/**
 * The build's check that demo content does not go live by accident: before `astro build`
 * renders a page, a build for a real Firebase project with demo licence numbers or terms
 * stops with the sentence of src/config/demoContent.ts (what to set), unless
 * ALLOW_DEMO_CONTENT=true, which builds with a warning. Registered in astro.config.mjs;
 * `astro dev` never runs it.
 */
import type { AstroIntegration } from "astro";
import { ALLOW_DEMO_CONTENT, checkDemoContent, type DemoContent } from "../src/config/demoContent.ts";
import { readFlag } from "../src/config/env.ts";
import { firebaseWebConfig } from "../src/config/firebase.ts";
import { LICENSES, TRUST } from "../src/config/site.ts";

export const DEMO_CONTENT_GUARD = "demo-content-guard";

type Content = Pick<DemoContent, "licenses" | "trustDemo">;

/** What the site would publish, as configured: the environment's licences and TRUST. */
const configuredContent = (): Content => ({ licenses: LICENSES, trustDemo: TRUST.demo });

export function demoContentGuard(content: () => Content = configuredContent): AstroIntegration {
  return {
    name: DEMO_CONTENT_GUARD,
    hooks: {
      "astro:build:start": ({ logger }) => {
        const warning = checkDemoContent({
          ...content(),
          projectId: firebaseWebConfig().projectId,
          allowDemoContent: readFlag(ALLOW_DEMO_CONTENT) === true,
        });
        if (warning) logger.warn(warning);
      },
    },
  };
}

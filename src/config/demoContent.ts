/**
 * Demo content must never go live by accident: a build for a real Firebase
 * project (an id not starting with `demo-`) that would still publish the invented
 * licence numbers or the invented insurance and warranty terms stops, with a sentence
 * that names what to set. Demo reviews need no stop: a real project's pages never show
 * them (src/lib/reviews/shown.ts). A staging site that wants the demo says so with
 * ALLOW_DEMO_CONTENT=true and builds with a warning. The build calls this from an Astro
 * integration (scripts/demo-content-guard.ts); docs/decisions/company-and-pages.md,
 * "Demo content never goes live by accident".
 */
import type { License } from "./site.ts";

/** The setting that lets a real project publish the demo content anyway (a staging site). */
export const ALLOW_DEMO_CONTENT = "ALLOW_DEMO_CONTENT";

const TRUST_FILE = "src/config/site.ts";

export interface DemoContent {
  /** The Firebase project the build talks to; `demo-` ids are the local and preview ones. */
  projectId: string;
  allowDemoContent: boolean;
  licenses: readonly Pick<License, "short" | "demo" | "variable">[];
  /** TRUST.demo: insurance, warranty and certificate terms still the demo's. */
  trustDemo: boolean;
}

/** Everything still demo, each with what to set instead; empty when nothing is. */
function demoParts({ licenses, trustDemo }: DemoContent): string[] {
  const parts: string[] = [];
  const demoLicenses = licenses.filter((license) => license.demo);
  if (demoLicenses.length > 0)
    parts.push(
      `the demo licence numbers (${demoLicenses.map((license) => license.short).join(", ")}): set ${demoLicenses
        .map((license) => license.variable)
        .join(", ")}`,
    );
  if (trustDemo)
    parts.push(
      `the demo insurance, warranty and certificate terms: write your own in TRUST in ${TRUST_FILE} and set its demo to false`,
    );
  return parts;
}

/**
 * Null when there is nothing to say (a `demo-` project, or no demo content left); a
 * warning when demo content goes out because ALLOW_DEMO_CONTENT allows it. Throws when a
 * real project's build would publish demo content.
 */
export function checkDemoContent(content: DemoContent): string | null {
  if (content.projectId.startsWith("demo-")) return null;
  const parts = demoParts(content);
  if (parts.length === 0) return null;
  const what = `This build for the Firebase project "${content.projectId}" would publish demo content: ${parts.join("; ")}.`;
  if (content.allowDemoContent) return `${what} Published anyway because ${ALLOW_DEMO_CONTENT}=true.`;
  throw new Error(
    `${what} Set the real values, or set ${ALLOW_DEMO_CONTENT}=true to publish the demo content anyway (a staging site).`,
  );
}

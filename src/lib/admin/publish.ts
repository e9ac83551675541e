/**
 * The projects are in the published HTML (the /projects grid, each /projects/<id>, the
 * service and area pages), and so is the pricing guide (the cost guides, the service
 * pages), so an admin's save, add or delete of either asks for a new build at once
 * (docs/decisions/projects.md). No one has to press "Publish changes".
 */
export type PublishOutcome = "requested" | "queued" | "not_configured" | "failed";

type Request = () => Promise<{ queued: boolean }>;

/** The browser's request: the admin's ID token to POST /api/rebuild; loaded on first use (admins only). */
const requestFromBrowser: Request = async () => {
  const [{ requestRebuild }, { idToken }] = await Promise.all([
    import("../api-client/rebuild.ts"),
    import("../firebase/auth.ts"),
  ]);
  return requestRebuild({ getIdToken: (refresh) => idToken(refresh) });
};

/**
 * Never throws: the save itself has succeeded. "not_configured" is a developer's machine
 * (no build hook; `npm start` renders every page per request, so the change already shows).
 */
export async function publishAfterSave(request: Request = requestFromBrowser): Promise<PublishOutcome> {
  try {
    return (await request()).queued ? "queued" : "requested";
  } catch (error) {
    const { isNotConfigured } = await import("../api-client/rebuild.ts");
    if (isNotConfigured(error)) return "not_configured";
    console.error("Publishing the changes failed", error);
    return "failed";
  }
}

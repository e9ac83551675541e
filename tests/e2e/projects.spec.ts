import { expect, test, type Page } from "@playwright/test";
import { restFields } from "../support/firestoreRest.ts";
import { DEMO_ADMIN, DEMO_USER } from "../../scripts/demo-accounts.ts";
import demoProjects from "../../src/content/demo-projects.json" with { type: "json" };
import { MESSAGES } from "../../src/config/text.ts";
import { API_ROUTES } from "../../src/config/routes.ts";
import { DEMO_PROJECT_ID } from "../../src/config/firebase.ts";
import firebaseJson from "../../firebase.json" with { type: "json" };
import { listCollection } from "./support/firestore.ts";
import { recordToasts, toastsShown } from "./support/toasts.ts";
import { signIn } from "./support/signIn.ts";
import { PROJECTS, PROJECT_LIKES } from "../../src/schemas/collections.ts";

const { host, port } = firebaseJson.emulators.firestore;
const DOCUMENTS = `http://${host}:${port}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents`;
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** Writes a project straight into the emulator as the owner (no rules), e.g. one with no likes field. */
async function putProject(id: string, fields: { title: string; description: string; image: string; location: string }) {
  const body = {
    fields: restFields({ ...fields, timestamp: new Date() }),
  };
  const response = await fetch(`${DOCUMENTS}/projects/${id}`, {
    method: "PATCH",
    headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
}

async function deleteProjectDoc(id: string) {
  await fetch(`${DOCUMENTS}/projects/${id}`, { method: "DELETE", headers: { Authorization: "Bearer owner" } });
}

async function storedProject(id: string) {
  return (await listCollection(PROJECTS)).find((doc) => doc.id === id);
}

/**
 * Forgets that this machine's network liked the project (POST /api/likes counts one like per
 * project and network, and every browser here is 127.0.0.1): each test, and each repetition
 * of it, starts as a network that never liked it.
 */
async function forgetLikes(projectId: string) {
  const likes = await listCollection(PROJECT_LIKES);
  await Promise.all(
    likes
      .filter((doc) => doc.id.startsWith(`${projectId}_`))
      .map((doc) =>
        fetch(`${DOCUMENTS}/projectLikes/${doc.id}`, { method: "DELETE", headers: { Authorization: "Bearer owner" } }),
      ),
  );
}

async function storedLikes(id: string): Promise<number> {
  const doc = await storedProject(id);
  if (!doc) throw new Error(`project ${id} is not stored`);
  return Number(doc.fields.likes ?? 0);
}

/**
 * The grid is in the HTML at once; its code comes with the visitor's first hand on it
 * (client:intent), here a pointer over the first card, and it answers clicks once hydrated.
 */
async function openProjects(page: Page, path = "/projects") {
  await page.goto(path);
  await page.getByTestId("project-card").first().hover();
  await expect(page.locator("[data-hydrated]")).toHaveCount(1);
}

const card = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });
const byId = (id: string) => demoProjects.find((project) => project.id === id)!;

test("the seeded projects show newest first with image, title, description, location and likes; no console errors", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // Pictures on other hosts belong to projects other tests add meanwhile (one is broken on purpose).
    if (
      message.text().startsWith("Failed to load resource") &&
      !message.location().url.startsWith(new URL(page.url()).origin)
    )
      return;
    problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(String(error)));

  await openProjects(page);
  const seededTitles = new Set(demoProjects.map((project) => project.title));
  const shown = (await page.getByTestId("project-card").getByRole("heading", { level: 2 }).allTextContents()).filter(
    (title) => seededTitles.has(title),
  );
  const expected = [...demoProjects].sort((a, b) => a.daysAgo - b.daysAgo).map((project) => project.title);
  expect(shown).toEqual(expected);

  // A project no other test likes: its count is the seeded one.
  const roof = byId("roof-and-siding-rockville");
  const roofCard = card(page, roof.title);
  await expect(roofCard.getByText(roof.description)).toBeVisible();
  await expect(roofCard.getByText(roof.location, { exact: true })).toBeVisible();
  await expect(
    roofCard.getByRole("button", { name: `Like ${roof.title} in ${roof.location}, ${roof.likes} likes` }),
  ).toBeVisible();
  const image = roofCard.getByRole("img");
  await expect(image).toHaveAttribute("src", roof.image);
  await expect(image).toHaveAttribute("width", "800");
  await expect(image).toHaveAttribute("height", "600");
  await expect(image).toHaveAttribute("loading", "lazy");
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
});

test("a broken image address shows a placeholder, not a broken image", async ({ page }) => {
  const id = `e2e-broken-image-${unique()}`;
  await putProject(id, {
    title: `Broken image ${id}`,
    description: "A picture that is gone.",
    image: "https://images.invalid/gone.jpg",
    location: "Reston, VA",
  });
  try {
    await page.route("https://images.invalid/**", (route) => route.abort("namenotresolved"));
    await openProjects(page);
    await expect(card(page, `Broken image ${id}`).getByTestId("project-image-fallback")).toBeVisible();
  } finally {
    await deleteProjectDoc(id);
  }
});

test("a logged-out visitor's like is stored (missing likes count as 0), and the same browser cannot like it twice", async ({
  page,
}) => {
  const id = `e2e-like-${unique()}`;
  const title = `Like me ${id}`;
  await putProject(id, {
    title,
    description: "Stored without a likes field.",
    image: "/images/projects/composite-deck-alexandria.svg",
    location: "Vienna, VA",
  });
  try {
    await openProjects(page);
    await expect(card(page, title).getByRole("button", { name: `Like ${title} in Vienna, VA, 0 likes` })).toBeVisible();
    // As fast as the test can click: twenty clicks from one browser are one like.
    const button = card(page, title).getByTestId("like-button");
    // The success toast lasts 2 s and twenty clicks on a busy machine can take longer: record it as it shows.
    await recordToasts(page);
    // force: after the first click the button is aria-disabled, and Playwright would wait for it to be enabled.
    for (let i = 0; i < 20; i++) await button.click({ force: true, noWaitAfter: true });
    await expect.poll(() => toastsShown(page)).toEqual([MESSAGES.likeSuccess]);
    await expect(card(page, title).getByTestId("like-count")).toHaveText("1");
    await expect.poll(() => storedLikes(id)).toBe(1);
    await page.waitForTimeout(1000);
    expect(await storedLikes(id)).toBe(1);

    // After a reload the count comes from the database and the button remembers the like.
    await page.reload();
    const liked = card(page, title).getByRole("button", { name: `You liked ${title} in Vienna, VA, 1 like` });
    await expect(liked).toHaveAttribute("aria-disabled", "true");
    await liked.click({ force: true });
    await page.waitForTimeout(500);
    expect(await storedLikes(id)).toBe(1);
  } finally {
    await deleteProjectDoc(id);
  }
});

// Each on a project no other test likes (tests run in parallel and read the stored counts).
for (const where of [
  { page: "/projects", project: "spa-bathroom-bethesda", code: /\/_astro\/ProjectsGrid\.[^/]+\.js$/ },
  {
    page: "/projects/basement-family-room-silver-spring",
    project: "basement-family-room-silver-spring",
    code: /\/_astro\/ProjectLike\.[^/]+\.js$/,
  },
]) {
  test(`on ${where.page}, a like tapped before the code has arrived counts, once`, async ({ page }) => {
    const project = byId(where.project);
    await forgetLikes(project.id);
    const before = await storedLikes(project.id);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(where.code, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(where.page);
    const scope = where.page === "/projects" ? card(page, project.title) : page.getByRole("main");
    await scope.getByRole("button", { name: /^Like / }).click();
    await expect.poll(() => storedLikes(project.id)).toBe(before);
    release();
    await expect(page.getByText(MESSAGES.likeSuccess)).toBeVisible();
    await expect(scope.getByRole("button", { name: /^You liked / })).toHaveAttribute("aria-disabled", "true");
    await expect.poll(() => storedLikes(project.id)).toBe(before + 1);
    await page.waitForTimeout(500);
    expect(await storedLikes(project.id)).toBe(before + 1);
  });
}

test("a like that cannot be stored rolls the count back and says so", async ({ page }) => {
  const deck = byId("composite-deck-alexandria");
  await openProjects(page);
  const before = await storedLikes(deck.id);
  await page.route(`**${API_ROUTES.likes}`, (route) => route.abort("connectionrefused"));
  const deckCard = card(page, deck.title);
  await deckCard.getByRole("button", { name: /^Like / }).click();
  await expect(page.getByText(MESSAGES.likeFailure)).toBeVisible();
  await expect(deckCard.getByTestId("like-count")).toHaveText(String(before));
  await expect(deckCard.getByRole("button", { name: /^Like / })).not.toHaveAttribute("aria-disabled");
  expect(await storedLikes(deck.id)).toBe(before);
});

test("projects that cannot be refreshed say 'Failed to load projects' and keep the published list", async ({
  page,
}) => {
  await page.route(`http://${host}:${port}/**`, (route) => route.abort("connectionrefused"));
  await page.goto("/projects");
  await page.getByTestId("project-card").first().hover();
  await expect(page.getByText(MESSAGES.projectsLoadFailure)).toBeVisible();
  await expect(card(page, byId("roof-and-siding-rockville").title)).toBeVisible();
});

test("the grid is in the HTML the server sends, its first picture eager; JavaScript only refreshes it", async ({
  request,
}) => {
  const html = await (await request.get("/projects")).text();
  for (const project of demoProjects) expect(html).toContain(project.title);
  // The largest picture on a phone: the first card's, in the HTML with high priority.
  expect(html).toMatch(/<img[^>]*loading="eager"[^>]*fetchPriority="high"/);
});

test("filters by service and area narrow the grid and live in the address; a card opens its page", async ({ page }) => {
  await openProjects(page, "/projects?area=washington-dc");
  const dc = demoProjects.filter((project) => project.area === "washington-dc");
  const shown = page.getByTestId("project-card").getByRole("heading", { level: 2 });
  await expect(shown).toHaveText([...dc].sort((a, b) => a.daysAgo - b.daysAgo).map((project) => project.title));
  await page.getByLabel("Service", { exact: true }).selectOption("construction");
  await expect(page).toHaveURL(/\?area=washington-dc&service=construction$/);
  await page.getByLabel("Area", { exact: true }).selectOption("");
  await expect(page).toHaveURL(/\?service=construction$/);
  const construction = demoProjects.filter((project) => project.service === "construction");
  await expect(page.getByTestId("project-card")).toHaveCount(construction.length);

  const rowhouse = byId("rowhouse-addition-capitol-hill");
  await card(page, rowhouse.title).getByRole("link", { name: rowhouse.title }).click();
  await expect(page).toHaveURL(/\/projects\/rowhouse-addition-capitol-hill$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(rowhouse.title);
  await expect(page.getByTestId("project-description")).toHaveText(rowhouse.description);
  const facts = page.getByTestId("project-facts");
  await expect(facts.getByRole("link", { name: "Construction", exact: true })).toHaveAttribute(
    "href",
    "/services/construction",
  );
  await expect(facts.getByRole("link", { name: "Washington, DC", exact: true })).toHaveAttribute(
    "href",
    "/areas/washington-dc",
  );
  await expect(page.getByRole("link", { name: "Try the AI Estimator" })).toHaveAttribute("href", "/estimate");
  await expect(page.getByRole("button", { name: new RegExp(`^Like ${rowhouse.title}`) })).toBeVisible();
  const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => (JSON.parse(text) as { "@type": string })["@type"],
  );
  expect(types).toContain("CreativeWork");
});

/**
 * 20 browsers (contexts with their own storage) clicking at the same moment, all on this
 * machine's one network: POST /api/likes counts one like per project and network, so the
 * stored count rises by exactly one, and no browser rolls its own like back. (20 networks
 * count 20: tests/functions/likes.test.ts.)
 */
test("20 browsers of one network liking at the same moment: stored once, each shows its like", async ({ browser }) => {
  test.setTimeout(180_000);
  const target = byId("open-plan-main-floor-mclean");
  const visitors = 20;
  const contexts = await Promise.all(Array.from({ length: visitors }, () => browser.newContext()));
  // Twenty renderers decoding every picture starve a two-core machine; a like needs none of them.
  await Promise.all(
    contexts.map((context) => context.route(/\.(webp|jpe?g|png|svg)$/, (route) => route.abort("blockedbyclient"))),
  );
  try {
    // Opened four at a time (twenty page loads at once starve a small machine); the clicks below are simultaneous.
    const pages: Page[] = [];
    for (let first = 0; first < visitors; first += 4) {
      const opened = await Promise.all(
        contexts.slice(first, first + 4).map(async (context) => {
          const page = await context.newPage();
          await openProjects(page);
          await recordToasts(page);
          return page;
        }),
      );
      pages.push(...opened);
    }
    await forgetLikes(target.id);
    const before = await storedLikes(target.id);
    const buttons = pages.map((page) => card(page, target.title).getByRole("button", { name: /^Like / }));
    await Promise.all(buttons.map((button) => expect(button).toBeVisible()));

    const started = Date.now();
    await Promise.all(buttons.map((button) => button.click()));
    const clicked = Date.now() - started;
    await expect.poll(() => storedLikes(target.id), { timeout: 30_000 }).toBe(before + 1);
    const stored = Date.now() - started;
    await pages[0].waitForTimeout(1000);
    expect(await storedLikes(target.id)).toBe(before + 1);
    // No page rolled its like back: every one still shows it as liked, and every visitor was thanked once.
    await Promise.all(
      pages.map((page) => expect(card(page, target.title).getByRole("button", { name: /^You liked / })).toBeVisible()),
    );
    await Promise.all(pages.map((page) => expect.poll(() => toastsShown(page)).toEqual([MESSAGES.likeSuccess])));
    console.log(
      `likes figure: ${visitors} clicks of one network in ${clicked} ms, stored in ${stored} ms; stored count ${before} -> ${before + 1}`,
    );
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});

test("visitors and logged-in homeowners see no admin controls", async ({ page }) => {
  await openProjects(page);
  await expect(page.getByTestId("auth-nav-bar").getByText("Premium")).toBeVisible();
  await expect(page.getByTestId("admin-controls")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add project" })).toHaveCount(0);

  await signIn(page, DEMO_USER);
  await openProjects(page);
  await expect(page.getByTestId("auth-nav-bar").getByRole("button", { name: "Logout" })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByTestId("admin-controls")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add project" })).toHaveCount(0);
});

test("the admin adds, edits and deletes a project, and a fresh page load shows each result", async ({ page }) => {
  const marker = unique();
  const title = `Screened Porch ${marker}`;
  const edited = `Screened Porch and Deck ${marker}`;
  await signIn(page, DEMO_ADMIN);
  await openProjects(page);

  // Add.
  await page.getByRole("button", { name: "Add project" }).click();
  const addDialog = page.getByRole("dialog", { name: "Add a project" });
  await expect(addDialog.getByLabel("Title")).toBeFocused();
  await addDialog.getByLabel("Title").fill(title);
  await addDialog.getByLabel("Description").fill("A screened porch with a cedar ceiling and a ceiling fan.");
  await addDialog.getByLabel("Image URL").fill("/images/projects/composite-deck-alexandria.svg");
  await addDialog.getByLabel("Location").fill("Fairfax, VA");
  await addDialog.getByRole("button", { name: "Add project" }).click();
  await expect(page.getByText("Project added successfully")).toBeVisible();
  await expect(addDialog).toBeHidden();

  await page.reload();
  await expect(page.getByTestId("project-card").first().getByRole("heading")).toHaveText(title);
  const stored = (await listCollection(PROJECTS)).find((doc) => doc.fields.title === title);
  expect(stored?.fields).toMatchObject({ location: "Fairfax, VA", likes: 0 });
  expect(Math.abs(Number(stored?.fields.timestamp) - Date.now())).toBeLessThan(60_000);

  // Edit: Escape cancels, then a real edit.
  await card(page, title)
    .getByRole("button", { name: `Edit ${title}` })
    .click();
  let dialog = page.getByRole("dialog", { name: `Edit ${title}` });
  await expect(dialog.getByLabel("Title")).toBeFocused();
  await dialog.getByLabel("Title").fill("not saved");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(card(page, title)).toBeVisible();

  await card(page, title)
    .getByRole("button", { name: `Edit ${title}` })
    .click();
  dialog = page.getByRole("dialog", { name: `Edit ${title}` });
  await expect(dialog.getByLabel("Image URL")).toHaveAttribute("type", "url");
  await dialog.getByLabel("Title").fill(edited);
  await dialog.getByLabel("Location").fill("Fairfax Station, VA");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(MESSAGES.projectUpdateSuccess)).toBeVisible();
  await expect(card(page, edited)).toBeVisible();

  await page.reload();
  await expect(card(page, edited).getByText("Fairfax Station, VA", { exact: true })).toBeVisible();
  await expect(card(page, title)).toHaveCount(0);
  expect((await storedProject(stored!.id))?.fields).toMatchObject({
    title: edited,
    location: "Fairfax Station, VA",
    likes: 0,
  });

  // Delete: declined first, then accepted.
  page.once("dialog", (confirm) => {
    expect(confirm.message()).toBe(MESSAGES.projectDeleteConfirm);
    void confirm.dismiss();
  });
  await card(page, edited)
    .getByRole("button", { name: `Delete ${edited}` })
    .click();
  await expect(card(page, edited)).toBeVisible();
  page.once("dialog", (confirm) => void confirm.accept());
  await card(page, edited)
    .getByRole("button", { name: `Delete ${edited}` })
    .click();
  await expect(page.getByText(MESSAGES.projectDeleteSuccess)).toBeVisible();
  await expect(card(page, edited)).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId("project-card").first()).toBeVisible();
  await expect(card(page, edited)).toHaveCount(0);
  expect(await storedProject(stored!.id)).toBeUndefined();
});

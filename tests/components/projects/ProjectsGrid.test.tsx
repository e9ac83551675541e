// @vitest-environment jsdom
import { MESSAGES, PROJECT_TEXT } from "../../../src/config/text.ts";
import { COMMON_TEXT } from "../../../src/config/text/common.ts";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "react-hot-toast";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import ProjectsGrid from "../../../src/islands/projects/ProjectsGrid.tsx";
import type { ProjectsApi } from "../../../src/lib/firebase/projects.ts";
import { $auth } from "../../../src/stores/auth.ts";
import type { PublishOutcome } from "../../../src/lib/admin/publish.ts";
import type { Project } from "../../../src/schemas/project.ts";
import { deferred, fakeApi, memoryLedger, PROJECTS, SERVICES, stubDialog } from "./support.ts";

// The auth state is set by each test; the real watcher would load Firebase.
vi.mock("../../../src/lib/firebase/auth.ts", () => ({ watchAuth: vi.fn(), idToken: vi.fn(async () => "test-token") }));

const VISITOR = { user: null, isAdmin: false, loading: false };
const OWNER = {
  user: { uid: "demo-owner", email: "owner@example.com", displayName: "Olivia" },
  isAdmin: true,
  loading: false,
};
const HOMEOWNER = {
  user: { uid: "demo-homeowner", email: "demo@example.com", displayName: "Dana" },
  isAdmin: false,
  loading: false,
};

beforeAll(stubDialog);
beforeEach(() => $auth.set(VISITOR));

function setup(
  api: ProjectsApi = fakeApi(),
  ledger = memoryLedger(),
  {
    initial,
    publish = vi.fn(async (): Promise<PublishOutcome> => "requested"),
  }: {
    initial?: Project[];
    publish?: () => Promise<PublishOutcome>;
  } = {},
) {
  const user = userEvent.setup();
  render(
    <>
      <ProjectsGrid api={api} ledger={ledger} services={SERVICES} initial={initial} publish={publish} />
      <Toaster />
    </>,
  );
  return { user, api, ledger, publish };
}

const cards = () => screen.getAllByTestId("project-card");
const card = (title: string) => screen.getByRole("article", { name: title });

describe("ProjectsGrid states", () => {
  test("loading: a status with the loading text until the list arrives", async () => {
    const pending = deferred<typeof PROJECTS>();
    setup(fakeApi({ list: () => pending.promise }));
    expect(screen.getByRole("status")).toHaveTextContent(COMMON_TEXT.loading);
    expect(screen.queryByTestId("project-card")).toBeNull();
    await act(async () => pending.resolve(PROJECTS));
    expect(screen.queryByTestId("projects-loading")).toBeNull();
    expect(cards()).toHaveLength(2);
  });

  test("list: cards in the order the database gives (newest first), first picture eager, the rest lazy", async () => {
    setup();
    await screen.findAllByTestId("project-card");
    expect(cards().map((element) => within(element).getByRole("heading").textContent)).toEqual(
      PROJECTS.map((p) => p.title),
    );
    const images = screen.getAllByRole("img");
    expect(images.map((image) => image.getAttribute("loading"))).toEqual(["eager", "lazy"]);
  });

  test("failure: 'Failed to load projects' as a toast and in place, and Try again reloads", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const list = vi.fn().mockRejectedValueOnce(new Error("unavailable")).mockResolvedValueOnce(PROJECTS);
    const { user } = setup(fakeApi({ list }));
    expect(await screen.findByTestId("projects-error")).toHaveTextContent(MESSAGES.projectsLoadFailure);
    expect(await screen.findAllByText(MESSAGES.projectsLoadFailure)).toHaveLength(2);
    expect(console.error).toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: PROJECT_TEXT.retry }));
    expect(await screen.findAllByTestId("project-card")).toHaveLength(2);
    expect(list).toHaveBeenCalledTimes(2);
  });

  test("empty: an invitation to get in touch", async () => {
    setup(fakeApi({ list: async () => [] }));
    const empty = await screen.findByTestId("projects-empty");
    expect(within(empty).getByRole("heading", { name: PROJECT_TEXT.emptyTitle })).toBeInTheDocument();
    expect(within(empty).getByRole("link", { name: PROJECT_TEXT.emptyCta })).toHaveAttribute("href", "/contact");
  });
});

describe("likes", () => {
  test("the count rises at once, the write goes out once, and the thanks toast follows", async () => {
    const write = deferred();
    const api = fakeApi({ like: vi.fn(() => write.promise) });
    const { user, ledger } = setup(api);
    const button = await screen.findByRole("button", {
      name: "Like Modern Kitchen Remodel in Arlington, VA, 14 likes",
    });
    await user.click(button);
    expect(button).toHaveAccessibleName("You liked Modern Kitchen Remodel in Arlington, VA, 15 likes");
    expect(button).toHaveTextContent("15");
    expect(ledger.ids.has("modern-kitchen-arlington")).toBe(true);

    await user.click(button);
    await user.dblClick(button);
    await act(async () => write.resolve());
    expect(await screen.findByText(MESSAGES.likeSuccess)).toBeInTheDocument();
    expect(api.like).toHaveBeenCalledTimes(1);
    expect(api.like).toHaveBeenCalledWith("modern-kitchen-arlington");
    expect(button).toHaveTextContent("15");
  });

  test("a failed like rolls the count back, says so, and may be tried again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const like = vi.fn().mockRejectedValueOnce(new Error("permission-denied")).mockResolvedValueOnce(undefined);
    const { user, ledger } = setup(fakeApi({ like }));
    const button = await screen.findByRole("button", { name: /^Like Spa-Style/ });
    await user.click(button);
    expect(await screen.findByText(MESSAGES.likeFailure)).toBeInTheDocument();
    expect(button).toHaveAccessibleName("Like Spa-Style Primary Bathroom in Bethesda, MD, 0 likes");
    expect(button).not.toHaveAttribute("aria-disabled");
    expect(ledger.ids.has("spa-bathroom-bethesda")).toBe(false);

    await user.click(button);
    expect(await screen.findByText(MESSAGES.likeSuccess)).toBeInTheDocument();
    expect(button).toHaveTextContent("1");
  });

  test("a project this browser liked before shows as liked and cannot be liked again", async () => {
    const api = fakeApi();
    const { user } = setup(api, memoryLedger(["modern-kitchen-arlington"]));
    const button = await screen.findByRole("button", {
      name: "You liked Modern Kitchen Remodel in Arlington, VA, 14 likes",
    });
    await user.click(button);
    expect(api.like).not.toHaveBeenCalled();
  });
});

describe("admin controls", () => {
  test.each([
    ["a visitor", VISITOR],
    ["a logged-in homeowner", HOMEOWNER],
  ])("%s sees no edit, delete or add controls", async (_, auth) => {
    $auth.set(auth);
    setup();
    await screen.findAllByTestId("project-card");
    expect(screen.queryByTestId("admin-controls")).toBeNull();
    expect(screen.queryByRole("button", { name: /^(Edit|Delete|Add project)/ })).toBeNull();
  });

  test("edit mode: an overlay with the four fields, focus inside; Save updates the card and toasts", async () => {
    $auth.set(OWNER);
    const { user, api } = setup();
    await user.click(await screen.findByRole("button", { name: "Edit Modern Kitchen Remodel" }));
    const dialog = await screen.findByRole("dialog", { name: PROJECT_TEXT.editTitle("Modern Kitchen Remodel") });
    const title = within(dialog).getByLabelText("Title");
    expect(title).toHaveFocus();
    expect(title).toHaveValue("Modern Kitchen Remodel");
    expect(within(dialog).getByLabelText("Description")).toHaveValue(PROJECTS[0].description);
    expect(within(dialog).getByLabelText("Image URL")).toHaveAttribute("type", "url");
    expect(within(dialog).getByLabelText("Image URL")).toHaveValue(PROJECTS[0].image);
    expect(within(dialog).getByLabelText("Location")).toHaveValue("Arlington, VA");

    await user.clear(title);
    await user.type(title, "Open Kitchen ");
    await user.click(within(dialog).getByRole("button", { name: PROJECT_TEXT.save }));

    expect(await screen.findByText(MESSAGES.projectUpdateSuccess)).toBeInTheDocument();
    expect(api.update).toHaveBeenCalledWith("modern-kitchen-arlington", {
      title: "Open Kitchen",
      description: PROJECTS[0].description,
      image: PROJECTS[0].image,
      location: "Arlington, VA",
      service: "complete-remodels",
      area: "arlington-va",
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(card("Open Kitchen")).toBeInTheDocument();
    // Focus goes back to where the owner was.
    expect(screen.getByRole("button", { name: "Edit Open Kitchen" })).toHaveFocus();
  });

  test("while saving the button is busy; a failed save toasts and keeps the overlay and its values", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    $auth.set(OWNER);
    const save = deferred();
    const { user } = setup(fakeApi({ update: vi.fn(() => save.promise) }));
    await user.click(await screen.findByRole("button", { name: "Edit Spa-Style Primary Bathroom" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Location"), " 20814");
    await user.click(within(dialog).getByRole("button", { name: PROJECT_TEXT.save }));
    expect(within(dialog).getByRole("button", { name: PROJECT_TEXT.saving })).toBeDisabled();

    await act(async () => save.reject(new Error("permission-denied")));
    expect(await screen.findByText(MESSAGES.projectUpdateFailure)).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Location")).toHaveValue("Bethesda, MD 20814");
    expect(card("Spa-Style Primary Bathroom")).toHaveTextContent("Bethesda, MD");
  });

  test.each([
    [
      "Cancel",
      async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) =>
        user.click(within(dialog).getByRole("button", { name: PROJECT_TEXT.cancel })),
    ],
    ["Escape", async (user: ReturnType<typeof userEvent.setup>) => user.keyboard("{Escape}")],
  ])("%s leaves edit mode without saving", async (_, leave) => {
    $auth.set(OWNER);
    const { user, api } = setup();
    await user.click(await screen.findByRole("button", { name: "Edit Modern Kitchen Remodel" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Title"), " changed");
    await leave(user, dialog);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.update).not.toHaveBeenCalled();
    expect(card("Modern Kitchen Remodel")).toBeInTheDocument();
  });

  test("the browser's native cancel (Escape on a modal dialog) also leaves edit mode", async () => {
    $auth.set(OWNER);
    const { user } = setup();
    await user.click(await screen.findByRole("button", { name: "Edit Modern Kitchen Remodel" }));
    fireEvent(await screen.findByRole("dialog"), new Event("cancel", { cancelable: true }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("invalid fields are explained beside the field and nothing is saved", async () => {
    $auth.set(OWNER);
    const { user, api } = setup();
    await user.click(await screen.findByRole("button", { name: "Edit Modern Kitchen Remodel" }));
    const dialog = await screen.findByRole("dialog");
    await user.clear(within(dialog).getByLabelText("Title"));
    const image = within(dialog).getByLabelText("Image URL");
    await user.clear(image);
    await user.type(image, "http://insecure.example.com/a.jpg");
    await user.click(within(dialog).getByRole("button", { name: PROJECT_TEXT.save }));
    expect(within(dialog).getByText(PROJECT_TEXT.fieldErrors.title)).toBeInTheDocument();
    expect(within(dialog).getByText(PROJECT_TEXT.fieldErrors.image)).toBeInTheDocument();
    expect(image).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByLabelText("Title")).toHaveFocus();
    expect(api.update).not.toHaveBeenCalled();
  });

  test("delete asks first; declined, nothing happens", async () => {
    $auth.set(OWNER);
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    const { user, api } = setup();
    await user.click(await screen.findByRole("button", { name: "Delete Modern Kitchen Remodel" }));
    expect(confirm).toHaveBeenCalledWith(MESSAGES.projectDeleteConfirm);
    expect(api.remove).not.toHaveBeenCalled();
    expect(cards()).toHaveLength(2);
  });

  test("delete confirmed: the card goes and the success toast shows", async () => {
    $auth.set(OWNER);
    vi.spyOn(window, "confirm").mockReturnValue(true);
    const { user, api } = setup();
    await user.click(await screen.findByRole("button", { name: "Delete Modern Kitchen Remodel" }));
    expect(await screen.findByText(MESSAGES.projectDeleteSuccess)).toBeInTheDocument();
    expect(api.remove).toHaveBeenCalledWith("modern-kitchen-arlington");
    expect(cards()).toHaveLength(1);
  });

  test("a failed delete keeps the card and says so", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    $auth.set(OWNER);
    vi.spyOn(window, "confirm").mockReturnValue(true);
    const { user } = setup(fakeApi({ remove: vi.fn().mockRejectedValue(new Error("denied")) }));
    await user.click(await screen.findByRole("button", { name: "Delete Modern Kitchen Remodel" }));
    expect(await screen.findByText(MESSAGES.projectDeleteFailure)).toBeInTheDocument();
    expect(cards()).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Delete Modern Kitchen Remodel" })).toBeEnabled();
  });

  test("Add project: the validated form adds a card at the top", async () => {
    $auth.set(OWNER);
    const { user, api } = setup();
    await user.click(await screen.findByRole("button", { name: PROJECT_TEXT.addProject }));
    const dialog = await screen.findByRole("dialog", { name: PROJECT_TEXT.addTitle });
    await user.click(within(dialog).getByRole("button", { name: PROJECT_TEXT.addProject }));
    expect(within(dialog).getByText(PROJECT_TEXT.fieldErrors.title)).toBeInTheDocument();
    expect(api.add).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText("Title"), "Screened Porch");
    await user.type(within(dialog).getByLabelText("Description"), "A screened porch with a cedar ceiling.");
    await user.type(within(dialog).getByLabelText("Image URL"), "https://images.example.com/porch.jpg");
    await user.type(within(dialog).getByLabelText("Location"), "Fairfax, VA");
    await user.click(within(dialog).getByRole("button", { name: PROJECT_TEXT.addProject }));

    expect(await screen.findByText(PROJECT_TEXT.addSuccess)).toBeInTheDocument();
    expect(api.add).toHaveBeenCalledWith({
      title: "Screened Porch",
      description: "A screened porch with a cedar ceiling.",
      image: "https://images.example.com/porch.jpg",
      location: "Fairfax, VA",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(cards()[0]).getByRole("heading")).toHaveTextContent("Screened Porch");
    expect(within(cards()[0]).getByRole("button", { name: /0 likes/ })).toBeInTheDocument();
  });

  test("the owner can add a first project to an empty showcase", async () => {
    $auth.set(OWNER);
    setup(fakeApi({ list: async () => [] }));
    expect(await screen.findByTestId("projects-empty")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: PROJECT_TEXT.addProject })).toBeInTheDocument();
  });
});

describe("projects in the HTML", () => {
  const BUILT: Project[] = [{ ...PROJECTS[0], likes: 3 }];

  test("the build's list shows at once, with links to the project pages; the live list then replaces it", async () => {
    const live = deferred<Project[]>();
    setup(fakeApi({ list: () => live.promise }), memoryLedger(), { initial: BUILT });
    expect(screen.queryByTestId("projects-loading")).toBeNull();
    expect(within(card("Modern Kitchen Remodel")).getByTestId("like-count")).toHaveTextContent("3");
    expect(
      within(card("Modern Kitchen Remodel")).getByRole("link", { name: "Modern Kitchen Remodel" }),
    ).toHaveAttribute("href", "/projects/modern-kitchen-arlington");
    await act(async () => live.resolve(PROJECTS));
    expect(within(card("Modern Kitchen Remodel")).getByTestId("like-count")).toHaveTextContent("14");
    // Added since the build: no page of its own yet, so no link.
    expect(within(card("Spa-Style Primary Bathroom")).queryByRole("link")).toBeNull();
  });

  test("a failed refresh keeps the build's list and says 'Failed to load projects'", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    setup(fakeApi({ list: vi.fn().mockRejectedValue(new Error("offline")) }), memoryLedger(), { initial: BUILT });
    expect(await screen.findByText(MESSAGES.projectsLoadFailure)).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
    expect(screen.queryByTestId("projects-error")).toBeNull();
  });
});

describe("filters", () => {
  beforeEach(() => window.history.replaceState(null, "", "/projects"));
  afterEach(() => window.history.replaceState(null, "", "/projects"));

  test("a service and an area narrow the grid, say how many show, and are written to the address", async () => {
    const { user } = setup();
    await screen.findAllByTestId("project-card");
    const filters = screen.getByRole("search", { name: PROJECT_TEXT.filters.label });
    // Only choices some project has: Construction has none.
    const service = within(filters).getByLabelText(PROJECT_TEXT.filters.service);
    expect(
      within(service)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([PROJECT_TEXT.filters.allServices, "Complete Remodels"]);
    await user.selectOptions(service, "complete-remodels");
    expect(cards()).toHaveLength(1);
    expect(screen.getByTestId("project-filter-status")).toHaveTextContent("Showing 1 of 2 projects");
    expect(window.location.search).toBe("?service=complete-remodels");

    await user.selectOptions(within(filters).getByLabelText(PROJECT_TEXT.filters.area), "bethesda-md");
    expect(screen.queryAllByTestId("project-card")).toHaveLength(0);
    expect(screen.getByTestId("projects-no-match")).toHaveTextContent(PROJECT_TEXT.filters.noMatch);
    expect(window.location.search).toBe("?service=complete-remodels&area=bethesda-md");
    await user.click(screen.getByRole("link", { name: PROJECT_TEXT.filters.clear }));
    expect(cards()).toHaveLength(2);
    expect(window.location.search).toBe("");
  });

  test("a shared address opens the grid filtered; an unknown value is ignored", async () => {
    window.history.replaceState(null, "", "/projects?area=bethesda-md&service=roofing");
    setup();
    await screen.findAllByTestId("project-card");
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(card("Spa-Style Primary Bathroom")).toBeInTheDocument();
    expect(screen.getByLabelText(PROJECT_TEXT.filters.area)).toHaveValue("bethesda-md");
    expect(screen.getByLabelText(PROJECT_TEXT.filters.service)).toHaveValue("");
  });
});

describe("saves publish the site and keep what the form does not show", () => {
  const PHOTO = { id: "Ab12Cd34Ef56Gh78Ij90", width: 1600, height: 1200, label: "after" as const };

  test("an edit sets the service and clears the area, keeps the photos, and asks for a build", async () => {
    $auth.set(OWNER);
    const withPhotos = [{ ...PROJECTS[0], photos: [PHOTO] }, PROJECTS[1]];
    const { user, api, publish } = setup(fakeApi({ list: async () => withPhotos }));
    await user.click(await screen.findByRole("button", { name: "Edit Modern Kitchen Remodel" }));
    const dialog = await screen.findByRole("dialog");
    await user.selectOptions(within(dialog).getByLabelText(/^Service/), "construction");
    await user.selectOptions(within(dialog).getByLabelText(/^Area/), PROJECT_TEXT.noneOption);
    await user.click(within(dialog).getByRole("button", { name: PROJECT_TEXT.save }));
    expect(await screen.findByText(MESSAGES.projectUpdateSuccess)).toBeInTheDocument();
    expect(api.update).toHaveBeenCalledWith("modern-kitchen-arlington", {
      title: PROJECTS[0].title,
      description: PROJECTS[0].description,
      image: PROJECTS[0].image,
      location: PROJECTS[0].location,
      service: "construction",
      photos: [PHOTO],
    });
    expect(publish).toHaveBeenCalledTimes(1);
  });

  test("a delete asks for a build too; a build that cannot be requested says so, the delete stands", async () => {
    $auth.set(OWNER);
    vi.spyOn(window, "confirm").mockReturnValue(true);
    const publish = vi.fn(async (): Promise<PublishOutcome> => "failed");
    const { user } = setup(fakeApi(), memoryLedger(), { publish });
    await user.click(await screen.findByRole("button", { name: "Delete Modern Kitchen Remodel" }));
    expect(await screen.findByText(MESSAGES.projectDeleteSuccess)).toBeInTheDocument();
    expect(await screen.findByText(PROJECT_TEXT.publishFailed)).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
  });

  test("no build hook (a developer's machine) is not an error", async () => {
    $auth.set(OWNER);
    vi.spyOn(window, "confirm").mockReturnValue(true);
    const publish = vi.fn(async (): Promise<PublishOutcome> => "not_configured");
    const { user } = setup(fakeApi(), memoryLedger(), { publish });
    await user.click(await screen.findByRole("button", { name: "Delete Modern Kitchen Remodel" }));
    expect(await screen.findByText(MESSAGES.projectDeleteSuccess)).toBeInTheDocument();
    await waitFor(() => expect(publish).toHaveBeenCalled());
    expect(screen.queryByText(PROJECT_TEXT.publishFailed)).toBeNull();
  });
});

// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "react-hot-toast";
import { describe, expect, test, vi } from "vitest";
import { MESSAGES } from "../../../src/config/text.ts";
import ProjectLike from "../../../src/islands/projects/ProjectLike.tsx";
import { deferred, fakeApi, memoryLedger, PROJECTS } from "./support.ts";

const [KITCHEN] = PROJECTS;

function setup(api = fakeApi(), ledger = memoryLedger()) {
  const user = userEvent.setup();
  render(
    <>
      <ProjectLike project={KITCHEN} api={api} ledger={ledger} />
      <Toaster />
    </>,
  );
  return { user, api, ledger };
}

/** The like button of a project's own page (/projects/<id>). */
describe("ProjectLike", () => {
  test("the build's count, then the stored one; a like counts at once, is written once, and thanked", async () => {
    const write = deferred();
    const { user, api, ledger } = setup(fakeApi({ likes: vi.fn(async () => 20), like: vi.fn(() => write.promise) }));
    const button = await screen.findByRole("button", {
      name: "Like Modern Kitchen Remodel in Arlington, VA, 20 likes",
    });
    await user.click(button);
    expect(button).toHaveAccessibleName("You liked Modern Kitchen Remodel in Arlington, VA, 21 likes");
    expect(ledger.ids.has(KITCHEN.id)).toBe(true);
    await user.click(button);
    await act(async () => write.resolve());
    expect(await screen.findByText(MESSAGES.likeSuccess)).toBeInTheDocument();
    expect(api.like).toHaveBeenCalledExactlyOnceWith(KITCHEN.id);
    expect(button).toHaveTextContent("21");
  });

  test("a like that cannot be stored is taken back and says so; it may be tried again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const like = vi.fn().mockRejectedValueOnce(new Error("permission-denied")).mockResolvedValueOnce(undefined);
    const { user, ledger } = setup(fakeApi({ like }));
    const button = screen.getByRole("button", { name: "Like Modern Kitchen Remodel in Arlington, VA, 14 likes" });
    await user.click(button);
    expect(await screen.findByText(MESSAGES.likeFailure)).toBeInTheDocument();
    expect(button).toHaveAccessibleName("Like Modern Kitchen Remodel in Arlington, VA, 14 likes");
    expect(ledger.ids.has(KITCHEN.id)).toBe(false);
    await user.click(button);
    expect(await screen.findByText(MESSAGES.likeSuccess)).toBeInTheDocument();
    expect(button).toHaveTextContent("15");
  });

  test("liked before from this browser: shown as liked, and a click writes nothing", async () => {
    const { user, api } = setup(fakeApi(), memoryLedger([KITCHEN.id]));
    const button = await screen.findByRole("button", {
      name: "You liked Modern Kitchen Remodel in Arlington, VA, 14 likes",
    });
    await user.click(button);
    expect(api.like).not.toHaveBeenCalled();
  });
});

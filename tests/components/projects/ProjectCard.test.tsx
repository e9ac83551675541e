// @vitest-environment jsdom
import { PROJECT_TEXT } from "../../../src/config/text.ts";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import ProjectCard from "../../../src/islands/projects/ProjectCard.tsx";
import { PROJECTS } from "./support.ts";

const [kitchen, bath] = PROJECTS;

describe("ProjectCard in view mode", () => {
  test("shows image, title, description, location and a like button with its count", () => {
    render(<ProjectCard project={kitchen} liked={false} onLike={vi.fn()} />);
    const card = screen.getByRole("article", { name: kitchen.title });
    expect(within(card).getByRole("heading", { name: kitchen.title })).toBeInTheDocument();
    expect(within(card).getByText(kitchen.description)).toBeInTheDocument();
    expect(within(card).getByText(kitchen.location)).toBeInTheDocument();
    const image = within(card).getByRole("img", { name: `${kitchen.title}, ${kitchen.location}` });
    expect(image).toHaveAttribute("src", kitchen.image);
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("width", "800");
    expect(image).toHaveAttribute("height", "600");
    expect(
      within(card).getByRole("button", { name: "Like Modern Kitchen Remodel in Arlington, VA, 14 likes" }),
    ).toHaveTextContent("14");
  });

  test("the first card's picture loads at once with high priority", () => {
    render(<ProjectCard project={kitchen} liked={false} onLike={vi.fn()} priority />);
    const image = screen.getByRole("img");
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
  });

  test("clicking like reports the project; a liked card does nothing more", async () => {
    const onLike = vi.fn();
    const { rerender } = render(<ProjectCard project={kitchen} liked={false} onLike={onLike} />);
    await userEvent.click(screen.getByRole("button", { name: /^Like / }));
    expect(onLike).toHaveBeenCalledWith(kitchen);

    rerender(<ProjectCard project={{ ...kitchen, likes: 15 }} liked onLike={onLike} />);
    const button = screen.getByRole("button", { name: "You liked Modern Kitchen Remodel in Arlington, VA, 15 likes" });
    expect(button).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(button);
    expect(onLike).toHaveBeenCalledTimes(1);
  });

  test.each([
    ["a URL that fails to load", bath.image, true],
    ["an address that is not allowed", "javascript:alert(1)", false],
  ])("%s shows the placeholder instead", (_, image, loadsFirst) => {
    render(<ProjectCard project={{ ...bath, image }} liked={false} onLike={vi.fn()} />);
    if (loadsFirst) fireEvent.error(screen.getByRole("img"));
    expect(screen.getByTestId("project-image-fallback")).toHaveTextContent(PROJECT_TEXT.imageUnavailable);
    expect(screen.getByRole("img", { name: /Spa-Style Primary Bathroom, Bethesda, MD/ })).toBeInTheDocument();
    expect(document.querySelector("img")).toBeNull();
  });

  test("no admin controls unless the grid passes them", () => {
    render(<ProjectCard project={kitchen} liked={false} onLike={vi.fn()} />);
    expect(screen.queryByRole("button", { name: /Edit|Delete/ })).toBeNull();
  });

  test("admin controls name their project and report clicks", async () => {
    const admin = { onEdit: vi.fn(), onDelete: vi.fn(), deleting: false };
    render(<ProjectCard project={kitchen} liked={false} onLike={vi.fn()} admin={admin} />);
    await userEvent.click(screen.getByRole("button", { name: "Edit Modern Kitchen Remodel" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete Modern Kitchen Remodel" }));
    expect(admin.onEdit).toHaveBeenCalledWith(kitchen);
    expect(admin.onDelete).toHaveBeenCalledWith(kitchen);
  });

  test("a delete in flight disables its button", () => {
    render(
      <ProjectCard
        project={kitchen}
        liked={false}
        onLike={vi.fn()}
        admin={{ onEdit: vi.fn(), onDelete: vi.fn(), deleting: true }}
      />,
    );
    expect(screen.getByRole("button", { name: "Delete Modern Kitchen Remodel" })).toBeDisabled();
  });
});

// @vitest-environment jsdom
import { MESSAGES, FIELD_ERRORS, CONTACT_TEXT } from "../../src/config/text.ts";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "react-hot-toast";
import { describe, expect, test, vi } from "vitest";
import ContactForm from "../../src/islands/ContactForm.tsx";
import { ApiRequestError } from "../../src/lib/api-client/request.ts";
import type { ContactAntiSpam, ContactInput } from "../../src/schemas/contact.ts";
import type { Locale } from "../../src/config/i18n.ts";
import { CONTACT_TEXTS } from "../../src/lib/contact/contactText.ts";

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(submit: (input: ContactInput, antiSpam: ContactAntiSpam) => Promise<unknown>, locale: Locale = "en") {
  const user = userEvent.setup();
  render(
    <>
      <ContactForm submit={submit} locale={locale} />
      <Toaster />
    </>,
  );
  const { labels } = CONTACT_TEXTS[locale].form;
  const fields = {
    name: screen.getByLabelText(labels.name),
    email: screen.getByLabelText(labels.email),
    phone: screen.getByLabelText(labels.phone),
    message: screen.getByLabelText(labels.message),
  };
  const fill = async (values: Partial<ContactInput> = {}) => {
    const all = {
      name: "Jane Smith",
      email: "jane@example.com",
      phone: "(703) 555-0100",
      message: "Basement finish, about 700 sq ft",
      ...values,
    };
    for (const [key, value] of Object.entries(all))
      if (value) await user.type(fields[key as keyof ContactInput], value);
  };
  const { submit: send, sending } = CONTACT_TEXTS[locale].form;
  const button = () => screen.getByRole("button", { name: (name) => name === send || name === sending });
  return { user, fields, fill, button };
}

describe("ContactForm", () => {
  test("fields have the types and requirements of the spec", () => {
    const { fields } = setup(vi.fn());
    expect(fields.email).toHaveAttribute("type", "email");
    expect(fields.phone).toHaveAttribute("type", "tel");
    for (const field of Object.values(fields)) expect(field).toBeRequired();
  });

  test("sending: the button is busy and disabled, then success clears the form and toasts", async () => {
    const pending = deferred();
    const submit = vi.fn(() => pending.promise);
    const { user, fields, fill, button } = setup(submit);
    await fill();
    await user.click(button());

    expect(button()).toBeDisabled();
    expect(button()).toHaveTextContent(CONTACT_TEXT.sending);
    expect(submit).toHaveBeenCalledWith(
      {
        name: "Jane Smith",
        email: "jane@example.com",
        phone: "(703) 555-0100",
        message: "Basement finish, about 700 sq ft",
      },
      { website: "", elapsedMs: expect.any(Number) as number },
      { language: "en" },
    );

    await act(async () => pending.resolve());
    expect(await screen.findByText(MESSAGES.contactSuccess)).toBeInTheDocument();
    for (const field of Object.values(fields)) expect(field).toHaveValue("");
    expect(button()).toBeEnabled();
  });

  test("failure: the error toast shows and every typed value stays", async () => {
    const submit = vi.fn(() => Promise.reject(new Error("permission-denied")));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user, fields, fill, button } = setup(submit);
    await fill();
    await user.click(button());

    expect(await screen.findByText(MESSAGES.contactFailure)).toBeInTheDocument();
    expect(fields.message).toHaveValue("Basement finish, about 700 sq ft");
    expect(fields.email).toHaveValue("jane@example.com");
    expect(button()).toBeEnabled();
  });

  test("a rate limit shows the server's own short sentence and keeps the text", async () => {
    const sentence = CONTACT_TEXT.rateLimited(30);
    const submit = vi.fn(() =>
      Promise.reject(
        new ApiRequestError({ kind: "http", status: 429, code: "rate_limited", message: sentence }, "/api/contact"),
      ),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user, fields, fill, button } = setup(submit);
    await fill();
    await user.click(button());
    expect(await screen.findByText(sentence)).toBeInTheDocument();
    expect(fields.message).toHaveValue("Basement finish, about 700 sq ft");
  });

  test("the honeypot is hidden from people and assistive technology, and sent as typed", async () => {
    const submit = vi.fn(() => Promise.resolve());
    const { user, fill, button } = setup(submit);
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot.closest('[aria-hidden="true"]')).toHaveClass("sr-only");
    expect(screen.queryByRole("textbox", { name: CONTACT_TEXT.honeypotLabel })).toBeNull();
    // A bot fills every field it finds.
    honeypot.value = "https://spam.example";
    await fill();
    await user.click(button());
    expect(submit).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ website: "https://spam.example" }),
      expect.anything(),
    );
  });

  test("elapsedMs counts from the moment the form became usable", async () => {
    const submit = vi.fn(() => Promise.resolve());
    const { user, fill, button } = setup(submit);
    const since = performance.now();
    await fill();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await user.click(button());
    const [[, { elapsedMs }]] = submit.mock.calls as unknown as [[ContactInput, ContactAntiSpam]];
    expect(elapsedMs).toBeGreaterThanOrEqual(50);
    expect(elapsedMs).toBeLessThanOrEqual(Math.ceil(performance.now() - since) + 50);
  });

  test("the message body is never logged on failure", async () => {
    const submit = vi.fn(() => Promise.reject(new Error("boom")));
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { user, fill, button } = setup(submit);
    await fill({ message: "secret renovation plans" });
    await user.click(button());
    await screen.findByText(MESSAGES.contactFailure);
    expect(JSON.stringify(log.mock.calls)).not.toContain("secret renovation plans");
  });

  test("a whitespace-only message or bad phone is explained and nothing is sent", async () => {
    const submit = vi.fn();
    const { user, fields, fill, button } = setup(submit);
    await fill({ message: "   ", phone: "12345" });
    await user.click(button());

    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByText(FIELD_ERRORS.message)).toBeInTheDocument();
    expect(screen.getByText(FIELD_ERRORS.phone)).toBeInTheDocument();
    expect(fields.phone).toHaveAttribute("aria-invalid", "true");
    expect(fields.name).toHaveValue("Jane Smith");
  });

  test("on a Spanish page: Spanish labels and errors, the lead sent as Spanish, the thanks in Spanish", async () => {
    const { form, fields: errors } = CONTACT_TEXTS.es;
    const submit = vi.fn(() => Promise.resolve("lead-es"));
    const { user, fill, button } = setup(submit, "es");
    expect(button()).toHaveTextContent(form.submit);
    await fill({ message: "   ", phone: "12" });
    await user.click(button());
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByText(errors.message)).toBeInTheDocument();
    expect(screen.getByText(errors.phone)).toBeInTheDocument();

    await user.type(screen.getByLabelText(form.labels.message), "Baño nuevo");
    await user.clear(screen.getByLabelText(form.labels.phone));
    await user.type(screen.getByLabelText(form.labels.phone), "(301) 555-0142");
    await user.click(button());
    expect(submit).toHaveBeenCalledWith(expect.anything(), expect.anything(), { language: "es" });
    expect(await screen.findByText(form.success)).toBeInTheDocument();
  });

  test("a double click sends once", async () => {
    const pending = deferred();
    const submit = vi.fn(() => pending.promise);
    const { user, fill, button } = setup(submit);
    await fill();
    await user.dblClick(button());
    await act(async () => pending.resolve());
    await waitFor(() => expect(button()).toBeEnabled());
    expect(submit).toHaveBeenCalledTimes(1);
  });

  test("a prefill in the address lands in the form", async () => {
    window.history.replaceState(null, "", "/contact?message=Kitchen%20remodel%20estimate");
    setup(vi.fn());
    expect(await screen.findByLabelText("Message")).toHaveValue("Kitchen remodel estimate");
    window.history.replaceState(null, "", "/");
  });
});

import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QuoteForm } from "../QuoteForm";

/*
 * The photo field in the browser: thumbnails, removal and the limits checked on choice.
 * jsdom has no object URLs, so previews get a stand-in URL; sending the photos (shrunk,
 * with progress) runs in Chromium in e2e/storm-photos.desktop.spec.ts.
 */
beforeEach(() => {
  URL.createObjectURL = vi.fn((file: Blob) => `blob:preview-${(file as File).name}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

const renderForm = (props: Partial<Parameters<typeof QuoteForm>[0]> = {}) => {
  render(<QuoteForm consentText="I agree to be contacted." pagePath="/contact" {...props} />);
  return userEvent.setup();
};
const photoInput = () => screen.getByLabelText("Photos of the damage");
const picture = (name: string, bytes = 1024) =>
  new File([new Uint8Array(bytes)], name, { type: "image/jpeg" });

describe("the photo field", () => {
  it("is an optional multiple image input posted as multipart without JavaScript", () => {
    renderForm();
    expect(photoInput()).toHaveAttribute("type", "file");
    expect(photoInput()).toHaveAttribute("name", "photos");
    expect(photoInput()).toHaveAttribute("accept", "image/*");
    expect(photoInput()).toHaveAttribute("multiple");
    expect(photoInput()).not.toBeRequired();
    expect(photoInput().closest("form")).toHaveAttribute("enctype", "multipart/form-data");
  });

  it("shows a thumbnail per chosen picture, each with a remove button, and adds later choices", async () => {
    const user = renderForm();
    await user.upload(photoInput(), [picture("IMG_2041.jpg"), picture("IMG_2042.jpg")]);
    await user.upload(photoInput(), [picture("attic.jpg")]);
    const chosen = screen.getByRole("list", { name: "Chosen photos" });
    expect(
      within(chosen)
        .getAllByRole("img")
        .map((image) => image.getAttribute("alt")),
    ).toEqual(["IMG_2041.jpg", "IMG_2042.jpg", "attic.jpg"]);
    await user.click(screen.getByRole("button", { name: "Remove IMG_2042.jpg" }));
    expect(within(chosen).getAllByRole("img")).toHaveLength(2);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:preview-IMG_2042.jpg");
  });

  it("names a ninth picture and one over 20 MB beside the field, and keeps the first eight", async () => {
    const user = renderForm();
    const nine = Array.from({ length: 9 }, (_, index) => picture(`roof-${index + 1}.jpg`));
    await user.upload(photoInput(), nine);
    expect(
      within(screen.getByRole("list", { name: "Chosen photos" })).getAllByRole("img"),
    ).toHaveLength(8);
    expect(photoInput()).toHaveAccessibleDescription(
      expect.stringContaining('"roof-9.jpg" was not added: you can send up to 8 photos.'),
    );
    await user.click(screen.getByRole("button", { name: "Remove roof-1.jpg" }));
    await user.upload(photoInput(), [picture("huge.jpg", 21 * 1024 * 1024)]);
    expect(photoInput()).toHaveAccessibleDescription(
      expect.stringContaining('"huge.jpg" is over 20 MB.'),
    );
    expect(photoInput()).toHaveAttribute("aria-invalid", "true");
  });

  it("shows the server's message about a refused picture beside the field", () => {
    renderForm({ errors: { photos: '"roof.jpg" is not a photo we can open.' } });
    expect(photoInput()).toHaveAttribute("aria-invalid", "true");
    expect(photoInput()).toHaveAccessibleDescription(
      expect.stringContaining('"roof.jpg" is not a photo we can open.'),
    );
  });
});

describe("the photo field's count", () => {
  it("says in words how many photos are chosen, and hides the emptied input's own text", async () => {
    const user = renderForm();
    const count = () => document.getElementById(`${photoInput().id}-chosen`);
    expect(count()).toHaveTextContent("No photos chosen");
    await user.upload(photoInput(), [picture("IMG_2041.jpg"), picture("IMG_2042.jpg")]);
    expect(count()).toHaveTextContent("2 photos chosen");
    expect(photoInput()).toHaveAccessibleDescription(expect.stringMatching(/^2 photos chosen/));
    // The input is emptied after each choice; its "No file chosen" must not show.
    expect(photoInput()).toHaveClass("text-transparent");
    await user.click(screen.getByRole("button", { name: "Remove IMG_2042.jpg" }));
    expect(count()).toHaveTextContent("1 photo chosen");
  });
});

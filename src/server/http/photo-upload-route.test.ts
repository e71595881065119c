import { describe, expect, it } from "vitest";
import { isPhotoUploadRoute } from "./photo-upload-route.ts";

describe("isPhotoUploadRoute", () => {
  const multipart = "multipart/form-data; boundary=abc";
  it("takes the quote form's multipart posts and the add-photos page, nothing else", () => {
    expect(isPhotoUploadRoute("POST", "/_actions/quote.submit", multipart)).toBe(true);
    expect(isPhotoUploadRoute("POST", "/quote-request?_action=quote.submit", multipart)).toBe(true);
    expect(isPhotoUploadRoute("POST", "/add-photos/abcDEF_123-x", multipart)).toBe(true);
    expect(
      isPhotoUploadRoute("POST", "/admin/projects/12?_action=admin.addProjectPhotos", multipart),
    ).toBe(true);
    // Another staff action, another page, or no number: the small body cap.
    expect(
      isPhotoUploadRoute("POST", "/admin/projects/12?_action=admin.saveProject", multipart),
    ).toBe(false);
    expect(
      isPhotoUploadRoute("POST", "/admin/projects/x?_action=admin.addProjectPhotos", multipart),
    ).toBe(false);
    expect(
      isPhotoUploadRoute("POST", "/admin/leads/12?_action=admin.addProjectPhotos", multipart),
    ).toBe(false);
    expect(isPhotoUploadRoute("POST", "/_actions/quote.submit", "application/json")).toBe(false);
    expect(isPhotoUploadRoute("POST", "/_actions/admin.addNote", multipart)).toBe(false);
    expect(isPhotoUploadRoute("POST", "/quote-request?_action=admin.addNote", multipart)).toBe(
      false,
    );
    expect(isPhotoUploadRoute("GET", "/_actions/quote.submit", multipart)).toBe(false);
    expect(isPhotoUploadRoute("POST", "/add-photos/a/b", multipart)).toBe(false);
  });

  it("answers false, not an exception, for a path no URL parser takes", () => {
    expect(isPhotoUploadRoute("POST", "//@", multipart)).toBe(false);
    expect(isPhotoUploadRoute("POST", "//a:99999", multipart)).toBe(false);
  });
});

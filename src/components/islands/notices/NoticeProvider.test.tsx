import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useNotice } from "./notice-context";
import { NOTICE_DURATION_MS, NoticeProvider } from "./NoticeProvider";

function Trigger() {
  const notify = useNotice();
  return (
    <>
      <button
        onClick={() => notify({ variant: "error", title: "First", description: "first notice" })}
      >
        one
      </button>
      <button
        onClick={() =>
          notify({ variant: "success", title: "Second", description: "second notice" })
        }
      >
        two
      </button>
    </>
  );
}

const renderProvider = () =>
  render(
    <NoticeProvider>
      <Trigger />
    </NoticeProvider>,
  );

afterEach(() => vi.useRealTimers());

describe("NoticeProvider", () => {
  it("shows at most one notice: a new one replaces the one on screen", () => {
    renderProvider();
    fireEvent.click(screen.getByText("one"));
    expect(screen.getByText("First")).toBeInTheDocument();
    fireEvent.click(screen.getByText("two"));
    expect(screen.getByText("Second")).toBeInTheDocument();
    expect(screen.queryByText("First")).not.toBeInTheDocument();
  });

  it(`closes a notice after ${NOTICE_DURATION_MS} ms`, () => {
    vi.useFakeTimers();
    renderProvider();
    fireEvent.click(screen.getByText("one"));
    act(() => vi.advanceTimersByTime(NOTICE_DURATION_MS - 100));
    expect(screen.getByText("First")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText("First")).not.toBeInTheDocument();
  });

  it("F8 moves focus to the notices region, labelled for screen readers", () => {
    renderProvider();
    fireEvent.click(screen.getByText("one"));
    fireEvent.keyDown(document, { key: "F8", code: "F8" });
    const region = screen.getByRole("region", { name: /F8/ });
    expect(region).toContainElement(document.activeElement as HTMLElement);
  });

  it("can be dismissed with its close button", () => {
    renderProvider();
    fireEvent.click(screen.getByText("two"));
    fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    expect(screen.queryByText("Second")).not.toBeInTheDocument();
  });
});

import * as Toast from "@radix-ui/react-toast";
import { useCallback, useState, type ReactNode } from "react";
import { cn } from "../../../lib/cn";
import { useHydrated } from "../use-hydrated";
import { NoticeContext, type Notice } from "./notice-context";

/** 5000 ms on screen, swipe right past 50 px to dismiss, F8 jumps to the notices. */
export const NOTICE_DURATION_MS = 5000;
export const NOTICE_SWIPE_THRESHOLD_PX = 50;
export const NOTICE_HOTKEY = ["F8"];

/**
 * The site's notice region, shared by every island that shows notices, built on Radix Toast:
 * notices are announced to screen readers, and errors interrupt (assertive) while
 * confirmations wait their turn (polite).
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(Notice & { id: number }) | null>(null);
  const hydrated = useHydrated();
  const show = useCallback((notice: Notice) => setCurrent({ ...notice, id: Date.now() }), []);

  return (
    <NoticeContext.Provider value={show}>
      <Toast.Provider
        duration={NOTICE_DURATION_MS}
        swipeDirection="right"
        swipeThreshold={NOTICE_SWIPE_THRESHOLD_PX}
        label="Notification"
      >
        {children}
        {current && (
          <Toast.Root
            key={current.id}
            type={current.variant === "error" ? "foreground" : "background"}
            onOpenChange={(open) => {
              if (!open) setCurrent(null);
            }}
            data-variant={current.variant}
            className={cn(
              "rounded-card ring-line grid grid-cols-[1fr_auto] items-start gap-x-4 gap-y-1 border-l-8 bg-white p-5 shadow-2xl ring-1",
              "data-[swipe=end]:animate-none data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)",
              current.variant === "error" ? "border-danger" : "border-success",
            )}
          >
            <Toast.Title
              className={cn(
                "text-lg font-bold",
                current.variant === "error" ? "text-danger" : "text-success",
              )}
            >
              {current.title}
            </Toast.Title>
            <Toast.Close
              className="text-muted hover:bg-surface row-span-2 -m-2 flex size-11 items-center justify-center rounded-lg text-2xl"
              aria-label="Dismiss notification"
            >
              ×
            </Toast.Close>
            <Toast.Description className="text-ink">{current.description}</Toast.Description>
            {current.link && (
              <Toast.Action asChild altText={current.link.label}>
                <a href={current.link.href} className="text-brand-700 font-semibold underline">
                  {current.link.label}
                </a>
              </Toast.Action>
            )}
          </Toast.Root>
        )}
        {/* Rendered only in the browser: Radix gives the region an inline style attribute,
            which the page's CSP (no inline styles in HTML) would refuse. Notices only ever
            come from JavaScript, so the server HTML needs no region. */}
        {hydrated && (
          <Toast.Viewport
            hotkey={NOTICE_HOTKEY}
            className="fixed right-0 bottom-20 z-50 flex w-full max-w-md flex-col gap-3 p-4 outline-none lg:bottom-0"
          />
        )}
      </Toast.Provider>
    </NoticeContext.Provider>
  );
}

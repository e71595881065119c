import { useCallback, useEffect, useState, type RefObject } from "react";

/** Scroll distance after which the header turns solid white with a shadow (SPEC §9). */
export const SOLID_HEADER_THRESHOLD_PX = 20;

/** Desktop and mobile lists both carry each menu; returns the toggle that is on screen. */
function visibleToggle(header: HTMLElement, selector: string): HTMLElement | undefined {
  return [...header.querySelectorAll<HTMLElement>(selector)].find(
    (element) => element.getClientRects().length > 0,
  );
}

/**
 * Header state of SPEC §4: the scrolled flag, the mobile menu and the one open dropdown.
 * Clicking outside the header or pressing Escape closes what is open; Escape hands focus
 * back to the control that opened it so a keyboard user is never lost.
 */
export function useHeaderState(headerRef: RefObject<HTMLElement | null>) {
  const [scrolled, setScrolled] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [openMenu, setOpenMenu] = useState<string | null>(null);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SOLID_HEADER_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpenMenu(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [headerRef]);

  useEffect(() => {
    const header = headerRef.current;
    if (!header || (openMenu === null && !mobileOpen)) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const hadFocus = header.contains(document.activeElement);
      const toggle =
        openMenu !== null
          ? visibleToggle(header, `[data-menu-id="${openMenu}"] > summary`)
          : visibleToggle(header, "[data-mobile-toggle]");
      if (openMenu !== null) setOpenMenu(null);
      else setMobileOpen(false);
      if (hadFocus) toggle?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [headerRef, openMenu, mobileOpen]);

  const toggleMenu = useCallback(
    (id: string) => setOpenMenu((current) => (current === id ? null : id)),
    [],
  );
  const toggleMobile = useCallback(() => {
    setMobileOpen((open) => !open);
    setOpenMenu(null);
  }, []);

  return { scrolled, mobileOpen, openMenu, toggleMenu, toggleMobile };
}

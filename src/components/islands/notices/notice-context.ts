import { createContext, useContext } from "react";

export interface Notice {
  variant: "success" | "error";
  title: string;
  description: string;
  /** A next step the notice offers, e.g. "Pick your inspection time now" */
  link?: { href: string; label: string } | undefined;
}

export const NoticeContext = createContext<(notice: Notice) => void>(() => {});

/** Shows a toast notice; a new notice replaces the one on screen (at most one at a time). */
export const useNotice = () => useContext(NoticeContext);

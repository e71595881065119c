import { createContext, useContext } from "react";

export interface Notice {
  variant: "success" | "error";
  title: string;
  description: string;
}

export const NoticeContext = createContext<(notice: Notice) => void>(() => {});

/** Shows a toast notice; a new notice replaces the one on screen (SPEC §9: at most one). */
export const useNotice = () => useContext(NoticeContext);

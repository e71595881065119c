import { createContext, useContext } from "react";

export interface Notice {
  variant: "success" | "error";
  title: string;
  description: string;
}

export const NoticeContext = createContext<(notice: Notice) => void>(() => {});

/** Shows a toast notice; a new notice replaces the one on screen (at most one at a time). */
export const useNotice = () => useContext(NoticeContext);

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

// Whether the side menu is collapsed (desktop) or open as a drawer (phone), shared by the top bar's toggle
// and the menu. Ours rather than @refinedev/antd's layout context: that package is one module, and importing
// anything from it would bring its forms, tables and uploads into the first load.

type SiderState = {
  siderCollapsed: boolean;
  mobileSiderOpen: boolean;
  setSiderCollapsed: (collapsed: boolean) => void;
  setMobileSiderOpen: (open: boolean) => void;
};

const SiderStateContext = createContext<SiderState>({
  siderCollapsed: false,
  mobileSiderOpen: false,
  setSiderCollapsed: () => undefined,
  setMobileSiderOpen: () => undefined,
});

export const SiderStateProvider = ({ children }: { children: ReactNode }) => {
  const [siderCollapsed, setSiderCollapsed] = useState(false);
  const [mobileSiderOpen, setMobileSiderOpen] = useState(false);
  const state = useMemo(() => ({ siderCollapsed, mobileSiderOpen, setSiderCollapsed, setMobileSiderOpen }), [siderCollapsed, mobileSiderOpen]);
  return <SiderStateContext.Provider value={state}>{children}</SiderStateContext.Provider>;
};

export const useSiderState = () => useContext(SiderStateContext);

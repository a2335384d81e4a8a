// The client's browser context (useIsBrowser) with its one update, "hydration is done", rendered as a transition (see ./index.ts).
import React, {createContext, startTransition, useEffect, useState, type ReactNode} from 'react';

export const Context = createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    // Code blocks and tabs remount when this turns true (to apply the reader's colour mode and
    // saved tab); as a transition React renders that in slices and yields to input in between.
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}

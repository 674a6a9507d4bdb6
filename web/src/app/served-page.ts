import { createContext, useContext } from 'react';
import type { PageName } from '../config/paths.ts';

/**
 * Which page's HTML the edge served for this visit: the build writes it on the root element and the
 * server render receives it directly. Undefined where nothing was prerendered (the Vite dev server).
 */
const ServedPageContext = createContext<PageName | undefined>(undefined);

export const ServedPageProvider = ServedPageContext.Provider;

export const useServedPage = () => useContext(ServedPageContext);

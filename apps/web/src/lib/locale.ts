import { createContext, useContext } from 'react';

/**
 * The locale dates and prices are written in. Client-rendered screens leave it to the browser (undefined); a
 * server-rendered page names the one the server negotiated from Accept-Language, so the server and the
 * browser that hydrates the page write every date and price alike.
 */
export const LocaleContext = createContext<string | undefined>(undefined);

export function useLocale(): string | undefined {
  return useContext(LocaleContext);
}

import { createContext, useContext } from 'react';

/** The route pattern of the page being shown, e.g. `/job-browser/:jobName`. */
export const RoutePatternContext = createContext<string | undefined>(undefined);

export function useRoutePattern(): string | undefined {
  return useContext(RoutePatternContext);
}

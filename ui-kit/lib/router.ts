// The one door to React Router for the shell and every remote. Module Federation cannot tree-shake a shared
// package, so sharing `react-router` itself shipped all of it (205 kB) on every first visit. This module is
// shared instead (federation.shared.ts): its bundle keeps only what is re-exported here, and the one
// copy the shell provides keeps the router's contexts single across remotes. Add an export here before using it.

export type { RouteObject } from 'react-router';
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';

/** Says whether a Back or Forward the browser has just made is held back from the router (true) or let through. */
export type HistoryMoveHold = () => boolean;

const historyMoveHolds = new Set<HistoryMoveHold>();

/**
 * Lets a page hold back the browser's Back and Forward (an unsaved form asks first: ui-kit's `useUnsavedChanges`).
 * The router's BrowserRouter has no blocking of its own (only a data router's `useBlocker` has), and by the time a
 * page's own `popstate` listener would run, React has already rendered the router's move and unmounted the page.
 * This module loads before BrowserRouter starts listening, so its listener runs first and can keep the router
 * from hearing of a held move. Reach it only through this module, so every app shares the one listener.
 */
export function holdHistoryMoves(hold: HistoryMoveHold): () => void {
  historyMoveHolds.add(hold);
  return () => historyMoveHolds.delete(hold);
}

if (typeof window !== 'undefined') {
  window.addEventListener(
    'popstate',
    (event) => {
      for (const hold of historyMoveHolds) {
        if (hold()) {
          event.stopImmediatePropagation();
          return;
        }
      }
    },
    true,
  );
}

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

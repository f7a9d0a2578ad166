/**
 * `@docusaurus/router`: the router hooks of react-router-dom 5 (`useLocation`, `useHistory`,
 * `useParams`, `useRouteMatch`, `matchPath`, `Redirect`…), the same router the runtime runs on.
 */
export { matchPath, Redirect, useHistory, useLocation, useParams, useRouteMatch, withRouter } from 'react-router-dom';

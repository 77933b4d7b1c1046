import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorPage } from './ErrorPage';

/** Any error thrown while rendering a route shows the generic error page, never a blank screen. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <ErrorPage code={error.status} />;
  console.error(error);
  return <ErrorPage code={500} />;
}

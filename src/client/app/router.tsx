import { createBrowserRouter } from 'react-router';
import { paths } from '@/client/config/paths';
import { RootLayout } from './root-layout';
import { DashboardRoute } from './routes/dashboard';
import { ExploreRoute } from './routes/explore';
import { LandingRoute } from './routes/landing';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: paths.home.pattern, element: <LandingRoute /> },
      { path: paths.explore.pattern, element: <ExploreRoute /> },
      { path: paths.login.pattern, element: <LoginRoute /> },
      { path: paths.dashboard.pattern, element: <DashboardRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);

import { Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { readSession, homePathFor } from './session/session';
import { Guard } from './routing/Guard';
import { lazyPage } from './routing/lazyPage';
import { loadAdminArea, loadLoginPage, loadTenantArea } from './routing/pageCode';

const LoginPage = lazyPage(loadLoginPage, (m) => m.LoginPage);

const ForgotPasswordPage = lazyPage(
  () => import('./pages/AuthInfoPages'),
  (m) => m.ForgotPasswordPage,
);
const RegisterPage = lazyPage(
  () => import('./pages/AuthInfoPages'),
  (m) => m.RegisterPage,
);
const ReviewLinkPage = lazyPage(
  () => import('./pages/ReviewLinkPage'),
  (m) => m.ReviewLinkPage,
);
const AdminArea = lazyPage(loadAdminArea, (m) => m.AdminArea);
const TenantArea = lazyPage(loadTenantArea, (m) => m.TenantArea);

/**
 * `/`, `/dashboard` (the breadcrumb's home) and unknown paths send a signed-in user to the role's own home, and a
 * visitor to the admin login.
 */
function HomeRedirect() {
  const session = readSession();
  return <Redirect to={session ? homePathFor(session.role) : '/login/admin'} replace />;
}

/** Every route of SPEC section 2; each signed-in area's code loads on demand. */
export function App() {
  return (
    <Suspense fallback={null}>
      <Switch>
        {/* Keyed apart from the fallback below: an unknown path redirects to "/", and this Redirect must mount anew to
            go on (wouter's Redirect navigates only when it mounts). */}
        <Route path="/" key="root">
          <HomeRedirect />
        </Route>
        <Route path="/login/admin">
          <LoginPage role="admin" />
        </Route>
        <Route path="/login/tenant">
          <LoginPage role="tenant" />
        </Route>
        <Route path="/forgot-password" component={ForgotPasswordPage} />
        <Route path="/register" component={RegisterPage} />
        <Route path="/dashboard" component={HomeRedirect} />
        {/* the owner's review page: opened from a review link, without signing in */}
        <Route path="/review/:token" component={ReviewLinkPage} />
        <Route path="/admin/*?">
          <Guard role="admin">
            <AdminArea />
          </Guard>
        </Route>
        <Route path="/tenant/*?">
          <Guard role="tenant">
            <TenantArea />
          </Guard>
        </Route>
        <Route key="unknown">
          <Redirect to="/" replace />
        </Route>
      </Switch>
    </Suspense>
  );
}

import { Redirect, Route, Switch } from 'wouter';
import { AreaLayout } from '../AreaLayout';
import { ADMIN_ROUTES } from '../../routing/routes';
import { lazyPage } from '../../routing/lazyPage';

const DashboardPage = lazyPage(
  () => import('./DashboardPage'),
  (m) => m.DashboardPage,
);
const AdminsPage = lazyPage(
  () => import('./AdminsPage'),
  (m) => m.AdminsPage,
);
const TenantsPage = lazyPage(
  () => import('./TenantsPage'),
  (m) => m.TenantsPage,
);
const UsersPage = lazyPage(
  () => import('./UsersPage'),
  (m) => m.UsersPage,
);
const LinksPage = lazyPage(
  () => import('./LinksPage'),
  (m) => m.LinksPage,
);
const ModelSettingsPage = lazyPage(
  () => import('./ModelSettingsPage'),
  (m) => m.ModelSettingsPage,
);
const ContentPage = lazyPage(
  () => import('../shared/ContentPage'),
  (m) => m.ContentPage,
);
const AssetPage = lazyPage(
  () => import('../shared/AssetPage'),
  (m) => m.AssetPage,
);
const CampaignPage = lazyPage(
  () => import('../shared/CampaignPage'),
  (m) => () => <m.CampaignPage role="admin" />,
);
const EntryPage = lazyPage(
  () => import('../shared/EntryPage'),
  (m) => () => <m.EntryPage role="admin" />,
);

/** The admin panel: its pages behind the admin guard, each loaded on demand. */
export function AdminArea() {
  return (
    <AreaLayout role="admin">
      <Switch>
        <Route path={ADMIN_ROUTES.dashboard.path} component={DashboardPage} />
        <Route path={ADMIN_ROUTES.campaign.path} component={CampaignPage} />
        <Route path={ADMIN_ROUTES.content.path} component={ContentPage} />
        <Route path={ADMIN_ROUTES.asset.path} component={AssetPage} />
        <Route path={ADMIN_ROUTES.entry.path} component={EntryPage} />
        <Route path={ADMIN_ROUTES.admins.path} component={AdminsPage} />
        <Route path={ADMIN_ROUTES.tenants.path} component={TenantsPage} />
        <Route path={ADMIN_ROUTES.users.path} component={UsersPage} />
        <Route path={ADMIN_ROUTES.links.path} component={LinksPage} />
        <Route path={ADMIN_ROUTES.modelSettings.path} component={ModelSettingsPage} />
        <Route>
          <Redirect to="/" replace />
        </Route>
      </Switch>
    </AreaLayout>
  );
}

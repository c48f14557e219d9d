import { Redirect, Route, Switch } from 'wouter';
import { AreaLayout } from '../AreaLayout';
import { TENANT_ROUTES } from '../../routing/routes';
import { lazyPage } from '../../routing/lazyPage';
import { campaignIdInPath, preloadCampaignDetails } from '../../data/preloadCampaignDetails';

const ProfilePage = lazyPage(
  () => import('./ProfilePage'),
  (m) => m.ProfilePage,
);
const CampaignDetailsPage = lazyPage(
  () => {
    // opened at its address (a reload, a shared link): its data loads alongside its code, not after it
    const campaignId = campaignIdInPath(window.location.pathname);
    if (campaignId) preloadCampaignDetails(campaignId);
    return import('./CampaignDetailsPage');
  },
  (m) => m.CampaignDetailsPage,
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
  (m) => () => <m.CampaignPage role="tenant" />,
);
const EntryPage = lazyPage(
  () => import('../shared/EntryPage'),
  (m) => () => <m.EntryPage role="tenant" />,
);

/** The tenant portal: its pages behind the tenant guard, each loaded on demand. */
export function TenantArea() {
  return (
    <AreaLayout role="tenant">
      <Switch>
        <Route path={TENANT_ROUTES.profile.path} component={ProfilePage} />
        <Route path={TENANT_ROUTES.campaign.path} component={CampaignPage} />
        <Route path={`${TENANT_ROUTES.campaignDetails.path}/:id?`} component={CampaignDetailsPage} />
        <Route path={TENANT_ROUTES.content.path} component={ContentPage} />
        <Route path={TENANT_ROUTES.asset.path} component={AssetPage} />
        <Route path={TENANT_ROUTES.entry.path} component={EntryPage} />
        <Route>
          <Redirect to="/" replace />
        </Route>
      </Switch>
    </AreaLayout>
  );
}

import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { useSWRConfig } from 'swr';
import {
  PLATFORMS,
  routes,
  type Campaign,
  type GeneratedPost,
  type GeneratorRequest,
  type Platform,
  type Tenant,
} from '@app/contract';
import type { CampaignDetailsProps } from '@app/screens';
import { keyOf } from './callKey';
import { generatePostsAsWritten } from './generateStream';
import { generatePosts } from './hooks';
import { useCall } from './useCall';

/** The generator settings' query: a campaign's last form for a platform. */
const settingsOf = (campaignId: string, platform: Platform) => ({ query: { campaignId, platform } });

/** The query of the campaign details that opens the generator for a platform: `?generate=Google%20Review`. */
export const GENERATE_PARAM = 'generate';

/** The platform a `generate` query names (any case), if it is one of the five. */
export function platformToGenerate(value: string | null): Platform | null {
  const key = value?.trim().toLowerCase();
  return PLATFORMS.find((platform) => platform.toLowerCase() === key) ?? null;
}

type GeneratorWiring = Required<
  Pick<
    CampaignDetailsProps,
    | 'generateFor'
    | 'onGeneratorClose'
    | 'generatorPrefill'
    | 'onGeneratorPlatform'
    | 'onGenerate'
    | 'onGenerateStream'
  >
> &
  Pick<CampaignDetailsProps, 'generatorSettings'>;

/**
 * The campaign details' generator: it opens for `?generate=<Platform>`, its form is filled from the campaign and the
 * profile, and the last settings of the platform it shows come from the server (saved there by each generation, so
 * they follow the tenant to another device).
 */
export function useCampaignGenerator(campaign: Campaign | undefined, profile: Tenant | undefined): GeneratorWiring {
  const [params, setParams] = useSearchParams();
  const generateFor = platformToGenerate(params.get(GENERATE_PARAM));
  const [shown, setShown] = useState<Platform | null>(null);
  const asked = campaign && shown ? settingsOf(campaign.id, shown) : null;
  const settings = useCall(routes.redbook.settings, asked);
  const { mutate } = useSWRConfig();

  // the server now holds the form of a generation as the platform's last settings
  const remembered = (request: GeneratorRequest) => {
    if (request.campaignId) void mutate(keyOf(routes.redbook.settings, settingsOf(request.campaignId, request.platform)));
  };
  const onGenerate = async (request: GeneratorRequest): Promise<GeneratedPost[]> => {
    const posts = await generatePosts(request);
    remembered(request);
    return posts;
  };
  // the form's Generate: each post shown as it is written
  const onGenerateStream = async (
    request: GeneratorRequest,
    onPost: (index: number, post: GeneratedPost) => void,
  ): Promise<GeneratedPost[]> => {
    const posts = await generatePostsAsWritten(request, onPost);
    remembered(request);
    return posts;
  };

  const onGeneratorClose = () => {
    setShown(null);
    if (!params.has(GENERATE_PARAM)) return;
    const next = new URLSearchParams(params);
    next.delete(GENERATE_PARAM);
    setParams(next, { replace: true });
  };

  // none remembered, or none this tenant may read (an agency campaign): the form's own defaults
  const known = settings.data !== undefined || settings.error !== undefined;
  return {
    generateFor,
    onGeneratorClose,
    onGeneratorPlatform: setShown,
    onGenerate,
    onGenerateStream,
    generatorSettings: asked && known ? (settings.data?.settings ?? null) : undefined,
    generatorPrefill: {
      businessName: profile?.name,
      campaignName: campaign?.name,
      industry: profile?.industry_type,
      address: profile?.address,
      keywords: campaign?.keyword,
    },
  };
}

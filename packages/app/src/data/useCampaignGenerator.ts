import { useState } from 'react';
import { useSearchParams } from 'wouter';
import useSWR, { useSWRConfig } from 'swr';
import {
  PLATFORMS,
  type Campaign,
  type GeneratedPost,
  type GeneratorRequest,
  type GeneratorSettingsResponse,
  type Platform,
  type Tenant,
} from '@app/contract';
import type { CampaignDetailsProps } from '@app/screens';
import { paths } from '../api/paths';
import { fetcher, generatePosts } from './hooks';

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
    'generateFor' | 'onGeneratorClose' | 'generatorPrefill' | 'onGeneratorPlatform' | 'onGenerate'
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
  const key = campaign && shown ? paths.generatorSettings(campaign.id, shown) : null;
  const settings = useSWR<GeneratorSettingsResponse, Error>(key, fetcher);
  const { mutate } = useSWRConfig();

  const onGenerate = async (request: GeneratorRequest): Promise<GeneratedPost[]> => {
    const posts = await generatePosts(request);
    // the server now holds this form as the platform's last settings
    if (request.campaignId) void mutate(paths.generatorSettings(request.campaignId, request.platform));
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
    generatorSettings: key && known ? (settings.data?.settings ?? null) : undefined,
    generatorPrefill: {
      businessName: profile?.name,
      campaignName: campaign?.name,
      industry: profile?.industry_type,
      address: profile?.address,
      keywords: campaign?.keyword,
    },
  };
}

/** Records made through the API for the tests, each checked to be created. */
import type { Asset, Campaign, Content, Entry } from '@app/contract';
import { expect } from 'vitest';
import type { Client } from './helpers';

/** What a list answer is enough to compare by. */
export type Listed = { id: string }[];

export const ids = (list: Listed) => list.map((item) => item.id);

export function records(api: Client) {
  return {
    campaign: async (token: string, name = 'Summer') => {
      const reply = await api.post<Campaign>(
        '/api/campaign',
        { name, description: `${name} description`, keyword: ['food', 'travel'] },
        { token },
      );
      expect(reply.status).toBe(201);
      return reply.body;
    },

    entry: async (token: string, campaignId: string, tenantId: string, type = 'Redbook') => {
      const reply = await api.post<Entry>(
        '/api/entry',
        { type, accessValue: 'https://example.test/page', tenantId, campaignId },
        { token },
      );
      expect(reply.status).toBe(201);
      return reply.body;
    },

    note: async (token: string, entryId: string, text = 'A note about the product') => {
      const reply = await api.post<Asset>('/api/asset', { type: 'note', entryId, noteContent: text }, { token });
      expect(reply.status).toBe(201);
      return reply.body;
    },

    content: async (token: string, campaignId: string | null, title = 'Post') => {
      const reply = await api.post<Content>(
        '/api/content',
        {
          title,
          text: 'Body text',
          img: null,
          status: 'active',
          isRedirected: false,
          keyword: ['k1', 'k2'],
          campaignId,
        },
        { token },
      );
      expect(reply.status).toBe(201);
      return reply.body;
    },
  };
}

export type Records = ReturnType<typeof records>;

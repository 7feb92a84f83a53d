import { http } from 'msw';
import preview from '../../../.storybook/preview';
import { appAt, never } from '../../../.storybook/helpers';

/** /{userName}/{collectionName} (and /v/{userName}/{collectionName}): one public collection. */
const meta = preview.meta({ title: 'Public/Collection' });

/** The demo member's 'Yaz Favorilerim': a card per product link. */
export const Filled = meta.story({ parameters: appAt('/influencer/Yaz%20Favorilerim') });

/** The same page under /v. */
export const UnderV = meta.story({ parameters: appAt('/v/influencer/Ev%20Dekorasyonu') });

/** No such collection. */
export const NotFound = meta.story({ parameters: appAt('/influencer/Olmayan%20Koleksiyon') });

export const Loading = meta.story({
  parameters: appAt('/influencer/Yaz%20Favorilerim'),
  beforeEach({ msw }) {
    msw.use(http.get('/api/collections/getCollection/:userName/:collectionName', never));
  },
});

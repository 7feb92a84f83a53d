import { http } from 'msw';
import preview from '../../../.storybook/preview';
import { answering, appAt, envelope, never } from '../../../.storybook/helpers';

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
  ...answering('get', '/api/collections/getCollection/:userName/:collectionName', never),
});

/** A collection without links yet: 'NothingToDisplay'. */
export const Empty = meta.story({
  parameters: appAt('/influencer/Yeni%20Koleksiyon'),
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/collections/getCollection/:userName/:collectionName', () =>
        envelope({
          collection: {
            id: '00000000-0000-0000-0000-0000000000c1',
            name: 'Yeni Koleksiyon',
            userId: '00000000-0000-0000-0000-0000000000a1',
            userName: 'influencer',
          },
          collectionItems: [],
        }),
      ),
    );
  },
});

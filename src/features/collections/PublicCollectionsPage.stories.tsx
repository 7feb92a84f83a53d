import preview from '../../../.storybook/preview';
import { answering, appAt, emptyPage, never } from '../../../.storybook/helpers';

/** /v/{userName}: a user's public collections, open to everyone. */
const meta = preview.meta({ title: 'Public/Collections' });

/** The demo member's collections. */
export const Filled = meta.story({ parameters: appAt('/v/influencer') });

/** No such user: the error page. */
export const UnknownUser = meta.story({ parameters: appAt('/v/boylebirikullaniciyok') });

export const Loading = meta.story({
  parameters: appAt('/v/influencer'),
  ...answering('get', '/api/collections/getCollectionsWithUserName/:userName', never),
});

/** A user without collections: 'NothingToDisplay'. */
export const Empty = meta.story({
  parameters: appAt('/v/influencer'),
  ...answering('get', '/api/collections/getCollectionsWithUserName/:userName', emptyPage),
});

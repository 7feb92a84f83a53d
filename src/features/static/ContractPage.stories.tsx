import preview from '../../../.storybook/preview';
import { appAt } from '../../../.storybook/helpers';

/** /contract/{name}: the legal texts, open to everyone. */
const meta = preview.meta({ title: 'Static/Contracts' });

export const Member = meta.story({ parameters: appAt('/contract/member') });

export const AccountCreateInformation = meta.story({
  parameters: appAt('/contract/account-create-information'),
});

export const Cookie = meta.story({ parameters: appAt('/contract/cookie') });

export const Data = meta.story({ parameters: appAt('/contract/data') });

export const Communication = meta.story({ parameters: appAt('/contract/communication') });

export const TrendyolInfo = meta.story({ parameters: appAt('/contract/trendyolinfo') });

/** An unknown contract name: the 404 page. */
export const Unknown = meta.story({ parameters: appAt('/contract/olmayan') });

import preview from '../../../.storybook/preview';
import { appAt } from '../../../.storybook/helpers';

/** The static pages: the public welcome page, and the information pages of the signed-in menu. */
const meta = preview.meta({ title: 'Static/Pages' });

export const Welcome = meta.story({ parameters: appAt('/') });

export const Info = meta.story({ parameters: appAt('/admin/info', 'member') });

export const Faq = meta.story({ parameters: appAt('/admin/faq', 'member') });

/** The Trendyol programme guide. */
export const Guide = meta.story({ parameters: appAt('/admin/trendyol-info', 'member') });

export const ImageGuide = meta.story({ parameters: appAt('/admin/image-guide', 'member') });

export const Privacy = meta.story({ parameters: appAt('/admin/privacy', 'member') });

export const DataRequest = meta.story({ parameters: appAt('/admin/data-request', 'member') });

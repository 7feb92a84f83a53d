import { http, HttpResponse } from 'msw';
import preview from '../../../.storybook/preview';
import { answering, appAt, never, serverError } from '../../../.storybook/helpers';
import { mock } from '../../../.storybook/mock';

const meta = preview.meta({
  title: 'Profile/Legislation',
  parameters: appAt('/admin/legislation', 'member'),
});

/** The member does not use a legislation bank account: only the switch. */
export const Off = meta.story({});

/** The member uses one: the switch on and the account's fields filled (the profile answer patched). */
export const On = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/profile', async ({ request }) => {
        const body = await (await mock.runRequest(request)).json();
        body.content.user = {
          ...body.content.user,
          isUseLegislation: true,
          legislationFullName: 'Ayşe Yılmaz',
          legislationIdentityNumber: '12345678950',
          legislationIbanNumber: 'TR330006100519786457841326',
        };
        return HttpResponse.json(body);
      }),
    );
  },
});

export const Loading = meta.story(answering('get', '/api/profile', never));

export const LoadError = meta.story(answering('get', '/api/profile', serverError));

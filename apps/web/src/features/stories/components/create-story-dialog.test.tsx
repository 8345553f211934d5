import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n-store.ts';
import { makeUser } from '@/test/fixtures.ts';
import { renderWithSession } from '@/test/shell-render.tsx';
import { makeStory } from '@/test/story-fixtures.ts';
import { apiError, stubApi, type Reply } from '@/test/stub-api.ts';
import StoriesPage from '../pages/stories-page.tsx';

const me = makeUser({ nickName: 'ace' });
const routes = [{ path: '/app/stories', element: <StoriesPage /> }];

async function openDialog(replies: Record<string, Reply> = {}, user = me) {
  const api = stubApi({
    [`GET /stories/feed/${user.id}`]: { body: [] },
    'POST /stories': { status: 201, body: makeStory({ userId: user.id, userNickname: 'ace', text: 'gg' }) },
    ...replies,
  });
  // The file input offers images and videos; a test may still hand it anything, as a user can with "All files".
  const view = renderWithSession('/app/stories', user, { routes, user: { applyAccept: false } });
  await view.user.click(await screen.findByRole('button', { name: 'Create a story' }));
  return { api, ...view, dialog: screen.getByRole('dialog', { name: 'Create a story' }) };
}

const file = (name: string, type: string, size = 1024) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

afterEach(async () => {
  vi.restoreAllMocks();
  await activateLocale('en');
});

describe('CreateStoryDialog', () => {
  it('shows the limits, and asks for some text or a file before sending anything', async () => {
    const { user, api, dialog } = await openDialog();
    expect(dialog).toHaveTextContent('Write up to 280 characters, or add an image or a video (up to 15 MB; videos up to 30 seconds). It disappears after 24 hours.');
    await user.click(within(dialog).getByRole('button', { name: 'Post story' }));
    expect(await within(dialog).findByText('Write something or choose an image or a video.')).toBeInTheDocument();
    expect(api.requestsTo('POST /stories')).toHaveLength(0);
  });

  it('refuses a text over 280 characters and counts as you type', async () => {
    const { user, api, dialog } = await openDialog();
    const text = within(dialog).getByLabelText('Text');
    await user.click(text);
    await user.paste('x'.repeat(281));
    expect(within(dialog).getByText('281 / 280')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Post story' }));
    expect(await within(dialog).findByText("A story's text must be at most 280 characters.")).toBeInTheDocument();
    expect(api.requestsTo('POST /stories')).toHaveLength(0);
  });

  it('refuses a file that is not an image or a video, and one over 15 MB', async () => {
    const { user, api, dialog } = await openDialog();
    const input = within(dialog).getByLabelText('Image or video (optional)');
    await user.upload(input, file('notes.pdf', 'application/pdf'));
    expect(await within(dialog).findByText('The file must be a PNG, JPEG, WebP or GIF image, or an MP4, WebM or QuickTime video.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove the file' }));
    await user.upload(input, file('huge.mp4', 'video/mp4', 15 * 1024 * 1024 + 1));
    expect(await within(dialog).findByText("A story's file must be at most 15 MB.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Post story' }));
    expect(api.requestsTo('POST /stories')).toHaveLength(0);
  });

  it('reads a chosen video’s length and refuses one over 30 seconds before uploading it', async () => {
    // The browser's reading of the video's metadata: a 45-second clip.
    const create = document.createElement.bind(document);
    vi.spyOn(document, 'createElement').mockImplementation((tag: string, options?: ElementCreationOptions) => {
      const element = create(tag, options);
      if (tag === 'video') {
        const video = element as HTMLVideoElement;
        Object.defineProperty(video, 'duration', { value: 45 });
        Object.defineProperty(video, 'src', { set: () => queueMicrotask(() => video.onloadedmetadata?.(new Event('loadedmetadata'))), get: () => '' });
      }
      return element;
    });
    const { user, api, dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText('Image or video (optional)'), file('clip.mp4', 'video/mp4'));
    expect(await within(dialog).findByText("A story's video must be at most 30 seconds long.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Post story' }));
    expect(api.requestsTo('POST /stories')).toHaveLength(0);
  });

  it('posts the text and the chosen image as a form, then says so and closes', async () => {
    const { user, api, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Text'), '  gg  ');
    await user.upload(within(dialog).getByLabelText('Image or video (optional)'), file('desk.png', 'image/png'));
    expect(within(dialog).getByLabelText('Caption (optional)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Post story' }));
    await waitFor(() => expect(api.requestsTo('POST /stories')).toHaveLength(1));
    const body = api.requestsTo('POST /stories')[0]!.body as FormData;
    expect(body.get('text')).toBe('gg');
    expect((body.get('file') as File).name).toBe('desk.png');
    expect(await screen.findByText('Story posted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The feed is read again to show the new story.
    await waitFor(() => expect(api.requestsTo(`GET /stories/feed/${me.id}`)).toHaveLength(2));
  });

  it("shows the server's refusal in a toast and keeps the dialog open", async () => {
    const { user, dialog } = await openDialog({
      'POST /stories': apiError(400, "This video is 45 seconds long: a story's video must be at most 30 seconds.", 'VIDEO_TOO_LONG'),
    });
    await user.upload(within(dialog).getByLabelText('Image or video (optional)'), file('long.mp4', 'video/mp4'));
    await user.click(within(dialog).getByRole('button', { name: 'Post story' }));
    expect(await screen.findByText('Could not post the story')).toBeInTheDocument();
    expect(screen.getByText("This video is 45 seconds long: a story's video must be at most 30 seconds.")).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create a story' })).toBeInTheDocument();
  });

  it('tells an unverified account to verify first, and does not let it post', async () => {
    const { dialog } = await openDialog({}, makeUser({ nickName: 'ace', userVerified: false }));
    expect(within(dialog).getByText('Verify your e-mail address to post stories.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Post story' })).toBeDisabled();
  });

  it('speaks Brazilian Portuguese, validation messages included', async () => {
    await activateLocale('pt-BR');
    stubApi({ [`GET /stories/feed/${me.id}`]: { body: [] } });
    const view = renderWithSession('/app/stories', me, { routes });
    await view.user.click(await screen.findByRole('button', { name: 'Criar um story' }));
    const dialog = screen.getByRole('dialog', { name: 'Criar um story' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Postar story' }));
    expect(await within(dialog).findByText('Escreva algo ou escolha uma imagem ou um vídeo.')).toBeInTheDocument();
  });
});

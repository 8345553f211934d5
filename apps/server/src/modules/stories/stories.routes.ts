import { errorBody, messageBody } from '@clutch/contract/common';
import {
  createStoryFields,
  deleteStoryQuery,
  story,
  storyEndpoints,
  storyIdParams,
  storyList,
  storyUserParams,
  storyViewResult,
  STORY_MEDIA_MAX_BYTES,
  viewStoryQuery,
} from '@clutch/contract/stories';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/app-error.ts';
import { assertActor } from '../../lib/assert-actor.ts';
import { requireUser } from '../../plugins/session.ts';
import { readMultipartForm } from '../uploads/uploads.service.ts';
import { createStoriesService, storyMediaTooLarge } from './stories.service.ts';

const tags = ['stories'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];

/** Stories (spec §7): post, the feed, one user's, a view, delete. */
export async function storiesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createStoriesService(app.ctx);

  r.post(
    storyEndpoints.create.path,
    {
      config: { access: { level: 'verified', action: 'post stories' } },
      schema: {
        tags,
        summary: 'Post a story (multipart: text, file): a text, or an image or a video with an optional caption; it lasts 24 hours',
        description:
          '`text` is at most 280 characters and required without a file. `file` is judged by its bytes: a PNG, JPEG, WebP or GIF image ' +
          '(re-encoded as WebP without metadata) or an MP4, QuickTime or WebM video of at most 30 seconds; either at most 15 MB.',
        security,
        consumes: ['multipart/form-data'],
        response: { 201: story, 400: errorBody, 401: errorBody, 403: errorBody, 413: errorBody, 415: errorBody },
      },
    },
    async (request, reply) => {
      const author = requireUser(request);
      // The one form allowed more than app.ts's 5 MB: a story's video.
      const form = await readMultipartForm(request, { maxFileBytes: STORY_MEDIA_MAX_BYTES, tooLarge: storyMediaTooLarge });
      const parsed = createStoryFields.safeParse(form.fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw badRequest(issue.message, 'VALIDATION_FAILED', { [issue.path.join('.') || '_']: issue.message });
      }
      assertActor(author, parsed.data.userId);
      return reply.status(201).send(await service.create(author, parsed.data, form.file));
    },
  );

  r.get(
    storyEndpoints.feed.path,
    {
      config: { access: { level: 'signedIn', of: 'user', role: 'self', param: 'userId' } },
      schema: {
        tags,
        summary: "My feed: my own, my followees' and my friends' active stories, by author (unseen first), oldest first within one",
        security,
        params: storyUserParams,
        response: { 200: storyList, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => service.feed(requireUser(request)),
  );

  r.get(
    storyEndpoints.ofUser.path,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "A user's active stories, oldest first (none when either of you blocked the other)",
        security,
        params: storyUserParams,
        response: { 200: storyList, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => service.ofUser(requireUser(request), request.params.userId),
  );

  r.post(
    storyEndpoints.view.path,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "Mark a story as seen: counted once per viewer, never for its author; answers the story's view count",
        security,
        params: storyIdParams,
        querystring: viewStoryQuery,
        response: { 200: storyViewResult, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      assertActor(viewer, request.query.viewerId);
      return service.view(viewer, request.params.storyId);
    },
  );

  r.delete(
    storyEndpoints.delete.path,
    {
      config: { access: { level: 'signedIn', of: 'story', role: 'author', param: 'storyId' } },
      schema: {
        tags,
        summary: 'Delete my story, with its views and its media',
        security,
        params: storyIdParams,
        querystring: deleteStoryQuery,
        response: { 200: messageBody, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const author = requireUser(request);
      assertActor(author, request.query.userId);
      return service.delete(author, request.params.storyId);
    },
  );
}

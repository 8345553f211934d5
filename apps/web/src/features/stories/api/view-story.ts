import { storyEndpoints } from '@clutch/contract/stories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';
import { updateCachedStories } from './get-story-feed.ts';

/** POST /stories/{id}/view: counted once per viewer by the server; answers the story's view count. */
export const viewStory = ({ storyId, viewerId }: { storyId: string; viewerId: string }) =>
  callEndpoint(storyEndpoints.view, { params: { storyId }, query: { viewerId } });

/** Marks a story seen, in the cache at once (its author's ring turns muted) and then on the server. */
export function useViewStory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: viewStory,
    onMutate: ({ storyId }) => updateCachedStories(client, (list) => list.map((s) => (s.id === storyId ? { ...s, viewed: true } : s))),
  });
}

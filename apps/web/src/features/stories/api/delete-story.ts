import { storyEndpoints } from '@clutch/contract/stories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';
import { storiesKey, updateCachedStories } from './get-story-feed.ts';

/** DELETE /stories/{id}?userId=: the author only. */
export const deleteStory = ({ storyId, userId }: { storyId: string; userId: string }) =>
  callEndpoint(storyEndpoints.delete, { params: { storyId }, query: { userId } });

export function useDeleteStory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteStory,
    onSuccess: async (_answer, { storyId }) => {
      updateCachedStories(client, (list) => list.filter((s) => s.id !== storyId));
      await client.invalidateQueries({ queryKey: storiesKey });
    },
  });
}

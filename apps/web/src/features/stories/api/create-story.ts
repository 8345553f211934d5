import { storyEndpoints } from '@clutch/contract/stories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';
import { storiesKey } from './get-story-feed.ts';

export interface CreateStoryInput {
  text: string;
  file: File | null;
}

/** POST /stories as multipart: `text` (the caption of a file) and the optional image or video `file`. */
export function createStory({ text, file }: CreateStoryInput) {
  const form = new FormData();
  if (text.trim()) form.set('text', text.trim());
  if (file) form.set('file', file);
  return callEndpoint(storyEndpoints.create, { body: form });
}

export function useCreateStory() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createStory, onSuccess: () => client.invalidateQueries({ queryKey: storiesKey }) });
}

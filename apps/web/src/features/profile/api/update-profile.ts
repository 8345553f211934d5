import { profileEndpoints, type ProfileImageSlot, type UpdateProfileBody, type User } from '@clutch/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey, useSetSessionUser } from '@/features/auth/api/session.ts';
import { callEndpoint } from '@/lib/http.ts';
import { userQueryOptions } from './get-user.ts';

/** PATCH /users/me: the Edit Profile dialog's fields. */
export const updateProfile = (body: UpdateProfileBody) => callEndpoint(profileEndpoints.update, { body });

/** PUT /users/me/images/{slot}, multipart `file`: the avatar or the cover, stored re-encoded. */
export function uploadProfileImage(slot: ProfileImageSlot, file: File) {
  const form = new FormData();
  form.set('file', file);
  return callEndpoint(profileEndpoints.uploadImage, { params: { slot }, body: form });
}

/** DELETE /users/me/images/{slot} */
export const removeProfileImage = (slot: ProfileImageSlot) => callEndpoint(profileEndpoints.removeImage, { params: { slot } });

/** What to do with one image on Save: keep it, replace it with a file, or remove it. */
export type ImageChange = { kind: 'keep' } | { kind: 'upload'; file: File } | { kind: 'remove' };

export interface ProfileSave {
  fields: UpdateProfileBody;
  avatar: ImageChange;
  cover: ImageChange;
}

/** Thrown when the fields were saved but an image was not: the form says so without undoing the rest. */
export class ImageSaveError extends Error {
  constructor(
    readonly slot: ProfileImageSlot,
    readonly reason: unknown,
    readonly saved: User,
  ) {
    super('image not saved');
  }
}

async function saveProfile({ fields, avatar, cover }: ProfileSave): Promise<User> {
  let user = await updateProfile(fields);
  for (const [slot, change] of [['avatar', avatar], ['cover', cover]] as const) {
    try {
      if (change.kind === 'upload') user = await uploadProfileImage(slot, change.file);
      else if (change.kind === 'remove') user = await removeProfileImage(slot);
    } catch (e) {
      throw new ImageSaveError(slot, e, user);
    }
  }
  return user;
}

/**
 * Saves the fields, then the images. The answer (the user as stored) becomes the session user, so the top bar's
 * avatar and name change at once, and the profile shown; also after a half save, since that half is real.
 */
export function useSaveProfile() {
  const client = useQueryClient();
  const setSessionUser = useSetSessionUser();
  const adopt = (user: User) => {
    // Kept merged: the session's own fields stay should an answer ever leave one out.
    const session = client.getQueryData<User | null>(sessionQueryKey);
    setSessionUser(session ? { ...session, ...user } : user);
    client.setQueryData(userQueryOptions(user.id).queryKey, user);
    void client.invalidateQueries({ queryKey: ['users', 'list'], refetchType: 'none' });
  };
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: adopt,
    onError: (e) => {
      if (e instanceof ImageSaveError) adopt(e.saved);
    },
  });
}

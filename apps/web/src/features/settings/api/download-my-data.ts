import { type AccountExport, userEndpoints } from '@clutch/contract/users';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/http.ts';

/** GET /users/me/export: everything Clutch holds about the signed-in user (the session decides whose). */
export const fetchMyData = () => callEndpoint(userEndpoints.exportMine);

export const exportFileName = (data: AccountExport) => `clutch-data-${data.profile.nickName}-${data.exportedAt.slice(0, 10)}.json`;

/** Hands the browser a JSON file to save; kept apart so tests can watch it. */
export function saveJsonFile(fileName: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const useDownloadMyData = () => useMutation({ mutationFn: fetchMyData });

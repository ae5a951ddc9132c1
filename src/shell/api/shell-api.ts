// The calls the shell makes (SPEC §7 Users and notifications), through the SPA's one HTTP client.
import type { ResourceDeclaration } from '../../../resources/declaration';
import { actionPathOf, apiPathOf, NOTIFICATION_API_PATHS, SEARCH_API_PATH, withRecordId, type SearchHit } from '../../../resources/paths';
import { httpClient } from '../../providers/http-client';
import { hrTimesheetRequests } from '../../../modules/hr/hr-timesheet-requests.resource';

export type Notification = {
  id: number;
  message: string;
  parentTable?: string | null;
  parent?: number | null;
  seen: boolean;
};

export type UserPicture = { id: number | string; profilePicture?: string | null };

export const searchByNumber = async (term: string, signal?: AbortSignal) =>
  (await httpClient().get<SearchHit[]>(SEARCH_API_PATH, { params: { term }, signal })).data;

export const fetchUnreadNotifications = async () =>
  (await httpClient().get<Notification[]>(NOTIFICATION_API_PATHS.unread)).data;

export const markNotificationSeen = async (id: number) => {
  await httpClient().post(withRecordId(NOTIFICATION_API_PATHS.seen, id), { seen: true });
};

export const markAllNotificationsSeen = async (userId: number | string) => {
  await httpClient().post(withRecordId(NOTIFICATION_API_PATHS.allSeen, userId));
};

/** One record through its admin path (a notification's record, read for the parent page it is seen on). */
export const fetchRecord = async (resource: ResourceDeclaration, id: string | number) =>
  (await httpClient().get<Record<string, unknown>>(`${apiPathOf(resource, 'admin')}/${encodeURIComponent(String(id))}`)).data;

export const fetchUserPicture = async (userId: number | string) =>
  (await httpClient().get<UserPicture>(`/users/${userId}`)).data;

/**
 * The picture as an address an <img> can show. Our API serves pictures behind the bearer token, which an
 * <img> cannot send: those are read through the client and shown from a blob address (revoke it when done).
 */
export const pictureSource = async (address: string): Promise<{ src: string; isBlob: boolean }> => {
  const apiBase = httpClient().baseURL;
  if (!apiBase || !address.startsWith(`${apiBase}/`)) return { src: address, isBlob: false };
  const blob = (await httpClient().get<Blob>(address.slice(apiBase.length), { responseType: 'blob' })).data;
  return { src: URL.createObjectURL(blob), isBlob: true };
};

/** SPEC §3: the upload control is named `profile_picture`. */
export const PROFILE_PICTURE_FIELD = 'profile_picture';

export const uploadProfilePicture = async (userId: number | string, file: File) => {
  const body = new FormData();
  body.append(PROFILE_PICTURE_FIELD, file);
  // A FormData goes as multipart, with the boundary the browser chooses.
  await httpClient().post(`/users/profile-picture/${userId}`, body);
};

export const fetchPendingRequestCount = async () =>
  (await httpClient().get<{ count: number }>(actionPathOf(hrTimesheetRequests, 'countPending'))).data.count;

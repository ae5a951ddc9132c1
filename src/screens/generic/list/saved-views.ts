import { useDataProvider, type BaseRecord, type CrudFilter, type CrudSort } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResourceDeclaration } from '../../../../resources/declaration';
import type { Role } from '../../../../resources/vocabulary';
import { readViewShape, type ViewShape } from '../../../../modules/users/domain/list-view-shape';
import { SAVED_VIEWS, type SavedView } from '../../../../modules/users/domain/saved-views';

// A person's saved views of one list (modules/users/list-views.resource.ts), read and written on `/list_views`
// (modules/users/server/list-views-routes.ts): their own, and those an administrator shared with one of their roles.

export const LIST_VIEWS_PATH = SAVED_VIEWS.path;

/** A saved view as the list reads it, as its declared reply says (modules/users/domain/saved-views.ts). */
export type { SavedView };

/** What saving the list as it stands sends: the name and the three parts as the list holds them. */
export type ViewDraft = {
  name: string;
  columns: readonly string[] | undefined;
  filters: readonly CrudFilter[];
  sorts: readonly CrudSort[];
  isDefault: boolean;
  sharedWithRole?: Role | null;
};

const isView = (resource: string) => (row: unknown): row is SavedView =>
  typeof row === 'object' && row !== null && typeof (row as SavedView).name === 'string' && (row as SavedView).resource === resource;

/** The view's columns, filters and sorts as the list applies them; a view its list no longer fits is none. */
export const shapeOf = (declaration: ResourceDeclaration, view: SavedView): ViewShape | undefined => {
  const read = readViewShape(declaration, view);
  return 'shape' in read ? read.shape : undefined;
};

/** The view the list opens on: the person's own default (a shared view is its sharer's default, not theirs). */
export const defaultViewOf = (views: readonly SavedView[]) => views.find((view) => view.isOwn && view.isDefault);

const bodyOf = (draft: ViewDraft, resource: string) => ({
  resource,
  name: draft.name.trim(),
  columns: draft.columns ? JSON.stringify(draft.columns) : null,
  // Only field conditions and and/or groups: refine's own bookkeeping keys travel as they are.
  filters: JSON.stringify(draft.filters),
  sorts: JSON.stringify(draft.sorts.map(({ field, order }) => ({ field, order }))),
  isDefault: draft.isDefault,
  ...(draft.sharedWithRole !== undefined && { sharedWithRole: draft.sharedWithRole }),
});

export const useSavedViews = (resource: string) => {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const queryKey = ['listViews', resource];
  const query = useQuery({
    queryKey,
    queryFn: async () => {
      const { data } = await dataProvider().custom!<BaseRecord>({ url: LIST_VIEWS_PATH, method: 'get', query: { resource } });
      return Array.isArray(data) ? (data as unknown[]).filter(isView(resource)) : [];
    },
    staleTime: 60_000,
  });
  const call = async <T,>(method: 'put' | 'post' | 'delete', url: string, payload?: object) =>
    (await dataProvider().custom!<BaseRecord>({ url, method, payload })).data as T;
  const refreshed = async <T,>(result: T) => {
    await queryClient.invalidateQueries({ queryKey });
    return result;
  };
  return {
    views: query.data ?? [],
    isLoaded: query.isFetched,
    /** Saves the list as it stands: over the person's view of that name if there is one, else as a new view. */
    save: async (draft: ViewDraft) => {
      const existing = (query.data ?? []).find((view) => view.isOwn && view.name === draft.name.trim());
      const body = bodyOf(draft, resource);
      return refreshed(
        existing
          ? await call<SavedView>('post', `${LIST_VIEWS_PATH}/${existing.id}`, { ...body, version: existing.version })
          : await call<SavedView>('put', LIST_VIEWS_PATH, body),
      );
    },
    remove: async (view: SavedView) => refreshed(await call<void>('delete', `${LIST_VIEWS_PATH}/${view.id}`)),
  };
};

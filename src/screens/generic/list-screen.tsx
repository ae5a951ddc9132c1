import { useTable } from '@refinedev/antd';
import { useList, useResourceParams, type BaseRecord, type CrudFilter, type CrudSort, type HttpError } from '@refinedev/core';
import { Alert, Card, Form, Grid, Space, Table, type TableProps } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { statusFieldOf } from '../../../resources/workflow';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_OFFSET, MAX_PAGE_SIZE } from '../../../resources/list-query';
import { isSortableField } from '../../../resources/sortable';
import { fieldColumn, type FieldContext } from '../../fields';
import { useListExport } from './list-export';
import { FormDrawer, type FormTarget } from './form-drawer';
import { ListToolbar } from './list-toolbar';
import { ImportButton } from './import/import-button';
import { isImportable } from '../../../resources/imports';
import { ActiveFilters } from './active-filters';
import { failedNotice } from './notices';
import { CollectionActionButtons, RecordActionButtons, useSelectionActions } from './actions';
import { deleteLabelOf, RowActions, useDeleteRecord } from './record-actions';
import { ScreenHeading } from './screen-heading';
import { fieldEntries, useScreenScope, screenTitle, type ResourceScreenProps } from './screen-props';
import { useRecordAbilities } from './use-abilities';
import { useColumnFilters } from './use-column-filters';
import { formatCompact, translate } from '../../i18n';
import { useIsPrinting } from '../../shell/print/print-mode';
import { PrintButton } from '../../shell/print/print-button';
import { ColumnChooser } from './list/column-chooser';
import { SavedViewsMenu } from './list/saved-views-menu';
import { defaultViewOf, shapeOf, useSavedViews, type SavedView } from './list/saved-views';

/** Whether the list was opened on a link's own filters or sorts (a dashboard's), which win over the default view. */
const hasListQuery = (search: string) => /(^|[?&])(filters|sorters)(\[|%5B)/i.test(search);

/** A route of a refine resource item, when it is a path (refine also allows components there). */
export const routeOf = (route: unknown): string | undefined => (typeof route === 'string' ? route : undefined);

/** The generic list of any resource: server-side paging, sorting and SPEC §9 filters, kept in the URL. */
export type ListScreenProps = ResourceScreenProps & {
  /** Where a row's Show goes (`:id` is the row's id); default the resource's show route. */
  showPath?: string;
};

export const ListScreen = ({ declaration, identifier, route, showPath }: ListScreenProps) => {
  const scope = useScreenScope(declaration, route);
  const context: FieldContext = { scope };
  const location = useLocation();
  const [isOpenedOnLink] = useState(() => hasListQuery(location.search));
  const { tableProps, tableQuery, searchFormProps, sorters, filters, setFilters, setSorters, setCurrentPage } = useTable<BaseRecord, HttpError>({
    resource: identifier,
    syncWithLocation: true,
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    sorters: { initial: declaration.defaultSort ? [declaration.defaultSort] : [] },
    // A route declared to open on what needs doing starts filtered on it; a filter in the URL wins.
    filters: { initial: route.opensOn ? [...route.opensOn] : [], defaultBehavior: 'replace' },
    meta: { scope },
    errorNotification: failedNotice(`load ${screenTitle({ declaration, route }).toLowerCase()}`),
  });
  const columnFilters = useColumnFilters({ filters, setFilters, setCurrentPage });
  const abilities = useRecordAbilities(declaration, identifier, scope);
  const { isExporting, exportList } = useListExport({ declaration, scope, filters, sorters });
  const resourceShowRoute = routeOf(useResourceParams({ resource: identifier }).resource?.show);
  const showRoute = showPath ?? resourceShowRoute;
  const [formTarget, setFormTarget] = useState<FormTarget>();
  const selection = useSelectionActions({ declaration, identifier, scope });
  const deleteRecord = useDeleteRecord();

  // Saved views (issue 45): the columns shown and their order, with filters and sorts under a name; the person's
  // default applies once on opening, its filters and sorts only when no link brought its own.
  const savedViews = useSavedViews(declaration.name);
  const [chosenColumns, setChosenColumns] = useState<string[]>();
  const [activeView, setActiveView] = useState<SavedView>();
  const [isDefaultApplied, setIsDefaultApplied] = useState(false);
  const applyView = (view: SavedView, { withQuery = true } = {}) => {
    const shape = shapeOf(declaration, view);
    if (!shape) return;
    setActiveView(view);
    setChosenColumns(shape.columns.length > 0 ? shape.columns : undefined);
    if (!withQuery) return;
    setFilters(shape.filters as CrudFilter[], 'replace');
    setSorters(shape.sorts as CrudSort[]);
    setCurrentPage(1);
  };
  useEffect(() => {
    if (isDefaultApplied || !savedViews.isLoaded) return;
    setIsDefaultApplied(true);
    const view = defaultViewOf(savedViews.views);
    if (view) applyView(view, { withQuery: !isOpenedOnLink });
    // Once, when the views first arrive.
  }, [savedViews.isLoaded]);

  // Printed, the list holds every row its filters select (up to one export page, 1,000), not the page on screen.
  const isPrinting = useIsPrinting();
  const printed = useList<BaseRecord, HttpError>({
    resource: identifier,
    filters,
    sorters,
    pagination: { currentPage: 1, pageSize: MAX_PAGE_SIZE, mode: 'server' },
    meta: { scope },
    queryOptions: { enabled: isPrinting },
  });
  const printedRows = isPrinting ? printed.result?.data : undefined;
  const printedTotal = printed.result?.total ?? 0;

  const rows = printedRows ?? tableProps.dataSource ?? [];
  // A very long list's total is the server's estimate: say so rather than print a false exact number.
  // Its pager stops at the deepest page the API reads by offset: every page number shown opens.
  const pagination =
    tableProps.pagination && tableQuery.data?.isTotalEstimated
      ? {
          ...tableProps.pagination,
          total: Math.min(tableProps.pagination.total ?? 0, MAX_PAGE_OFFSET + (tableProps.pagination.pageSize ?? DEFAULT_PAGE_SIZE)),
          showTotal: () => translate('about {{total}}', { total: formatCompact(tableQuery.data?.total ?? 0) }),
        }
      : tableProps.pagination;
  const breakpoint = Grid.useBreakpoint();
  const isPhone = breakpoint.md === false;
  const filterFor = (name: string) => ({
    current: columnFilters.conditionOf(name),
    onApply: (condition: Parameters<typeof columnFilters.setCondition>[1]) => columnFilters.setCondition(name, condition),
  });
  const fields = fieldEntries(declaration);
  // On a phone the list keeps what a row is known by (its title field, else the first column), its state
  // and its actions; the other columns come back from a tablet width up.
  const declaredColumns = fields.filter(([, field]) => field.isListed).map(([name]) => name);
  const shownColumns = (chosenColumns ?? declaredColumns).filter((name) => Object.hasOwn(declaration.fields, name));
  const listed = shownColumns.map((name): [string, (typeof fields)[number][1]] => [name, declaration.fields[name]]);
  const identifying = listed.find(([name]) => name === declaration.titleField)?.[0] ?? listed[0]?.[0];
  const state = statusFieldOf(declaration)?.name;
  const columns = [
    ...listed.map(([name, field]) => ({
      // Only a field with an index is offered as a sort (resources/sortable.ts); the API refuses the others.
      ...fieldColumn({ name, field, context, rows, sorters: isSortableField(declaration, name) ? sorters : undefined, filter: field.isFilterable ? filterFor(name) : undefined }),
      ...(name === identifying || name === state ? {} : { responsive: ['md' as const] }),
    })),
    {
      key: 'actions',
      title: translate('Actions'),
      render: (_: unknown, record: BaseRecord) => {
        // A locked record (a Paid payroll, a Closed month), or one the caller only reads, offers no edit or delete.
        const { canEdit, canDelete } = abilities.on(record);
        return (
          <Space size="small" wrap>
            <RowActions
              record={record}
              showRoute={showRoute}
              onEdit={canEdit ? (id) => setFormTarget({ action: 'edit', id }) : undefined}
              onDelete={canDelete ? () => deleteRecord({ declaration, identifier, scope, record }) : undefined}
              deleteLabel={deleteLabelOf(declaration, scope)}
            />
            {/* On a phone a row keeps Show, Edit and Delete; its workflow moves are on the record page. */}
            {!isPhone && <RecordActionButtons declaration={declaration} identifier={identifier} scope={scope} record={record} size="small" maxInline={2} />}
          </Space>
        );
      },
    },
  ];
  const hiddenFilters = fields
    .filter(([, field]) => field.isFilterable && !field.isListed)
    .map(([name, field]) => ({ name, field, context, ...filterFor(name) }));

  // Column filters are ours (operator + value, and/or), so antd's own filter state is not passed on to refine.
  const onChange: TableProps<BaseRecord>['onChange'] = (pagination, _filters, sorter, extra) =>
    tableProps.onChange?.(pagination, {}, sorter, extra);

  const toolbar = (
        <ListToolbar
          mode={columnFilters.mode}
          onModeChange={columnFilters.setMode}
          hiddenFilters={hiddenFilters}
          isExporting={isExporting}
          onExport={(kind) => void exportList(kind)}
          onCreate={abilities.canCreate ? () => setFormTarget({ action: 'create' }) : undefined}
          views={
            <>
              <SavedViewsMenu
                views={savedViews.views}
                active={activeView}
                onChoose={(view) => applyView(view)}
                onSave={async (draft) => setActiveView(await savedViews.save({ ...draft, columns: chosenColumns, filters, sorts: sorters }))}
                onDelete={async (view) => {
                  await savedViews.remove(view);
                  setActiveView(undefined);
                }}
              />
              <ColumnChooser fields={fields} shown={shownColumns} onChange={setChosenColumns} onReset={() => setChosenColumns(undefined)} />
            </>
          }
          actions={
            <>
              <PrintButton />
              <CollectionActionButtons declaration={declaration} identifier={identifier} scope={scope} />
              {/* Import is a create of many rows: offered to whoever may create on the admin path. */}
              {abilities.canCreate && scope === 'admin' && isImportable(declaration) && <ImportButton declaration={declaration} identifier={identifier} />}
            </>
          }
        />
  );
  return (
    // On a phone the toolbar goes under the title, which would otherwise be squeezed to nothing.
    <Card title={<ScreenHeading>{screenTitle({ declaration, route })}</ScreenHeading>} extra={isPhone ? undefined : toolbar}>
      {isPhone && <div style={{ marginBottom: 12 }}>{toolbar}</div>}
      <ActiveFilters declaration={declaration} context={context} conditions={columnFilters.conditions} onRemove={columnFilters.remove} />
      {selection.bar}
      {/* refine's location sync reads and fills the table's search form on mount; we filter through the
          column filters instead, so the form is only hooked up (no DOM), lest antd warn it is unconnected. */}
      <Form form={searchFormProps.form} component={false} />
      {printedRows && printedTotal > printedRows.length && (
        <Alert type="info" message={translate('Printed: the first {{count}} of {{total}} rows', { count: printedRows.length, total: printedTotal })} />
      )}
      <Table<BaseRecord>
        {...tableProps}
        dataSource={rows}
        loading={printedRows ? false : tableProps.loading}
        pagination={printedRows ? false : pagination}
        onChange={onChange}
        rowKey="id"
        columns={columns}
        size="middle"
        rowSelection={selection.rowSelection}
        scroll={{ x: 'max-content' }}
      />
      <FormDrawer declaration={declaration} identifier={identifier} scope={scope} target={formTarget} onClose={() => setFormTarget(undefined)} />
    </Card>
  );
};

/**
 * The list screen kit, the app's counterpart of the mock's `registerResource`: a screen declares its title, its
 * `usePagedList` result (the feature's list call), its columns, its filters (toolbar controls over
 * `useListFilters`), its create/edit dialog and its row calls; the kit lays them out once: the heading, the
 * searchable paged table with its address state, loading and errors (PagedTable, a card a row on a phone), the
 * create button, the row buttons (edit, delete after 'AreYouSureToDelete', the screen's own) and which row the
 * dialog edits.
 *
 *   <ResourceList<Role, Id>
 *     title={t('menu.roles')} list={useRoles()} columns={columns} rowName={(r) => r.name}
 *     create={canCreateRole && { label: t('role.newRole'), value: EMPTY_ID }}
 *     edit={canUpdateRole ? (r) => r.id : undefined} remove={canDeleteRole ? (r) => del(r.id) : undefined}
 *     dialog={(roleId, onClose) => <RoleDialog roleId={roleId} onClose={onClose} />}
 *   />
 *
 * The dialog itself is the feature's (a CrudDialog loaded with lazyDialog); `E` is what it is opened with (the
 * row's id, EMPTY_ID for a new one).
 */
import { useState, type ReactNode } from 'react';
import { Button, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PagedList } from '@/hooks/usePagedList';
import { PagedTable, type PagedTableProps } from './PagedTable';
import { RowActions } from './RowActions';
import { ACTIONS_KEY } from './RowCard';

export interface ResourceListProps<T extends object, E = never> {
  /** The page's heading. */
  title: ReactNode;
  list: PagedList<T>;
  /** The data columns; the kit adds the actions column. */
  columns: TableColumnsType<T>;
  /** Names a row in its buttons' labels (`Düzenle <name>`). */
  rowName: (row: T) => string;
  /** The create button (falsy: none, e.g. without the right), opening the dialog with `value`. */
  create?: { label: ReactNode; value: E } | false | null;
  /** What the dialog edits for a row (absent: no edit button). */
  edit?: (row: T) => E;
  /** The delete call of a row, made after the confirmation (absent: no delete button). */
  remove?: (row: T) => Promise<unknown>;
  /** A row's own buttons (ActionButton), before edit and delete; `open` opens the dialog with a value. */
  actions?: (row: T, open: (value: E) => void) => ReactNode;
  /** A row's own buttons after edit and delete (a deactivation). */
  trailingActions?: (row: T) => ReactNode;
  /** Rows without any button (system roles…). */
  readOnly?: (row: T) => boolean;
  /** The create/edit dialog, open while `editing` is not null. */
  dialog?: (editing: E | null, onClose: () => void) => ReactNode;
  /** Filters and buttons shown before the create button. */
  toolbar?: ReactNode;
  /** Anything else the page shows between the heading and the table (summary cards…). */
  header?: ReactNode;
  /** Width of the actions column. */
  actionsWidth?: number;
  /** Keep the actions column in view while a wide table scrolls. */
  fixedActions?: boolean;
  filterTags?: PagedTableProps<T>['filterTags'];
  tableProps?: PagedTableProps<T>['tableProps'];
  searchable?: boolean;
}

export function ResourceList<T extends object, E = never>({
  title,
  list,
  columns,
  rowName,
  create,
  edit,
  remove,
  actions,
  trailingActions,
  readOnly,
  dialog,
  toolbar,
  header,
  actionsWidth,
  fixedActions = false,
  filterTags,
  tableProps,
  searchable,
}: ResourceListProps<T, E>) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<E | null>(null);
  const withActions: TableColumnsType<T> =
    edit || remove || actions || trailingActions
      ? [
          ...columns,
          {
            title: t('common.actions'),
            key: ACTIONS_KEY,
            width: actionsWidth,
            ...(fixedActions && { fixed: 'right' as const }),
            render: (_: unknown, row: T) =>
              readOnly?.(row) ? null : (
                <RowActions
                  name={rowName(row)}
                  onEdit={edit && (() => setEditing(edit(row)))}
                  remove={remove && (() => remove(row))}
                  trailing={trailingActions?.(row)}
                >
                  {actions?.(row, setEditing)}
                </RowActions>
              ),
          },
        ]
      : columns;
  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {header}
      <PagedTable<T>
        list={list}
        columns={withActions}
        searchable={searchable}
        filterTags={filterTags}
        tableProps={tableProps}
        toolbar={
          (toolbar || create) && (
            <>
              {toolbar}
              {create && (
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(create.value)}>
                  {create.label}
                </Button>
              )}
            </>
          )
        }
      />
      {dialog?.(editing, () => setEditing(null))}
    </div>
  );
}

/**
 * The list screen kit, the app's counterpart of the mock's `registerResource`: a screen declares its title, its
 * `usePagedList` result (the feature's list call), its columns, its filters (toolbar controls over
 * `useListFilters`), its create/edit form and its row calls; the kit lays them out once: the heading, the
 * searchable paged table with its address state, loading and errors (PagedTable, a card a row on a phone), the
 * create button, the row buttons (edit, delete after 'AreYouSureToDelete', the screen's own) and which row the
 * form edits.
 *
 *   const RoleForm = lazyForm(() => import('./RoleDialog'));
 *   <ResourceList<Role>
 *     title={t('menu.roles')} list={useRoles()} columns={columns} rowName={(r) => r.name}
 *     create={canCreateRole && { label: t('role.newRole') }} edit={canUpdateRole}
 *     remove={canDeleteRole ? (r) => del(r.id) : undefined} form={RoleForm}
 *   />
 *
 * The form is declared in its own module (src/components/ResourceForm.tsx), loaded with the dialog's first
 * opening: the create button opens it blank, a row's edit button with that row. A dialog with a flow of its own
 * is the feature's component, given as `dialog`; `E` is what it is opened with (`create.value`, `edit(row)`, or a
 * row action's `open(value)`).
 */
import { useState, type ComponentType, type ReactNode } from 'react';
import { Button, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PagedList } from '@/hooks/usePagedList';
import { PagedTable, type PagedTableProps } from './PagedTable';
import { RowActions } from './RowActions';
import { ACTIONS_KEY } from './RowCard';
import { lazyDialog } from './lazyDialog';
import type { FormDialogProps, Row } from './ResourceForm';

/** A declared form (the default export of its module) whose code loads with the dialog's first opening. */
export function lazyForm(load: () => Promise<{ default: ComponentType<FormDialogProps> }>) {
  return lazyDialog<FormDialogProps>(
    () => load().then((m) => m.default),
    (p) => p.editing !== null,
  );
}

export interface ResourceListProps<T extends object, E = never> {
  /** The page's heading. */
  title: ReactNode;
  list: PagedList<T>;
  /** The data columns; the kit adds the actions column. */
  columns: TableColumnsType<T>;
  /** Names a row in its buttons' labels (`Düzenle <name>`). */
  rowName: (row: T) => string;
  /** The create button (falsy: none, e.g. without the right), opening the form blank or the dialog with `value`. */
  create?: { label: ReactNode; value?: E } | false | null;
  /** The edit button: `true` opens the form with the row; a function, what the dialog edits for a row. */
  edit?: boolean | ((row: T) => E);
  /** The delete call of a row, made after the confirmation (absent: no delete button). */
  remove?: (row: T) => Promise<unknown>;
  /** A row's own buttons (ActionButton), before edit and delete; `open` opens the dialog with a value. */
  actions?: (row: T, open: (value: E) => void) => ReactNode;
  /** A row's own buttons after edit and delete (a deactivation). */
  trailingActions?: (row: T) => ReactNode;
  /** Rows without any button (system roles…). */
  readOnly?: (row: T) => boolean;
  /** The declared create/edit form (`lazyForm`). */
  form?: ComponentType<FormDialogProps>;
  /** A dialog of the feature's own, open while `editing` is not null. */
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
  form: Form,
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
  const [formOpen, setFormOpen] = useState<{ row: T | null } | null>(null);
  const editRow = (row: T) =>
    edit === true ? () => setFormOpen({ row }) : edit ? () => setEditing(edit(row)) : undefined;
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
                  onEdit={editRow(row)}
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
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => (Form ? setFormOpen({ row: null }) : setEditing(create.value ?? null))}
                >
                  {create.label}
                </Button>
              )}
            </>
          )
        }
      />
      {Form && <Form editing={formOpen as { row: Row | null } | null} onClose={() => setFormOpen(null)} />}
      {dialog?.(editing, () => setEditing(null))}
    </div>
  );
}

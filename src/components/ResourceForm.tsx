/**
 * The create/edit form of a list screen, declared to the kit: the record a row opens (its detail call), the form
 * values of that record, the validation schema, the save call and the fields. The kit (CrudDialog) does the rest
 * once: the title for a new or an existing record, loading and load errors, client and server errors, the toast
 * and closing on success.
 *
 *   export default resourceForm({
 *     title: { create: 'role.newRole', edit: 'role.editRole' },
 *     useRecord: useRole,
 *     blank: { id: EMPTY_ID, name: '', grantedPermissionIds: [] },
 *     values: (record) => ({ ...record.role, grantedPermissionIds: record.grantedPermissionIds }),
 *     schema: yup.object({ name: yup.string().trim().required('RequiredField') }),
 *     useSave: () => useCreateOrUpdate(useCreateRole(), useUpdateRole(), (v) => ({ role: … })),
 *     Fields: RoleFields,
 *   });
 *
 * The module holding it is loaded with the dialog's first opening (`lazyForm` in ResourceList.tsx), so the list
 * page carries no form code. A dialog with a flow of its own (a ticket's conversation, a report area's fields)
 * stays a component of its feature, given to ResourceList as `dialog`.
 */
import { useMemo, type ComponentType } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AnyObjectSchema } from 'yup';
import { EMPTY_ID, type Id } from '@/api/types';
import { CrudDialog } from './CrudDialog';

/** A row a form edits. */
export interface Row {
  id: Id;
}

/** What a declared form is opened with: a row to edit, `null` for a new record; the whole prop `null` when closed. */
export interface FormDialogProps {
  editing: { row: Row | null } | null;
  onClose: () => void;
}

/** What the fields are drawn for. */
export interface FormFieldsProps<R> {
  /** The loaded record (the row itself for a form without `useRecord`; for a new one, what the call gave). */
  record: R | undefined;
  isNew: boolean;
}

export interface ResourceForm<V extends object, R> {
  /** Translation keys of the title for a new and an existing record. */
  title: { create: string; edit: string };
  width?: number;
  /**
   * The record of a row, loaded by its id (EMPTY_ID for a new one: the call may skip it or answer with the blank
   * record and its choices). Absent: the form edits the row as listed (`R` is the row's type).
   */
  useRecord?: (id: Id | null) => UseQueryResult<R>;
  /** The values of a new record. */
  blank: V;
  /**
   * The values of a loaded record: those named as in `blank` are taken from the record (a missing or null one
   * keeps its blank value), then this function's, for the ones held elsewhere or in another form (dates…).
   */
  values?: (record: R) => Partial<V>;
  /** The client validation (a function when it differs for a new record, e.g. a required password). */
  schema?: AnyObjectSchema | ((isNew: boolean) => AnyObjectSchema);
  /** The save call of the form's values; a hook, since it calls the feature's mutations. */
  useSave: () => (values: V, isNew: boolean) => Promise<unknown>;
  Fields: ComponentType<FormFieldsProps<R>>;
}

interface Mutation<B> {
  mutateAsync: (body: B) => Promise<unknown>;
}

/** The usual save: one body for both calls, the create call for a new record and the update call otherwise. */
export function useCreateOrUpdate<V, B>(create: Mutation<B>, update: Mutation<B>, body: (values: V) => B) {
  return (values: V, isNew: boolean) => (isNew ? create : update).mutateAsync(body(values));
}

/** The form values of `record`: see `ResourceForm.values`. */
export function formValues<V extends object, R>(
  blank: V,
  record: R | undefined,
  values?: (record: R) => Partial<V>,
): V {
  if (record === undefined) return blank;
  const fields = record as Partial<Record<keyof V, V[keyof V] | null>>;
  const out = { ...blank };
  for (const name of Object.keys(blank) as (keyof V)[]) out[name] = fields[name] ?? blank[name];
  return { ...out, ...values?.(record) };
}

/** The values with every text trimmed: the body of most save calls. */
export function trimmed<V extends object>(values: V): V {
  return Object.fromEntries(
    Object.entries(values).map(([name, v]) => [name, typeof v === 'string' ? v.trim() : v]),
  ) as V;
}

/** The skipped detail call of a form that edits its row as listed. */
const useNoRecord = (): Pick<UseQueryResult<never>, 'data' | 'isLoading' | 'error'> => ({
  data: undefined,
  isLoading: false,
  error: null,
});

/** The dialog component of a declared form (the default export of the module `lazyForm` loads). */
export function resourceForm<V extends object, R>(form: ResourceForm<V, R>): ComponentType<FormDialogProps> {
  const { title, width, blank, values, schema, useSave, Fields } = form;
  const useRecord = form.useRecord ?? useNoRecord;
  function ResourceFormDialog({ editing, onClose }: FormDialogProps) {
    const { t } = useTranslation();
    const row = editing?.row ?? null;
    const isNew = !row;
    const query = useRecord(editing ? (row?.id ?? EMPTY_ID) : null);
    const record = (form.useRecord ? query.data : (row ?? undefined)) as R | undefined;
    const initialValues = useMemo(() => formValues(blank, record, values), [record]);
    const validationSchema = typeof schema === 'function' ? schema(isNew) : schema;
    const save = useSave();
    return (
      <CrudDialog<V>
        open={!!editing}
        title={t(isNew ? title.create : title.edit)}
        width={width}
        loading={query.isLoading}
        loadError={query.error}
        initialValues={initialValues}
        validationSchema={validationSchema}
        onSubmit={(v) => save(v, isNew)}
        onClose={onClose}
      >
        {() => <Fields record={record} isNew={isNew} />}
      </CrudDialog>
    );
  }
  return ResourceFormDialog;
}

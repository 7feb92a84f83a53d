/**
 * Create / edit one report row: the fields of its area (areas.ts), validated with a schema built from them, saved
 * as the area's payload (`{ commission }`, `{ coupon }`…) by the generic CrudDialog.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { CrudDialog } from '@/components/CrudDialog';
import { CheckboxGroupField } from '@/components/form/CheckboxField';
import { NumberField } from '@/components/form/NumberField';
import { BrandField } from '@/components/form/BrandField';
import { TextField } from '@/components/form/TextField';
import { useAllPermissions } from '@/api/shared/getAllPermissions';
import { EMPTY_ID, type Id } from '@/api/types';
import type { ReportArea, ReportField, ReportInput } from './areas';

type Values = ReportInput;

/** The yup schema of an area's fields: required texts, amounts ≥ 0 (blank allowed). */
export function fieldSchema(fields: ReportField[]) {
  return yup.object(
    Object.fromEntries(
      fields.map((f) => {
        if (f.kind === 'number')
          return [f.name, yup.number().nullable().min(0, 'report.validation.nonNegative')];
        if (f.kind === 'brand') return [f.name, yup.string().nullable()];
        if (f.kind === 'permissions') return [f.name, yup.array(yup.string())];
        const text = yup.string().nullable().trim();
        return [f.name, f.required ? text.required('RequiredField') : text];
      }),
    ),
  );
}

function blank(field: ReportField): string | number | null | Id[] {
  if (field.kind === 'permissions') return [];
  return field.kind === 'number' ? null : field.kind === 'brand' ? EMPTY_ID : '';
}

/** The form values of a row (or of a new one). */
export function toValues(fields: ReportField[], row: Record<string, unknown> | null): Values {
  const values: Values = { id: (row?.id as Id | undefined) ?? EMPTY_ID };
  for (const f of fields) {
    const stored = row?.[f.name];
    values[f.name] = stored === undefined || stored === null ? blank(f) : (stored as string | number | Id[]);
  }
  return values;
}

/** The entity sent to the server: texts trimmed, a blank optional text as null. */
export function toInput(fields: ReportField[], values: Values): ReportInput {
  const input: ReportInput = { id: values.id };
  for (const f of fields) {
    const v = values[f.name];
    if (typeof v === 'string' && (f.kind ?? 'text') === 'text') {
      const text = v.trim();
      input[f.name] = text === '' && !f.required ? null : text;
    } else input[f.name] = v ?? null;
  }
  return input;
}

export interface ReportDialogProps<T extends { id: Id }> {
  area: ReportArea<T>;
  /** `null`: closed; `{ row: null }`: a new row; `{ row }`: edit that row. */
  editing: { row: T | null } | null;
  /** Saves the entity (the page's invalidating mutation for the area's create or update). */
  save: (entity: ReportInput) => Promise<unknown>;
  onClose: () => void;
}

export function ReportDialog<T extends { id: Id }>({ area, editing, save, onClose }: ReportDialogProps<T>) {
  const { t } = useTranslation();
  const permissions = useAllPermissions(!!editing && area.fields.some((f) => f.kind === 'permissions'));
  const permissionOptions = (permissions.data ?? []).map((p) => ({ value: p.id, label: p.displayName }));
  const row = editing?.row ?? null;
  const initialValues = useMemo(() => toValues(area.fields, row), [area.fields, row]);
  const schema = useMemo(() => fieldSchema(area.fields), [area.fields]);

  return (
    <CrudDialog<Values>
      open={!!editing}
      title={t(row ? area.editTitleKey : area.newTitleKey)}
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={(values) => save(toInput(area.fields, values))}
      onClose={onClose}
    >
      {() =>
        area.fields.map((f) => {
          const common = { name: f.name, label: t(f.labelKey), required: f.required };
          if (f.kind === 'number') return <NumberField key={f.name} {...common} step={0.01} />;
          if (f.kind === 'brand') return <BrandField key={f.name} {...common} marketplace />;
          if (f.kind === 'permissions')
            return <CheckboxGroupField key={f.name} {...common} options={permissionOptions} columns={2} />;
          return <TextField key={f.name} {...common} autoComplete="off" />;
        })
      }
    </CrudDialog>
  );
}

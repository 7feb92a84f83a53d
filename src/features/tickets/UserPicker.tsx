/**
 * The recipients of an administrator's message: a searchable multi-user picker over `/api/users`, searched on
 * the server (300 options at most). Chosen users keep their labels while the options change with the search.
 */
import { useEffect, useMemo, useState } from 'react';
import { Select } from 'antd';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { FieldItem } from '@/components/form/FieldItem';
import type { Id, User } from '@/api/types';
import { useUserOptions } from './api/getUsers';

const labelOf = (u: Pick<User, 'userName' | 'fullName'>) =>
  u.fullName ? `${u.userName} (${u.fullName})` : u.userName;

export interface UserPickerProps {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
}

export function UserPicker({ name, label, required, disabled }: UserPickerProps) {
  const { t } = useTranslation();
  const [field, , helpers] = useField<Id[]>(name);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState('');
  const [known, setKnown] = useState<Record<Id, string>>({});

  useEffect(() => {
    const timer = setTimeout(() => setFilter(search.trim()), 400);
    return () => clearTimeout(timer);
  }, [search]);

  const users = useUserOptions(filter, !disabled);
  const options = useMemo(() => {
    const found = (users.data?.items ?? []).map((u) => ({ value: u.id, label: labelOf(u) }));
    const ids = new Set(found.map((o) => o.value));
    // Chosen users the current search does not return stay visible as tags.
    const chosen = (field.value ?? [])
      .filter((id) => !ids.has(id))
      .map((id) => ({ value: id, label: known[id] ?? id }));
    return [...chosen, ...found];
  }, [users.data, field.value, known]);

  return (
    <FieldItem name={name} label={label} required={required}>
      {(control) => (
        <Select<Id[]>
          {...control}
          id={name}
          mode="multiple"
          showSearch={{ filterOption: false, searchValue: search, onSearch: setSearch }}
          value={field.value ?? []}
          options={options}
          disabled={disabled}
          loading={users.isFetching}
          placeholder={t('ticket.pickUsers')}
          notFoundContent={users.isFetching ? t('common.loading') : t('NothingToDisplay')}
          maxTagCount="responsive"
          onChange={(ids, picked) => {
            const labels = { ...known };
            (Array.isArray(picked) ? picked : []).forEach((o) => {
              if (o && typeof o.label === 'string') labels[o.value as Id] = o.label;
            });
            setKnown(labels);
            void helpers.setValue(ids);
            setSearch('');
          }}
          onBlur={() => void helpers.setTouched(true)}
          style={{ width: '100%' }}
        />
      )}
    </FieldItem>
  );
}

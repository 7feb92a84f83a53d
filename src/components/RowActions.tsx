/**
 * The buttons of a table row: icon buttons with a tooltip, labelled with the row's name (`Düzenle <name>`,
 * `Sil <name>`) for screen readers and tests. The delete asks 'AreYouSureToDelete' first (useConfirmDelete) and
 * runs `remove` once confirmed; a screen's own actions (approve, deactivate, a profile link) are `ActionButton`s
 * passed as children, shown first.
 */
import type { ReactNode } from 'react';
import { Button, Space, Tooltip, type ButtonProps } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from './ConfirmAction';

export interface RowActionsProps {
  /** Names the row in the buttons' labels. */
  name: string;
  onEdit?: () => void;
  /** The delete call, made after the confirmation. */
  remove?: () => Promise<unknown>;
  /** The screen's own buttons (ActionButton), before edit and delete. */
  children?: ReactNode;
  /** The screen's own buttons after edit and delete (a deactivation, last like a delete). */
  trailing?: ReactNode;
}

export interface ActionButtonProps extends Pick<ButtonProps, 'icon' | 'danger' | 'type' | 'onClick'> {
  /** What the button does (its tooltip); its accessible name is `<label> <name>`. */
  label: string;
  /** Names the row. */
  name: string;
  /** A link opened in a new tab (a profile) instead of `onClick`. */
  href?: string;
}

/** One icon button of a row, with its tooltip and a label naming the row. */
export function ActionButton({ label, name, href, ...button }: ActionButtonProps) {
  return (
    <Tooltip title={label}>
      <Button
        size="small"
        {...button}
        {...(href && { href, target: '_blank', rel: 'noopener noreferrer' })}
        aria-label={`${label} ${name}`}
      />
    </Tooltip>
  );
}

export function RowActions({ name, onEdit, remove, children, trailing }: RowActionsProps) {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete();
  return (
    <Space size={4} wrap={false}>
      {children}
      {onEdit && (
        <ActionButton label={t('common.edit')} name={name} icon={<EditOutlined />} onClick={onEdit} />
      )}
      {remove && (
        <ActionButton
          label={t('common.delete')}
          name={name}
          danger
          icon={<DeleteOutlined />}
          onClick={() => confirmDelete(remove)}
        />
      )}
      {trailing}
    </Space>
  );
}
